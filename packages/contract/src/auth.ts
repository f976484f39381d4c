import { z } from 'zod';
import { languages } from './constants';
import { normalisePhone } from './digits';
import { message } from './messages';
import { emailRoles, roles } from './permission-names';
import { permissionSchema } from './permissions';

export const email = z.email().trim().toLowerCase().max(254);

export const loginBody = z.object({
  email,
  password: z.string().min(1).max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

export const refreshBody = z.object({ refreshToken: z.string().min(1).max(512) });

/** OWASP ASVS 2.1: at least 8 characters, long passphrases allowed; common passwords are refused server-side. */
export const newPassword = z
  .string()
  .min(8, message('passwordTooShort', { minimum: 8 }))
  .max(128);

export const personName = z.string().trim().min(2).max(120);

export const PHONE_FORMAT = message('phoneFormat');
/** Stored in E.164; Saudi forms (05…, 5…, 9665…, 009665…) and Arabic-Indic digits are read as such (`normalisePhone`). */
export const phone = z
  .string()
  .transform(normalisePhone)
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, PHONE_FORMAT));
/** A phone that may be cleared: an empty string or null is stored as null. */
export const optionalPhone = z
  .string()
  .transform(normalisePhone)
  .pipe(z.string().regex(/^(\+[1-9]\d{6,14})?$/, PHONE_FORMAT))
  .transform((value) => value || null)
  .nullable()
  .optional();

export const registerUserBody = z.object({
  name: personName,
  email,
  phone,
  password: newPassword,
});
export type RegisterUserBody = z.infer<typeof registerUserBody>;

export const adminSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    permissions: z.array(permissionSchema),
    active: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Admin' });
export type Admin = z.infer<typeof adminSchema>;

export const agentSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    companyName: z.string().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    address: z.string().nullable(),
    /** The buyer on the agent's tax invoices (decision 0012), when set. */
    legalName: z.string().nullable(),
    vatNumber: z.string().nullable(),
    active: z.boolean(),
    balance: z.number().int(),
    /** Minor units: bookings may take the balance down to −creditLimit (decision 0011). */
    creditLimit: z.number().int(),
    /** Minor units; null = no low-balance alert. */
    lowBalanceThreshold: z.number().int().nullable(),
    /** Whether they want the e-mails they can do without (a booking confirmed); the others always go. */
    mailUpdates: z.boolean(),
    currency: z.string(),
    /** `/api/images/<id>`, or null when the agent has no picture. */
    avatarUrl: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Agent' });
export type Agent = z.infer<typeof agentSchema>;

export const userSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    active: z.boolean(),
    /** Whether they want the e-mails they can do without (a booking confirmed); the others always go. */
    mailUpdates: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

const tokens = { access_token: z.string(), refresh_token: z.string() };
export const adminAuthResponse = z.object({ ...tokens, admin: adminSchema });
export const agentAuthResponse = z.object({ ...tokens, agent: agentSchema });
export const userAuthResponse = z.object({ ...tokens, user: userSchema });
export type AdminAuthResponse = z.infer<typeof adminAuthResponse>;
export type AgentAuthResponse = z.infer<typeof agentAuthResponse>;
export type UserAuthResponse = z.infer<typeof userAuthResponse>;
/** A driver (issue #18): the account part is in drivers.ts' terms, written here to keep auth free of it. */
export const driverAuthResponse = z.object({
  ...tokens,
  driver: z
    .object({
      id: z.uuid(),
      nameAr: z.string(),
      nameEn: z.string(),
      mobile: z.string(),
      photoUrl: z.string().nullable(),
      mustChangePassword: z.boolean(),
      active: z.boolean(),
    })
    .meta({ id: 'DriverAccount' }),
});
export type DriverAuthResponse = z.infer<typeof driverAuthResponse>;
export type DriverAccount = DriverAuthResponse['driver'];
export const driverLoginBody = z.object({ mobile: phone, password: z.string().min(1).max(1024) });
export type DriverLoginBody = z.input<typeof driverLoginBody>;
export type AuthResponse = AdminAuthResponse | AgentAuthResponse | UserAuthResponse | DriverAuthResponse;

export const logoutBody = refreshBody;

/** PATCH /auth/changePassword, for every role: the answer is a new session, like a login. */
export const changePasswordBody = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export const changePasswordResponse = z.union([
  adminAuthResponse,
  agentAuthResponse,
  userAuthResponse,
  driverAuthResponse,
]);

export { COMMON_PASSWORD, EMAIL_TAKEN, WRONG_CURRENT_PASSWORD } from './account-messages';

/** How long a password reset link works. */
export const RESET_LINK_MINUTES = 30;
/** How long the set-your-password link of a welcome e-mail works (an account an admin created). */
export const WELCOME_LINK_DAYS = 7;
const resetToken = z.string().trim().min(20).max(200);

/**
 * POST /auth/forgotPassword, for every role: always 202 with the same answer, whether or not the address
 * belongs to an active account of that role (no account discovery); rate-limited per address and per IP.
 * `lang` is the page's language, the e-mail's language.
 */
export const forgotPasswordBody = z.object({
  email,
  role: z.enum(emailRoles),
  lang: z.enum(languages).default('ar'),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
export const forgotPasswordResponse = z.object({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;
export const RESET_REQUESTED = message('resetRequested', { minutes: RESET_LINK_MINUTES });

/** POST /auth/checkResetToken: whether a reset link still works, so the page can say so before asking. */
export const checkResetTokenBody = z.object({ token: resetToken });
export const checkResetTokenResponse = z.object({ valid: z.boolean(), role: z.enum(roles).nullable() });
export type CheckResetTokenResponse = z.infer<typeof checkResetTokenResponse>;

/**
 * POST /auth/resetPassword: sets the new password (same rules as everywhere), uses the link up and ends every
 * session of the account. 400 `resetLinkInvalid` for a used, expired or unknown link or a disabled account.
 */
export const resetPasswordBody = z.object({ token: resetToken, password: newPassword });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export const resetPasswordResponse = z.object({ role: z.enum(roles) });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;
export const RESET_LINK_INVALID = message('resetLinkInvalid');

/** The message of a failed login (spec §8): the client shows it and does not try a refresh. */
export const BAD_CREDENTIALS = message('badCredentials');
/** Drivers sign in with their mobile number, not an e-mail. */
export const BAD_DRIVER_CREDENTIALS = message('badDriverCredentials');

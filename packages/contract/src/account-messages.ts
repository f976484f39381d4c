import { message } from './messages';

/**
 * Messages of the account rules (sign-up, password, admin editing) as plain values (no zod), so a browser
 * page can recognise them without loading the schema library. `auth.ts` and `admins.ts` re-export them.
 */
export const WRONG_CURRENT_PASSWORD = message('wrongCurrentPassword');
export const COMMON_PASSWORD = message('commonPassword');
export const EMAIL_TAKEN = message('emailTaken');

/** Messages of the rules that keep someone able to manage admins. */
export const CANNOT_REMOVE_OWN_EDIT_ADMINS = message('cannotRemoveOwnEditAdmins');
export const CANNOT_DEACTIVATE_SELF = message('cannotDeactivateSelf');
export const LAST_ADMIN_EDITOR = message('lastAdminEditor');

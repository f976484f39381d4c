import type { Role } from '@masar/contract/permission-names';

/** Each role's sign-in page (language-neutral). */
export const signInPaths: Record<Role, string> = {
  Admin: '/admin-panel/login',
  Agent: '/panel/login',
  User: '/login',
  Driver: '/driver/login',
};

/** Each role's "forgot password" page (language-neutral), next to its sign-in page and in the same layout. */
export const forgotPasswordPaths: Record<Role, string> = {
  Admin: '/admin-panel/forgot-password',
  Agent: '/panel/forgot-password',
  User: '/login/forgot-password',
  // A driver has no e-mail: the admin sets a new first password (issue #18), so the sign-in page it is.
  Driver: '/driver/login',
};

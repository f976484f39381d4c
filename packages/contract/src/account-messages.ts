/**
 * Messages of the account rules (sign-up, password, admin editing) as plain values (no zod), so a browser
 * page can recognise them without loading the schema library. `auth.ts` and `admins.ts` re-export them.
 */
export const WRONG_CURRENT_PASSWORD = 'Current password is not correct';
export const COMMON_PASSWORD = 'This password is too common. Choose a less predictable one.';
export const EMAIL_TAKEN = 'An account with this e-mail already exists';

/** Messages of the rules that keep someone able to manage admins. */
export const CANNOT_REMOVE_OWN_EDIT_ADMINS = 'You cannot remove your own EditAdmins permission';
export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account';
export const LAST_ADMIN_EDITOR =
  'At least one active admin must keep the EditAdmins permission: grant it to another admin first';

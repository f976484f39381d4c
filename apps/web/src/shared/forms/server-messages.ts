import {
  CANNOT_DEACTIVATE_SELF,
  CANNOT_REMOVE_OWN_EDIT_ADMINS,
  COMMON_PASSWORD,
  EMAIL_TAKEN,
  LAST_ADMIN_EDITOR,
  WRONG_CURRENT_PASSWORD,
} from '@masar/contract/account-messages';
import { type Permission, permissions } from '@masar/contract/permission-names';
import { ApiRequestError } from '../api/client';
import { i18n } from '../i18n/i18n';
import { type FieldErrors, splitServerMessages } from './field-errors';

/**
 * The API speaks English (its messages are contract constants); forms show them in the page language.
 * Known messages are translated, unknown ones are shown as they came.
 */
const known: Record<string, () => string> = {
  [EMAIL_TAKEN]: () => i18n.t('common:serverMessages.emailTaken'),
  [WRONG_CURRENT_PASSWORD]: () => i18n.t('common:serverMessages.wrongCurrentPassword'),
  [COMMON_PASSWORD]: () => i18n.t('common:serverMessages.commonPassword'),
  [CANNOT_REMOVE_OWN_EDIT_ADMINS]: () => i18n.t('common:serverMessages.cannotRemoveOwnEditAdmins'),
  [CANNOT_DEACTIVATE_SELF]: () => i18n.t('common:serverMessages.cannotDeactivateSelf'),
  [LAST_ADMIN_EDITOR]: () => i18n.t('common:serverMessages.lastAdminEditor'),
  'The new password must be different from the current one': () =>
    i18n.t('common:serverMessages.samePassword'),
  'Enter your current password to change your e-mail': () =>
    i18n.t('common:serverMessages.currentPasswordForEmail'),
  'Only JPEG, PNG or WebP images are accepted': () => i18n.t('common:serverMessages.imageType'),
  'The image could not be read': () => i18n.t('common:serverMessages.imageUnreadable'),
};

/** One server message in the page language. */
export function localizeServerMessage(message: string): string {
  const exact = known[message];
  if (exact) return exact();
  const missing = /^Missing permission: (\w+)$/.exec(message)?.[1];
  if (missing && (permissions as readonly string[]).includes(missing)) {
    const permission = i18n.t(`permissions:names.${missing as Permission}.label`);
    return i18n.t('common:serverMessages.missingPermission', { permission });
  }
  if (message.startsWith('Too many failed attempts')) return i18n.t('common:serverMessages.tooManyAttempts');
  return message;
}

/**
 * A failed save, ready for a form: messages about its fields (shown under them) and the rest (shown above
 * it), all in the page language. `pinned` sends messages that name no field to the field they are about
 * (e.g. "You cannot deactivate your own account" → `active`).
 */
export function serverFormErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  pinned: Partial<Record<string, Field>> = {},
): { byField: FieldErrors<Field>; general: string[] } {
  const messages =
    error instanceof ApiRequestError
      ? error.messages
      : [error instanceof Error ? error.message : i18n.t('common:errors.unexpected')];
  const byField: FieldErrors<Field> = {};
  const rest: string[] = [];
  for (const message of messages) {
    const field = pinned[message];
    if (field && !byField[field]) byField[field] = localizeServerMessage(message);
    else rest.push(message);
  }
  const split = splitServerMessages(rest, fields);
  for (const field of fields) {
    const message = split.byField[field];
    if (message && !byField[field]) byField[field] = localizeServerMessage(message);
  }
  return { byField, general: split.general.map(localizeServerMessage) };
}

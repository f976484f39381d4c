import { ApiRequestError } from '../api/client';
import { localizeServerMessage } from '../api/server-message';
import { i18n } from '../i18n/i18n';
import { type FieldErrors, splitServerMessages } from './field-errors';

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

import { ApiRequestError } from '../api/client';
import { type FieldErrors, splitServerMessages } from './field-errors';

/**
 * What a failed save means for a form: the server's messages about its fields, shown under them, and the
 * rest, shown above the form. A network failure or an unexpected error lands in `general`.
 */
export function formErrorsOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { byField: FieldErrors<Field>; general: string[] } {
  if (error instanceof ApiRequestError) return splitServerMessages(error.messages, fields);
  return { byField: {}, general: [error instanceof Error ? error.message : String(error)] };
}

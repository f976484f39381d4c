import type { TFunction } from 'i18next';
import type { core } from 'zod';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A contract-schema issue as a message in the page language (the schemas speak English only). */
export function issueMessage(issue: core.$ZodIssue, t: TFunction<'auth'>): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'number') return t('validation.numberAtLeast', { min: Number(issue.minimum) });
      return Number(issue.minimum) <= 1
        ? t('validation.required')
        : t('validation.tooShort', { count: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'number') return t('validation.numberAtMost', { max: Number(issue.maximum) });
      return t('validation.tooLong', { count: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t('validation.email');
      if (issue.path[0] === 'phone') return t('validation.phone');
      return t('validation.invalid');
    case 'invalid_type':
      // A decimal or NaN where a whole number belongs (the value is there: fieldErrorsOf says "required" otherwise).
      if (issue.expected === 'int' || issue.expected === 'number') return t('validation.notWholeNumber');
      return t('validation.required');
    default:
      return t('validation.invalid');
  }
}

/**
 * The "too long" of a failed parse in words, when that is what failed. Free-text fields carry no `maxLength`:
 * it would cut a paste short without a word.
 */
export function tooLongMessage(
  issues: readonly core.$ZodIssue[] | undefined,
  t: TFunction<'auth'>,
): string | undefined {
  const issue = issues?.find((found) => found.code === 'too_big' && found.origin === 'string');
  return issue && issueMessage(issue, t);
}

/** First message per top-level field of a failed safeParse; an empty field just says it is required. */
export function fieldErrorsOf<Field extends string>(
  issues: readonly core.$ZodIssue[],
  t: TFunction<'auth'>,
  values: Partial<Record<Field, unknown>> = {},
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (!field || errors[field]) continue;
    const value = values[field];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    errors[field] = empty ? t('validation.required') : issueMessage(issue, t);
  }
  return errors;
}

/**
 * Server messages (DESIGN §3: a string, or one string per problem) split into the ones about a field of this
 * form and the rest, shown above the form. A message is about a field when it starts with the field's name
 * ("email: Invalid email address", the API's validation format; an item of a list field counts too:
 * "images.0: …" is about `images`) or, failing that, names it as a word ("An account with this e-mail
 * already exists").
 */
export function splitServerMessages<Field extends string>(
  messages: readonly string[],
  fields: readonly Field[],
) {
  const byField: FieldErrors<Field> = {};
  const general: string[] = [];
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/e-mail/g, 'email')
      .split(/[^a-z0-9]+/);
  for (const message of messages) {
    const [first = '', ...rest] = words(message.trim()).filter(Boolean);
    const field =
      fields.find((name) => name.toLowerCase() === first) ??
      fields.find((name) => rest.includes(name.toLowerCase()));
    if (field && !byField[field]) {
      byField[field] = message.replace(new RegExp(`^${field}(\\.[\\w.]+)?:\\s*`, 'i'), '');
    } else general.push(message);
  }
  return { byField, general };
}

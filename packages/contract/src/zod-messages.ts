import { z } from 'zod';
import { message, messages } from './messages';

/**
 * Zod's own issues (required, too small, invalid format, …) as catalogue messages, so the web can
 * translate them. Done once here with `z.config` rather than in the API's error formatter: the same
 * schemas also validate in the browser, and both sides then speak the catalogue. A message a schema
 * gives itself (`.min(1, message('…'))`) still wins over this map. Import this module once, first, in
 * each program (the API's app, the web's entry and test setup).
 */
type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const formats: Record<string, keyof typeof messages> = {
  email: 'invalidEmail',
  uuid: 'invalidId',
  guid: 'invalidId',
  url: 'invalidUrl',
  datetime: 'invalidDateTime',
  date: 'invalidDate',
  time: 'invalidTime',
  base64url: 'invalidBase64url',
};

function sizeMessage(issue: Issue & { origin?: string; minimum?: unknown; maximum?: unknown }): string {
  const small = issue.code === 'too_small';
  const limit = String(small ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') {
    if (small && limit === '1') return message('required');
    return small ? message('tooShort', { minimum: limit }) : message('tooLong', { maximum: limit });
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return small ? message('tooFewItems', { minimum: limit }) : message('tooManyItems', { maximum: limit });
  }
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    if (issue.inclusive === false) {
      return small ? message('notAbove', { minimum: limit }) : message('notBelow', { maximum: limit });
    }
    return small ? message('tooSmall', { minimum: limit }) : message('tooBig', { maximum: limit });
  }
  return message('invalidValue');
}

export function catalogueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return message('required');
      const expected = String(issue.expected);
      if (expected === 'string') return message('mustBeText');
      if (expected === 'int') return message('mustBeWholeNumber');
      if (expected === 'number') return message('mustBeNumber');
      if (expected === 'boolean') return message('mustBeTrueOrFalse');
      if (expected === 'array' || expected === 'tuple') return message('mustBeList');
      if (expected === 'object' || expected === 'record') return message('mustBeObject');
      return message('invalidValue');
    }
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue as Issue & { origin?: string });
    case 'invalid_format':
      // Format messages have no parameters.
      return messages[formats[String(issue.format)] ?? 'invalidFormat'];
    case 'invalid_value':
      return issue.values.length > 1
        ? message('oneOf', { values: issue.values.map(String).join(', ') })
        : message('invalidValue');
    case 'not_multiple_of':
      return message('notMultipleOf', { divisor: String(issue.divisor) });
    case 'unrecognized_keys':
      return message('unknownFields', { keys: issue.keys.join(', ') });
    default:
      return message('invalidValue');
  }
}

z.config({ customError: catalogueMessage });

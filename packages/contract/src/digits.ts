/**
 * Numbers as people type them (DESIGN.md §6): Arabic-Indic (٠–٩) and Persian (۰–۹) digits, the Arabic
 * decimal separator (٫) and thousands separator (٬) become ASCII. The contract's schemas apply it to every
 * number, time, phone and flight number that arrives as text, and the web inputs apply it while typing.
 * No Zod here, so a light page (the home widget) can import it.
 */

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** '١٢٫٥' → '12.5', '۱۴:۳۰' → '14:30', '١٬٢٠٠' → '1200'; any other character is kept as it is. */
export function toAsciiDigits(text: string): string {
  return text
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - PERSIAN_ZERO))
    .replace(/٫/g, '.')
    .replace(/٬/g, '');
}

/** Strings get ASCII digits; anything else passes unchanged (for `z.preprocess`). */
export function asciiDigitsOf(value: unknown): unknown {
  return typeof value === 'string' ? toAsciiDigits(value) : value;
}

/** The country code of the numbers written without one (a Saudi product). */
const HOME_COUNTRY_CODE = '966';

/**
 * A phone as typed, in E.164 when it can be read as one: Saudi mobiles as `05…`, `5…`, `9665…`, `+9665…`,
 * `009665…`; other countries with `+` or `00`. Spaces, dashes, dots and brackets are ignored, and a `0`
 * after the country code (`+966 05…`) is dropped. Anything else comes back trimmed, for the schema to refuse.
 */
export function normalisePhone(text: string): string {
  const typed = toAsciiDigits(text).trim();
  const compact = typed.replace(/[\s\-.()\u200e\u200f]/g, '');
  if (!/^(\+|00)?\d+$/.test(compact)) return typed;
  let international: string;
  if (compact.startsWith('+')) international = compact.slice(1);
  else if (compact.startsWith('00')) international = compact.slice(2);
  else if (/^05\d{8}$/.test(compact)) international = HOME_COUNTRY_CODE + compact.slice(1);
  else if (/^5\d{8}$/.test(compact)) international = HOME_COUNTRY_CODE + compact;
  else if (/^9665\d{8}$/.test(compact)) international = compact;
  else return typed;
  if (international.startsWith(`${HOME_COUNTRY_CODE}0`)) {
    international = HOME_COUNTRY_CODE + international.slice(HOME_COUNTRY_CODE.length + 1);
  }
  return `+${international}`;
}

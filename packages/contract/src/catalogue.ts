import { z } from 'zod';
import { PRICE_MAX } from './constants';
import { toAsciiDigits } from './digits';
import { message } from './messages';

/**
 * Pieces shared by the catalogue contracts (areas, locations, cars, taxi services, extra services).
 * Every catalogue row is bilingual (DESIGN.md §3).
 */
export const catalogueName = z.string().trim().min(1).max(120);
export const bilingualNames = { nameAr: catalogueName, nameEn: catalogueName };

/** Prices are integer minor units of the configured currency (halalas for SAR); at most 1,000,000.00. */
export { PRICE_MAX };
export const price = z.number().int().min(0).max(PRICE_MAX);
export const positivePrice = z.number().int().min(1).max(PRICE_MAX);

/**
 * A whole number that may arrive as text (a multipart field, a query string) or as a number
 * (a JSON body, a web form), in Arabic-Indic digits too: '' and other non-numbers are refused, never read as 0.
 */
export function wholeNumber(min: number, max: number) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = toAsciiDigits(value).trim();
      return /^-?\d+$/.test(text) ? Number(text) : value;
    },
    z
      .number({ error: message('mustBeWholeNumber') })
      .int()
      .min(min)
      .max(max),
  );
}

/** A yes/no that may arrive as text ('true'/'false', '1'/'0', 'yes'/'no') or as a boolean. */
export const yesNo = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(text)) return true;
    if (['false', '0', 'no', 'off'].includes(text)) return false;
    return value;
  },
  z.boolean({ error: message('mustBeTrueOrFalse') }),
);

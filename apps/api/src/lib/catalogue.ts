import { message } from '@masar/contract/messages';
import { isUniqueViolation } from './database-errors';
import { conflict } from './errors';

/** The kinds of catalogue row with unique names, each with its own messages (Arabic words agree with it). */
const nameTaken = {
  area: { en: message('areaNameEnTaken'), ar: message('areaNameArTaken') },
  location: { en: message('locationNameEnTaken'), ar: message('locationNameArTaken') },
  car: { en: message('carNameEnTaken'), ar: message('carNameArTaken') },
  extraService: { en: message('extraServiceNameEnTaken'), ar: message('extraServiceNameArTaken') },
};

/**
 * Catalogue rows (areas, locations, cars, extra services) have unique names among live rows, in each
 * language, case-insensitively (indexes `<table>_name_en_unique` / `<table>_name_ar_unique`).
 * Turns a violation of one of them into a 409 that says which name; anything else is rethrown.
 */
export function rethrowNameConflict(error: unknown, table: string, kind: keyof typeof nameTaken): never {
  if (isUniqueViolation(error, `${table}_name_en_unique`)) throw conflict(nameTaken[kind].en);
  if (isUniqueViolation(error, `${table}_name_ar_unique`)) throw conflict(nameTaken[kind].ar);
  throw error;
}

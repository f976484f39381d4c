import { isUniqueViolation } from './database-errors';
import { conflict } from './errors';

/**
 * Catalogue rows (areas, locations, cars, extra services) have unique names among live rows, in each
 * language, case-insensitively (indexes `<table>_name_en_unique` / `<table>_name_ar_unique`).
 * Turns a violation of one of them into a 409 that says which name; anything else is rethrown.
 */
export function rethrowNameConflict(error: unknown, table: string, thing: string): never {
  if (isUniqueViolation(error, `${table}_name_en_unique`)) {
    throw conflict(`${thing} with this English name already exists`);
  }
  if (isUniqueViolation(error, `${table}_name_ar_unique`)) {
    throw conflict(`${thing} with this Arabic name already exists`);
  }
  throw error;
}

import { uuidPattern } from 'virtual:contract-constants';

/**
 * The contract's id rule (`isUuid` of @masar/contract/common: `z.uuid()`) with Zod's own pattern, served by
 * apps/web/contract-constants.ts, without Zod's code: for what a first page load reads (the trip in the home
 * page's URL, issue #9). ids.test.ts keeps the two in step.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

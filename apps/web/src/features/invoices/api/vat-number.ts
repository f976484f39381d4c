import type { core } from 'zod';
import { localizeServerMessage } from '../../../shared/api/server-message';

/**
 * The contract's own words for a refused VAT number ("15 digits, beginning and ending with 3"), in the page
 * language, instead of the forms' generic "invalid value"; undefined when the VAT number was not refused.
 * For every form with a VAT number field (the seller, an agent).
 */
export function vatNumberProblem(issues: readonly core.$ZodIssue[]): string | undefined {
  const issue = issues.find((one) => one.path[0] === 'vatNumber' && one.code === 'invalid_format');
  return issue ? localizeServerMessage(issue.message) : undefined;
}

import { transactionDirections, transactionTypes } from '@masar/contract/transactions';
import { parseChoiceFilter, parseDayRange } from '../../shared/ui/list-sort';

/** The URL keys of the filters every ledger has (the agent's wallet, the admins' payments). */
export const ledgerUrlKeys = ['type', 'direction', 'from', 'to'] as const;
export type LedgerUrlKey = (typeof ledgerUrlKeys)[number];

/**
 * The ledger filters from the raw URL values: anything unknown or malformed means "all", so an old or
 * hand-edited link still shows a list. A backwards date range keeps its start and drops its end (and is
 * shown as an error); `dates` are the valid days of the URL, for the inputs.
 */
export function parseLedgerUrlFilters(values: Partial<Record<LedgerUrlKey, string>>) {
  const { rangeInvalid, dates, from, to } = parseDayRange(values);
  const chosen = {
    type: parseChoiceFilter(values.type, transactionTypes),
    direction: parseChoiceFilter(values.direction, transactionDirections),
    from,
    to,
  };
  return { chosen, rangeInvalid, dates };
}

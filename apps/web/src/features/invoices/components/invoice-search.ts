import { invoiceKinds } from '@masar/contract/invoices';
import {
  parseChoiceFilter,
  parseDayRange,
  parseIdFilter,
  parsePageSize,
  parseSort,
} from '../../../shared/ui/list-sort';
import { useListSearchParams } from '../../../shared/ui/use-list-search-params';

export const invoiceSortFields = ['issuedAt', 'number', 'total'] as const;
export type InvoiceSortField = (typeof invoiceSortFields)[number];

/** The invoices lists' URL state (kind, period, agent for admins, sort, page size); anything malformed is "all". */
export function useInvoiceSearch() {
  const { page, search, filters, update } = useListSearchParams([
    'kind',
    'from',
    'to',
    'agentId',
    'sort',
    'limit',
  ] as const);
  const { from, to, rangeInvalid, dates } = parseDayRange(filters);
  const params = {
    page,
    limit: parsePageSize(filters.limit),
    search: search || undefined,
    kind: parseChoiceFilter(filters.kind, invoiceKinds),
    from,
    to,
    agentId: parseIdFilter(filters.agentId),
    sort: parseSort<InvoiceSortField>(filters.sort, invoiceSortFields, '-issuedAt'),
  };
  const filtered = Boolean(params.search || params.kind || params.from || params.to || params.agentId);
  return { search, params, dates, rangeInvalid, filtered, update };
}
export type InvoiceSearch = ReturnType<typeof useInvoiceSearch>;

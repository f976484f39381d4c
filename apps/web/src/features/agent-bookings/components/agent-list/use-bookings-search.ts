import type { BookingStatus } from '@masar/contract/agent-bookings';
import { parseIdFilter, parsePageSize, parseSort, type SortParam } from '../../../../shared/ui/list-sort';
import { useListSearchParams } from '../../../../shared/ui/use-list-search-params';
import { bookingUrlKeys, parseBookingUrlFilters } from '../../../bookings-core/booking/booking-url-filters';
import { type BookingSortField, type BookingsParams, bookingSortFields } from '../../api/agent-bookings';

const urlKeys = [...bookingUrlKeys, 'sort', 'limit', 'id'] as const;

/**
 * The bookings list's page, filters, sort and open booking (`id`), all kept in the URL (DESIGN §6) so a
 * reload or a shared link shows the same list with the same drawer open. `fixedStatus` pins the status
 * (the requests page) whatever the URL says.
 */
export function useBookingsSearch(options: {
  fixedStatus?: BookingStatus;
  defaultSort: SortParam<BookingSortField>;
}) {
  const { page, after, search, filters, update } = useListSearchParams(urlKeys);
  const { rangeInvalid, dates, ...chosen } = parseBookingUrlFilters(filters);
  const params: BookingsParams = {
    page,
    after: parseIdFilter(after),
    limit: parsePageSize(filters.limit),
    search: search || undefined,
    status: options.fixedStatus ?? chosen.status,
    direction: chosen.direction,
    dateField: chosen.dateField,
    from: chosen.from,
    to: chosen.to,
    sort: parseSort<BookingSortField>(filters.sort, bookingSortFields, options.defaultSort),
  };
  const filtered = Boolean(
    params.search || (!options.fixedStatus && params.status) || params.direction || params.from || params.to,
  );
  return {
    params,
    /** The raw URL values, for the inputs. */
    values: filters,
    search,
    filtered,
    rangeInvalid,
    /** The valid days of the URL, shown even when the range is the wrong way round. */
    dates,
    update,
    /** The booking shown in the drawer; opening or closing it keeps the page. */
    selectedId: filters.id || null,
    select: (id: string | null) => update({ id, page }),
  };
}

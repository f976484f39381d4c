import type { ListAdminAgentBookingsQuery } from '@masar/contract/agent-bookings';
import type { ListAdminCustomerBookingsQuery } from '@masar/contract/customer-bookings';
import { parseChoiceFilter, parseIdFilter, parsePageSize, parseSort } from '../../../shared/ui/list-sort';
import { useListSearchParams } from '../../../shared/ui/use-list-search-params';
import type { AnyBookingStatus } from './booking-status-badge';
import { bookingUrlKeys, parseBookingUrlFilters } from './booking-url-filters';

/** A field both admin lists sort by: the contracts' `sort` values without the leading `-`. */
export type AdminBookingSortField = Exclude<
  ListAdminAgentBookingsQuery['sort'] & ListAdminCustomerBookingsQuery['sort'],
  `-${string}`
>;
/** The same fields at run time. The contracts do not export their lists; `satisfies` checks each one. */
export const adminBookingSortFields = [
  'pickupAt',
  'createdAt',
  'total',
] as const satisfies readonly AdminBookingSortField[];

/** Whose bookings an admin screen filters by: an agent's, or a customer's (orders). */
export type BookingOwnerKey = 'agentId' | 'userId';

const adminBookingsUrlKeys = (owner: BookingOwnerKey) =>
  [...bookingUrlKeys, owner, 'areaId', 'sort', 'limit', 'id'] as const;
export type AdminBookingsUrlKey = ReturnType<typeof adminBookingsUrlKeys>[number];

/**
 * An admin bookings list's query from the raw URL values: the bookings filters (status — one of the
 * screen's `statuses` —, trip type, date range) plus the owner and the area; anything unknown or malformed
 * means "all", so an old or hand-edited link still shows a list. The newest bookings come first unless the
 * URL says otherwise.
 */
export function parseAdminBookingsSearch<Owner extends BookingOwnerKey, Status extends AnyBookingStatus>(
  screen: { owner: Owner; statuses: readonly Status[] },
  page: number,
  search: string,
  values: Partial<Record<AdminBookingsUrlKey, string>>,
  after?: string,
) {
  const { rangeInvalid, dates, status: _anyStatus, ...chosen } = parseBookingUrlFilters(values);
  const ownerId = parseIdFilter(values[screen.owner]);
  const params = {
    page,
    after: parseIdFilter(after),
    limit: parsePageSize(values.limit),
    search: search || undefined,
    ...chosen,
    status: parseChoiceFilter(values.status, screen.statuses),
    ...({ [screen.owner]: ownerId } as Partial<Record<Owner, string>>),
    areaId: parseIdFilter(values.areaId),
    sort: parseSort<AdminBookingSortField>(values.sort, adminBookingSortFields, '-createdAt'),
  };
  const filtered = Boolean(
    params.search ||
      params.status ||
      params.direction ||
      params.from ||
      params.to ||
      ownerId ||
      params.areaId,
  );
  return { params, filtered, rangeInvalid, dates };
}

/** An admin bookings list's page, filters, sort and open booking (`id`), all kept in the URL (DESIGN §6). */
export function useAdminBookingsSearch<
  Owner extends BookingOwnerKey,
  Status extends AnyBookingStatus,
>(screen: { owner: Owner; statuses: readonly Status[] }) {
  const { page, after, search, filters, update } = useListSearchParams<AdminBookingsUrlKey>(
    adminBookingsUrlKeys(screen.owner),
  );
  return {
    ...parseAdminBookingsSearch(screen, page, search, filters, after),
    /** The raw URL values, for the inputs. */
    values: filters,
    search,
    update,
    /** The booking shown in the drawer; opening or closing it keeps the page. */
    selectedId: filters.id || null,
    select: (id: string | null) => update({ id, page }),
  };
}
export type AdminBookingsSearch<Owner extends BookingOwnerKey = BookingOwnerKey> = ReturnType<
  typeof useAdminBookingsSearch<Owner, AnyBookingStatus>
>;

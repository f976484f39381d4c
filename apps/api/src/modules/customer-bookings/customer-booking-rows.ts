import type { Paginated } from '@masar/contract/common';
import type {
  CustomerBooking,
  CustomerBookingListItem,
  ListAdminCustomerBookingsQuery,
} from '@masar/contract/customer-bookings';
import { message } from '@masar/contract/messages';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { customerBookings, users } from '../../db/schema/index';
import { withinDays } from '../../lib/day-range';
import { notFound } from '../../lib/errors';
import {
  afterRow,
  coarseFilter,
  type ListFilters,
  orderBy,
  ownerIs,
  readCountedPageAfter,
  readInBatches,
  readSearchPage,
  sortKey,
  toPage,
} from '../../lib/pagination';
import {
  bookedTripOfRow,
  historyOfRow,
  listedTripColumns,
  listedTripOfRow,
} from '../bookings-core/booked-trip-row';
import { bookingSearch, isSelective } from '../bookings-core/booking-search';
import { customerSearch } from '../customers/customers.service';

type BookingRow = typeof customerBookings.$inferSelect;
type CustomerSummary = CustomerBooking['customer'];
type Sort = ListAdminCustomerBookingsQuery['sort'];

export const bookingNotFound = () => notFound(message('bookingNotFound'));

/** Bookings joined to their customer, for the customer's and the admins' lists alike. */
export function selectBookings(db: Queryable) {
  return db
    .select({
      booking: customerBookings,
      customer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
    })
    .from(customerBookings)
    .innerJoin(users, eq(users.id, customerBookings.userId));
}

/**
 * The columns of a list row (contract `customerBookingListItemSchema`, issue #21): what the cards and the
 * orders table show, not the whole booking; the drawer reads that by id (selectBookings).
 */
export function selectListRows(db: Queryable, counted: SQL<number> = sql<number>`0`) {
  return db
    .select({
      // The page's total in the same statement (lib/pagination cappedCountColumn); 0 where not asked.
      counted,
      id: customerBookings.id,
      reference: customerBookings.reference,
      userId: customerBookings.userId,
      customerName: users.name,
      customerEmail: users.email,
      customerPhone: users.phone,
      status: customerBookings.status,
      paymentMethod: customerBookings.paymentMethod,
      direction: customerBookings.direction,
      returnOf: customerBookings.returnOf,
      returnLegId: customerBookings.returnLegId,
      createdAt: customerBookings.createdAt,
      placeAddress: customerBookings.placeAddress,
      ...listedTripColumns(customerBookings),
    })
    .from(customerBookings)
    .innerJoin(users, eq(users.id, customerBookings.userId));
}

type ListRow = Awaited<ReturnType<ReturnType<typeof selectListRows>['execute']>>[number];

export function toCustomerBookingListItem(row: ListRow): CustomerBookingListItem {
  return {
    id: row.id,
    reference: row.reference,
    userId: row.userId,
    customer: { id: row.userId, name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    status: row.status,
    paymentMethod: row.paymentMethod,
    direction: row.direction,
    returnOf: row.returnOf,
    returnLegId: row.returnLegId,
    createdAt: row.createdAt.toISOString(),
    place: { address: row.placeAddress },
    ...listedTripOfRow(row),
  };
}

export function toCustomerBooking({
  booking,
  customer,
}: {
  booking: BookingRow;
  customer: CustomerSummary;
}): CustomerBooking {
  return {
    id: booking.id,
    reference: booking.reference,
    userId: booking.userId,
    customer,
    status: booking.status,
    paymentMethod: booking.paymentMethod,
    direction: booking.direction,
    place: { address: booking.placeAddress, lat: booking.placeLat, lng: booking.placeLng },
    ...bookedTripOfRow(booking),
    cancelReason: booking.cancelReason,
    returnOf: booking.returnOf,
    returnLegId: booking.returnLegId,
    history: historyOfRow(booking, 'Customer', {
      status: 'Cancelled',
      at: booking.cancelledAt,
      byAdmin: booking.cancelledBy !== null,
    }),
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}

type Filters = Omit<ListAdminCustomerBookingsQuery, 'page' | 'limit' | 'sort'>;

/**
 * WHERE for the list filters (the customer's, plus customer and area for the admins), the coarse ones as row
 * tests when a search reads the rows (lib/pagination coarseFilter). Dates are whole business-time-zone days;
 * `search` matches the booking, and the customer's name, email or phone.
 */
export function bookingFiltersSql(query: Filters, timeZone: string, rowTests = false): SQL | undefined {
  const dateColumn = query.dateField === 'createdAt' ? customerBookings.createdAt : customerBookings.pickupAt;
  return and(
    coarseFilter(query.status ? eq(customerBookings.status, query.status) : undefined, rowTests),
    coarseFilter(query.direction ? eq(customerBookings.direction, query.direction) : undefined, rowTests),
    query.userId ? ownerIs(customerBookings.userId, query.userId) : undefined,
    coarseFilter(query.areaId ? eq(customerBookings.areaId, query.areaId) : undefined, rowTests),
    withinDays(dateColumn, query, timeZone),
    query.search
      ? or(bookingSearch(customerBookings, query.search), customerSearch(query.search))
      : undefined,
  );
}

const sortColumns = {
  pickupAt: customerBookings.pickupAt,
  createdAt: customerBookings.createdAt,
  total: customerBookings.totalPrice,
};

/**
 * One page of the bookings matching `listFilters` (bookingFiltersSql without the search) and `query.search`,
 * with the total for the pager. A search reads the list's first rows, then the trigram index (see the agent
 * bookings' list); there in two halves: the booking's own text (the trigram index), then the other
 * bookings of the customers whose name, e-mail or phone match (one OR across both tables could use neither).
 */
export async function pageOfBookings(
  db: Queryable,
  listFilters: ListFilters,
  query: { page: number; limit: number; sort: Sort; search?: string; after?: string },
): Promise<Paginated<CustomerBookingListItem>> {
  const order = orderBy(query.sort, sortColumns, customerBookings.id);
  const filters = listFilters(false);
  const { search } = query;
  if (search) {
    const tested = listFilters(true);
    const { key, descending } = sortKey(query.sort, sortColumns);
    const fields = () => ({ id: customerBookings.id, key: key.as('key') });
    // The second half leaves out what the first found, so the two need no de-duplication, and a term
    // common in bookings fills the cap from the trigram index before the customers are read at all.
    const ownText = bookingSearch(customerBookings, search);
    const customers = db.select({ id: users.id }).from(users).where(customerSearch(search));
    const { rows, count, searchCapped } = await readSearchPage(
      db,
      {
        selective: isSelective(search),
        firstRows: (size) =>
          db
            .select({
              id: customerBookings.id,
              hit: sql<boolean>`(${ownText} or ${customerBookings.userId} in (${customers}))`.as('hit'),
            })
            .from(customerBookings)
            .where(filters)
            .orderBy(...order)
            .limit(size),
        matching: (cap) =>
          sql`(${db
            .select(fields())
            .from(customerBookings)
            .where(and(tested, ownText))
            .limit(cap)}) union all (${db
            .select(fields())
            .from(customerBookings)
            .innerJoin(users, eq(users.id, customerBookings.userId))
            .where(and(tested, customerSearch(search), sql`not (${ownText})`))
            .limit(cap)}) limit ${cap}`,
      },
      descending,
      {
        select: (ids) => selectListRows(db).where(inArray(customerBookings.id, ids)),
        toRow: toCustomerBookingListItem,
      },
      query,
    );
    return toPage(rows, count, query, searchCapped);
  }
  const keyset = afterRow(
    query.after,
    query.sort,
    sortColumns,
    customerBookings.id,
    customerBookings,
    filters,
  );
  const { rows, count } = await readCountedPageAfter(
    db,
    {
      shape: `customerBookings ${query.sort}`,
      table: customerBookings,
      id: customerBookings.id,
      filters,
      keyset,
      order,
    },
    (onPage, limit, counted) =>
      selectListRows(db, counted)
        .where(onPage)
        .orderBy(...order)
        .limit(limit),
    query,
  );
  return toPage(rows.map(toCustomerBookingListItem), count, query);
}

/** Every booking matching `where`, for an export (read in batches). */
export async function* streamBookings(
  db: Queryable,
  where: SQL | undefined,
  sort: Sort,
): AsyncGenerator<CustomerBooking> {
  const order = orderBy(sort, sortColumns, customerBookings.id);
  yield* readInBatches(async (offset, limit) => {
    const rows = await selectBookings(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map(toCustomerBooking);
  });
}

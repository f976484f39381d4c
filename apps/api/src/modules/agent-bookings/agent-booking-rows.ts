import type {
  AgentBooking,
  AgentBookingListItem,
  ListAgentBookingsQuery,
} from '@masar/contract/agent-bookings';
import type { Paginated } from '@masar/contract/common';
import { message } from '@masar/contract/messages';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { agentBookings, agents } from '../../db/schema/index';
import { withinDays } from '../../lib/day-range';
import { notFound } from '../../lib/errors';
import {
  afterRow,
  coarseFilter,
  type ListFilters,
  orderBy,
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

type BookingRow = typeof agentBookings.$inferSelect;
type AgentSummary = { id: string; name: string; companyName: string | null };

export const bookingNotFound = () => notFound(message('bookingNotFound'));
/** Bookings joined to their agent's name, for the agent's and the admins' lists alike. */
export function selectBookings(db: Queryable) {
  return db
    .select({
      booking: agentBookings,
      agent: { id: agents.id, name: agents.name, companyName: agents.companyName },
    })
    .from(agentBookings)
    .innerJoin(agents, eq(agents.id, agentBookings.agentId));
}

/**
 * The columns of a list row (contract `agentBookingListItemSchema`, issue #21): ~20 values a row instead of the
 * whole booking (48 columns, three jsonb of them parsed): the snapshot's location and car only, the price's
 * total and hours. The drawer reads the whole booking by id (selectBookings).
 */
export function selectListRows(db: Queryable, counted: SQL<number> = sql<number>`0`) {
  return db
    .select({
      // The page's total in the same statement (lib/pagination cappedCountColumn); 0 where not asked.
      counted,
      id: agentBookings.id,
      reference: agentBookings.reference,
      agentId: agentBookings.agentId,
      agentName: agents.name,
      companyName: agents.companyName,
      status: agentBookings.status,
      direction: agentBookings.direction,
      cancellationTerms: agentBookings.cancellationTerms,
      returnOf: agentBookings.returnOf,
      returnLegId: agentBookings.returnLegId,
      createdAt: agentBookings.createdAt,
      placeAddress: agentBookings.placeAddress,
      ...listedTripColumns(agentBookings),
    })
    .from(agentBookings)
    .innerJoin(agents, eq(agents.id, agentBookings.agentId));
}

type ListRow = Awaited<ReturnType<ReturnType<typeof selectListRows>['execute']>>[number];

export function toAgentBookingListItem(row: ListRow): AgentBookingListItem {
  return {
    id: row.id,
    reference: row.reference,
    agentId: row.agentId,
    agent: { id: row.agentId, name: row.agentName, companyName: row.companyName },
    status: row.status,
    direction: row.direction,
    cancellationTerms: row.cancellationTerms,
    returnOf: row.returnOf,
    returnLegId: row.returnLegId,
    createdAt: row.createdAt.toISOString(),
    place: { address: row.placeAddress },
    ...listedTripOfRow(row),
  };
}

export function toAgentBooking({
  booking,
  agent,
}: {
  booking: BookingRow;
  agent: AgentSummary;
}): AgentBooking {
  return {
    id: booking.id,
    reference: booking.reference,
    agentId: booking.agentId,
    agent,
    status: booking.status,
    direction: booking.direction,
    place: {
      address: booking.placeAddress,
      lat: booking.placeLat,
      lng: booking.placeLng,
      placeId: booking.placeId,
    },
    ...bookedTripOfRow(booking),
    refundReason: booking.refundReason,
    returnOf: booking.returnOf,
    returnLegId: booking.returnLegId,
    history: historyOfRow(booking, 'Agent', {
      status: 'Refunded',
      at: booking.refundedAt,
      byAdmin: booking.refundedBy !== null,
    }),
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}

type BookingFilters = Pick<ListAgentBookingsQuery, 'status' | 'direction' | 'dateField' | 'from' | 'to'>;

/**
 * WHERE for the list filters (the search apart: pageOfBookings and streamBookings apply it), status and
 * direction as row tests when a search reads the rows (lib/pagination coarseFilter). Dates are whole days in
 * the business time zone, turned into a timestamptz range so the (agent, pickup/created) indexes serve it.
 */
export function bookingFiltersSql(
  query: BookingFilters,
  timeZone: string,
  rowTests = false,
): SQL | undefined {
  const dateColumn = query.dateField === 'createdAt' ? agentBookings.createdAt : agentBookings.pickupAt;
  return and(
    coarseFilter(query.status ? eq(agentBookings.status, query.status) : undefined, rowTests),
    coarseFilter(query.direction ? eq(agentBookings.direction, query.direction) : undefined, rowTests),
    withinDays(dateColumn, query, timeZone),
  );
}

export const bookingSortColumns = {
  pickupAt: agentBookings.pickupAt,
  createdAt: agentBookings.createdAt,
  total: agentBookings.totalPrice,
};

/** Every booking matching `where` and the search, for an export (read in batches). */
export async function* streamBookings(
  db: Queryable,
  where: SQL | undefined,
  query: Pick<ListAgentBookingsQuery, 'sort' | 'search'>,
): AsyncGenerator<AgentBooking> {
  const order = orderBy(query.sort, bookingSortColumns, agentBookings.id);
  const searched = and(where, bookingSearch(agentBookings, query.search));
  yield* readInBatches(async (offset, limit) => {
    const rows = await selectBookings(db)
      .where(searched)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map(toAgentBooking);
  });
}

/**
 * One page of the bookings matching `filters` and the search, with the total for the pager. A search reads the
 * list's first rows, then the trigram index (lib/pagination readSearchPage).
 */
export async function pageOfBookings(
  db: Queryable,
  filters: ListFilters,
  query: Pick<ListAgentBookingsQuery, 'page' | 'limit' | 'sort' | 'search' | 'after'>,
): Promise<Paginated<AgentBookingListItem>> {
  const order = orderBy(query.sort, bookingSortColumns, agentBookings.id);
  const where = filters(false);
  const { search } = query;
  if (search) {
    const { key, descending } = sortKey(query.sort, bookingSortColumns);
    const searched = bookingSearch(agentBookings, search);
    const { rows, count, searchCapped } = await readSearchPage(
      db,
      {
        selective: isSelective(search),
        firstRows: (size) =>
          db
            .select({ id: agentBookings.id, hit: sql<boolean>`${searched}`.as('hit') })
            .from(agentBookings)
            .where(where)
            .orderBy(...order)
            .limit(size),
        matching: (cap) =>
          db
            .select({ id: agentBookings.id, key: key.as('key') })
            .from(agentBookings)
            .where(and(filters(true), searched))
            .limit(cap),
      },
      descending,
      {
        select: (ids) => selectListRows(db).where(inArray(agentBookings.id, ids)),
        toRow: toAgentBookingListItem,
      },
      query,
    );
    return toPage(rows, count, query, searchCapped);
  }
  const keyset = afterRow(
    query.after,
    query.sort,
    bookingSortColumns,
    agentBookings.id,
    agentBookings,
    where,
  );
  const { rows, count } = await readCountedPageAfter(
    db,
    {
      shape: `agentBookings ${query.sort}`,
      table: agentBookings,
      id: agentBookings.id,
      filters: where,
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
  return toPage(rows.map(toAgentBookingListItem), count, query);
}

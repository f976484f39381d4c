import type { AgentBooking, ListAgentBookingsQuery, StatusChange } from '@masar/contract/agent-bookings';
import type { Paginated } from '@masar/contract/common';
import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { agentBookings, agents } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { orderBy, pageOffset, searchAny, toPage } from '../../lib/pagination';

type BookingRow = typeof agentBookings.$inferSelect;
type AgentSummary = { id: string; name: string; companyName: string | null };

export const bookingNotFound = () => notFound('Booking not found');
export const FLIGHT_REQUIRED = 'flightNumber: Give the flight number of an airport trip';

/** A change of flight must keep an airport trip's flight, and an hourly booking has none. */
export function checkFlightChange(current: AgentBooking, changes: { flightNumber?: string | null }): void {
  if ('flightNumber' in changes && !changes.flightNumber && current.location?.type === 'Airport') {
    throw badRequest([FLIGHT_REQUIRED]);
  }
  if (current.direction === 'Hourly' && changes.flightNumber) {
    throw badRequest(['flightNumber: An hourly booking has no flight']);
  }
}

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
    ...booking.snapshot,
    taxiServiceId: booking.taxiServiceId,
    passengers: booking.passengers,
    bags: booking.bags,
    pickupAt: booking.pickupAt.toISOString(),
    flightNumber: booking.flightNumber,
    travellerName: booking.travellerName,
    travellerPhone: booking.travellerPhone,
    travellerEmail: booking.travellerEmail,
    travellerNationality: booking.travellerNationality,
    notes: booking.notes,
    price: {
      transferPrice: booking.transferPrice,
      hourlyPrice: booking.hourlyPrice,
      hours: booking.hours,
      extras: booking.extras,
      extrasTotal: booking.extrasTotal,
      total: booking.totalPrice,
      currency: booking.currency,
    },
    refundReason: booking.refundReason,
    history: historyOf(booking),
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}

/** The status history, from the time each status was reached. */
function historyOf(booking: BookingRow): StatusChange[] {
  const history: StatusChange[] = [{ status: 'Requested', at: booking.createdAt.toISOString(), by: 'Agent' }];
  if (booking.acceptedAt)
    history.push({ status: 'Accepted', at: booking.acceptedAt.toISOString(), by: 'Admin' });
  if (booking.completedAt) {
    history.push({ status: 'Completed', at: booking.completedAt.toISOString(), by: 'Admin' });
  }
  if (booking.refundedAt) {
    history.push({
      status: 'Refunded',
      at: booking.refundedAt.toISOString(),
      by: booking.refundedBy ? 'Admin' : 'Agent',
    });
  }
  return history;
}

type BookingFilters = Pick<
  ListAgentBookingsQuery,
  'status' | 'direction' | 'dateField' | 'from' | 'to' | 'search'
>;

/**
 * WHERE for the list filters. Dates are whole days in the business time zone, turned into a
 * timestamptz range so the (agent, pickup/created) indexes serve it.
 */
export function bookingFiltersSql(query: BookingFilters, timeZone: string): SQL | undefined {
  const dateColumn = query.dateField === 'createdAt' ? agentBookings.createdAt : agentBookings.pickupAt;
  const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
  const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
  return and(
    query.status ? eq(agentBookings.status, query.status) : undefined,
    query.direction ? eq(agentBookings.direction, query.direction) : undefined,
    query.from ? gte(dateColumn, dayStart(query.from)) : undefined,
    query.to ? lt(dateColumn, dayAfter(query.to)) : undefined,
    searchAny(query.search, [
      agentBookings.reference,
      agentBookings.travellerName,
      agentBookings.travellerPhone,
      agentBookings.flightNumber,
    ]),
  );
}

export const bookingSortColumns = {
  pickupAt: agentBookings.pickupAt,
  createdAt: agentBookings.createdAt,
  total: agentBookings.totalPrice,
};

/** Every booking matching `where`, read 500 at a time so an export never holds them all. */
export async function* streamBookings(
  db: Queryable,
  where: SQL | undefined,
  sort: ListAgentBookingsQuery['sort'],
): AsyncGenerator<AgentBooking> {
  const order = orderBy(sort, bookingSortColumns, agentBookings.id);
  for (let offset = 0; ; offset += 500) {
    const rows = await selectBookings(db)
      .where(where)
      .orderBy(...order)
      .limit(500)
      .offset(offset);
    for (const row of rows) yield toAgentBooking(row);
    if (rows.length < 500) return;
  }
}

/** One page of the bookings matching `where`, with the total for the pager. */
export async function pageOfBookings(
  db: Queryable,
  where: SQL | undefined,
  query: Pick<ListAgentBookingsQuery, 'page' | 'limit' | 'sort'>,
): Promise<Paginated<AgentBooking>> {
  const [rows, [total]] = await Promise.all([
    selectBookings(db)
      .where(where)
      .orderBy(...orderBy(query.sort, bookingSortColumns, agentBookings.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ value: count() }).from(agentBookings).where(where),
  ]);
  return toPage(rows.map(toAgentBooking), total?.value ?? 0, query);
}

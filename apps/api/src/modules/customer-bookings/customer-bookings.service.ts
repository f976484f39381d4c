import { IDEMPOTENCY_KEY_REUSED } from '@masar/contract/agent-bookings';
import type { CancellationQuote } from '@masar/contract/cancellation-policy';
import type { Paginated } from '@masar/contract/common';
import type {
  CreatedCustomerBooking,
  CustomerBooking,
  CustomerBookingListItem,
  createCustomerBookingBody,
  EditCustomerBookingBody,
  ListCustomerBookingsQuery,
} from '@masar/contract/customer-bookings';
import { message } from '@masar/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database, Queryable } from '../../db/client';
import { customerBookings } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/database-errors';
import { conflict, HttpError } from '../../lib/errors';
import { ownerIs } from '../../lib/pagination';
import {
  bookedTripColumns,
  checkFlightChange,
  priceBookedTrip,
  requestHashOf,
  returnLegColumns,
} from '../bookings-core/booked-trip';
import { nextBookingReference } from '../bookings-core/booking-reference';
import { quoteCancellation } from '../cancellation-policy/cancellation-policy.service';
import { withdrawJob } from '../drivers/driver-jobs.service';
import type { MailContext } from '../mail/mail.service';
import { emitEvent } from '../notifications/event-bus';
import { mailCustomerBooking } from './customer-booking-mail';
import {
  bookingFiltersSql,
  bookingNotFound,
  pageOfBookings,
  selectBookings,
  toCustomerBooking,
} from './customer-booking-rows';

type CreateBody = z.output<typeof createCustomerBookingBody>;
type Config = Pick<AppConfig, 'currency' | 'timeZone' | 'bookingLeadMinutes' | 'routingUrl' | 'roadFactor'>;

/** Only the customer's own bookings exist for them: another customer's id is a plain 404. */
const ofUser = (userId: string, id: string) =>
  and(eq(customerBookings.id, id), eq(customerBookings.userId, userId));

export async function getCustomerBooking(
  db: Queryable,
  userId: string,
  id: string,
): Promise<CustomerBooking> {
  const [row] = await selectBookings(db).where(ofUser(userId, id));
  if (!row) throw bookingNotFound();
  return toCustomerBooking(row);
}

/** A booking as POST /bookings answers it: with its return leg (decision 0017), or null for a one-way trip. */
async function withReturnLeg(
  db: Queryable,
  userId: string,
  booking: CustomerBooking,
): Promise<CreatedCustomerBooking> {
  const returnLeg = booking.returnLegId ? await getCustomerBooking(db, userId, booking.returnLegId) : null;
  return { ...booking, returnLeg };
}

/**
 * Books a trip for the signed-in customer, priced on the server, to be paid to the driver at pickup; a return
 * trip (decision 0017) inserts its return leg, the trip reversed, as a second row with the same reference in
 * the same transaction. With an Idempotency-Key (stored on the outward row), a retry of the same request
 * returns the first booking and its return leg (`replayed`); the unique (user, key) index makes concurrent
 * retries end with one booking.
 */
export async function createCustomerBooking(
  db: Database,
  config: Config,
  userId: string,
  body: CreateBody,
  options: { idempotencyKey?: string; mail?: MailContext } = {},
): Promise<{ booking: CreatedCustomerBooking; replayed: boolean }> {
  const { idempotencyKey } = options;
  const requestHash = idempotencyKey ? requestHashOf(body) : null;
  if (idempotencyKey && requestHash) {
    const earlier = await findByIdempotencyKey(db, userId, idempotencyKey, requestHash);
    if (earlier) return { booking: await withReturnLeg(db, userId, earlier), replayed: true };
  }

  const priced = await priceBookedTrip(db, config, body);
  const reference = await nextBookingReference(db, config.timeZone);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customerBookings)
        .values({
          ...bookedTripColumns(body, priced),
          reference,
          userId,
          paymentMethod: body.paymentMethod,
          idempotencyKey: idempotencyKey ?? null,
          requestHash,
        })
        .returning({ id: customerBookings.id });
      if (!row) throw new Error('booking not inserted');
      // A return trip (decision 0017): the return leg is a second row, same reference, paid to its driver too.
      const returnColumns = returnLegColumns(body, priced);
      if (returnColumns) {
        await tx.insert(customerBookings).values({
          ...returnColumns,
          reference,
          userId,
          paymentMethod: body.paymentMethod,
          returnOf: row.id,
        });
      }
      await emitEvent(tx, { type: 'customerBooking.created', bookingId: row.id, userId, reference });
      if (options.mail) await mailCustomerBooking(tx, options.mail, row.id, 'BookingConfirmed');
      return row.id;
    });
    return {
      booking: await withReturnLeg(db, userId, await getCustomerBooking(db, userId, id)),
      replayed: false,
    };
  } catch (error) {
    // The same key raced in from a concurrent retry: that one won; answer with its booking.
    if (idempotencyKey && requestHash && isUniqueViolation(error, 'customer_bookings_idempotency_unique')) {
      const earlier = await findByIdempotencyKey(db, userId, idempotencyKey, requestHash);
      if (earlier) return { booking: await withReturnLeg(db, userId, earlier), replayed: true };
    }
    throw error;
  }
}

async function findByIdempotencyKey(db: Queryable, userId: string, key: string, requestHash: string) {
  const [row] = await selectBookings(db).where(
    and(eq(customerBookings.userId, userId), eq(customerBookings.idempotencyKey, key)),
  );
  if (!row) return null;
  if (row.booking.requestHash !== requestHash) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
  return toCustomerBooking(row);
}

export function listCustomerBookings(
  db: Database,
  timeZone: string,
  userId: string,
  query: ListCustomerBookingsQuery,
): Promise<Paginated<CustomerBookingListItem>> {
  return pageOfBookings(
    db,
    (rowTests) =>
      and(
        ownerIs(customerBookings.userId, userId),
        bookingFiltersSql({ ...query, search: undefined }, timeZone, rowTests),
      ),
    query,
  );
}

const notRequested = (status: string, verb: string) =>
  conflict(message('onlyRequestedCan', { verb, status }));

/** The customer changes traveller, flight or notes while the booking is still Requested. */
export async function editCustomerBooking(
  db: Database,
  userId: string,
  id: string,
  body: EditCustomerBookingBody,
): Promise<CustomerBooking> {
  const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const current = await getCustomerBooking(db, userId, id);
  if (current.status !== 'Requested') throw notRequested(current.status, 'changed');
  checkFlightChange(current, changes);
  if (!Object.keys(changes).length) return current;
  // Conditional on Requested: an admin may have accepted it since it was read.
  const [row] = await db
    .update(customerBookings)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(ofUser(userId, id), eq(customerBookings.status, 'Requested')))
    .returning({ id: customerBookings.id });
  if (!row) throw notRequested((await getCustomerBooking(db, userId, id)).status, 'changed');
  return getCustomerBooking(db, userId, id);
}

/**
 * Why the customer may not cancel now, or null (decision 0016): only while Requested, before pickup, and
 * while the booking's terms give a fee of 0 — a customer pays the driver, so there is no wallet to take a fee
 * from; past the free window Masar's team can still cancel.
 */
function customerRefusal(
  status: CustomerBooking['status'],
  fee: number,
  pickupPassed: boolean,
): string | null {
  if (status !== 'Requested') return message('onlyRequestedCan', { verb: 'cancelled', status });
  if (pickupPassed) return message('cancellationClosed');
  return fee > 0 ? message('cancellationNotFree') : null;
}

/** GET /bookings/:id/cancellation: whether the customer may cancel now, and what it would cost. */
export async function customerCancellationQuote(
  db: Queryable,
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<CancellationQuote> {
  const booking = await getCustomerBooking(db, userId, id);
  return quoteCancellation(booking, ({ fee }, passed) => customerRefusal(booking.status, fee, passed), now);
}

/**
 * The customer cancels while Requested and inside the free window: status Cancelled (the row stays).
 * Nothing was paid, so nothing is refunded; the row is locked, so one of concurrent cancels or an admin's
 * accept wins and the others get a 409. A leg of a return trip (decision 0017) is a row like any other, on
 * its own terms; `bothLegs` cancels the other leg too, in the same transaction (all or nothing).
 */
export async function cancelCustomerBooking(
  db: Database,
  userId: string,
  id: string,
  mail?: MailContext,
  options: { bothLegs?: boolean } = {},
): Promise<CustomerBooking> {
  await db.transaction(async (tx) => {
    await cancelLeg(tx, userId, id, mail);
    // A return trip's two legs in one transaction; a one-way booking has no other leg.
    if (options.bothLegs) {
      const booking = await getCustomerBooking(tx, userId, id);
      const other = booking.returnOf ?? booking.returnLegId;
      if (other) await cancelLeg(tx, userId, other, mail);
    }
  });
  return getCustomerBooking(db, userId, id);
}

/** One booking row (a leg of a return trip is one) cancelled under its own terms. */
async function cancelLeg(tx: Queryable, userId: string, id: string, mail?: MailContext): Promise<void> {
  const [locked] = await tx
    .select({ id: customerBookings.id })
    .from(customerBookings)
    .where(ofUser(userId, id))
    .for('update');
  if (!locked) throw bookingNotFound();
  const quote = await customerCancellationQuote(tx, userId, id);
  if (!quote.allowed) throw conflict(quote.reason ?? message('cancellationNotFree'));
  const [row] = await tx
    .update(customerBookings)
    .set({ status: 'Cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(ofUser(userId, id), eq(customerBookings.status, 'Requested')))
    .returning({ id: customerBookings.id, reference: customerBookings.reference });
  if (!row) throw notRequested((await getCustomerBooking(tx, userId, id)).status, 'cancelled');
  await withdrawJob(tx, 'Customer', id);
  await emitEvent(tx, {
    type: 'customerBooking.cancelled',
    bookingId: id,
    userId,
    reference: row.reference,
  });
  if (mail) await mailCustomerBooking(tx, mail, id, 'BookingCancelled');
}

import { randomUUID } from 'node:crypto';
import {
  type AgentBooking,
  type AgentBookingListItem,
  type createAgentBookingBody,
  type EditAgentBookingBody,
  type ExportAgentBookingsQuery,
  IDEMPOTENCY_KEY_REUSED,
  INSUFFICIENT_BALANCE,
  type ListAgentBookingsQuery,
} from '@masar/contract/agent-bookings';
import type { CancellationQuote } from '@masar/contract/cancellation-policy';
import type { Paginated } from '@masar/contract/common';
import { message } from '@masar/contract/messages';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database, Queryable } from '../../db/client';
import { agentBookings } from '../../db/schema/index';
import { transactionEndingWith } from '../../db/statements';
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
import { nextBookingReferenceWith } from '../bookings-core/booking-reference';
import { cancellationFee, quoteCancellation } from '../cancellation-policy/cancellation-policy.service';
import { withdrawJob } from '../drivers/driver-jobs.service';
import {
  agentBookingInvoiceSql,
  issueAgentBookingCreditNote,
  sellerOf,
  sellerSettingsSql,
} from '../invoices/invoices.service';
import { type MailContext, outboxInsert } from '../mail/mail.service';
import { emitEvent, envelopeOf, eventNotifySql } from '../notifications/event-bus';
import { pricingTokenSql } from '../pricing/pricing-settings';
import { creditWallet, debitWallet, debitWalletAlong } from '../transactions/wallet';
import { agentBookingConfirmationMails, mailAgentBooking } from './agent-booking-mail';
import {
  bookingFiltersSql,
  bookingNotFound,
  pageOfBookings,
  selectBookings,
  streamBookings,
  toAgentBooking,
} from './agent-booking-rows';

type CreateBody = z.output<typeof createAgentBookingBody>;
type Config = Pick<AppConfig, 'currency' | 'timeZone' | 'bookingLeadMinutes' | 'routingUrl' | 'roadFactor'>;

const ofAgent = (agentId: string, id: string) =>
  and(eq(agentBookings.id, id), eq(agentBookings.agentId, agentId));

async function readBooking(db: Queryable, where: ReturnType<typeof ofAgent>): Promise<AgentBooking> {
  const [row] = await selectBookings(db).where(where);
  if (!row) throw bookingNotFound();
  return toAgentBooking(row);
}

export const getAgentBooking = (db: Queryable, agentId: string, id: string) =>
  readBooking(db, ofAgent(agentId, id));

/**
 * Books a trip and pays it from the wallet (DESIGN.md §5). The price is recomputed here; then ONE
 * database transaction debits the wallet (only if the balance covers it), inserts the booking with its
 * snapshot (and a return trip's return leg, decision 0017) and appends the one Booking/Outgoing ledger
 * entry. With an Idempotency-Key, a retry of the same request returns the first booking (`replayed`) and
 * never debits twice.
 *
 * In few round trips (issue #21, docs/performance.md): the idempotency look-up rides on the reference's
 * statement; the transaction is the booking + debit + ledger entry + event in one statement (through
 * wallet.ts), a return trip's return leg, and the e-mails' rows, the invoice with its number and the commit in
 * one message; the answer is built from the rows those statements returned (no read-back).
 */
export async function createAgentBooking(
  db: Database,
  config: Config,
  agentId: string,
  body: CreateBody,
  options: { idempotencyKey?: string; mail?: MailContext } = {},
): Promise<{ booking: AgentBooking; replayed: boolean }> {
  const { idempotencyKey } = options;
  const requestHash = idempotencyKey ? requestHashOf(body) : null;
  // The reference is taken before the price is checked: a refused request leaves a gap in the day's
  // references, which is harmless (booking-reference.ts). Its statement also reads the idempotency key's earlier
  // booking and the pricing settings' token: no round trip of their own.
  const { reference, alongside } = await nextBookingReferenceWith(db, config.timeZone, {
    shape: idempotencyKey ? 'agent, earlier' : 'agent',
    build: () =>
      sql`json_build_object('earlier', ${idempotencyKey ? earlierBookingSql : sql`null`}, 'pricingToken', ${pricingTokenSql})`,
    values: { agentId, idempotencyKey: idempotencyKey ?? null },
  });
  const { earlier, pricingToken } = alongside as { earlier: EarlierBooking | null; pricingToken: string };
  if (requestHash && earlier) {
    return { booking: await replayOf(db, agentId, earlier, requestHash), replayed: true };
  }

  const priced = await priceBookedTrip(db, config, body, pricingToken);
  const id = randomUUID();
  try {
    const { result: booking } = await transactionEndingWith(db, async (tx) => {
      const paid = await debitWalletAlong(
        tx,
        {
          agentId,
          amount: priced.total,
          currency: priced.offer.price.currency,
          bookingId: id,
          noteCode: 'BookingPaid',
        },
        {
          table: agentBookings,
          values: {
            id,
            reference,
            agentId,
            ...bookedTripColumns(body, priced),
            placeId: priced.quote.place.placeId,
            idempotencyKey: idempotencyKey ?? null,
            requestHash,
          },
          select: { event: eventNotifySql(sql.placeholder('event')), seller: sellerSettingsSql },
          bind: { event: envelopeOf({ type: 'agentBooking.created', bookingId: id, agentId, reference }) },
        },
        options.mail,
      );
      if (!paid.change || !paid.agent) throw new HttpError(402, INSUFFICIENT_BALANCE);
      const { agent } = paid;
      // A return trip (decision 0017): the return leg is a second row, same reference; the one debit is both legs'.
      const returnColumns = returnLegColumns(body, priced);
      const [returnLeg] = returnColumns
        ? await tx
            .insert(agentBookings)
            .values({
              reference,
              agentId,
              ...returnColumns,
              placeId: priced.quote.place.placeId,
              returnOf: id,
            })
            .returning()
        : [];
      const summary = { id: agent.id, name: agent.name, companyName: agent.companyName };
      // The outward row was returned before its return leg's insert named it.
      const booking = toAgentBooking({
        booking: { ...paid.row, returnLegId: returnLeg?.id ?? null },
        agent: summary,
      });
      // The confirmation's rows and the invoice go with the COMMIT: one round trip.
      const { mail } = options;
      const mails = mail
        ? agentBookingConfirmationMails(
            mail,
            booking,
            returnLeg ? toAgentBooking({ booking: returnLeg, agent: summary }) : null,
            agent,
          ).map((one) => outboxInsert(tx, mail.mode, one))
        : [];
      // Paid now, so invoiced now: the yearly number is taken in this transaction (decision 0012), by its last
      // statement, sent with the COMMIT: concurrent bookings wait on the number's row lock only for that
      // statement and the commit's flush.
      const invoice = agentBookingInvoiceSql(tx, config.timeZone, {
        booking: paid.row,
        returnLeg: returnLeg ?? null,
        agent,
        seller: sellerOf(paid.selected.seller),
      });
      return { result: booking, last: [...mails, invoice] };
    });
    return { booking, replayed: false };
  } catch (error) {
    // The same key raced in from a concurrent retry: that one won; answer with its booking.
    if (idempotencyKey && requestHash && isUniqueViolation(error, 'agent_bookings_idempotency_unique')) {
      const earlier = await findByIdempotencyKey(db, agentId, idempotencyKey, requestHash);
      if (earlier) return { booking: earlier, replayed: true };
    }
    throw error;
  }
}

interface EarlierBooking {
  id: string;
  requestHash: string | null;
}

/** The agent's booking made with this key, if any, as JSON {id, requestHash}: read by the reference's statement. */
const earlierBookingSql = sql`(select json_build_object('id', b.id, 'requestHash', b.request_hash) from agent_bookings b
       where b.agent_id = ${sql.placeholder('agentId')}::uuid and b.idempotency_key = ${sql.placeholder('idempotencyKey')}::text)`;

async function replayOf(db: Queryable, agentId: string, earlier: EarlierBooking, requestHash: string) {
  if (earlier.requestHash !== requestHash) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
  return getAgentBooking(db, agentId, earlier.id);
}

async function findByIdempotencyKey(db: Queryable, agentId: string, key: string, requestHash: string) {
  const [row] = await selectBookings(db).where(
    and(eq(agentBookings.agentId, agentId), eq(agentBookings.idempotencyKey, key)),
  );
  if (!row) return null;
  if (row.booking.requestHash !== requestHash) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
  return toAgentBooking(row);
}

export async function listAgentBookings(
  db: Database,
  timeZone: string,
  agentId: string,
  query: ListAgentBookingsQuery,
): Promise<Paginated<AgentBookingListItem>> {
  return pageOfBookings(
    db,
    (rowTests) => and(ownerIs(agentBookings.agentId, agentId), bookingFiltersSql(query, timeZone, rowTests)),
    query,
  );
}

/** Every booking of the agent matching the list filters, for the export (read in batches). */
export function streamAgentBookings(
  db: Queryable,
  timeZone: string,
  agentId: string,
  query: ExportAgentBookingsQuery,
): AsyncGenerator<AgentBooking> {
  return streamBookings(
    db,
    and(ownerIs(agentBookings.agentId, agentId), bookingFiltersSql(query, timeZone)),
    query,
  );
}

/** The agent changes traveller, flight or notes while the booking is still Requested. */
export async function editAgentBooking(
  db: Database,
  agentId: string,
  id: string,
  body: EditAgentBookingBody,
): Promise<AgentBooking> {
  const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const current = await getAgentBooking(db, agentId, id);
  if (current.status !== 'Requested') throw notRequested(current.status, 'changed');
  checkFlightChange(current, changes);
  if (!Object.keys(changes).length) return current;
  const [row] = await db
    .update(agentBookings)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(ofAgent(agentId, id), eq(agentBookings.status, 'Requested')))
    .returning({ id: agentBookings.id });
  if (!row) throw notRequested((await getAgentBooking(db, agentId, id)).status, 'changed');
  return getAgentBooking(db, agentId, id);
}

const notRequested = (status: string, verb: string) =>
  conflict(message('onlyRequestedCan', { verb, status }));

/** Who may cancel what: the agent, while Requested or Accepted and before pickup (decision 0016). */
const AGENT_CANCELLABLE = ['Requested', 'Accepted'] as const;

function agentRefusal(status: AgentBooking['status'], pickupPassed: boolean): string | null {
  if (!(AGENT_CANCELLABLE as readonly string[]).includes(status)) {
    return message('statusCannot', { status, verb: 'cancelled' });
  }
  return pickupPassed ? message('cancellationClosed') : null;
}

/** GET /agents-bookings/:id/cancellation: the fee and refund if the agent cancelled now; 404 for another's. */
export async function agentCancellationQuote(
  db: Queryable,
  agentId: string,
  id: string,
  now: Date = new Date(),
): Promise<CancellationQuote> {
  const booking = await getAgentBooking(db, agentId, id);
  return quoteCancellation(booking, (_fee, passed) => agentRefusal(booking.status, passed), now);
}

/**
 * The agent cancels while Requested or Accepted and before pickup (decision 0016): status Refunded, the
 * full price back to the wallet (Refund/Incoming, CancelledByAgent) and then the fee its terms give for the
 * time left taken again (Booking/Outgoing, CancellationFee), in one transaction. The conditional UPDATE lets
 * exactly one of concurrent cancels through; the others see the new status and get a 409. The invoice's
 * credit note, for the price less the fee, is issued with it. A leg of a return trip (decision 0017) is a row
 * like any other: its own price, terms and fee; `bothLegs` cancels the other leg too, in the same transaction.
 */
export async function cancelAgentBooking(
  db: Database,
  timeZone: string,
  agentId: string,
  id: string,
  mail?: MailContext,
  options: { bothLegs?: boolean } = {},
): Promise<AgentBooking> {
  await db.transaction(async (tx) => {
    const now = new Date();
    await cancelLeg(tx, timeZone, agentId, id, now, mail);
    // A return trip's two legs in one transaction (decision 0017); a one-way booking has no other leg.
    const other = options.bothLegs ? await otherLegOf(tx, agentId, id) : null;
    if (other) await cancelLeg(tx, timeZone, agentId, other, now, mail);
  });
  return getAgentBooking(db, agentId, id);
}

/** The other leg of a return trip: the return leg of an outward row, or the outward row of a return leg. */
async function otherLegOf(db: Queryable, agentId: string, id: string): Promise<string | null> {
  const booking = await getAgentBooking(db, agentId, id);
  return booking.returnOf ?? booking.returnLegId;
}

/** One booking row (a leg of a return trip is one, decision 0017) cancelled under its own terms. */
async function cancelLeg(
  tx: Queryable,
  timeZone: string,
  agentId: string,
  id: string,
  now: Date,
  mail?: MailContext,
): Promise<void> {
  const [row] = await tx
    .update(agentBookings)
    .set({ status: 'Refunded', refundedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        ofAgent(agentId, id),
        inArray(agentBookings.status, [...AGENT_CANCELLABLE]),
        gt(agentBookings.pickupAt, now),
      ),
    )
    .returning({
      total: agentBookings.totalPrice,
      currency: agentBookings.currency,
      reference: agentBookings.reference,
      pickupAt: agentBookings.pickupAt,
      terms: agentBookings.cancellationTerms,
    });
  if (!row) {
    const current = await getAgentBooking(tx, agentId, id);
    const reason = agentRefusal(current.status, new Date(current.pickupAt) <= now);
    throw conflict(reason ?? message('statusCannot', { status: current.status, verb: 'cancelled' }));
  }
  const { fee } = cancellationFee(row.terms, row.total, row.pickupAt, now);
  const entry = { agentId, currency: row.currency, bookingId: id };
  await creditWallet(tx, 'Refund', { ...entry, amount: row.total, noteCode: 'CancelledByAgent' });
  if (fee > 0) {
    // The refund just put at least the fee back, so the wallet always covers it.
    const kept = await debitWallet(tx, 'Booking', { ...entry, amount: fee, noteCode: 'CancellationFee' });
    if (!kept) throw new Error(`the cancellation fee of ${id} was not covered after its refund`);
  }
  await issueAgentBookingCreditNote(tx, id, timeZone, fee);
  await withdrawJob(tx, 'Agent', id);
  await emitEvent(tx, { type: 'agentBooking.cancelled', bookingId: id, agentId, reference: row.reference });
  if (mail) await mailAgentBooking(tx, mail, id, 'BookingCancelled', row.total - fee);
}

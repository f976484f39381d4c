import type {
  AgentBooking,
  AgentBookingListItem,
  BookingStatus,
  EditAgentBookingBody,
  ExportAdminAgentBookingsQuery,
  ListAdminAgentBookingsQuery,
} from '@masar/contract/agent-bookings';
import type { CancellationTier, RefundMode } from '@masar/contract/cancellation-policy';
import type { Paginated } from '@masar/contract/common';
import { message } from '@masar/contract/messages';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { agentBookings, transactions } from '../../db/schema/index';
import { conflict } from '../../lib/errors';
import { coarseFilter, ownerIs } from '../../lib/pagination';
import { recordAdminAction } from '../admin-actions/admin-actions.service';
import { withAdminNames } from '../bookings-core/admin-names';
import {
  type BookingKind,
  moveBooking,
  moveBookingIn,
  type StatusStep,
} from '../bookings-core/admin-transition';
import { checkFlightChange } from '../bookings-core/booked-trip';
import { cancellationFee } from '../cancellation-policy/cancellation-policy.service';
import { issueAgentBookingCreditNote } from '../invoices/invoices.service';
import type { MailContext } from '../mail/mail.service';
import { creditWallet, debitWallet } from '../transactions/wallet';
import { mailAgentBooking } from './agent-booking-mail';
import {
  bookingFiltersSql,
  bookingNotFound,
  pageOfBookings,
  selectBookings,
  streamBookings,
  toAgentBooking,
} from './agent-booking-rows';

export async function getBookingForAdmin(db: Queryable, id: string): Promise<AgentBooking> {
  const [row] = await selectBookings(db).where(eq(agentBookings.id, id));
  if (!row) throw bookingNotFound();
  const { acceptedBy, completedBy, refundedBy } = row.booking;
  return withAdminNames(db, toAgentBooking(row), {
    Accepted: acceptedBy,
    Completed: completedBy,
    Refunded: refundedBy,
  });
}

/** The agent filters plus agent and area (a coarse filter: lib/pagination coarseFilter). */
function adminBookingFilters(
  query: Omit<ListAdminAgentBookingsQuery, 'page' | 'limit' | 'sort'>,
  timeZone: string,
  rowTests = false,
): SQL | undefined {
  return and(
    query.agentId ? ownerIs(agentBookings.agentId, query.agentId) : undefined,
    coarseFilter(query.areaId ? eq(agentBookings.areaId, query.areaId) : undefined, rowTests),
    bookingFiltersSql(query, timeZone, rowTests),
  );
}

export async function listBookingsForAdmin(
  db: Database,
  timeZone: string,
  query: ListAdminAgentBookingsQuery,
): Promise<Paginated<AgentBookingListItem>> {
  return pageOfBookings(db, (rowTests) => adminBookingFilters(query, timeZone, rowTests), query);
}

/** Every booking matching the admin list filters, for the export (read in batches). */
export function streamBookingsForAdmin(
  db: Queryable,
  timeZone: string,
  query: ExportAdminAgentBookingsQuery,
): AsyncGenerator<AgentBooking> {
  return streamBookings(db, adminBookingFilters(query, timeZone), query);
}

type Event = 'agentBooking.accepted' | 'agentBooking.completed' | 'agentBooking.refunded';

interface LockedBooking {
  pickupAt: Date;
  status: BookingStatus;
  agentId: string;
  total: number;
  currency: string;
  reference: string;
  terms: CancellationTier[];
}

const agentBooking: BookingKind<BookingStatus, Event, LockedBooking> = {
  entityType: 'AgentBooking',
  notFound: bookingNotFound,
  lock: async (tx, id) => {
    const [row] = await tx
      .select({
        status: agentBookings.status,
        pickupAt: agentBookings.pickupAt,
        agentId: agentBookings.agentId,
        total: agentBookings.totalPrice,
        currency: agentBookings.currency,
        reference: agentBookings.reference,
        terms: agentBookings.cancellationTerms,
      })
      .from(agentBookings)
      .where(eq(agentBookings.id, id))
      .for('update');
    return row;
  },
  // A refund gives the full price back to the wallet, and issues the invoice's credit note, in the same
  // transaction as the status change.
  write: async (tx, id, booking, { to, reason, timeZone, logged }, adminId) => {
    const now = sql`now()`;
    await tx
      .update(agentBookings)
      .set({
        status: to,
        updatedAt: now,
        ...(to === 'Accepted' && { acceptedAt: now, acceptedBy: adminId }),
        ...(to === 'Completed' && { completedAt: now, completedBy: adminId }),
        ...(to === 'Refunded' && { refundedAt: now, refundedBy: adminId, refundReason: reason }),
      })
      .where(eq(agentBookings.id, id));
    if (to !== 'Refunded') return;
    const entry = { agentId: booking.agentId, currency: booking.currency, bookingId: id, adminId };
    await creditWallet(tx, 'Refund', {
      ...entry,
      amount: booking.total,
      noteCode: 'RefundedByAdmin',
      note: reason ?? null,
    });
    // "Apply the terms" keeps the fee they give for the time left, as the agent's own cancel would.
    const fee =
      logged?.refundMode === 'Terms'
        ? cancellationFee(booking.terms, booking.total, booking.pickupAt).fee
        : 0;
    if (fee > 0) {
      const kept = await debitWallet(tx, 'Booking', { ...entry, amount: fee, noteCode: 'CancellationFee' });
      if (!kept) throw new Error(`the cancellation fee of ${id} was not covered after its refund`);
    }
    if (!timeZone) throw new Error('a refund needs the business time zone for its credit note');
    await issueAgentBookingCreditNote(tx, id, timeZone, fee);
  },
  event: (bookingId, { agentId, reference }, type) => ({ type, bookingId, agentId, reference }),
  // A refund's e-mail tells the agent what went back to the wallet: the price less the fee the terms kept.
  mail: async (tx, settings, id, { total }, kind) => {
    if (kind !== 'BookingCancelled') return mailAgentBooking(tx, settings, id, kind);
    const [kept] = await tx
      .select({ fee: transactions.amount })
      .from(transactions)
      .where(and(eq(transactions.bookingId, id), eq(transactions.noteCode, 'CancellationFee')));
    return mailAgentBooking(tx, settings, id, kind, total - (kept?.fee ?? 0));
  },
};

async function transition(
  db: Database,
  adminId: string,
  id: string,
  step: StatusStep<BookingStatus, Event>,
  mail?: MailContext,
): Promise<AgentBooking> {
  await moveBooking(db, agentBooking, adminId, id, step, mail);
  return getBookingForAdmin(db, id);
}

export const acceptBooking = (db: Database, adminId: string, id: string, mail?: MailContext) =>
  transition(
    db,
    adminId,
    id,
    {
      from: ['Requested'],
      to: 'Accepted',
      action: 'AcceptBooking',
      event: 'agentBooking.accepted',
      verb: 'accepted',
      mail: 'BookingAccepted',
    },
    mail,
  );

const completeStep: StatusStep<BookingStatus, Event> = {
  from: ['Accepted'],
  to: 'Completed',
  afterPickup: true,
  action: 'CompleteBooking',
  event: 'agentBooking.completed',
  verb: 'completed',
};

export const completeBooking = (db: Database, adminId: string, id: string) =>
  transition(db, adminId, id, completeStep);

/** The booking's driver completed the trip (issue #18): the admin's move, inside the driver's step transaction. */
export const completeBookingByDriver = (tx: Queryable, id: string) =>
  moveBookingIn(tx, agentBooking, null, id, completeStep);

export const refundBooking = (
  db: Database,
  timeZone: string,
  adminId: string,
  id: string,
  { mode, reason }: { mode: RefundMode; reason: string | null },
  mail?: MailContext,
) =>
  transition(
    db,
    adminId,
    id,
    {
      timeZone,
      from: ['Requested', 'Accepted'],
      to: 'Refunded',
      action: 'RefundBooking',
      event: 'agentBooking.refunded',
      verb: 'refunded',
      reason: reason ?? undefined,
      logged: { refundMode: mode },
      mail: 'BookingCancelled',
    },
    mail,
  );

/** An admin corrects traveller details or notes (any status but final ones), logged with before/after. */
export async function editBookingByAdmin(
  db: Database,
  adminId: string,
  id: string,
  body: EditAgentBookingBody,
): Promise<AgentBooking> {
  const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  await db.transaction(async (tx) => {
    const [row] = await selectBookings(tx)
      .where(eq(agentBookings.id, id))
      .for('update', { of: agentBookings });
    if (!row) throw bookingNotFound();
    const current = toAgentBooking(row);
    if (current.status === 'Completed' || current.status === 'Refunded') {
      throw conflict(message('statusCannot', { status: current.status, verb: 'changed' }));
    }
    checkFlightChange(current, changes);
    if (!Object.keys(changes).length) return;
    const before = Object.fromEntries(
      Object.keys(changes).map((key) => [key, current[key as keyof AgentBooking]]),
    );
    await tx
      .update(agentBookings)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(agentBookings.id, id));
    await recordAdminAction(tx, {
      adminId,
      action: 'EditBooking',
      entityType: 'AgentBooking',
      entityId: id,
      before,
      after: changes,
    });
  });
  return getBookingForAdmin(db, id);
}

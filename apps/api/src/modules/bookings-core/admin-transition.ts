import type { AdminActionEntity, AdminActionType } from '@masar/contract/admin-actions';
import { message } from '@masar/contract/messages';
import type { LiveEvent } from '@masar/contract/notifications';
import { BOOKING_NOT_STARTED_MESSAGE } from '@masar/contract/trips';
import type { Database, Queryable } from '../../db/client';
import { conflict } from '../../lib/errors';
import { recordAdminAction } from '../admin-actions/admin-actions.service';
import { withdrawJob } from '../drivers/driver-jobs.service';
import type { MailContext } from '../mail/mail.service';
import { emitEvent } from '../notifications/event-bus';
import type { BookingMailKind } from './booking-mail';

/** One admin move along a booking status machine (DESIGN.md §5). */
export interface StatusStep<Status extends string, Event extends LiveEvent['type']> {
  from: Status[];
  to: Status;
  action: AdminActionType;
  event: Event;
  verb: string;
  reason?: string;
  /** What else the action log records of the move (an admin refund's mode, decision 0016). */
  logged?: Record<string, unknown>;
  /** Only once the pickup time has come (completing): a trip not yet begun cannot have been done. */
  afterPickup?: true;
  /** The e-mail the move sends to the booking's owner (and traveller). */
  mail?: BookingMailKind;
  /** The business time zone, for what the move issues (the year of an invoice or credit note number). */
  timeZone?: string;
}

/** What every kind of booking's locked row tells the move. */
export interface LockedRow<Status extends string> {
  status: Status;
  pickupAt: Date;
}

/** What the shared move needs to know of one kind of booking (agent or customer). */
export interface BookingKind<
  Status extends string,
  Event extends LiveEvent['type'],
  Row extends LockedRow<Status>,
> {
  entityType: AdminActionEntity;
  notFound: () => Error;
  /** Reads the row FOR UPDATE. */
  lock: (tx: Queryable, id: string) => Promise<Row | undefined>;
  /** Stores the new status with who/when, plus whatever goes with it (an agent refund's credit). */
  write: (
    tx: Queryable,
    id: string,
    row: Row,
    step: StatusStep<Status, Event>,
    /** Null when the booking's driver completed the trip (issue #18). */
    adminId: string | null,
  ) => Promise<void>;
  /** The live event telling the booking's owner and the back office. */
  event: (id: string, row: Row, type: Event) => LiveEvent;
  /** Writes a move's e-mail to the outbox. */
  mail: (tx: Queryable, settings: MailContext, id: string, row: Row, kind: BookingMailKind) => Promise<void>;
}

/**
 * Moves a booking for an admin, in one transaction with the action log and the live event. The row is
 * locked first, so of concurrent clicks exactly one moves it and the others find the new status: 409,
 * nothing changed and nothing logged.
 */
export async function moveBooking<
  Status extends string,
  Event extends LiveEvent['type'],
  Row extends LockedRow<Status>,
>(
  db: Database,
  kind: BookingKind<Status, Event, Row>,
  adminId: string,
  id: string,
  step: StatusStep<Status, Event>,
  /** Without them (the demo seed), no e-mail. */
  mail?: MailContext,
): Promise<void> {
  await db.transaction((tx) => moveBookingIn(tx, kind, adminId, id, step, mail));
}

/**
 * The same move inside the caller's transaction. `adminId` null: the booking's driver completed the trip
 * from their app (issue #18, decision 0013 addendum) — the same rules, no admin action logged (the driver's
 * step is the record) and no admin named as having completed it.
 */
export async function moveBookingIn<
  Status extends string,
  Event extends LiveEvent['type'],
  Row extends LockedRow<Status>,
>(
  tx: Queryable,
  kind: BookingKind<Status, Event, Row>,
  adminId: string | null,
  id: string,
  step: StatusStep<Status, Event>,
  mail?: MailContext,
): Promise<void> {
  const row = await kind.lock(tx, id);
  if (!row) throw kind.notFound();
  if (!step.from.includes(row.status)) {
    throw conflict(message('statusCannot', { status: row.status, verb: step.verb }));
  }
  if (step.afterPickup && row.pickupAt.getTime() > Date.now()) {
    throw conflict(BOOKING_NOT_STARTED_MESSAGE);
  }
  await kind.write(tx, id, row, step, adminId);
  const bookingKind = kind.entityType === 'AgentBooking' ? 'Agent' : 'Customer';
  // A refunded or cancelled booking's job is taken from its driver (issue #18).
  const boardTold =
    (step.to === 'Refunded' || step.to === 'Cancelled') && (await withdrawJob(tx, bookingKind, id));
  if (adminId) {
    await recordAdminAction(tx, {
      adminId,
      action: step.action,
      entityType: kind.entityType,
      entityId: id,
      before: { status: row.status },
      after: { status: step.to, ...step.logged },
      note: step.reason ?? null,
    });
  }
  await emitEvent(tx, kind.event(id, row, step.event));
  // Every admin's dispatch board shows the trip's new status, not only the board of the admin who moved it.
  if (!boardTold) await emitEvent(tx, { type: 'dispatch.changed', bookingKind, bookingId: id });
  if (step.mail && mail) await kind.mail(tx, mail, id, row, step.mail);
}

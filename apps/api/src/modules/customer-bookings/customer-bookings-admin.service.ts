import type { Paginated } from '@masar/contract/common';
import type {
  CustomerBooking,
  CustomerBookingListItem,
  CustomerBookingStatus,
  ExportAdminCustomerBookingsQuery,
  ListAdminCustomerBookingsQuery,
} from '@masar/contract/customer-bookings';
import { eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { customerBookings } from '../../db/schema/index';
import { withAdminNames } from '../bookings-core/admin-names';
import {
  type BookingKind,
  moveBooking,
  moveBookingIn,
  type StatusStep,
} from '../bookings-core/admin-transition';
import { issueCustomerBookingInvoice } from '../invoices/invoices.service';
import type { MailContext } from '../mail/mail.service';
import { mailCustomerBooking } from './customer-booking-mail';
import {
  bookingFiltersSql,
  bookingNotFound,
  pageOfBookings,
  selectBookings,
  streamBookings,
  toCustomerBooking,
} from './customer-booking-rows';

export async function getCustomerBookingForAdmin(db: Queryable, id: string): Promise<CustomerBooking> {
  const [row] = await selectBookings(db).where(eq(customerBookings.id, id));
  if (!row) throw bookingNotFound();
  const { acceptedBy, completedBy, cancelledBy } = row.booking;
  return withAdminNames(db, toCustomerBooking(row), {
    Accepted: acceptedBy,
    Completed: completedBy,
    Cancelled: cancelledBy,
  });
}

export function listCustomerBookingsForAdmin(
  db: Database,
  timeZone: string,
  query: ListAdminCustomerBookingsQuery,
): Promise<Paginated<CustomerBookingListItem>> {
  return pageOfBookings(
    db,
    (rowTests) => bookingFiltersSql({ ...query, search: undefined }, timeZone, rowTests),
    query,
  );
}

/** Every customer booking matching the admin list filters, for the export (read in batches). */
export function streamCustomerBookingsForAdmin(
  db: Queryable,
  timeZone: string,
  query: ExportAdminCustomerBookingsQuery,
): AsyncGenerator<CustomerBooking> {
  return streamBookings(db, bookingFiltersSql(query, timeZone), query.sort);
}

type Event = 'customerBooking.accepted' | 'customerBooking.completed' | 'customerBooking.cancelled';

interface LockedBooking {
  pickupAt: Date;
  status: CustomerBookingStatus;
  userId: string;
  reference: string;
}

const customerBooking: BookingKind<CustomerBookingStatus, Event, LockedBooking> = {
  entityType: 'CustomerBooking',
  notFound: bookingNotFound,
  lock: async (tx, id) => {
    const [row] = await tx
      .select({
        status: customerBookings.status,
        pickupAt: customerBookings.pickupAt,
        userId: customerBookings.userId,
        reference: customerBookings.reference,
      })
      .from(customerBookings)
      .where(eq(customerBookings.id, id))
      .for('update');
    return row;
  },
  // Completed = ridden and paid to the driver: the simplified tax invoice is issued then (decision 0012).
  write: async (tx, id, _row, { to, reason, timeZone }, adminId) => {
    const now = sql`now()`;
    await tx
      .update(customerBookings)
      .set({
        status: to,
        updatedAt: now,
        ...(to === 'Accepted' && { acceptedAt: now, acceptedBy: adminId }),
        ...(to === 'Completed' && { completedAt: now, completedBy: adminId }),
        ...(to === 'Cancelled' && { cancelledAt: now, cancelledBy: adminId, cancelReason: reason }),
      })
      .where(eq(customerBookings.id, id));
    if (to !== 'Completed') return;
    if (!timeZone) throw new Error('completing needs the business time zone for the invoice');
    await issueCustomerBookingInvoice(tx, id, timeZone);
  },
  event: (bookingId, { userId, reference }, type) => ({ type, bookingId, userId, reference }),
  mail: (tx, settings, id, _row, kind) => mailCustomerBooking(tx, settings, id, kind),
};

async function transition(
  db: Database,
  adminId: string,
  id: string,
  step: StatusStep<CustomerBookingStatus, Event>,
  mail?: MailContext,
): Promise<CustomerBooking> {
  await moveBooking(db, customerBooking, adminId, id, step, mail);
  return getCustomerBookingForAdmin(db, id);
}

export const acceptCustomerBooking = (db: Database, adminId: string, id: string, mail?: MailContext) =>
  transition(
    db,
    adminId,
    id,
    {
      from: ['Requested'],
      to: 'Accepted',
      action: 'AcceptBooking',
      event: 'customerBooking.accepted',
      verb: 'accepted',
      mail: 'BookingAccepted',
    },
    mail,
  );

const completeStep = (timeZone: string): StatusStep<CustomerBookingStatus, Event> => ({
  timeZone,
  from: ['Accepted'],
  to: 'Completed',
  afterPickup: true,
  action: 'CompleteBooking',
  event: 'customerBooking.completed',
  verb: 'completed',
});

export const completeCustomerBooking = (db: Database, timeZone: string, adminId: string, id: string) =>
  transition(db, adminId, id, completeStep(timeZone));

/** The booking's driver completed the trip (issue #18): the admin's move, inside the driver's step transaction. */
export const completeCustomerBookingByDriver = (tx: Queryable, timeZone: string, id: string) =>
  moveBookingIn(tx, customerBooking, null, id, completeStep(timeZone));

export const cancelCustomerBookingByAdmin = (
  db: Database,
  adminId: string,
  id: string,
  reason: string,
  mail?: MailContext,
) =>
  transition(
    db,
    adminId,
    id,
    {
      from: ['Requested', 'Accepted'],
      to: 'Cancelled',
      action: 'CancelBooking',
      event: 'customerBooking.cancelled',
      verb: 'cancelled',
      reason,
      mail: 'BookingCancelled',
    },
    mail,
  );

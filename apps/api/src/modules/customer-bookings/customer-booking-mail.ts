import type { CustomerBooking } from '@masar/contract/customer-bookings';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { customerBookings, users } from '../../db/schema/index';
import { type BookingMailKind, mailBookingParties } from '../bookings-core/booking-mail';
import type { MailContext } from '../mail/mail.service';
import { bookingNotFound, selectBookings, toCustomerBooking } from './customer-booking-rows';

/** A customer booking's e-mail (bookings-core's mailBookingParties). Paid to the driver: no ticket, no refund. */
export async function mailCustomerBooking(
  tx: Queryable,
  settings: MailContext,
  id: string,
  kind: BookingMailKind,
): Promise<void> {
  const [row] = await selectBookings(tx).where(eq(customerBookings.id, id));
  if (!row) throw bookingNotFound();
  const booking: CustomerBooking = toCustomerBooking(row);
  const [owner] = await tx
    .select({
      email: users.email,
      name: users.name,
      language: users.language,
      mailUpdates: users.mailUpdates,
    })
    .from(users)
    .where(eq(users.id, booking.userId));
  if (!owner) return;
  // One confirmation for a return trip lists both legs (decision 0017).
  const [returnRow] =
    kind === 'BookingConfirmed' && booking.returnLegId
      ? await selectBookings(tx).where(eq(customerBookings.id, booking.returnLegId))
      : [];
  await mailBookingParties(tx, settings, {
    kind,
    booking,
    owner,
    ownerPage: '/account/bookings',
    // An admin's cancellation keeps its reason on the booking; the customer's own has none.
    reason: booking.cancelReason,
    returnLeg: returnRow ? toCustomerBooking(returnRow) : null,
  });
}

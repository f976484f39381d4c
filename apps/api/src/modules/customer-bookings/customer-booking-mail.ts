import type { CustomerBooking } from '@masar/contract/customer-bookings';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { customerBookings, users } from '../../db/schema/index';
import {
  type BookingMailKind,
  type BookingMailSettings,
  enqueueBookingMail,
} from '../bookings-core/booking-mail';
import { bookingNotFound, selectBookings, toCustomerBooking } from './customer-booking-rows';

/**
 * A customer booking's e-mail to the customer and, when the traveller's address is another one, to the
 * traveller, both in the customer's language. Paid to the driver: no ticket, no refund.
 */
export async function mailCustomerBooking(
  tx: Queryable,
  settings: BookingMailSettings,
  id: string,
  kind: BookingMailKind,
): Promise<void> {
  const [row] = await selectBookings(tx).where(eq(customerBookings.id, id));
  if (!row) throw bookingNotFound();
  const booking: CustomerBooking = toCustomerBooking(row);
  const [customer] = await tx
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, booking.userId));
  if (!customer) return;
  const common = { kind, booking, ownerPage: '/account/bookings' };
  await enqueueBookingMail(tx, settings, { ...common, recipient: { ...customer, owner: true } });
  const travellerEmail = booking.travellerEmail;
  if (travellerEmail && travellerEmail.toLowerCase() !== customer.email.toLowerCase()) {
    await enqueueBookingMail(tx, settings, {
      ...common,
      recipient: {
        email: travellerEmail,
        name: booking.travellerName,
        language: customer.language,
        owner: false,
      },
    });
  }
}

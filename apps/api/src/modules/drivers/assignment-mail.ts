import { type AssignedDriver, type BookingKind, plateText } from '@masar/contract/drivers';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { agentBookings, agents, customerBookings, users } from '../../db/schema/index';
import { bilingual, formatDateTime } from '../../lib/words';
import { enqueueMail, type MailContext } from '../mail/mail.service';
import { type NoticeDetail, noticeMail } from '../mail/mail-templates';
import { colourNames } from './vehicle-text';

const words = {
  ar: {
    subject: (reference: string) => `سائقك للحجز ${reference}`,
    greeting: (name: string) => `مرحباً ${name}،`,
    body: 'هذا هو السائق الذي سيقلّ المسافر، والسيارة التي سيصل بها.',
    changed: 'تغيّر السائق أو السيارة: هذه هي البيانات الجديدة.',
    reference: 'رقم الحجز',
    pickup: 'وقت الانطلاق',
    traveller: 'المسافر',
    driver: 'السائق',
    mobile: 'جوال السائق',
    car: 'السيارة',
    plate: 'اللوحة',
    link: 'عرض حجوزاتي',
    signature: 'فريق مسار',
  },
  en: {
    subject: (reference: string) => `Your driver for booking ${reference}`,
    greeting: (name: string) => `Hello ${name},`,
    body: 'This is the driver who will pick the traveller up, and the car they will come in.',
    changed: 'The driver or the car has changed: these are the new details.',
    reference: 'Reference',
    pickup: 'Pickup time',
    traveller: 'Traveller',
    driver: 'Driver',
    mobile: "Driver's mobile",
    car: 'Car',
    plate: 'Plate',
    link: 'See my bookings',
    signature: 'The Masar team',
  },
} as const;

/** What the e-mail needs of a booking and of its owner, for either kind. */
async function bookingParties(tx: Queryable, kind: BookingKind, bookingId: string) {
  const fields = {
    reference: agentBookings.reference,
    pickupAt: agentBookings.pickupAt,
    travellerName: agentBookings.travellerName,
    travellerEmail: agentBookings.travellerEmail,
  };
  if (kind === 'Agent') {
    const [row] = await tx
      .select({ ...fields, email: agents.email, name: agents.name, language: agents.language })
      .from(agentBookings)
      .innerJoin(agents, eq(agents.id, agentBookings.agentId))
      .where(eq(agentBookings.id, bookingId));
    return row && { ...row, ownerPage: '/panel/requests' };
  }
  const [row] = await tx
    .select({
      reference: customerBookings.reference,
      pickupAt: customerBookings.pickupAt,
      travellerName: customerBookings.travellerName,
      travellerEmail: customerBookings.travellerEmail,
      email: users.email,
      name: users.name,
      language: users.language,
    })
    .from(customerBookings)
    .innerJoin(users, eq(users.id, customerBookings.userId))
    .where(eq(customerBookings.id, bookingId));
  return row && { ...row, ownerPage: '/account/bookings' };
}

/**
 * "Your driver" (issue #20): the booking's owner and, when the traveller's address is another one, the
 * traveller learn the driver's name and mobile and the car's model, colour and plate, in the owner's language,
 * written in the transaction of the assignment. `changed` for a reassignment.
 */
export async function mailDriverAssigned(
  tx: Queryable,
  settings: MailContext,
  input: { kind: BookingKind; bookingId: string; driver: AssignedDriver; changed: boolean },
): Promise<void> {
  const booking = await bookingParties(tx, input.kind, input.bookingId);
  if (!booking) return;
  const language = booking.language;
  const w = words[language];
  const { driver } = input;
  const { vehicle } = driver;
  const pickupAt = new Date(booking.pickupAt).toISOString();
  const details: NoticeDetail[] = [
    [w.reference, booking.reference, 'ltr'],
    [w.pickup, formatDateTime(pickupAt, settings.timeZone, language)],
    [w.traveller, booking.travellerName],
    [w.driver, bilingual(driver, language)],
    [w.mobile, driver.mobile, 'ltr'],
    [w.car, `${bilingual(vehicle.car, language)} · ${colourNames[language][vehicle.colour]}`],
    [
      w.plate,
      language === 'ar' ? `${plateText(vehicle, language)} · ${vehicle.plateLatin}` : vehicle.plateLatin,
    ],
  ];
  const recipients = [{ email: booking.email, name: booking.name, owner: true }];
  const traveller = booking.travellerEmail;
  if (traveller && traveller.toLowerCase() !== booking.email.toLowerCase()) {
    recipients.push({ email: traveller, name: booking.travellerName, owner: false });
  }
  const prefix = language === 'en' ? '/en' : '';
  for (const recipient of recipients) {
    await enqueueMail(tx, settings.mode, {
      kind: 'DriverAssigned',
      recipient: recipient.email,
      language,
      ...noticeMail({
        subject: w.subject(booking.reference),
        paragraphs: [
          w.greeting(recipient.name.replace(/\s+/g, ' ').trim()),
          input.changed ? w.changed : w.body,
        ],
        details,
        ...(recipient.owner && {
          link: { label: w.link, href: `${settings.publicUrl}${prefix}${booking.ownerPage}` },
        }),
        signature: w.signature,
      }),
    });
  }
}

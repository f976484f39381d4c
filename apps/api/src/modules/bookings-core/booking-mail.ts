import type { AgentBooking } from '@masar/contract/agent-bookings';
import type { Queryable } from '../../db/client';
import type { Language } from '../../lib/request-language';
import { bilingual, formatDateTime } from '../../lib/words';
import { enqueueMail, type MailContext, type NewMail } from '../mail/mail.service';
import { type NoticeDetail, noticeMail } from '../mail/mail-templates';
import {
  countOf,
  directionNames,
  extrasSummary,
  formatMoney,
  passengersAndBags,
  tripEnds,
} from './booking-text';

/**
 * The e-mails a booking's life sends (issue #20), agent and customer bookings alike: made, accepted,
 * cancelled or refunded. Written in the transaction of the change (decision 0010), each in its recipient's
 * language.
 */

export type BookingMailKind = 'BookingConfirmed' | 'BookingAccepted' | 'BookingCancelled';

/** What both kinds of booking tell an e-mail. */
export type MailedBooking = Pick<
  AgentBooking,
  | 'id'
  | 'reference'
  | 'direction'
  | 'location'
  | 'pickupAt'
  | 'car'
  | 'price'
  | 'passengers'
  | 'bags'
  | 'travellerName'
  | 'flightNumber'
> & { place: { address: string } };

export interface BookingRecipient {
  email: string;
  name: string;
  language: Language;
  /**
   * The booking's owner (the agent or the customer) sees the price, any refund and a link to their bookings; the
   * traveller an agent books for sees neither: the agent sets their own price.
   */
  owner: boolean;
}

const words = {
  ar: {
    subject: {
      BookingConfirmed: (reference: string) => `تم الحجز ${reference}`,
      BookingAccepted: (reference: string) => `تأكيد الحجز ${reference}`,
      BookingCancelled: (reference: string) => `إلغاء الحجز ${reference}`,
    },
    greeting: (name: string) => `مرحباً ${name}،`,
    body: {
      BookingConfirmed: 'تم تسجيل الحجز أدناه، وسيؤكّده فريق مسار قريباً.',
      BookingAccepted: 'أكّد فريق مسار الحجز أدناه، وستكون السيارة في الموعد.',
      BookingCancelled: 'أُلغي الحجز أدناه.',
    },
    ticket: 'التذكرة مرفقة بهذه الرسالة بصيغة PDF.',
    refunded: (amount: string) => `أُعيد ${amount} إلى محفظتك.`,
    reference: 'رقم الحجز',
    type: 'نوع الرحلة',
    pickup: 'وقت الانطلاق',
    from: 'من',
    to: 'إلى',
    place: 'المكان',
    duration: 'المدة',
    flight: 'رقم الرحلة',
    traveller: 'المسافر',
    travellers: 'المسافرون',
    car: 'السيارة',
    extras: 'الإضافات',
    total: 'الإجمالي',
    reason: 'السبب',
    returnPickup: 'وقت الانطلاق في العودة',
    returnFlight: 'رقم رحلة العودة',
    returnExtras: 'إضافات العودة',
    returnTotal: 'إجمالي العودة',
    bothTotal: 'إجمالي الذهاب والعودة',
    link: 'عرض حجوزاتي',
    signature: 'فريق مسار',
  },
  en: {
    subject: {
      BookingConfirmed: (reference: string) => `Booking ${reference} received`,
      BookingAccepted: (reference: string) => `Booking ${reference} confirmed`,
      BookingCancelled: (reference: string) => `Booking ${reference} cancelled`,
    },
    greeting: (name: string) => `Hello ${name},`,
    body: {
      BookingConfirmed: 'The booking below is made; the Masar team will confirm it shortly.',
      BookingAccepted: 'The Masar team has confirmed the booking below: the car will be there on time.',
      BookingCancelled: 'The booking below is cancelled.',
    },
    ticket: 'The ticket is attached to this message as a PDF.',
    refunded: (amount: string) => `${amount} went back to your wallet.`,
    reference: 'Reference',
    type: 'Trip',
    pickup: 'Pickup time',
    from: 'From',
    to: 'To',
    place: 'Place',
    duration: 'Duration',
    flight: 'Flight',
    traveller: 'Traveller',
    travellers: 'Travellers',
    car: 'Car',
    extras: 'Extras',
    total: 'Total',
    reason: 'Reason',
    returnPickup: 'Return pickup time',
    returnFlight: 'Return flight',
    returnExtras: 'Return extras',
    returnTotal: 'Return total',
    bothTotal: 'Total, both ways',
    link: 'See my bookings',
    signature: 'The Masar team',
  },
} as const;

/**
 * One booking e-mail. `refund` is the amount put back in an agent's wallet and `reason` the admin's reason for a
 * cancellation or refund (owner only: the admin's dialog says the agent or customer sees it); `ticket` attaches
 * the booking's PDF ticket (agent bookings), made when the message is sent.
 */
function bookingMail(
  settings: MailContext,
  input: {
    kind: BookingMailKind;
    booking: MailedBooking;
    recipient: BookingRecipient;
    /** The owner's bookings page, from the site's root (e.g. /panel/requests). */
    ownerPage: string;
    refund?: number | null;
    /** As the admin typed it; null when the owner cancelled. */
    reason?: string | null;
    ticket?: boolean;
    /** A return trip's return leg (decision 0017): one confirmation lists both legs. */
    returnLeg?: MailedBooking | null;
  },
): NewMail {
  const { kind, booking, recipient } = input;
  const { language } = recipient;
  const w = words[language];
  const ends = tripEnds(booking, language);
  // Places and names are data, in either script ("Olaya St" in an Arabic e-mail): each isolated ('auto').
  const details: NoticeDetail[] = [
    [w.reference, booking.reference, 'ltr'],
    [w.type, directionNames[language][booking.direction]],
    [w.pickup, formatDateTime(booking.pickupAt, settings.timeZone, language)],
    ...(booking.direction === 'Hourly'
      ? ([
          [w.place, ends.from, 'auto'],
          [w.duration, countOf(booking.price.hours ?? 0, 'hour', language)],
        ] satisfies NoticeDetail[])
      : ([
          [w.from, ends.from, 'auto'],
          [w.to, ends.to ?? '', 'auto'],
        ] satisfies NoticeDetail[])),
    ...(booking.flightNumber ? ([[w.flight, booking.flightNumber, 'ltr']] satisfies NoticeDetail[]) : []),
    [w.traveller, booking.travellerName, 'auto'],
    [w.travellers, passengersAndBags(booking.passengers, booking.bags, language)],
    [w.car, bilingual(booking.car, language)],
    // Named and counted as on the ticket, for the traveller too: they are who uses the child seat.
    ...extrasDetails(w.extras, booking, language),
    ...(recipient.owner
      ? ([
          [w.total, formatMoney(booking.price.total, booking.price.currency, language)],
        ] satisfies NoticeDetail[])
      : []),
    ...returnLegDetails(input.returnLeg, booking, language, settings.timeZone, recipient.owner),
    ...(recipient.owner && input.reason ? ([[w.reason, input.reason, 'auto']] satisfies NoticeDetail[]) : []),
  ];
  const paragraphs = [
    w.greeting(recipient.name.replace(/\s+/g, ' ').trim()),
    w.body[kind],
    ...(input.ticket ? [w.ticket] : []),
    ...(recipient.owner && input.refund
      ? [w.refunded(formatMoney(input.refund, booking.price.currency, language))]
      : []),
  ];
  const prefix = language === 'en' ? '/en' : '';
  const mail = noticeMail({
    subject: w.subject[kind](booking.reference),
    paragraphs,
    details,
    ...(recipient.owner && {
      link: { label: w.link, href: `${settings.publicUrl}${prefix}${input.ownerPage}` },
    }),
    signature: w.signature,
  });
  return {
    kind,
    recipient: recipient.email,
    language,
    ...mail,
    attachment: input.ticket
      ? { kind: 'agentBookingTicket', bookingId: booking.id, filename: `ticket-${booking.reference}.pdf` }
      : null,
  };
}

/** A booking's extras on one line ("Child seat × 1, Bottled water × 2"); none when it has none. */
function extrasDetails(label: string, booking: MailedBooking, language: Language): NoticeDetail[] {
  return booking.price.extras.length ? [[label, extrasSummary(booking, language)]] : [];
}

/**
 * The return leg's lines of a return trip's e-mail (decision 0017): its pickup, flight, extras (each leg is
 * priced with its own) and, for the owner, the totals.
 */
function returnLegDetails(
  leg: MailedBooking | null | undefined,
  outward: MailedBooking,
  language: Language,
  timeZone: string,
  owner: boolean,
): NoticeDetail[] {
  if (!leg) return [];
  const w = words[language];
  const money = (minor: number) => formatMoney(minor, leg.price.currency, language);
  return [
    [w.returnPickup, formatDateTime(leg.pickupAt, timeZone, language)],
    ...(leg.flightNumber ? ([[w.returnFlight, leg.flightNumber, 'ltr']] satisfies NoticeDetail[]) : []),
    ...extrasDetails(w.returnExtras, leg, language),
    ...(owner
      ? ([
          [w.returnTotal, money(leg.price.total)],
          [w.bothTotal, money(outward.price.total + leg.price.total)],
        ] satisfies NoticeDetail[])
      : []),
  ];
}

/**
 * A booking's e-mail to its owner (the agent or the customer) and, when the traveller's address is another one,
 * to the traveller, in the owner's language (the traveller's is unknown; the owner chose to write to them in it).
 */
export async function mailBookingParties(
  tx: Queryable,
  settings: MailContext,
  input: BookingMailInput,
): Promise<void> {
  for (const mail of bookingPartiesMails(settings, input)) await enqueueMail(tx, settings.mode, mail);
}

type BookingMailInput = Omit<Parameters<typeof bookingMail>[1], 'recipient'> & {
  booking: MailedBooking & { travellerEmail: string | null };
  owner: Omit<BookingRecipient, 'owner'> & { mailUpdates: boolean };
};

/** mailBookingParties' e-mails, not yet written (the booking's create path sends their rows with its last statement). */
export function bookingPartiesMails(settings: MailContext, input: BookingMailInput): NewMail[] {
  const { owner, ...mail } = input;
  // A booking confirmed by Masar is news the owner can do without (their choice, for the traveller too).
  if (input.kind === 'BookingAccepted' && !owner.mailUpdates) return [];
  const mails = [bookingMail(settings, { ...mail, recipient: { ...owner, owner: true } })];
  const travellerEmail = input.booking.travellerEmail;
  if (!travellerEmail || travellerEmail.toLowerCase() === owner.email.toLowerCase()) return mails;
  mails.push(
    bookingMail(settings, {
      ...mail,
      refund: null,
      reason: null,
      recipient: {
        email: travellerEmail,
        name: input.booking.travellerName,
        language: owner.language,
        owner: false,
      },
    }),
  );
  return mails;
}

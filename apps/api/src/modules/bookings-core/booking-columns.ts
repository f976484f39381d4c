import type { AgentBooking } from '@masar/contract/agent-bookings';
import { zoneName } from '../../lib/intl-formats';
import { bilingual } from '../../lib/words';
import { amountFormat, DATE_TIME_FORMAT, wallClock, type XlsxColumn } from '../../lib/xlsx';
import {
  directionNames,
  extrasSummary,
  type Lang,
  minorUnitDigits,
  toMajorUnits,
  tripEnds,
} from './booking-text';

/**
 * The .xlsx columns agent and customer bookings share (DESIGN.md §5 "Export"), headers and values in
 * the request language; each kind adds its status, its owner and what else it keeps.
 */

export type ExportOptions = {
  lang: Lang;
  /** The business time zone: times are written as its wall-clock time, and the headers say which. */
  timeZone: string;
  /** The configured currency, for the number format of the totals. */
  currency: string;
};

type ExportedTrip = Pick<
  AgentBooking,
  | 'reference'
  | 'direction'
  | 'location'
  | 'pickupAt'
  | 'createdAt'
  | 'travellerName'
  | 'travellerPhone'
  | 'flightNumber'
  | 'car'
  | 'passengers'
  | 'bags'
  | 'price'
> & { place: { address: string } };

const headers = {
  en: {
    reference: 'Reference',
    status: 'Status',
    direction: 'Trip type',
    pickupAt: 'Pickup time',
    createdAt: 'Booked on',
    traveller: 'Traveller',
    phone: 'Phone',
    flight: 'Flight',
    from: 'From',
    to: 'To',
    hours: 'Hours',
    car: 'Car',
    passengers: 'Passengers',
    bags: 'Bags',
    extras: 'Extras',
    total: 'Total',
    currency: 'Currency',
  },
  ar: {
    reference: 'المرجع',
    status: 'الحالة',
    direction: 'نوع الرحلة',
    pickupAt: 'وقت الانطلاق',
    createdAt: 'تاريخ الحجز',
    traveller: 'المسافر',
    phone: 'الهاتف',
    flight: 'رقم الرحلة',
    from: 'من',
    to: 'إلى',
    hours: 'الساعات',
    car: 'السيارة',
    passengers: 'الركاب',
    bags: 'الحقائب',
    extras: 'الإضافات',
    total: 'الإجمالي',
    currency: 'العملة',
  },
} satisfies Record<Lang, Record<string, string>>;

type Header = keyof (typeof headers)['en'];

/** What one kind of booking adds to the shared columns, in the order they appear. */
export interface OwnColumns<Booking> {
  status: (booking: Booking) => string;
  /** Right after the status (a customer's payment method). */
  afterStatus?: XlsxColumn<Booking>[];
  /** Who booked, after the dates. */
  owner: XlsxColumn<Booking>[];
  /** After the currency (a customer's cancel reason). */
  last?: XlsxColumn<Booking>[];
}

export function bookingExportColumns<Booking extends ExportedTrip>(
  { lang, timeZone, currency }: ExportOptions,
  own: OwnColumns<Booking>,
): XlsxColumn<Booking>[] {
  const text = headers[lang];
  const column = (
    header: Header,
    width: number,
    value: XlsxColumn<Booking>['value'],
    numFmt?: string,
  ): XlsxColumn<Booking> => ({ header: text[header], width, value, numFmt });
  return [
    column('reference', 18, (booking) => booking.reference),
    column('status', 12, own.status),
    ...(own.afterStatus ?? []),
    column('direction', 12, (booking) => directionNames[lang][booking.direction]),
    {
      ...column('pickupAt', 20, (booking) => wallClock(booking.pickupAt, timeZone), DATE_TIME_FORMAT),
      header: `${text.pickupAt} (${zoneName(lang, timeZone)})`,
    },
    {
      ...column('createdAt', 20, (booking) => wallClock(booking.createdAt, timeZone), DATE_TIME_FORMAT),
      header: `${text.createdAt} (${zoneName(lang, timeZone)})`,
    },
    ...own.owner,
    column('traveller', 24, (booking) => booking.travellerName),
    column('phone', 16, (booking) => booking.travellerPhone),
    column('flight', 10, (booking) => booking.flightNumber),
    column('from', 36, (booking) => tripEnds(booking, lang).from),
    column('to', 36, (booking) => tripEnds(booking, lang).to),
    column('hours', 8, (booking) => (booking.direction === 'Hourly' ? booking.price.hours : null)),
    column('car', 20, (booking) => bilingual(booking.car, lang)),
    column('passengers', 10, (booking) => booking.passengers),
    column('bags', 8, (booking) => booking.bags),
    column('extras', 36, (booking) => extrasSummary(booking, lang) || null),
    column(
      'total',
      12,
      (booking) => toMajorUnits(booking.price.total, booking.price.currency),
      amountFormat(minorUnitDigits(currency)),
    ),
    column('currency', 9, (booking) => booking.price.currency),
    ...(own.last ?? []),
  ];
}

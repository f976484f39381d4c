import type { Writable } from 'node:stream';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import { writeXlsx, type XlsxColumn } from '../../lib/xlsx';
import {
  bilingual,
  directionNames,
  extrasSummary,
  type Lang,
  minorUnitDigits,
  statusNames,
  toMajorUnits,
  tripEnds,
} from './booking-text';

/** The .xlsx of an agent-bookings list (DESIGN.md §5 "Export"), headers and values in the request language. */

export type BookingsExportOptions = {
  lang: Lang;
  /** The business time zone: times are written as its wall-clock time, and the headers say which. */
  timeZone: string;
  /** The admins' export: which agent made each booking. */
  withAgent: boolean;
  /** The configured currency, for the number format of the totals. */
  currency: string;
};

type Header =
  | 'reference'
  | 'status'
  | 'direction'
  | 'pickupAt'
  | 'createdAt'
  | 'agent'
  | 'company'
  | 'traveller'
  | 'phone'
  | 'flight'
  | 'from'
  | 'to'
  | 'hours'
  | 'car'
  | 'passengers'
  | 'bags'
  | 'extras'
  | 'total'
  | 'currency';

const headers: Record<Lang, Record<Header, string>> = {
  en: {
    reference: 'Reference',
    status: 'Status',
    direction: 'Trip type',
    pickupAt: 'Pickup time',
    createdAt: 'Booked on',
    agent: 'Agent',
    company: 'Company',
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
    agent: 'الوكيل',
    company: 'الشركة',
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
};

const sheetNames: Record<Lang, string> = { en: 'Bookings', ar: 'الحجوزات' };
const DATE_TIME = 'yyyy-mm-dd hh:mm';

export function bookingsExportColumns(options: BookingsExportOptions): XlsxColumn<AgentBooking>[] {
  const { lang, timeZone } = options;
  const text = headers[lang];
  const column = (
    header: Header,
    width: number,
    value: XlsxColumn<AgentBooking>['value'],
    numFmt?: string,
  ) => ({
    header: text[header],
    width,
    value,
    numFmt,
  });
  const digits = minorUnitDigits(options.currency);
  return [
    column('reference', 18, (booking) => booking.reference),
    column('status', 12, (booking) => statusNames[lang][booking.status]),
    column('direction', 12, (booking) => directionNames[lang][booking.direction]),
    {
      ...column('pickupAt', 20, (booking) => wallClock(booking.pickupAt, timeZone), DATE_TIME),
      header: `${text.pickupAt} (${timeZone})`,
    },
    {
      ...column('createdAt', 20, (booking) => wallClock(booking.createdAt, timeZone), DATE_TIME),
      header: `${text.createdAt} (${timeZone})`,
    },
    ...(options.withAgent
      ? [
          column('agent', 24, (booking) => booking.agent.name),
          column('company', 24, (booking) => booking.agent.companyName),
        ]
      : []),
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
      `#,##0${digits ? `.${'0'.repeat(digits)}` : ''}`,
    ),
    column('currency', 9, (booking) => booking.price.currency),
  ];
}

/** Streams the bookings into `output` as an .xlsx; resolves with how many were written (see writeXlsx). */
export function writeBookingsXlsx(
  output: Writable,
  bookings: AsyncIterable<AgentBooking> | Iterable<AgentBooking>,
  options: BookingsExportOptions,
): Promise<number> {
  return writeXlsx(output, bookingsExportColumns(options), bookings, {
    sheetName: sheetNames[options.lang],
    rightToLeft: options.lang === 'ar',
  });
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Excel dates have no time zone: the cell holds the business time zone's wall-clock time (as a UTC
 * date with those numbers), which sorts and filters as a date and reads as the screen shows it.
 */
function wallClock(iso: string, timeZone: string): Date {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(iso)).map((part) => [part.type, Number(part.value)]),
  );
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

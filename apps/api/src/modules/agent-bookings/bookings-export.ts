import type { Writable } from 'node:stream';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import { writeXlsx, type XlsxColumn } from '../../lib/xlsx';
import { bookingExportColumns, type ExportOptions } from '../bookings-core/booking-columns';
import { type Lang, statusNames } from '../bookings-core/booking-text';

/** The .xlsx of an agent-bookings list (DESIGN.md §5 "Export"), headers and values in the request language. */

export type BookingsExportOptions = ExportOptions & {
  /** The admins' export: which agent made each booking. */
  withAgent: boolean;
};

const headers: Record<Lang, { agent: string; company: string }> = {
  en: { agent: 'Agent', company: 'Company' },
  ar: { agent: 'الوكيل', company: 'الشركة' },
};

const sheetNames: Record<Lang, string> = { en: 'Bookings', ar: 'الحجوزات' };

function agentColumns(lang: Lang): XlsxColumn<AgentBooking>[] {
  return [
    { header: headers[lang].agent, width: 24, value: (booking) => booking.agent.name },
    { header: headers[lang].company, width: 24, value: (booking) => booking.agent.companyName },
  ];
}

/** Streams the bookings into `output` as an .xlsx; resolves with how many were written (see writeXlsx). */
export function writeBookingsXlsx(
  output: Writable,
  bookings: AsyncIterable<AgentBooking> | Iterable<AgentBooking>,
  options: BookingsExportOptions,
): Promise<number> {
  const { lang } = options;
  const columns = bookingExportColumns<AgentBooking>(options, {
    status: (booking) => statusNames[lang][booking.status],
    owner: options.withAgent ? agentColumns(lang) : [],
  });
  return writeXlsx(output, columns, bookings, { sheetName: sheetNames[lang], rightToLeft: lang === 'ar' });
}

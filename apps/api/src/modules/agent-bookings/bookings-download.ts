import { PassThrough } from 'node:stream';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import { XLSX_MIME } from '@masar/contract/agent-bookings';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { writeBookingsXlsx } from './bookings-export';

/** The export's language: `lang` when given, else the browser's first choice, else Arabic (the default). */
export function exportLanguage(request: FastifyRequest, lang: 'ar' | 'en' | undefined): 'ar' | 'en' {
  if (lang) return lang;
  return request.headers['accept-language']?.trim().toLowerCase().startsWith('en') ? 'en' : 'ar';
}

/** Streams bookings to the client as an .xlsx file, never holding them all in memory. */
export function sendBookingsXlsx(
  request: FastifyRequest,
  reply: FastifyReply,
  bookings: AsyncIterable<AgentBooking>,
  options: { lang: 'ar' | 'en'; withAgent: boolean; fileName: string },
) {
  const output = new PassThrough();
  const { timeZone, currency } = request.server.config;
  writeBookingsXlsx(output, bookings, {
    lang: options.lang,
    timeZone,
    currency,
    withAgent: options.withAgent,
  }).catch((error: unknown) => request.log.error({ err: error }, 'bookings export failed'));
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type(XLSX_MIME)
    .header('content-disposition', `attachment; filename="${options.fileName}-${day}.xlsx"`)
    .header('cache-control', 'private, no-store')
    .send(output);
}

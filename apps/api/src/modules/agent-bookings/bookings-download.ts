import type { AgentBooking } from '@masar/contract/agent-bookings';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendXlsx } from '../../lib/xlsx-download';
import { writeBookingsXlsx } from './bookings-export';

/** Streams bookings to the client as an .xlsx file, never holding them all in memory. */
export function sendBookingsXlsx(
  request: FastifyRequest,
  reply: FastifyReply,
  bookings: AsyncIterable<AgentBooking>,
  options: { lang: 'ar' | 'en'; withAgent: boolean; fileName: string },
) {
  const { timeZone, currency } = request.server.config;
  return sendXlsx(request, reply, options.fileName, bookings, (output, rows) =>
    writeBookingsXlsx(output, rows, {
      lang: options.lang,
      timeZone,
      currency,
      withAgent: options.withAgent,
    }),
  );
}

import { PassThrough } from 'node:stream';
import { XLSX_MIME } from '@masar/contract/agent-bookings';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The export's language: `lang` when given, else the browser's first choice, else Arabic (the default). */
export function exportLanguage(request: FastifyRequest, lang: 'ar' | 'en' | undefined): 'ar' | 'en' {
  if (lang) return lang;
  return request.headers['accept-language']?.trim().toLowerCase().startsWith('en') ? 'en' : 'ar';
}

/**
 * Streams a workbook to the client as `{fileName}-{day}.xlsx`: `write` fills the stream (see writeXlsx)
 * while the reply sends it, so no export is ever held in memory whole.
 */
export function sendXlsx(
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  write: (output: PassThrough) => Promise<number>,
) {
  const output = new PassThrough();
  write(output).catch((error: unknown) => request.log.error({ err: error }, `${fileName} export failed`));
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type(XLSX_MIME)
    .header('content-disposition', `attachment; filename="${fileName}-${day}.xlsx"`)
    .header('cache-control', 'private, no-store')
    .send(output);
}

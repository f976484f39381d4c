import { PassThrough } from 'node:stream';
import { XLSX_MIME } from '@masar/contract/agent-bookings';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Language, requestLanguage } from './request-language';

/** The export's language: `lang` when given, else the request's. */
export function exportLanguage(request: FastifyRequest, lang: Language | undefined): Language {
  return lang ?? requestLanguage(request);
}

/**
 * The rows with the first one already read: the query runs (and any error it raises surfaces) here,
 * while the reply can still be an ordinary error response.
 */
async function opened<Row>(rows: AsyncIterable<Row>): Promise<AsyncIterable<Row>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      yield* { [Symbol.asyncIterator]: () => iterator };
    },
  };
}

/** A document of a period of days (a statement, a VAT report). */
export type PeriodFile = { name: string; period: { from: string; to: string } };

/** `statement-2026-12-01-2026-12-31`: a period's file, PDF or workbook, is named by its period only. */
export const periodFileName = ({ name, period }: PeriodFile) => `${name}-${period.from}-${period.to}`;

/**
 * Streams a workbook to the client as `{fileName}-{day}.xlsx` (a list: what it held on the day it was taken)
 * or, for a period's document, `periodFileName(…).xlsx`: `write` fills the stream (see writeXlsx)
 * while the reply sends it, so no export is ever held in memory whole. The rows' query is opened before
 * the first byte goes out: a failure there is an error response, never a 200 cut short.
 */
export async function sendXlsx<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string | PeriodFile,
  rows: AsyncIterable<Row>,
  write: (output: PassThrough, rows: AsyncIterable<Row>) => Promise<number>,
) {
  const ready = await opened(rows);
  const output = new PassThrough();
  const fileName =
    typeof file === 'string' ? `${file}-${new Date().toISOString().slice(0, 10)}` : periodFileName(file);
  write(output, ready).catch((error: unknown) =>
    request.log.error({ err: error }, `${fileName} export failed`),
  );
  return reply
    .type(XLSX_MIME)
    .header('content-disposition', `attachment; filename="${fileName}.xlsx"`)
    .header('cache-control', 'private, no-store')
    .send(output);
}

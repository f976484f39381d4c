import { eventsQuery, type LiveMessage } from '@masar/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { principalOf, requireRole } from '../../plugins/auth';
import { audienceOf, reaches } from './audience';
import { messageFor } from './messages';

const HEARTBEAT_MS = 25_000;

/**
 * GET /events: the signed-in account's live events as Server-Sent Events. The token comes in the
 * Authorization header (the web client reads the stream with fetch; EventSource cannot send headers),
 * and the stream ends when that token expires so the client reconnects with a fresh one.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Open streams never go idle, so they are ended before the server waits for its connections to close.
  const openStreams = new Set<{ end: () => void }>();
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end();
  });

  app.get(
    '/events',
    {
      preHandler: requireRole(['Agent', 'Admin', 'User', 'Driver']),
      schema: {
        tags: ['notifications'],
        security: [{ bearer: [] }],
        summary: 'Live events of the signed-in account (text/event-stream, event name "masar")',
        querystring: eventsQuery,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const language = request.query.lang;
      const token = request.headers.authorization?.slice(7).trim() ?? '';
      const expiresAt = (decodeJwt(token).exp ?? 0) * 1000;

      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no', // nginx: do not buffer the stream
      });
      stream.write(': connected\nretry: 3000\n\n');

      const unsubscribe = app.notifier.bus.subscribe((envelope) => {
        if (!reaches(audienceOf(envelope.event), principal)) return;
        const payload: LiveMessage = {
          id: envelope.id,
          event: envelope.event,
          message: messageFor(envelope.event, language, envelope.id),
        };
        stream.write(`id: ${envelope.id}\nevent: masar\ndata: ${JSON.stringify(payload)}\n\n`);
        // The stream was opened under the old rights: end it, the page reconnects under the new ones
        // (or is refused, deactivated).
        if (envelope.event.type === 'account.changed') stream.end();
      });
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const expiry = setTimeout(() => stream.end(), Math.max(0, expiresAt - Date.now()));
      openStreams.add(stream);
      stream.on('close', () => {
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(expiry);
        openStreams.delete(stream);
      });
    },
  );
};

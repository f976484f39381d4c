import { idParams } from '@masar/contract/common';
import { message } from '@masar/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { findImage } from './images.service';

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public like any <img> source: ids are random UUIDs, and an <img> cannot send a bearer token.
  app.get(
    '/images/:id',
    {
      schema: {
        tags: ['images'],
        summary: 'An uploaded image (avatar, car image)',
        params: idParams,
        response: {
          200: z.any().meta({ description: 'The image bytes (JPEG, PNG or WebP)' }),
          304: z.null().meta({ description: 'Not modified' }),
        },
      },
    },
    async (request, reply) => {
      const image = await findImage(app.db, request.params.id);
      if (!image) throw notFound(message('imageNotFound'));
      const etag = `"${image.sha256}"`;
      reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return reply.type(image.mime).send(image.bytes);
    },
  );
};

import { helloResponse } from '@masar/contract/common';
import { DEFAULT_MAP_TILES, webSettingsSchema } from '@masar/contract/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['system'], summary: 'Hello', response: { 200: helloResponse } } },
    async () => ({ name: 'Masar API', version: app.config.version, status: 'ok' as const }),
  );
  app.get(
    '/settings',
    {
      schema: {
        tags: ['system'],
        summary: 'Run-time settings of the web app (map tiles)',
        response: { 200: webSettingsSchema },
      },
    },
    async () => ({ mapTiles: app.config.mapTiles ?? DEFAULT_MAP_TILES }),
  );
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

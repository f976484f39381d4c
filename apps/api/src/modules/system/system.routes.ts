import { helloResponse } from '@masar/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['system'], summary: 'Hello', response: { 200: helloResponse } } },
    async () => ({ name: 'Masar API', version: app.config.version, status: 'ok' as const }),
  );
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

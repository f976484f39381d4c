import {
  areaListResponse,
  areaOptionsResponse,
  areaPointParams,
  areaSchema,
  createAreaBody,
  listAllAreasQuery,
  listAreasQuery,
  updateAreaBody,
} from '@masar/contract/areas';
import { idParams } from '@masar/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireRole } from '../../plugins/auth';
import {
  createArea,
  deleteArea,
  findAreaAtPoint,
  getArea,
  listAllAreas,
  listAreas,
  updateArea,
} from './areas.service';

const tags = ['areas'];
const security = [{ bearer: [] }];

/** Map-drawn areas; changing them needs EditLocations (DESIGN.md §4). */
export const areasRoutes: FastifyPluginAsyncZod = async (app) => {
  const canRead = requireRole(['Admin', 'Agent', 'User']);
  const canEdit = requireRole('Admin', { permission: 'EditLocations' });

  app.post(
    '/area',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Define an area (a GeoJSON polygon that does not cross itself)',
        body: createAreaBody,
        response: { 201: areaSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createArea(app.db, request.body, principalOf(request).id)),
  );

  app.get(
    '/area',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'Areas, a page at a time',
        querystring: listAreasQuery,
        response: { 200: areaListResponse },
      },
    },
    async (request) => listAreas(app.db, request.query),
  );

  app.get(
    '/area/allNoPagination',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'Every area with its polygon, largest first (for the map and pickers)',
        querystring: listAllAreasQuery,
        response: { 200: areaOptionsResponse },
      },
    },
    async (request) => listAllAreas(app.db, request.query),
  );

  app.get(
    '/area/one/:id',
    {
      preHandler: canRead,
      schema: { tags, security, summary: 'One area', params: idParams, response: { 200: areaSchema } },
    },
    async (request) => getArea(app.db, request.params.id),
  );

  app.get(
    '/area/point/:lat/:lng',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'The active area containing the point (the smallest if several); 404 if none',
        params: areaPointParams,
        response: { 200: areaSchema },
      },
    },
    async (request) => findAreaAtPoint(app.db, request.params.lat, request.params.lng),
  );

  app.patch(
    '/area/:id',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Change an area (only the fields sent); its locations follow',
        params: idParams,
        body: updateAreaBody,
        response: { 200: areaSchema },
      },
    },
    async (request) => updateArea(app.db, request.params.id, request.body, principalOf(request).id),
  );

  app.delete(
    '/area/:id',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Delete an area (soft: its taxi services go with it, its locations lose it)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteArea(app.db, request.params.id, principalOf(request).id);
      return reply.code(204).send(null);
    },
  );
};

import { idParams } from '@masar/contract/common';
import {
  createExtraServiceBody,
  extraServiceListResponse,
  extraServiceOptionsResponse,
  extraServiceSchema,
  listAllExtraServicesQuery,
  listExtraServicesQuery,
  updateExtraServiceBody,
} from '@masar/contract/extra-services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireRole } from '../../plugins/auth';
import {
  createExtraService,
  deleteExtraService,
  getExtraService,
  listAllExtraServices,
  listExtraServices,
  updateExtraService,
} from './extra-services.service';

const tags = ['extra services'];
const security = [{ bearer: [] }];

/** Extras added to bookings; changing them needs EditExtraServices (DESIGN.md §4). */
export const extraServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const canRead = requireRole(['Admin', 'Agent', 'User']);
  const canEdit = requireRole('Admin', { permission: 'EditExtraServices' });

  app.post(
    '/extra-services',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Define an extra service',
        body: createExtraServiceBody,
        response: { 201: extraServiceSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createExtraService(app.db, request.body, principalOf(request).id)),
  );

  app.get(
    '/extra-services',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'Extra services, a page at a time',
        querystring: listExtraServicesQuery,
        response: { 200: extraServiceListResponse },
      },
    },
    async (request) => listExtraServices(app.db, request.query),
  );

  app.get(
    '/extra-services/allNoPagination',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'Every extra service, by English name (for pickers)',
        querystring: listAllExtraServicesQuery,
        response: { 200: extraServiceOptionsResponse },
      },
    },
    async (request) => listAllExtraServices(app.db, request.query),
  );

  app.get(
    '/extra-services/:id',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'One extra service',
        params: idParams,
        response: { 200: extraServiceSchema },
      },
    },
    async (request) => getExtraService(app.db, request.params.id),
  );

  app.patch(
    '/extra-services/:id',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Change an extra service (only the fields sent)',
        params: idParams,
        body: updateExtraServiceBody,
        response: { 200: extraServiceSchema },
      },
    },
    async (request) => updateExtraService(app.db, request.params.id, request.body, principalOf(request).id),
  );

  app.delete(
    '/extra-services/:id',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Delete an extra service (soft)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteExtraService(app.db, request.params.id, principalOf(request).id);
      return reply.code(204).send(null);
    },
  );
};

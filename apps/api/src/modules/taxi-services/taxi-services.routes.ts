import { idParams } from '@masar/contract/common';
import {
  createTaxiServiceBody,
  listAllTaxiServicesQuery,
  listTaxiServicesQuery,
  taxiServiceListResponse,
  taxiServiceOptionsResponse,
  taxiServiceSchema,
  taxiServicesByAreaQuery,
  updateTaxiServiceBody,
} from '@masar/contract/taxi-services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireRole } from '../../plugins/auth';
import {
  createTaxiService,
  deleteTaxiService,
  getTaxiService,
  listAllTaxiServices,
  listAreaOffers,
  listAreaServicesForAdmin,
  listTaxiServices,
  updateTaxiService,
} from './taxi-services.service';

const tags = ['taxi services'];
const security = [{ bearer: [] }];

/** Route prices of cars (decision 0009); changing them needs EditTaxiServices (DESIGN.md §4). */
export const taxiServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const canRead = requireRole(['Admin', 'Agent', 'User']);
  const adminOnly = requireRole('Admin');
  const canEdit = requireRole('Admin', { permission: 'EditTaxiServices' });

  app.post(
    '/taxi-service',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Price a car on a route: within an area, area ↔ location or area ↔ area, in a direction',
        body: createTaxiServiceBody,
        response: { 201: taxiServiceSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTaxiService(app.db, request.body, principalOf(request).id)),
  );

  app.get(
    '/taxi-service/all',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'Taxi services, a page at a time',
        querystring: listTaxiServicesQuery,
        response: { 200: taxiServiceListResponse },
      },
    },
    async (request) => listTaxiServices(app.db, request.query),
  );

  app.get(
    '/taxi-service/all-without-pagination',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'Every taxi service, by area and car',
        querystring: listAllTaxiServicesQuery,
        response: { 200: taxiServiceOptionsResponse },
      },
    },
    async (request) => listAllTaxiServices(app.db, request.query),
  );

  app.get(
    '/taxi-service/one/:id',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'One taxi service',
        params: idParams,
        response: { 200: taxiServiceSchema },
      },
    },
    async (request) => getTaxiService(app.db, request.params.id),
  );

  app.get(
    '/taxi-service/by-area/:id',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary:
          'What can be booked in an area, cheapest first: within it, or with locationId between it and that location (filtered by passengers, bags)',
        params: idParams,
        querystring: taxiServicesByAreaQuery,
        response: { 200: taxiServiceOptionsResponse },
      },
    },
    async (request) => listAreaOffers(app.db, request.params.id, request.query),
  );

  app.get(
    '/taxi-service/admin/by-area/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Every price of an area, active or not, its routes stored from either side (admin screen)',
        params: idParams,
        response: { 200: taxiServiceOptionsResponse },
      },
    },
    async (request) => listAreaServicesForAdmin(app.db, request.params.id),
  );

  app.patch(
    '/taxi-service/:id',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Change a taxi service (only the fields sent)',
        params: idParams,
        body: updateTaxiServiceBody,
        response: { 200: taxiServiceSchema },
      },
    },
    async (request) => updateTaxiService(app.db, request.params.id, request.body, principalOf(request).id),
  );

  app.delete(
    '/taxi-service/:id',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Delete a taxi service (soft)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteTaxiService(app.db, request.params.id, principalOf(request).id);
      return reply.code(204).send(null);
    },
  );
};

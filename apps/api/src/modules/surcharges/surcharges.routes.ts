import { idParams } from '@masar/contract/common';
import { pricingReaders } from '@masar/contract/permission-names';
import {
  listSurchargesQuery,
  saveSurchargeBody,
  surchargeCalendarQuery,
  surchargeCalendarSchema,
  surchargeListResponse,
  surchargeSchema,
} from '@masar/contract/surcharges';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireOneOf, requireRole } from '../../plugins/auth';
import {
  createSurcharge,
  deleteSurcharge,
  getSurcharge,
  listSurcharges,
  replaceSurcharge,
  surchargeCalendar,
} from './surcharges.service';

const tags = ['surcharges'];
const security = [{ bearer: [] }];

/** Surcharge rules (decision 0014): pricing matter, so EditTaxiServices changes them (DESIGN.md §4). */
export const surchargesRoutes: FastifyPluginAsyncZod = async (app) => {
  const canRead = [requireRole('Admin'), requireOneOf(pricingReaders)];
  const canEdit = requireRole('Admin', { permission: 'EditTaxiServices' });

  app.post(
    '/surcharges',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Define a surcharge rule',
        body: saveSurchargeBody,
        response: { 201: surchargeSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSurcharge(app.db, request.body, principalOf(request).id)),
  );

  app.get(
    '/surcharges',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'Surcharge rules, a page at a time (EditTaxiServices or ViewerAdmin)',
        querystring: listSurchargesQuery,
        response: { 200: surchargeListResponse },
      },
    },
    async (request) => listSurcharges(app.db, request.query),
  );

  app.get(
    '/surcharges/calendar',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'Which rules apply on each day of a month (EditTaxiServices or ViewerAdmin)',
        querystring: surchargeCalendarQuery,
        response: { 200: surchargeCalendarSchema },
      },
    },
    async (request) => surchargeCalendar(app.db, request.query.month),
  );

  app.get(
    '/surcharges/:id',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'One surcharge rule (EditTaxiServices or ViewerAdmin)',
        params: idParams,
        response: { 200: surchargeSchema },
      },
    },
    async (request) => getSurcharge(app.db, request.params.id),
  );

  app.put(
    '/surcharges/:id',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Replace a surcharge rule (the whole rule is sent)',
        params: idParams,
        body: saveSurchargeBody,
        response: { 200: surchargeSchema },
      },
    },
    async (request) => replaceSurcharge(app.db, request.params.id, request.body, principalOf(request).id),
  );

  app.delete(
    '/surcharges/:id',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Delete a surcharge rule (soft; bookings keep their lines)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteSurcharge(app.db, request.params.id, principalOf(request).id);
      return reply.code(204).send(null);
    },
  );
};

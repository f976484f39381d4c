import { idParams } from '@masar/contract/common';
import {
  addDistancePairBody,
  carIdParams,
  distanceGlobalBody,
  distancePairSchema,
  distancePricingResponse,
  distanceTariffSchema,
  saveDistanceTariffBody,
} from '@masar/contract/distance-pricing';
import { pricingReaders } from '@masar/contract/permission-names';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireOneOf, requireRole } from '../../plugins/auth';
import {
  addDistancePair,
  getDistancePricing,
  removeDistancePair,
  saveDistanceTariff,
  setDistanceGlobal,
} from './distance-pricing.service';

const tags = ['distance-pricing'];
const security = [{ bearer: [] }];

/** The distance fallback's settings (decision 0015): pricing matter, so EditTaxiServices changes them. */
export const distancePricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const canRead = [requireRole('Admin'), requireOneOf(pricingReaders)];
  const canEdit = requireRole('Admin', { permission: 'EditTaxiServices' });
  const read = () => getDistancePricing(app.db, app.config);

  app.get(
    '/distance-pricing',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary:
          'The distance pricing switch, tariffs and allowed area pairs (EditTaxiServices or ViewerAdmin)',
        response: { 200: distancePricingResponse },
      },
    },
    read,
  );

  app.put(
    '/distance-pricing/global',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Allow (or stop) distance pricing of every trip no route price covers',
        body: distanceGlobalBody,
        response: { 200: distancePricingResponse },
      },
    },
    async (request) => {
      await setDistanceGlobal(app.db, request.body.global, principalOf(request).id);
      return read();
    },
  );

  app.put(
    '/distance-pricing/tariffs/:carId',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: "Set a car's distance tariff (base fare, per km, minimum fare; minor units)",
        params: carIdParams,
        body: saveDistanceTariffBody,
        response: { 200: distanceTariffSchema },
      },
    },
    async (request) =>
      saveDistanceTariff(app.db, request.params.carId, request.body, principalOf(request).id),
  );

  app.post(
    '/distance-pricing/pairs',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Allow distance pricing between two areas (either order)',
        body: addDistancePairBody,
        response: { 201: distancePairSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addDistancePair(app.db, request.body, principalOf(request).id)),
  );

  app.delete(
    '/distance-pricing/pairs/:id',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Stop distance pricing between two areas',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeDistancePair(app.db, request.params.id, principalOf(request).id);
      return reply.code(204).send(null);
    },
  );
};

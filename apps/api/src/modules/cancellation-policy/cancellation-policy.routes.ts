import { cancellationPolicyResponse, saveCancellationPolicyBody } from '@masar/contract/cancellation-policy';
import { idParams } from '@masar/contract/common';
import { pricingReaders } from '@masar/contract/permission-names';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireOneOf, requireRole } from '../../plugins/auth';
import {
  getCancellationPolicy,
  setGlobalCancellationPolicy,
  setRouteCancellationPolicy,
} from './cancellation-policy.service';

const tags = ['cancellation-policy'];
const security = [{ bearer: [] }];

/** The cancellation policy (decision 0016): set beside the route prices, so EditTaxiServices changes it. */
export const cancellationPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const canRead = [requireRole('Admin'), requireOneOf(pricingReaders)];
  const canEdit = requireRole('Admin', { permission: 'EditTaxiServices' });
  const read = () => getCancellationPolicy(app.db);

  app.get(
    '/cancellation-policy',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary:
          'The global cancellation tiers and the routes with their own (EditTaxiServices or ViewerAdmin)',
        response: { 200: cancellationPolicyResponse },
      },
    },
    read,
  );

  app.put(
    '/cancellation-policy',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Set the global cancellation tiers (null: free wherever a route has none of its own)',
        body: saveCancellationPolicyBody,
        response: { 200: cancellationPolicyResponse },
      },
    },
    async (request) => {
      await setGlobalCancellationPolicy(app.db, request.body.tiers, principalOf(request).id);
      return read();
    },
  );

  app.put(
    '/cancellation-policy/routes/:id',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Set one route price’s own cancellation tiers (null: the global policy applies)',
        params: idParams,
        body: saveCancellationPolicyBody,
        response: { 200: cancellationPolicyResponse },
      },
    },
    async (request) => {
      await setRouteCancellationPolicy(
        app.db,
        request.params.id,
        request.body.tiers,
        principalOf(request).id,
      );
      return read();
    },
  );
};

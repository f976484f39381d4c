import { idParams } from '@masar/contract/common';
import {
  createPlaceBody,
  listPlacesQuery,
  placeListResponse,
  placeSchema,
  updatePlaceBody,
} from '@masar/contract/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireRole } from '../../plugins/auth';
import { createPlace, getPlace, listPlaces, removePlace, updatePlace } from './places.service';

const tags = ['places'];
const security = [{ bearer: [] }];

/** The signed-in agent's saved places. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const agentOnly = requireRole('Agent');

  app.post(
    '/places/createByAgent',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: 'Save a place',
        body: createPlaceBody,
        response: { 201: placeSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPlace(app.db, principalOf(request).id, request.body)),
  );

  app.get(
    '/places/findAgentAll',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: 'The agent’s places, newest first',
        querystring: listPlacesQuery,
        response: { 200: placeListResponse },
      },
    },
    async (request) => listPlaces(app.db, principalOf(request).id, request.query),
  );

  app.get(
    '/places/findOneByAgent/:id',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: 'One of the agent’s places',
        params: idParams,
        response: { 200: placeSchema },
      },
    },
    async (request) => getPlace(app.db, principalOf(request).id, request.params.id),
  );

  app.patch(
    '/places/:id',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: 'Change one of the agent’s places (only the fields sent)',
        params: idParams,
        body: updatePlaceBody,
        response: { 200: placeSchema },
      },
    },
    async (request) => updatePlace(app.db, principalOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/places/removeByAgent/:id',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: 'Delete one of the agent’s places',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removePlace(app.db, principalOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

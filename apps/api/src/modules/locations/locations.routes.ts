import { idParams } from '@masar/contract/common';
import {
  createLocationBody,
  listAllLocationsQuery,
  listLocationsQuery,
  locationListResponse,
  locationOptionsResponse,
  locationSchema,
  updateLocationBody,
} from '@masar/contract/locations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireRole } from '../../plugins/auth';
import {
  createLocation,
  deleteLocation,
  getLocation,
  listAllLocations,
  listLocations,
  updateLocation,
} from './locations.service';

const tags = ['locations'];
const security = [{ bearer: [] }];

/** Airports, ports, stations, hotels, landmarks; changing them needs EditLocations (DESIGN.md §4). */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const canRead = requireRole(['Admin', 'Agent', 'User']);
  const canEdit = requireRole('Admin', { permission: 'EditLocations' });

  app.post(
    '/location',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Define a location (its area is derived from the point)',
        body: createLocationBody,
        response: { 201: locationSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createLocation(app.db, request.body, principalOf(request).id)),
  );

  app.get(
    '/location',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'Locations, a page at a time',
        querystring: listLocationsQuery,
        response: { 200: locationListResponse },
      },
    },
    async (request) => listLocations(app.db, request.query),
  );

  app.get(
    '/location/allNoPagination',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'Every location, by English name (for pickers)',
        querystring: listAllLocationsQuery,
        response: { 200: locationOptionsResponse },
      },
    },
    async (request) => listAllLocations(app.db, request.query),
  );

  app.get(
    '/location/:id',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'One location',
        params: idParams,
        response: { 200: locationSchema },
      },
    },
    async (request) => getLocation(app.db, request.params.id),
  );

  app.patch(
    '/location/:id',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Change a location (only the fields sent); a moved point gets its area again',
        params: idParams,
        body: updateLocationBody,
        response: { 200: locationSchema },
      },
    },
    async (request) => updateLocation(app.db, request.params.id, request.body, principalOf(request).id),
  );

  app.delete(
    '/location/:id',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Delete a location (soft: its location-only taxi services go with it)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteLocation(app.db, request.params.id, principalOf(request).id);
      return reply.code(204).send(null);
    },
  );
};

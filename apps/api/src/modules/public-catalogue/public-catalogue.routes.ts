import {
  autocompleteQuery,
  autocompleteResponse,
  geocodeQuery,
  geocodeResponse,
  reverseGeocodeQuery,
  reverseGeocodeResponse,
} from '@masar/contract/geocoding';
import {
  PUBLIC_CATALOGUE_MAX_AGE,
  publicExtrasResponse,
  publicFleetResponse,
  publicLocationsResponse,
} from '@masar/contract/public-catalogue';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { takeRateLimitHit } from '../../lib/rate-limit';
import type { Geocoder } from '../geocoding/geocoder';
import { autocomplete, geocode, reverseGeocode } from '../geocoding/geocoding.service';
import { listPublicExtras, listPublicFleet, listPublicLocations } from './public-catalogue.service';

const tags = ['public'];
/** Shared caches may keep the catalogue a few minutes: it changes rarely and the home page reads it. */
const cacheable = `public, max-age=${PUBLIC_CATALOGUE_MAX_AGE}`;
/** Place search may reach a paid geocoder and needs no sign-in: a few hundred lookups per IP and window. */
export const PUBLIC_GEO_LIMIT = 300;
export const PUBLIC_GEO_WINDOW_MINUTES = 10;

export interface PublicCatalogueRoutesOptions {
  /** null: no external geocoder configured; place search answers from the catalogue only. */
  geocoder: Geocoder | null;
}

/** What the public site reads without signing in: the active catalogue and place search. */
export const publicCatalogueRoutes: FastifyPluginAsyncZod<PublicCatalogueRoutesOptions> = async (
  app,
  options,
) => {
  const { geocoder } = options;
  const limitGeo = async (request: FastifyRequest) =>
    takeRateLimitHit(app.db, `public-geo-ip:${request.ip}`, PUBLIC_GEO_LIMIT, PUBLIC_GEO_WINDOW_MINUTES);

  app.get(
    '/public/fleet',
    {
      schema: {
        tags,
        summary: 'Active cars with images, capacities and their lowest transfer price',
        response: { 200: publicFleetResponse },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheable).send(await listPublicFleet(app.db)),
  );

  app.get(
    '/public/locations',
    {
      schema: {
        tags,
        summary: 'Active airports, hotels … by English name',
        response: { 200: publicLocationsResponse },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', cacheable).send(await listPublicLocations(app.db)),
  );

  app.get(
    '/public/extras',
    {
      schema: {
        tags,
        summary: 'Active extra services by English name',
        response: { 200: publicExtrasResponse },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheable).send(await listPublicExtras(app.db)),
  );

  app.get(
    '/public/geo/autocomplete',
    {
      preHandler: limitGeo,
      schema: {
        tags,
        summary: 'Catalogue locations, then the geocoder’s results (no saved places)',
        querystring: autocompleteQuery,
        response: { 200: autocompleteResponse },
      },
    },
    async (request) => autocomplete(app.db, geocoder, null, request.query, request.log),
  );

  app.get(
    '/public/geo/geocode',
    {
      preHandler: limitGeo,
      schema: {
        tags,
        summary: 'The point and address of a geocoder suggestion (502 “Geocoding failed”)',
        querystring: geocodeQuery,
        response: { 200: geocodeResponse },
      },
    },
    async (request) => geocode(geocoder, request.query, request.log),
  );

  app.get(
    '/public/geo/reverse',
    {
      preHandler: limitGeo,
      schema: {
        tags,
        summary: 'The address at a point; null when unknown or no geocoder is configured',
        querystring: reverseGeocodeQuery,
        response: { 200: reverseGeocodeResponse },
      },
    },
    async (request) => reverseGeocode(geocoder, request.query, request.log),
  );
};

import {
  autocompleteQuery,
  autocompleteResponse,
  geocodeQuery,
  geocodeResponse,
  reverseGeocodeQuery,
  reverseGeocodeResponse,
} from '@masar/contract/geocoding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireRole } from '../../plugins/auth';
import type { Geocoder } from './geocoder';
import { autocomplete, geocode, reverseGeocode } from './geocoding.service';

const tags = ['geo'];
const security = [{ bearer: [] }];

export interface GeocodingRoutesOptions {
  /** null: no external geocoder configured; search answers from the catalogue and saved places. */
  geocoder: Geocoder | null;
}

/** Place search for the booking flow, for any signed-in role. */
export const geocodingRoutes: FastifyPluginAsyncZod<GeocodingRoutesOptions> = async (app, options) => {
  const signedIn = requireRole(['Admin', 'Agent', 'User']);
  const { geocoder } = options;

  app.get(
    '/geo/autocomplete',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: 'Catalogue locations, then the agent’s saved places, then the geocoder’s results',
        querystring: autocompleteQuery,
        response: { 200: autocompleteResponse },
      },
    },
    async (request) => autocomplete(app.db, geocoder, principalOf(request), request.query, request.log),
  );

  app.get(
    '/geo/geocode',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: 'The point and address of a geocoder suggestion (502 “Geocoding failed”)',
        querystring: geocodeQuery,
        response: { 200: geocodeResponse },
      },
    },
    async (request) => geocode(geocoder, request.query, request.log),
  );

  app.get(
    '/geo/reverse',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: 'The address at a point; null when unknown or no geocoder is configured',
        querystring: reverseGeocodeQuery,
        response: { 200: reverseGeocodeResponse },
      },
    },
    async (request) => reverseGeocode(geocoder, request.query, request.log),
  );
};

import { fieldMessage } from '@masar/contract/messages';
import {
  copyRouteBody,
  exportGridQuery,
  GRID_FILE_FIELD,
  GRID_FILE_MAX_BYTES,
  importGridResponse,
  percentOfBaseBody,
  simulateBody,
  simulateResponse,
  toolResultResponse,
} from '@masar/contract/price-tools';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { distanceOptionsOf } from '../../config';
import { badRequest } from '../../lib/errors';
import { readMultipartForm } from '../../lib/multipart';
import { exportLanguage, sendXlsx } from '../../lib/xlsx-download';
import { principalOf, requireRole } from '../../plugins/auth';
import { simulatePrice } from './price-simulator';
import { copyRoute, priceByPercentOfBase } from './route-grid-tools.service';
import { gridRows, importGrid, writeGridXlsx } from './route-grid-xlsx';

const tags = ['taxi services'];
const security = [{ bearer: [] }];

/**
 * Issue #17's admin pricing tools on the route prices: copy a route, price cars as a percentage of a base
 * car, export/import the grid as .xlsx, and the price simulator. All need EditTaxiServices, the export and
 * the simulator too (they read the whole price list and nothing else of the back office reads it).
 */
export const priceToolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const canEdit = requireRole('Admin', { permission: 'EditTaxiServices' });

  app.post(
    '/taxi-service/tools/copy-route',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Copy every car’s price of a route onto another route (created or replaced)',
        body: copyRouteBody,
        response: { 200: toolResultResponse },
      },
    },
    async (request) => copyRoute(app.db, request.body, principalOf(request).id),
  );

  app.post(
    '/taxi-service/tools/percent-of-base',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Price cars of a route as a percentage of a base car’s price (rounded half up)',
        body: percentOfBaseBody,
        response: { 200: toolResultResponse },
      },
    },
    async (request) => priceByPercentOfBase(app.db, request.body, principalOf(request).id),
  );

  app.get(
    '/taxi-service/tools/export',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'The route grid as .xlsx (one area’s, or every price): from, to, direction, car, prices',
        querystring: exportGridQuery,
      },
    },
    async (request, reply) => {
      const lang = exportLanguage(request, request.query.lang);
      return sendXlsx(
        request,
        reply,
        'route-prices',
        gridRows(app.db, request.query.areaId),
        (output, rows) => writeGridXlsx(output, rows, lang),
      );
    },
  );

  app.post(
    '/taxi-service/tools/import',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: `Import a route grid .xlsx (multipart/form-data, field "${GRID_FILE_FIELD}"): all rows or none`,
        consumes: ['multipart/form-data'],
        response: { 200: importGridResponse },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, {
        fileFields: [GRID_FILE_FIELD],
        maxFiles: 1,
        maxFileBytes: GRID_FILE_MAX_BYTES,
      });
      const file = form.files[0];
      if (!file) throw badRequest([fieldMessage(GRID_FILE_FIELD, 'required')]);
      return importGrid(app.db, file.bytes, principalOf(request).id);
    },
  );

  app.post(
    '/taxi-service/tools/simulate',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Price a trip for every car exactly as a booking is priced (route or distance, surcharges)',
        body: simulateBody,
        response: { 200: simulateResponse },
      },
    },
    async (request) =>
      simulatePrice(app.db, request.body, {
        currency: app.config.currency,
        leadMinutes: app.config.bookingLeadMinutes,
        timeZone: app.config.timeZone,
        distance: distanceOptionsOf(app.config),
      }),
  );
};

import {
  reportBreakdownSchema,
  reportPeriodQuery,
  reportSeriesQuery,
  reportSeriesSchema,
  reportSummarySchema,
} from '@masar/contract/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth';
import { reportBreakdown } from './report-breakdown';
import { reportSeries } from './report-series';
import { reportSummary } from './reports.service';

const tags = ['reports'];
const security = [{ bearer: [] }];

/** Dashboard figures and reports for ViewReports holders, computed in SQL over a period of business days. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const canView = requireRole('Admin', { permission: 'ViewReports' });

  app.get(
    '/reports/summary',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Bookings, revenue, ledger totals and waiting requests of a period; agent balances now',
        querystring: reportPeriodQuery,
        response: { 200: reportSummarySchema },
      },
    },
    async (request) => reportSummary(app.db, app.config, request.query),
  );

  app.get(
    '/reports/series',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Bookings, revenue and refunds per day, week (from Sunday) or month of a period',
        querystring: reportSeriesQuery,
        response: { 200: reportSeriesSchema },
      },
    },
    async (request) => reportSeries(app.db, app.config.timeZone, request.query),
  );

  app.get(
    '/reports/breakdown',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'A period’s bookings by status, area and car type, and the top agents by revenue',
        querystring: reportPeriodQuery,
        response: { 200: reportBreakdownSchema },
      },
    },
    async (request) => reportBreakdown(app.db, app.config.timeZone, request.query),
  );
};

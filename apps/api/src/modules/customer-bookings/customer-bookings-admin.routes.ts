import { adminActionListResponse } from '@masar/contract/admin-actions';
import { errorSchema, idParams } from '@masar/contract/common';
import {
  cancelCustomerBookingBody,
  customerBookingListResponse,
  customerBookingSchema,
  exportAdminCustomerBookingsQuery,
  listAdminCustomerBookingsQuery,
} from '@masar/contract/customer-bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportLanguage, sendXlsx } from '../../lib/xlsx-download';
import { principalOf, requireRole } from '../../plugins/auth';
import { listActionsOn } from '../admin-actions/admin-actions.service';
import { mailContextOf } from '../mail/mail.service';
import {
  acceptCustomerBooking,
  cancelCustomerBookingByAdmin,
  completeCustomerBooking,
  getCustomerBookingForAdmin,
  listCustomerBookingsForAdmin,
  streamCustomerBookingsForAdmin,
} from './customer-bookings-admin.service';
import { writeCustomerBookingsXlsx } from './customer-bookings-export';

const tags = ['customer bookings (admin)'];
const security = [{ bearer: [] }];

/**
 * The back office's side of customers' bookings: read with ViewOrders, move with ManageOrders and
 * ViewOrders (no one acts on a booking they cannot see: decision 0007).
 */
export const customerBookingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const canView = requireRole('Admin', { permission: 'ViewOrders' });
  const canManage = requireRole('Admin', { permission: ['ManageOrders', 'ViewOrders'] });
  const changed = { 200: customerBookingSchema, 409: errorSchema };

  app.get(
    '/bookings/admin/all-bookings',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Every customer’s bookings, a page at a time',
        querystring: listAdminCustomerBookingsQuery,
        response: { 200: customerBookingListResponse },
      },
    },
    async (request) => listCustomerBookingsForAdmin(app.db, app.config.timeZone, request.query),
  );

  app.get(
    '/bookings/admin/one/:id',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'One booking',
        params: idParams,
        response: { 200: customerBookingSchema },
      },
    },
    async (request) => getCustomerBookingForAdmin(app.db, request.params.id),
  );

  app.get(
    '/bookings/admin/admin-actions/:id',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Every admin action on a customer booking, oldest first',
        params: idParams,
        response: { 200: adminActionListResponse },
      },
    },
    async (request) => {
      await getCustomerBookingForAdmin(app.db, request.params.id);
      return listActionsOn(app.db, 'CustomerBooking', request.params.id);
    },
  );

  app.patch(
    '/bookings/admin/mark-as-accepted/:id',
    {
      preHandler: canManage,
      schema: { tags, security, summary: 'Requested ⇒ Accepted', params: idParams, response: changed },
    },
    async (request) =>
      acceptCustomerBooking(app.db, principalOf(request).id, request.params.id, mailContextOf(app)),
  );

  app.patch(
    '/bookings/admin/mark-as-completed/:id',
    {
      preHandler: canManage,
      schema: { tags, security, summary: 'Accepted ⇒ Completed', params: idParams, response: changed },
    },
    async (request) =>
      completeCustomerBooking(app.db, app.config.timeZone, principalOf(request).id, request.params.id),
  );

  app.patch(
    '/bookings/admin/cancel/:id',
    {
      preHandler: canManage,
      schema: {
        tags,
        security,
        summary: 'Requested or Accepted ⇒ Cancelled, with the reason the customer reads',
        params: idParams,
        body: cancelCustomerBookingBody,
        response: changed,
      },
    },
    async (request) =>
      cancelCustomerBookingByAdmin(
        app.db,
        principalOf(request).id,
        request.params.id,
        request.body.reason,
        mailContextOf(app),
      ),
  );

  app.get(
    '/bookings/admin/export',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Every customer booking matching the admin list filters, as .xlsx (headers in `lang`)',
        querystring: exportAdminCustomerBookingsQuery,
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { timeZone, currency } = app.config;
      const bookings = streamCustomerBookingsForAdmin(app.db, timeZone, query);
      const lang = exportLanguage(request, query.lang);
      return sendXlsx(request, reply, 'customer-bookings', bookings, (output, rows) =>
        writeCustomerBookingsXlsx(output, rows, { lang, timeZone, currency }),
      );
    },
  );
};

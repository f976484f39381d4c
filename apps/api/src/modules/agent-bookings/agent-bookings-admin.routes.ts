import { adminActionListResponse } from '@masar/contract/admin-actions';
import {
  agentBookingListResponse,
  agentBookingSchema,
  exportAdminAgentBookingsQuery,
  listAdminAgentBookingsQuery,
  refundAgentBookingBody,
} from '@masar/contract/agent-bookings';
import { errorSchema, idParams } from '@masar/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportLanguage } from '../../lib/xlsx-download';
import { principalOf, requireRole } from '../../plugins/auth';
import { listActionsOn } from '../admin-actions/admin-actions.service';
import { mailContextOf } from '../mail/mail.service';
import {
  acceptBooking,
  completeBooking,
  getBookingForAdmin,
  listBookingsForAdmin,
  refundBooking,
  streamBookingsForAdmin,
} from './agent-bookings-admin.service';
import { sendBookingsXlsx } from './bookings-download';

const tags = ['agent bookings (admin)'];
const security = [{ bearer: [] }];

/**
 * The back office's side of agents' bookings: read with ViewAgentsBookings, move with ManageOrders and
 * ViewAgentsBookings (no one acts on a booking they cannot see: decision 0007).
 */
export const agentBookingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const canView = requireRole('Admin', { permission: 'ViewAgentsBookings' });
  const canManage = requireRole('Admin', { permission: ['ManageOrders', 'ViewAgentsBookings'] });
  const changed = { 200: agentBookingSchema, 409: errorSchema };

  app.get(
    '/agents-bookings/all-bookings-by-admin',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Every agent’s bookings, a page at a time',
        querystring: listAdminAgentBookingsQuery,
        response: { 200: agentBookingListResponse },
      },
    },
    async (request) => listBookingsForAdmin(app.db, app.config.timeZone, request.query),
  );

  app.get(
    '/agents-bookings/one-by-admin/:id',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'One booking',
        params: idParams,
        response: { 200: agentBookingSchema },
      },
    },
    async (request) => getBookingForAdmin(app.db, request.params.id),
  );

  app.get(
    '/agents-bookings/admin-actions-on-agent-bookings/:id',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Every admin action on a booking, oldest first',
        params: idParams,
        response: { 200: adminActionListResponse },
      },
    },
    async (request) => {
      await getBookingForAdmin(app.db, request.params.id);
      return listActionsOn(app.db, 'AgentBooking', request.params.id);
    },
  );

  app.patch(
    '/agents-bookings/mark-booking-as-accepted-by-admins/:id',
    {
      preHandler: canManage,
      schema: { tags, security, summary: 'Requested ⇒ Accepted', params: idParams, response: changed },
    },
    async (request) => acceptBooking(app.db, principalOf(request).id, request.params.id, mailContextOf(app)),
  );

  app.post(
    '/agents-bookings/mark-as-completed/:id',
    {
      preHandler: canManage,
      schema: { tags, security, summary: 'Accepted ⇒ Completed', params: idParams, response: changed },
    },
    async (request) => completeBooking(app.db, principalOf(request).id, request.params.id),
  );

  app.patch(
    '/agents-bookings/refund/:id',
    {
      preHandler: canManage,
      schema: {
        tags,
        security,
        summary:
          'Requested or Accepted ⇒ Refunded: the full price back (mode Full, or no body), or less the terms’ fee (mode Terms)',
        params: idParams,
        body: refundAgentBookingBody,
        response: changed,
      },
    },
    async (request) =>
      refundBooking(
        app.db,
        app.config.timeZone,
        principalOf(request).id,
        request.params.id,
        request.body,
        mailContextOf(app),
      ),
  );

  app.get(
    '/agents-bookings/export-all-bookings-by-admin',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Every booking matching the admin list filters, as .xlsx (headers in `lang`)',
        querystring: exportAdminAgentBookingsQuery,
      },
    },
    async (request, reply) => {
      const { query } = request;
      return sendBookingsXlsx(request, reply, streamBookingsForAdmin(app.db, app.config.timeZone, query), {
        lang: exportLanguage(request, query.lang),
        withAgent: true,
        fileName: 'agents-bookings',
      });
    },
  );
};

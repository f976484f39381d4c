import {
  agentBookingListResponse,
  agentBookingSchema,
  cancelAgentBookingQuery,
  createAgentBookingBody,
  createdAgentBookingSchema,
  editAgentBookingBody,
  exportAgentBookingsQuery,
  listAgentBookingsQuery,
  PDF_MIME,
} from '@masar/contract/agent-bookings';
import { cancellationQuoteSchema } from '@masar/contract/cancellation-policy';
import { errorSchema, idParams } from '@masar/contract/common';
import { IDEMPOTENCY_KEY_HEADER, quoteBody, quoteResponse } from '@masar/contract/trips';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { distanceOptionsOf } from '../../config';
import { exportLanguage } from '../../lib/xlsx-download';
import { principalOf, requireRole } from '../../plugins/auth';
import { idempotencyHeaders } from '../bookings-core/booked-trip';
import { assignedDriverOf } from '../drivers/driver-jobs.service';
import { mailContextOf } from '../mail/mail.service';
import { quoteTrip } from '../pricing/trip-quote';
import { ticketLegs } from './agent-booking-mail';
import {
  agentCancellationQuote,
  cancelAgentBooking,
  createAgentBooking,
  editAgentBooking,
  getAgentBooking,
  listAgentBookings,
  streamAgentBookings,
} from './agent-bookings.service';
import { editBookingByAdmin, getBookingForAdmin } from './agent-bookings-admin.service';
import { sendBookingsXlsx } from './bookings-download';
import { renderTicketPdf } from './ticket-pdf';

const tags = ['agent bookings'];
const security = [{ bearer: [] }];

/** The agent's side of bookings: quote, book and pay from the wallet, list, change, cancel. */
export const agentBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const agentOnly = requireRole('Agent');

  app.post(
    '/agents-bookings/quote',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: 'Price a trip: the cars offered, or one car with extras',
        body: quoteBody,
        response: { 200: quoteResponse, 404: errorSchema },
      },
    },
    async (request) => {
      const { place: _place, ...quote } = await quoteTrip(app.db, request.body, {
        currency: app.config.currency,
        leadMinutes: app.config.bookingLeadMinutes,
        timeZone: app.config.timeZone,
        distance: distanceOptionsOf(app.config),
      });
      return quote;
    },
  );

  app.post(
    '/agents-bookings/create-by-agent',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: 'Book a trip and pay it from the wallet (send an Idempotency-Key to retry safely)',
        headers: idempotencyHeaders,
        body: createAgentBookingBody,
        response: { 201: createdAgentBookingSchema, 402: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const { booking, replayed } = await createAgentBooking(
        app.db,
        app.config,
        principalOf(request).id,
        request.body,
        { idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER], mail: mailContextOf(app) },
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      // A return trip answers both legs (decision 0017), a retry too.
      const returnLeg = booking.returnLegId
        ? await getAgentBooking(app.db, principalOf(request).id, booking.returnLegId)
        : null;
      return reply.code(201).send({ ...booking, returnLeg });
    },
  );

  app.get(
    '/agents-bookings/all-bookings-by-agent',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: 'The agent’s bookings, a page at a time',
        querystring: listAgentBookingsQuery,
        response: { 200: agentBookingListResponse },
      },
    },
    async (request) => listAgentBookings(app.db, app.config.timeZone, principalOf(request).id, request.query),
  );

  app.get(
    '/agents-bookings/one-by-agent/:id',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: 'One of the agent’s bookings',
        params: idParams,
        response: { 200: agentBookingSchema },
      },
    },
    async (request) => getAgentBooking(app.db, principalOf(request).id, request.params.id),
  );

  app.patch(
    '/agents-bookings/:id',
    {
      preHandler: requireRole(['Agent', 'Admin'], { permission: ['ManageOrders', 'ViewAgentsBookings'] }),
      schema: {
        tags,
        security,
        summary:
          'Change the traveller, flight or notes (the agent while Requested; admins with ManageOrders and ViewAgentsBookings)',
        params: idParams,
        body: editAgentBookingBody,
        response: { 200: agentBookingSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return principal.role === 'Admin'
        ? editBookingByAdmin(app.db, principal.id, request.params.id, request.body)
        : editAgentBooking(app.db, principal.id, request.params.id, request.body);
    },
  );

  app.get(
    '/agents-bookings/:id/cancellation',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary:
          'What cancelling now would cost: the fee and refund under the booking’s terms (decision 0016)',
        params: idParams,
        response: { 200: cancellationQuoteSchema },
      },
    },
    async (request) => agentCancellationQuote(app.db, principalOf(request).id, request.params.id),
  );

  app.delete(
    '/agents-bookings/:id',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary:
          'Cancel while Requested or Accepted, before pickup: status Refunded, the price back to the wallet less the terms’ fee (`bothLegs`: both legs of a return trip)',
        params: idParams,
        querystring: cancelAgentBookingQuery,
        response: { 200: agentBookingSchema, 409: errorSchema },
      },
    },
    async (request) =>
      cancelAgentBooking(
        app.db,
        app.config.timeZone,
        principalOf(request).id,
        request.params.id,
        mailContextOf(app),
        { bothLegs: request.query.bothLegs },
      ),
  );

  app.get(
    '/agents-bookings/download-ticket/:id',
    {
      preHandler: requireRole(['Agent', 'Admin'], { permission: 'ViewAgentsBookings' }),
      schema: {
        tags,
        security,
        summary: 'The booking’s ticket as a PDF (the agent’s own; admins with ViewAgentsBookings)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const booking =
        principal.role === 'Admin'
          ? await getBookingForAdmin(app.db, request.params.id)
          : await getAgentBooking(app.db, principal.id, request.params.id);
      // A return trip's ticket has both legs, whichever leg is asked for (decision 0017); both are the agent's.
      const legs = await ticketLegs(app.db, booking);
      const drivers = Object.fromEntries(
        await Promise.all(legs.map(async (leg) => [leg.id, await assignedDriverOf(app.db, 'Agent', leg.id)])),
      );
      const pdf = await renderTicketPdf(legs, { timeZone: app.config.timeZone, drivers });
      return reply
        .type(PDF_MIME)
        .header('content-disposition', `attachment; filename="${booking.reference}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/agents-bookings/export-all-bookings-by-agent',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: 'The agent’s bookings matching the list filters, as .xlsx (headers in `lang`)',
        querystring: exportAgentBookingsQuery,
      },
    },
    async (request, reply) => {
      const { query } = request;
      const bookings = streamAgentBookings(app.db, app.config.timeZone, principalOf(request).id, query);
      return sendBookingsXlsx(request, reply, bookings, {
        lang: exportLanguage(request, query.lang),
        withAgent: false,
        fileName: 'bookings',
      });
    },
  );
};

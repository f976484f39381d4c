import { cancellationQuoteSchema } from '@masar/contract/cancellation-policy';
import { errorSchema, idParams } from '@masar/contract/common';
import {
  cancelOwnCustomerBookingQuery,
  createCustomerBookingBody,
  createdCustomerBookingSchema,
  customerBookingListResponse,
  customerBookingSchema,
  editCustomerBookingBody,
  listCustomerBookingsQuery,
} from '@masar/contract/customer-bookings';
import { IDEMPOTENCY_KEY_HEADER, quoteBody, quoteResponse } from '@masar/contract/trips';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { distanceOptionsOf } from '../../config';
import { takeRateLimitHit } from '../../lib/rate-limit';
import { principalOf, requireRole } from '../../plugins/auth';
import { idempotencyHeaders } from '../bookings-core/booked-trip';
import { mailContextOf } from '../mail/mail.service';
import { quoteTrip } from '../pricing/trip-quote';
import {
  cancelCustomerBooking,
  createCustomerBooking,
  customerCancellationQuote,
  editCustomerBooking,
  getCustomerBooking,
  listCustomerBookings,
} from './customer-bookings.service';

const tags = ['customer bookings'];
const security = [{ bearer: [] }];

/** Quotes one IP may ask for without signing in, per window: plenty for a person, little for a scraper. */
export const QUOTE_LIMIT = 120;
export const QUOTE_WINDOW_MINUTES = 10;

/** The customer's side (User role): quote (open to visitors), book, list, change and cancel their own. */
export const customerBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const userOnly = requireRole('User');

  app.post(
    '/bookings/quote',
    {
      schema: {
        tags,
        summary: 'Price a trip for a visitor or customer (no sign-in; rate-limited per IP)',
        body: quoteBody,
        response: { 200: quoteResponse, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await takeRateLimitHit(app.db, `quote-ip:${request.ip}`, QUOTE_LIMIT, QUOTE_WINDOW_MINUTES);
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
    '/bookings',
    {
      preHandler: userOnly,
      schema: {
        tags,
        security,
        summary:
          'Book a trip (with `returnLeg`, a return trip: two legs, one reference), paid to the driver at pickup (send an Idempotency-Key to retry safely)',
        headers: idempotencyHeaders,
        body: createCustomerBookingBody,
        response: { 201: createdCustomerBookingSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const { booking, replayed } = await createCustomerBooking(
        app.db,
        app.config,
        principalOf(request).id,
        request.body,
        { idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER], mail: mailContextOf(app) },
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(booking);
    },
  );

  app.get(
    '/bookings',
    {
      preHandler: userOnly,
      schema: {
        tags,
        security,
        summary: 'The customer’s bookings, a page at a time',
        querystring: listCustomerBookingsQuery,
        response: { 200: customerBookingListResponse },
      },
    },
    async (request) =>
      listCustomerBookings(app.db, app.config.timeZone, principalOf(request).id, request.query),
  );

  app.get(
    '/bookings/:id',
    {
      preHandler: userOnly,
      schema: {
        tags,
        security,
        summary: 'One of the customer’s bookings',
        params: idParams,
        response: { 200: customerBookingSchema },
      },
    },
    async (request) => getCustomerBooking(app.db, principalOf(request).id, request.params.id),
  );

  app.patch(
    '/bookings/:id',
    {
      preHandler: userOnly,
      schema: {
        tags,
        security,
        summary: 'Change the traveller, flight or notes while Requested',
        params: idParams,
        body: editCustomerBookingBody,
        response: { 200: customerBookingSchema, 409: errorSchema },
      },
    },
    async (request) => editCustomerBooking(app.db, principalOf(request).id, request.params.id, request.body),
  );

  app.get(
    '/bookings/:id/cancellation',
    {
      preHandler: userOnly,
      schema: {
        tags,
        security,
        summary: 'Whether the booking can be cancelled now, and its fee under its terms (decision 0016)',
        params: idParams,
        response: { 200: cancellationQuoteSchema },
      },
    },
    async (request) => customerCancellationQuote(app.db, principalOf(request).id, request.params.id),
  );

  app.delete(
    '/bookings/:id',
    {
      preHandler: userOnly,
      schema: {
        tags,
        security,
        summary:
          'Cancel while Requested and free under its terms: status Cancelled (bookings are never deleted; `bothLegs`: both legs of a return trip)',
        params: idParams,
        querystring: cancelOwnCustomerBookingQuery,
        response: { 200: customerBookingSchema, 409: errorSchema },
      },
    },
    async (request) =>
      cancelCustomerBooking(app.db, principalOf(request).id, request.params.id, mailContextOf(app), {
        bothLegs: request.query.bothLegs,
      }),
  );
};

import { idParams } from '@masar/contract/common';
import { IMAGE_MAX_BYTES } from '@masar/contract/images';
import {
  listTopUpRequestsQuery,
  RECEIPT_FIELD,
  rejectTopUpRequestBody,
  topUpRequestListResponse,
  topUpRequestSchema,
  topUpSettingsResponse,
} from '@masar/contract/top-up-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_TOP_UP_MAX } from '../../config';
import { readMultipartForm } from '../../lib/multipart';
import { principalOf, requireRole } from '../../plugins/auth';
import { mailContextOf } from '../mail/mail.service';
import {
  approveTopUpRequest,
  createTopUpRequest,
  listTopUpRequests,
  type Reader,
  readReceipt,
  rejectTopUpRequest,
} from './top-up-requests.service';

const tags = ['top-up-requests'];
const security = [{ bearer: [] }];

/** Agents' top-up requests (issue #19): the agent asks, a payments admin approves or rejects. */
export const topUpRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const agentOnly = requireRole('Agent');
  const canManage = requireRole('Admin', { permission: 'ManagePayments' });
  const maxAmount = app.config.topUpMax ?? DEFAULT_TOP_UP_MAX;

  app.get(
    '/top-up-requests/settings',
    {
      preHandler: requireRole(['Agent', 'Admin']),
      schema: {
        tags,
        security,
        summary: 'The largest amount one request may ask for',
        response: { 200: topUpSettingsResponse },
      },
    },
    async () => ({ maxAmount, currency: app.config.currency }),
  );

  app.post(
    '/top-up-requests',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: `Ask for a top-up (multipart/form-data: amount, bankReference and an optional "${RECEIPT_FIELD}" image or PDF)`,
        consumes: ['multipart/form-data'],
        response: { 201: topUpRequestSchema },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        fileFields: [RECEIPT_FIELD],
        maxFiles: 1,
        maxFileBytes: IMAGE_MAX_BYTES,
      });
      return reply.code(201).send(await createTopUpRequest(app.db, principalOf(request).id, form, maxAmount));
    },
  );

  app.get(
    '/top-up-requests/mine',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: 'The agent’s own requests, newest first',
        querystring: listTopUpRequestsQuery,
        response: { 200: topUpRequestListResponse },
      },
    },
    async (request) =>
      listTopUpRequests(app.db, { role: 'Agent', id: principalOf(request).id }, request.query),
  );

  app.get(
    '/top-up-requests',
    {
      preHandler: canManage,
      schema: {
        tags,
        security,
        summary: 'Every agent’s requests, newest first (the back office queue)',
        querystring: listTopUpRequestsQuery,
        response: { 200: topUpRequestListResponse },
      },
    },
    async (request) => listTopUpRequests(app.db, { role: 'Admin' }, request.query),
  );

  app.get(
    '/top-up-requests/:id/receipt',
    {
      preHandler: requireRole(['Agent', 'Admin'], { permission: 'ManagePayments' }),
      schema: {
        tags,
        security,
        summary: 'The request’s receipt (its agent’s own; payments admins)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const reader: Reader =
        principal.role === 'Agent' ? { role: 'Agent', id: principal.id } : { role: 'Admin' };
      const receipt = await readReceipt(app.db, request.params.id, reader);
      const extension = receipt.mime === 'application/pdf' ? 'pdf' : receipt.mime.split('/')[1];
      return reply
        .type(receipt.mime)
        .header('content-disposition', `inline; filename="receipt.${extension}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(receipt.bytes);
    },
  );

  app.post(
    '/top-up-requests/:id/approve',
    {
      preHandler: canManage,
      schema: {
        tags,
        security,
        summary: 'Approve a Pending request: one TopUp of its amount (exactly once; a decided one is a 409)',
        params: idParams,
        response: { 200: topUpRequestSchema },
      },
    },
    async (request) =>
      approveTopUpRequest(app.db, principalOf(request).id, request.params.id, mailContextOf(app)),
  );

  app.post(
    '/top-up-requests/:id/reject',
    {
      preHandler: canManage,
      schema: {
        tags,
        security,
        summary: 'Reject a Pending request with a reason',
        params: idParams,
        body: rejectTopUpRequestBody,
        response: { 200: topUpRequestSchema },
      },
    },
    async (request) =>
      rejectTopUpRequest(
        app.db,
        principalOf(request).id,
        request.params.id,
        request.body,
        mailContextOf(app),
      ),
  );
};

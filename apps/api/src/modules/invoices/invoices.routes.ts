import { PDF_MIME } from '@masar/contract/agent-bookings';
import { idParams } from '@masar/contract/common';
import {
  exportInvoicesQuery,
  invoiceListResponse,
  listAgentInvoicesQuery,
  listAllInvoicesQuery,
  sellerSettingsSchema,
  updateSellerSettingsBody,
  vatReportQuery,
} from '@masar/contract/invoices';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportLanguage, sendXlsx } from '../../lib/xlsx-download';
import { principalOf, requireRole } from '../../plugins/auth';
import { renderInvoicePdf } from './invoice-pdf';
import {
  getCustomerBookingInvoice,
  getInvoice,
  getSellerSettings,
  listAgentInvoices,
  listAllInvoices,
  streamInvoices,
  updateSellerSettings,
} from './invoices.service';
import { writeInvoicesXlsx } from './invoices-export';

const tags = ['invoices'];
const security = [{ bearer: [] }];

/**
 * Tax invoices and credit notes (decision 0012): the agent's own, a customer's simplified invoice of a completed
 * booking, every one for ViewPayments, the seller.
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const agentOnly = requireRole('Agent');
  const customerOnly = requireRole('User');
  const canView = requireRole('Admin', { permission: 'ViewPayments' });
  const canEditSeller = requireRole('Admin', { permission: 'EditAdmins' });

  const sendPdf = async (reply: FastifyReply, invoice: Awaited<ReturnType<typeof getInvoice>>) =>
    reply
      .type(PDF_MIME)
      .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(await renderInvoicePdf(invoice, app.config.timeZone));

  app.get(
    '/invoices/mine',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: 'The agent’s own invoices and credit notes, newest first',
        querystring: listAgentInvoicesQuery,
        response: { 200: invoiceListResponse },
      },
    },
    async (request) => listAgentInvoices(app.db, app.config.timeZone, principalOf(request).id, request.query),
  );

  app.get(
    '/invoices/mine/:id/pdf',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: 'One of the agent’s invoices or credit notes as a PDF',
        params: idParams,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await getInvoice(app.db, request.params.id, principalOf(request).id)),
  );

  app.get(
    '/invoices/customer-bookings/:id/pdf',
    {
      preHandler: customerOnly,
      schema: {
        tags,
        security,
        summary:
          'The simplified tax invoice of the customer’s own completed booking (by the booking’s id), as a PDF',
        params: idParams,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await getCustomerBookingInvoice(app.db, request.params.id, principalOf(request).id)),
  );

  app.get(
    '/invoices',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Every invoice and credit note, filtered by period, agent and kind',
        querystring: listAllInvoicesQuery,
        response: { 200: invoiceListResponse },
      },
    },
    async (request) => listAllInvoices(app.db, app.config.timeZone, request.query),
  );

  app.get(
    '/invoices/export',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'The list’s filters as .xlsx (headers in `lang`)',
        querystring: exportInvoicesQuery,
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { timeZone, currency } = app.config;
      const lang = exportLanguage(request, query.lang);
      return sendXlsx(request, reply, 'invoices', streamInvoices(app.db, timeZone, query), (output, rows) =>
        writeInvoicesXlsx(output, rows, { lang, timeZone, currency }),
      );
    },
  );

  app.get(
    '/invoices/vat-report',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary:
          'The VAT report of a period: invoices and credit notes (negative), with net/VAT/total sums, as .xlsx',
        querystring: vatReportQuery,
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { timeZone, currency } = app.config;
      const lang = exportLanguage(request, query.lang);
      const rows = streamInvoices(app.db, timeZone, { from: query.from, to: query.to, sort: 'number' });
      return sendXlsx(request, reply, { name: 'vat-report', period: query }, rows, (output, invoices) =>
        writeInvoicesXlsx(output, invoices, { lang, timeZone, currency, report: true, period: query }),
      );
    },
  );

  app.get(
    '/invoices/:id/pdf',
    {
      preHandler: canView,
      schema: { tags, security, summary: 'Any invoice or credit note as a PDF', params: idParams },
    },
    async (request, reply) => sendPdf(reply, await getInvoice(app.db, request.params.id)),
  );

  app.get(
    '/invoices/seller',
    {
      preHandler: canEditSeller,
      schema: {
        tags,
        security,
        summary: 'The seller on every invoice',
        response: { 200: sellerSettingsSchema },
      },
    },
    async () => getSellerSettings(app.db),
  );

  app.put(
    '/invoices/seller',
    {
      preHandler: canEditSeller,
      schema: {
        tags,
        security,
        summary: 'Change the seller (applies to invoices issued from now on)',
        body: updateSellerSettingsBody,
        response: { 200: sellerSettingsSchema },
      },
    },
    async (request) => updateSellerSettings(app.db, request.body, principalOf(request).id),
  );
};

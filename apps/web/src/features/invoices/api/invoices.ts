import type { Paginated } from '@masar/contract/common';
import type {
  ExportInvoicesQuery,
  Invoice,
  ListAgentInvoicesQuery,
  ListAllInvoicesQuery,
  SellerSettings,
  UpdateSellerSettingsBody,
} from '@masar/contract/invoices';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { downloadFile } from '../../../shared/api/download';

// The one web client of /invoices/* (issue #19, decision 0012): the agent's invoices, the admins' list,
// exports and VAT report (ViewPayments), and the seller settings (EditAdmins).

/** Every invoice query starts with this key; a booking or a refund (other features) may invalidate it. */
export const invoicesKey = ['invoices'] as const;

/** GET /invoices/mine (a page): the agent's own invoices and credit notes. */
export function myInvoicesQueryOptions(params: ListAgentInvoicesQuery) {
  return queryOptions({
    queryKey: [...invoicesKey, 'mine', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<Invoice>>('/invoices/mine', {
        signal,
        silent: true,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /invoices (a page): every invoice, for ViewPayments. */
export function allInvoicesQueryOptions(params: ListAllInvoicesQuery) {
  return queryOptions({
    queryKey: [...invoicesKey, 'all', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<Invoice>>('/invoices', {
        signal,
        silent: true,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The agent's own invoice as a PDF (GET /invoices/mine/:id/pdf). */
export const downloadMyInvoice = (invoice: Pick<Invoice, 'id' | 'number'>) =>
  downloadFile(`/invoices/mine/${invoice.id}/pdf`, { fileName: `${invoice.number}.pdf` });

/** The simplified invoice of the customer's own completed booking (GET /invoices/customer-bookings/:id/pdf). */
export const downloadCustomerBookingInvoice = (booking: { id: string; reference: string }) =>
  downloadFile(`/invoices/customer-bookings/${booking.id}/pdf`, { fileName: `${booking.reference}.pdf` });

/** Any invoice as a PDF, for ViewPayments (GET /invoices/:id/pdf). */
export const downloadInvoice = (invoice: Pick<Invoice, 'id' | 'number'>) =>
  downloadFile(`/invoices/${invoice.id}/pdf`, { fileName: `${invoice.number}.pdf` });

export type InvoiceFilters = Omit<ExportInvoicesQuery, 'lang'>;

/** GET /invoices/export: the filtered list as .xlsx. */
export const exportInvoices = (filters: InvoiceFilters, lang: 'ar' | 'en') =>
  downloadFile('/invoices/export', {
    query: { ...filters, search: filters.search || undefined, lang },
    fileName: 'invoices.xlsx',
  });

/** GET /invoices/vat-report: the period's invoices and credit notes with their sums, as .xlsx. */
export const downloadVatReport = (period: { from: string; to: string }, lang: 'ar' | 'en') =>
  downloadFile('/invoices/vat-report', { query: { ...period, lang }, fileName: 'vat-report.xlsx' });

/** GET /invoices/seller: the seller on every invoice (EditAdmins). */
export function sellerSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...invoicesKey, 'seller'],
    queryFn: ({ signal }) => api.get<SellerSettings>('/invoices/seller', { signal, silent: true }),
  });
}

/** PUT /invoices/seller. Silent: the form shows the server's messages per field. */
export function useUpdateSellerSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSellerSettingsBody) =>
      api.put<SellerSettings>('/invoices/seller', body, { silent: true }),
    onSuccess: (saved) => client.setQueryData([...invoicesKey, 'seller'], saved),
  });
}

import { Button, Group, Select, Stack, Tooltip } from '@mantine/core';
import { IconReceiptTax, IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { agentOptionLabel } from '../../../shared/format/agent-option';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link } from '../../../shared/router/react';
import { ExportButton } from '../../../shared/ui/export-button';
import { PageHeader } from '../../../shared/ui/page-header';
import { PagedTable } from '../../../shared/ui/paged-table';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { paymentAgentsQueryOptions } from '../../transactions/api/transactions';
import { allInvoicesQueryOptions, downloadInvoice, downloadVatReport, exportInvoices } from '../api/invoices';
import { useInvoiceColumns } from '../components/invoice-columns';
import { InvoiceFilters } from '../components/invoice-filters';
import { useInvoiceSearch } from '../components/invoice-search';

function Invoices() {
  const { t, i18n } = useTranslation('invoices');
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const canEditSeller = useAdminCan('EditAdmins');
  const state = useInvoiceSearch();
  const { params } = state;
  const invoices = useQuery(allInvoicesQueryOptions(params));
  const agents = useQuery(paymentAgentsQueryOptions());
  const columns = useInvoiceColumns(downloadInvoice, { withBuyer: true });
  const [reporting, setReporting] = useState(false);
  const { page: _page, limit: _limit, ...filters } = params;
  const period = params.from && params.to ? { from: params.from, to: params.to } : null;

  async function report() {
    if (!period) return;
    setReporting(true);
    try {
      await downloadVatReport(period, i18n.language === 'en' ? 'en' : 'ar');
    } catch {
      // The API client already showed what went wrong.
    } finally {
      setReporting(false);
    }
  }

  return (
    <>
      <PageHeader title={title} description={t('adminIntro')} />
      <Stack gap="md">
        <Group justify="flex-end" gap="sm">
          {canEditSeller && (
            <Button
              component={Link}
              to={localized('/admin-panel/invoices/seller')}
              variant="subtle"
              leftSection={<IconSettings size={18} aria-hidden="true" />}
            >
              {t('sellerLink')}
            </Button>
          )}
          <Tooltip label={t('vatReportHint')} disabled={Boolean(period)}>
            <Button
              variant="default"
              leftSection={<IconReceiptTax size={18} aria-hidden="true" />}
              onClick={() => void report()}
              loading={reporting}
              disabled={!period}
              aria-description={period ? undefined : t('vatReportHint')}
            >
              {t('vatReport')}
            </Button>
          </Tooltip>
          <ExportButton
            label={t('export')}
            disabled={!invoices.data?.total}
            run={(lang) => exportInvoices(filters, lang)}
          />
        </Group>
        <InvoiceFilters state={state}>
          <Select
            label={t('filters.agent')}
            placeholder={t('filters.anyAgent')}
            data={(agents.data ?? []).map((agent) => ({ value: agent.id, label: agentOptionLabel(agent) }))}
            value={params.agentId ?? null}
            onChange={(value) => state.update({ agentId: value })}
            searchable
            clearable
            w={{ base: '100%', xs: 240 }}
          />
        </InvoiceFilters>
        <PagedTable
          state={{ params, filtered: state.filtered, update: state.update }}
          query={invoices}
          columns={columns}
          emptyText={t('list.empty')}
          noResultsText={t('list.noResults')}
        />
      </Stack>
    </>
  );
}

/** /admin-panel/invoices: every invoice and credit note, export and VAT report (ViewPayments). */
export function AdminInvoicesPage() {
  return (
    <RequirePermission permission="ViewPayments">
      <Invoices />
    </RequirePermission>
  );
}

import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { ExportButton } from '../../../shared/ui/export-button';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { exportPayments, paymentsQueryOptions } from '../api/payments';
import { PaymentsFilters } from '../components/payments-filters';
import { PaymentsTable } from '../components/payments-table';
import { usePaymentsSearch } from '../components/use-payments-search';

function Payments() {
  const { t } = useTranslation('payments');
  const title = usePageTitle();
  const search = usePaymentsSearch();
  const { params, update } = search;
  // The table's own query (same key, one request): the export needs something to export.
  const total = useQuery(paymentsQueryOptions(params)).data?.total;
  const { page: _page, limit: _limit, ...filters } = params;

  return (
    <>
      <PageHeader
        title={title}
        description={t('intro')}
        actions={
          <ExportButton label={t('export')} disabled={!total} run={(lang) => exportPayments(filters, lang)} />
        }
      />
      <Stack gap="md">
        <PaymentsFilters search={search} />
        <PaymentsTable
          params={params}
          onChange={update}
          filtered={search.filtered}
          emptyText={t('list.empty')}
        />
      </Stack>
    </>
  );
}

/** /admin-panel/payments: every agent's ledger entries with filters in the URL, and their export (ViewPayments). */
export function PaymentsPage() {
  return (
    <RequirePermission permission="ViewPayments">
      <Payments />
    </RequirePermission>
  );
}

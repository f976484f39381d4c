import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconReportMoney } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link, useSearchParams } from '../../../shared/router/react';
import { ExportButton } from '../../../shared/ui/export-button';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { PaymentsTable } from '../../wallet-core/payments-table';
import { exportPayments, paymentsQueryOptions } from '../api/transactions';
import { AgentBalances } from '../components/agent-balances';
import { PaymentsFilters } from '../components/payments-filters';
import { usePaymentsSearch } from '../components/use-payments-search';

/** The ledger, the screen's first view. */
function Ledger() {
  const { t } = useTranslation('payments');
  const search = usePaymentsSearch();
  const { params, update } = search;
  // The table's own query (same key, one request): the export needs something to export.
  const total = useQuery(paymentsQueryOptions(params)).data?.total;
  const { page: _page, limit: _limit, after: _after, ...filters } = params;

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <ExportButton label={t('export')} disabled={!total} run={(lang) => exportPayments(filters, lang)} />
      </Group>
      <PaymentsFilters search={search} />
      <PaymentsTable
        params={params}
        onChange={update}
        filtered={search.filtered}
        emptyText={t('list.empty')}
      />
    </Stack>
  );
}

type PaymentsView = 'ledger' | 'balances';

/**
 * Two views, the chosen one in the URL (`?view=balances`): the ledger, and every agent's balance with
 * top-up / withdraw (what a ViewPayments + ManagePayments admin needs without ViewAgents). Switching views
 * starts the other one unfiltered: their page, search and sort keys are their own.
 */
function Payments() {
  const { t } = useTranslation('payments');
  const { t: statements } = useTranslation('statements');
  const localized = useLocalizedPath();
  const title = usePageTitle();
  const [params, setParams] = useSearchParams();
  const view: PaymentsView = params.get('view') === 'balances' ? 'balances' : 'ledger';
  const show = (next: string | null) => setParams(next === 'balances' ? { view: 'balances' } : {});

  return (
    <>
      <PageHeader
        title={title}
        description={t('intro')}
        actions={
          <Button
            component={Link}
            to={localized(
              `/admin-panel/payments/statement${params.get('agentId') ? `?agentId=${params.get('agentId')}` : ''}`,
            )}
            variant="light"
            leftSection={<IconReportMoney size={18} aria-hidden="true" />}
          >
            {statements('open')}
          </Button>
        }
      />
      <Tabs value={view} onChange={show} keepMounted={false}>
        <Tabs.List aria-label={t('tabs.label')} mb="md">
          <Tabs.Tab value="ledger">{t('tabs.ledger')}</Tabs.Tab>
          <Tabs.Tab value="balances">{t('tabs.balances')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="ledger">
          <Ledger />
        </Tabs.Panel>
        <Tabs.Panel value="balances">
          <AgentBalances />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** /admin-panel/payments: every agent's ledger entries (filters in the URL, export) and balances (ViewPayments). */
export function PaymentsPage() {
  return (
    <RequirePermission permission="ViewPayments">
      <Payments />
    </RequirePermission>
  );
}

import { Button, Stack } from '@mantine/core';
import { transactionSortFields } from '@masar/contract/transactions';
import { IconReportMoney } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link } from '../../../shared/router/react';
import { parseIdFilter, parsePageSize, parseSort } from '../../../shared/ui/list-sort';
import { PageHeader } from '../../../shared/ui/page-header';
import { PagedTable } from '../../../shared/ui/paged-table';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { useListSearchParams } from '../../../shared/ui/use-list-search-params';
import { LedgerFilters } from '../../wallet-core/ledger-filters';
import { ledgerUrlKeys, parseLedgerUrlFilters } from '../../wallet-core/ledger-url';
import {
  type TransactionSortField,
  type TransactionsParams,
  transactionsQueryOptions,
} from '../api/transactions';
import { BalanceSummary } from '../components/balance-summary';
import { useTransactionColumns } from '../components/transactions-columns';

/** /panel/profile/wallet-transactions: the balance, then the ledger with type, direction and date filters. */
export function WalletTransactionsPage() {
  const { t } = useTranslation('wallet');
  const { t: statements } = useTranslation('statements');
  const localized = useLocalizedPath();
  const title = usePageTitle();
  const { page, after, search, filters, update } = useListSearchParams([
    ...ledgerUrlKeys,
    'sort',
    'limit',
  ] as const);
  const { chosen, rangeInvalid, dates } = parseLedgerUrlFilters(filters);
  const params: TransactionsParams = {
    page,
    after: parseIdFilter(after),
    limit: parsePageSize(filters.limit),
    search: search || undefined,
    ...chosen,
    sort: parseSort<TransactionSortField>(filters.sort, transactionSortFields, '-createdAt'),
  };
  const transactions = useQuery(transactionsQueryOptions(params));
  const filtered = Boolean(params.search || params.type || params.direction || params.from || params.to);
  const columns = useTransactionColumns();

  return (
    <>
      <PageHeader
        title={title}
        description={t('intro')}
        actions={
          <Button
            component={Link}
            to={localized('/panel/profile/statement')}
            variant="light"
            leftSection={<IconReportMoney size={18} aria-hidden="true" />}
          >
            {statements('open')}
          </Button>
        }
      />
      <Stack gap="lg">
        <BalanceSummary />
        <Stack gap="md">
          <LedgerFilters state={{ search, params, dates, filtered, rangeInvalid, update }} />
          <PagedTable
            state={{ params, filtered, update }}
            query={transactions}
            columns={columns}
            emptyText={t('list.empty')}
            noResultsText={t('list.noResults')}
            keyset
          />
        </Stack>
      </Stack>
    </>
  );
}

import { Button, Select, Stack } from '@mantine/core';
import { type Transaction, transactionDirections, transactionTypes } from '@masar/contract/transactions';
import { IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable, useDataTableTexts } from '../../../shared/ui/data-table';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter';
import {
  parseChoiceFilter,
  parseDayFilter,
  parsePageSize,
  parseSort,
  sortParamOf,
  sortStatusOf,
} from '../../../shared/ui/list-sort';
import { ListToolbar } from '../../../shared/ui/list-toolbar';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePaginationLabels } from '../../../shared/ui/pagination-labels';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { useListSearchParams } from '../../../shared/ui/use-list-search-params';
import {
  type TransactionSortField,
  type TransactionsParams,
  transactionSortFields,
  transactionsQueryOptions,
} from '../api/transactions';
import { BalanceSummary } from '../components/balance-summary';
import { useTransactionColumns } from '../components/transactions-columns';

/** On phones the two selects share a row. */
const selectWidth = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 };

/** /panel/profile/wallet-transactions: the balance, then the ledger with type, direction and date filters. */
export function WalletTransactionsPage() {
  const { t } = useTranslation('wallet');
  const title = usePageTitle();
  const { page, search, filters, update } = useListSearchParams([
    'type',
    'direction',
    'from',
    'to',
    'sort',
    'limit',
  ] as const);
  const from = parseDayFilter(filters.from);
  const to = parseDayFilter(filters.to);
  const rangeInvalid = Boolean(from && to && from > to);
  const params: TransactionsParams = {
    page,
    limit: parsePageSize(filters.limit),
    search: search || undefined,
    type: parseChoiceFilter(filters.type, transactionTypes),
    direction: parseChoiceFilter(filters.direction, transactionDirections),
    from,
    to: rangeInvalid ? undefined : to,
    sort: parseSort<TransactionSortField>(filters.sort, transactionSortFields, '-createdAt'),
  };
  const transactions = useQuery(transactionsQueryOptions(params));
  const filtered = Boolean(params.search || params.type || params.direction || params.from || params.to);
  const texts = useDataTableTexts(filtered);
  const pagination = usePaginationLabels();
  const columns = useTransactionColumns();
  const all = { value: '', label: t('filters.all') };

  return (
    <>
      <PageHeader title={title} description={t('intro')} />
      <Stack gap="lg">
        <BalanceSummary />
        <Stack gap="md">
          <ListToolbar
            search={search}
            onSearch={(value) => update({ search: value })}
            searchLabel={t('filters.searchLabel')}
            searchPlaceholder={t('filters.searchPlaceholder')}
          >
            <Select
              label={t('filters.type')}
              data={[all, ...transactionTypes.map((type) => ({ value: type, label: t(`type.${type}`) }))]}
              value={params.type ?? ''}
              onChange={(value) => update({ type: value })}
              allowDeselect={false}
              w={selectWidth}
            />
            <Select
              label={t('filters.direction')}
              data={[
                all,
                ...transactionDirections.map((direction) => ({
                  value: direction,
                  label: t(`direction.${direction}`),
                })),
              ]}
              value={params.direction ?? ''}
              onChange={(value) => update({ direction: value })}
              allowDeselect={false}
              w={selectWidth}
            />
            <DateRangeFilter
              label={t('filters.dates')}
              placeholder={t('filters.anyDate')}
              clearLabel={t('filters.clearDates')}
              from={from}
              to={to}
              onChange={(range) => update(range)}
              error={rangeInvalid ? t('filters.rangeError') : undefined}
            />
            {(filtered || rangeInvalid) && (
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconFilterOff size={16} aria-hidden="true" />}
                onClick={() => update({ search: null, type: null, direction: null, from: null, to: null })}
              >
                {t('filters.clear')}
              </Button>
            )}
          </ListToolbar>
          {transactions.isError && !transactions.data ? (
            <QueryError onRetry={() => void transactions.refetch()} />
          ) : (
            <DataTable<Transaction>
              {...texts}
              {...pagination}
              noRecordsText={filtered ? t('list.noResults') : t('list.empty')}
              withTableBorder
              borderRadius="md"
              highlightOnHover
              verticalSpacing="sm"
              horizontalSpacing="xs"
              minHeight={transactions.data?.items.length ? undefined : 220}
              records={transactions.data?.items ?? []}
              columns={columns}
              fetching={transactions.isFetching}
              totalRecords={transactions.data?.total ?? 0}
              page={params.page}
              onPageChange={(next) => update({ page: next })}
              recordsPerPage={params.limit}
              onRecordsPerPageChange={(size: number) =>
                update({ limit: size === parsePageSize(null) ? null : size })
              }
              sortStatus={sortStatusOf(params.sort)}
              onSortStatusChange={(status) => update({ sort: sortParamOf<TransactionSortField>(status) })}
              idAccessor="id"
            />
          )}
        </Stack>
      </Stack>
    </>
  );
}

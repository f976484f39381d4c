import { Stack } from '@mantine/core';
import type { Paginated } from '@masar/contract/common';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn, useDataTableTexts } from './data-table';
import { parsePageSize, parseSort, type SortParam, sortParamOf, sortStatusOf } from './list-sort';
import { ListToolbar, type ToolbarFilter } from './list-toolbar';
import { usePaginationLabels } from './pagination-labels';
import { QueryError } from './query-error';
import { SearchCappedNotice } from './search-capped-notice';
import { useLastPagePastEnd } from './use-last-page-past-end';
import { useListSearchParams } from './use-list-search-params';

/**
 * The state of an admin list, all in the URL query (DESIGN §6): page, page size, search, sort and the
 * page's own filters (raw strings, read with list-sort's parse* helpers). `filtered` tells the empty
 * state "nothing matches" from "nothing yet".
 */
export function useListState<Filter extends string, SortField extends string>(options: {
  filters: readonly Filter[];
  sort: { fields: readonly SortField[]; fallback: SortParam<SortField> };
}) {
  const { page, search, filters, update } = useListSearchParams<Filter | 'sort' | 'limit'>([
    ...options.filters,
    'sort',
    'limit',
  ]);
  const { sort: sortValue, limit: limitValue, ...own } = filters;
  const values = own as unknown as Record<Filter, string>;
  return {
    page,
    limit: parsePageSize(limitValue),
    search: search || undefined,
    sort: parseSort(sortValue, options.sort.fields, options.sort.fallback),
    filters: values,
    filtered: Boolean(search) || options.filters.some((name) => values[name] !== ''),
    update,
  };
}

export type ListState<Filter extends string, SortField extends string> = ReturnType<
  typeof useListState<Filter, SortField>
>;

/**
 * An admin list below its page header: the toolbar (search and filters), the table with its loading, empty
 * and error states, paging, page size and column sorting, every change written to the URL.
 */
export function ListView<Row extends { id: string }, Filter extends string, SortField extends string>({
  state,
  query,
  columns,
  filters = [],
  searchLabel,
  searchPlaceholder,
  emptyText,
  noResultsText,
  horizontalSpacing,
}: {
  state: ListState<Filter, SortField>;
  query: UseQueryResult<Paginated<Row>>;
  columns: DataTableColumn<Row>[];
  filters?: (Omit<ToolbarFilter, 'value' | 'name'> & { name: Filter })[];
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Defaults: the generic "Nothing here yet." / "No results match these filters." */
  emptyText?: string;
  noResultsText?: string;
  horizontalSpacing?: 'xs' | 'sm';
}) {
  const texts = useDataTableTexts(state.filtered, query.data?.totalCapped);
  const pagination = usePaginationLabels();
  // The page's filter names are a type parameter here, which TypeScript cannot map over: loosen the keys.
  const update = state.update as (changes: Record<string, string | number | null>) => void;
  const rows = query.data?.items ?? [];
  useLastPagePastEnd(query.data, state.page, state.limit, (page) => update({ page }));

  return (
    <Stack gap="md">
      <ListToolbar
        search={state.search ?? ''}
        onSearch={(value) => update({ search: value })}
        searchLabel={searchLabel}
        searchPlaceholder={searchPlaceholder}
        filters={filters.map((filter) => ({ ...filter, value: state.filters[filter.name] }))}
        onFilter={(name, value) => update({ [name]: value })}
      />
      {query.data?.searchCapped && <SearchCappedNotice />}
      {query.isError && !query.data ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : (
        <DataTable<Row>
          {...texts}
          {...pagination}
          noRecordsText={
            state.filtered ? (noResultsText ?? texts.noRecordsText) : (emptyText ?? texts.noRecordsText)
          }
          withTableBorder
          borderRadius="md"
          highlightOnHover
          verticalSpacing="sm"
          horizontalSpacing={horizontalSpacing}
          minHeight={rows.length ? undefined : 220}
          records={rows}
          columns={columns}
          fetching={query.isFetching}
          totalRecords={query.data?.total ?? 0}
          page={state.page}
          onPageChange={(next) => update({ page: next })}
          recordsPerPage={state.limit}
          onRecordsPerPageChange={(size: number) =>
            update({ limit: size === parsePageSize(null) ? null : size })
          }
          sortStatus={sortStatusOf(state.sort)}
          onSortStatusChange={({ columnAccessor, direction }) => {
            // Another column starts ascending (the table would keep the previous column's direction).
            const current = sortStatusOf(state.sort).columnAccessor;
            const next = String(columnAccessor);
            update({
              sort: sortParamOf<SortField>({
                columnAccessor: next,
                direction: next === current ? direction : 'asc',
              }),
            });
          }}
          idAccessor="id"
        />
      )}
    </Stack>
  );
}

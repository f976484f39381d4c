import { KEYSET_FROM_PAGE, type Paginated } from '@masar/contract/common';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableSortProps } from 'mantine-datatable';
import { DataTable, type DataTableColumn, useDataTableTexts } from './data-table';
import { parsePageSize, type SortParam, sortParamOf, sortStatusOf } from './list-sort';
import { usePaginationLabels } from './pagination-labels';
import { QueryError } from './query-error';
import { SearchCappedNotice } from './search-capped-notice';
import { useLastPagePastEnd } from './use-last-page-past-end';

/** What a paged table reads and writes of its list's URL state. */
export interface PagedTableState<SortField extends string> {
  /** No `sort`: the list has one order and no sortable column. */
  params: { page: number; limit: number; sort?: SortParam<SortField> };
  filtered: boolean;
  update: (changes: {
    page?: number;
    limit?: number | null;
    sort?: SortParam<SortField>;
    after?: string | null;
  }) => void;
}

/**
 * A page of a server-paged list whose page, page size and sort live in the URL, with its loading, empty
 * ("nothing yet": `emptyText`; "nothing matches": `noResultsText`) and error states. `onOpen`: a click on a
 * row opens it (its drawer); keyboard users need a button in a cell for the same. `keyset`: the list's API takes
 * `after` (contract keysetQuery), so "next" from page KEYSET_FROM_PAGE on sends the last row shown instead
 * of making the database skip the pages before. A search that matched more than the API looks at says so.
 */
export function PagedTable<Row extends { id: string }, SortField extends string>({
  state,
  query,
  columns,
  emptyText,
  noResultsText,
  onOpen,
  verticalSpacing = 'sm',
  testId,
  keyset = false,
}: {
  state: PagedTableState<SortField>;
  query: UseQueryResult<Paginated<Row>>;
  columns: DataTableColumn<Row>[];
  emptyText: string;
  noResultsText: string;
  onOpen?: (row: Row) => void;
  verticalSpacing?: 'xs' | 'sm';
  testId?: string;
  keyset?: boolean;
}) {
  const texts = useDataTableTexts(state.filtered, query.data?.totalCapped);
  const pagination = usePaginationLabels();
  const { params, update } = state;
  useLastPagePastEnd(query.data, params.page, params.limit, (page) => update({ page }));
  // Either both sort props or neither (the table's types say so); a list without `sort` has neither.
  const sorting: DataTableSortProps<Row> = params.sort
    ? {
        sortStatus: sortStatusOf(params.sort),
        onSortStatusChange: ({ columnAccessor, direction }) =>
          update({ sort: sortParamOf<SortField>({ columnAccessor: String(columnAccessor), direction }) }),
      }
    : {};

  const onPageChange = (next: number) => {
    const last = query.isPlaceholderData ? undefined : query.data?.items.at(-1);
    update(
      keyset && last && next === params.page + 1 && next >= KEYSET_FROM_PAGE
        ? { page: next, after: last.id }
        : { page: next },
    );
  };

  if (query.isError && !query.data) return <QueryError onRetry={() => void query.refetch()} />;
  return (
    <>
      {query.data?.searchCapped && <SearchCappedNotice />}
      <DataTable<Row>
        {...texts}
        {...pagination}
        noRecordsText={state.filtered ? noResultsText : emptyText}
        withTableBorder
        borderRadius="md"
        highlightOnHover
        verticalSpacing={verticalSpacing}
        horizontalSpacing="xs"
        minHeight={query.data?.items.length ? undefined : 220}
        records={query.data?.items ?? []}
        columns={columns}
        fetching={query.isFetching}
        totalRecords={query.data?.total ?? 0}
        page={params.page}
        onPageChange={onPageChange}
        recordsPerPage={params.limit}
        onRecordsPerPageChange={(size: number) =>
          update({ limit: size === parsePageSize(null) ? null : size })
        }
        {...sorting}
        {...(onOpen && {
          onRowClick: ({ record }) => onOpen(record),
          rowStyle: () => ({ cursor: 'pointer' }),
        })}
        idAccessor="id"
        data-testid={testId}
      />
    </>
  );
}

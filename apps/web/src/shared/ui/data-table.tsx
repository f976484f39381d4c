import 'mantine-datatable/styles.css';
import type { MantineTheme } from '@mantine/core';
import {
  type DataTableColumn,
  DataTable as MantineDataTable,
  type DataTableProps as MantineDataTableProps,
} from 'mantine-datatable';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/translation';
import classes from './data-table.module.css';

/**
 * The lists' table (mantine-datatable) with its CSS, imported only by list pages (their own chunks).
 * Most lists use it through ListView (list-view.tsx). On phones (below sm) every row is a card of
 * "label: value" lines with every column, so nothing that matters (traveller, route, balance) is cut or
 * hidden; the sort icons' screen-reader labels are in the page language.
 */
export type { DataTableColumn };

/** Below Mantine's xs (576 px) rows are cards (data-table.module.css has the same width). */
const CARDS_BELOW = '(max-width: 35.99em)';

type QueryOf<Row> = DataTableColumn<Row>['visibleMediaQuery'];

/** A column hidden on narrow screens still shows in the cards: its media query, or a phone. */
function orOnPhones<Row>(query: QueryOf<Row>): QueryOf<Row> {
  if (!query) return query;
  return (theme: MantineTheme) => `${typeof query === 'function' ? query(theme) : query}, ${CARDS_BELOW}`;
}

export function DataTable<Row>(props: MantineDataTableProps<Row>) {
  const { t } = useTranslation();
  const tableRef = useRef<HTMLTableElement | null>(null);
  const sortLabels: Record<string, string> = {
    'Not sorted': t('list.sortNone'),
    'Sorted ascending': t('list.sortAscending'),
    'Sorted descending': t('list.sortDescending'),
  };

  // mantine-datatable writes its sort icons' labels in English, with no prop to change them.
  useEffect(() => {
    for (const icon of tableRef.current?.querySelectorAll('thead [role="img"][aria-label]') ?? []) {
      const label = sortLabels[icon.getAttribute('aria-label') ?? ''];
      if (label) icon.setAttribute('aria-label', label);
    }
  });

  const columns = 'columns' in props && props.columns ? props.columns : undefined;
  const withLabels = columns?.map(
    (column): DataTableColumn<Row> => ({
      ...column,
      visibleMediaQuery: orOnPhones(column.visibleMediaQuery),
      customCellAttributes: (record, index) => ({
        ...column.customCellAttributes?.(record, index),
        'data-label': typeof column.title === 'string' ? column.title : '',
      }),
    }),
  );
  const tableProps = { ...props, ...(withLabels && { columns: withLabels }) } as MantineDataTableProps<Row>;
  return (
    <MantineDataTable<Row>
      {...tableProps}
      tableRef={(table) => {
        tableRef.current = table;
      }}
      className={[classes.cards, props.className].filter(Boolean).join(' ')}
    />
  );
}

/**
 * Texts of the table in the page language. `totalCapped`: the server stopped counting (long lists), so the
 * total reads as a lower bound ("of 200+").
 */
export function useDataTableTexts(filtered: boolean, totalCapped = false) {
  const { t } = useTranslation();
  return {
    noRecordsText: filtered ? t('list.noResults') : t('list.empty'),
    loadingText: t('loading'),
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      t(totalCapped ? 'list.recordsAtLeast' : 'list.records', { from, to, total: totalRecords }),
  };
}

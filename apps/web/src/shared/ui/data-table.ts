import 'mantine-datatable/styles.css';

/**
 * The lists' table (mantine-datatable) with its CSS, imported only by list pages (their own chunks).
 * Common props: 10 rows a page, server pagination, labelled pagination, minimum height for the empty state.
 */
export { DataTable, type DataTableColumn } from 'mantine-datatable';

export const PAGE_SIZE = 10;

import { useTranslation } from 'react-i18next';

/** Texts of the table in the page language. */
export function useDataTableTexts(filtered: boolean) {
  const { t } = useTranslation('catalogue');
  return {
    noRecordsText: filtered ? t('common.noResults') : t('common.empty'),
    loadingText: t('common.loading'),
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      t('common.records', { from, to, total: totalRecords }),
  };
}

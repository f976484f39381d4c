import 'mantine-datatable/styles.css';

/**
 * The lists' table (mantine-datatable) with its CSS, imported only by list pages (their own chunks).
 * Most lists use it through ListView (list-view.tsx).
 */
export { DataTable, type DataTableColumn } from 'mantine-datatable';

import { useTranslation } from 'react-i18next';

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

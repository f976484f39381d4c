import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZES } from '../config';

/** Labels of mantine-datatable's pagination in the page language (its arrows are icon-only buttons). */
export function usePaginationLabels() {
  const { t } = useTranslation();
  const labels = {
    first: t('list.firstPage'),
    last: t('list.lastPage'),
    previous: t('list.previousPage'),
    next: t('list.nextPage'),
  } as const;
  return {
    recordsPerPageLabel: t('list.perPage'),
    recordsPerPageOptions: [...LIST_PAGE_SIZES],
    getPaginationControlProps: (control: keyof typeof labels) => ({ 'aria-label': labels[control] }),
  };
}

import { LIST_PAGE_SIZES } from '../config';
import { useTranslation } from '../i18n/translation';

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

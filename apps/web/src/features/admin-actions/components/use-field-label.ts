import { useTranslation } from '../../../shared/i18n/translation';

/** A snapshot field's name in the page language; a field the locale files do not name shows as it is stored. */
export function useFieldLabel(): (field: string) => string {
  const { t } = useTranslation('admin-actions');
  const labels: Record<string, string | undefined> = t('fields', { returnObjects: true });
  return (field) => labels[field] ?? field;
}

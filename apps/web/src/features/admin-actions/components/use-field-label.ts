import { useTranslation } from '../../../shared/i18n/translation';

/** A snapshot field's name in the page language; a field the locale files do not name shows as it is stored. */
export function useFieldLabel(): (field: string) => string {
  const { t } = useTranslation('admin-actions');
  return (field) => t(`fields.${field}` as 'fields.balance', { defaultValue: field });
}

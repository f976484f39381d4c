import type { CalendarAriaLabels } from '@mantine/dates';
import { useTranslation } from '../i18n/translation';

/** Names for the calendar's icon-only buttons (Mantine leaves them unnamed). */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation('common');
  return {
    nextMonth: t('calendar.nextMonth'),
    previousMonth: t('calendar.previousMonth'),
    nextYear: t('calendar.nextYear'),
    previousYear: t('calendar.previousYear'),
    nextDecade: t('calendar.nextDecade'),
    previousDecade: t('calendar.previousDecade'),
    monthLevelControl: t('calendar.chooseMonth'),
    yearLevelControl: t('calendar.chooseYear'),
  };
}

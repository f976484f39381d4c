import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import { type CalendarAriaLabels, DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The date pickers speak the page language; weeks start on Sunday in Saudi Arabia. */
export function BookingDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'ar', firstDayOfWeek: 0 }}>
      {children}
    </DatesProvider>
  );
}

/** Names for the calendar's icon-only buttons (Mantine leaves them unnamed). */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation('agent-booking');
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

import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';

/** Saudi calendar week: it starts on Sunday (0) and the weekend is Friday and Saturday (5, 6). */
export const SAUDI_WEEK = { firstDayOfWeek: 0, weekendDays: [5, 6] } as const;

/**
 * Every date picker's settings, the same for the booking calendar and the list filters: the page language
 * and the Saudi week.
 */
export function CalendarProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider
      settings={{
        locale: i18n.language === 'en' ? 'en' : 'ar',
        firstDayOfWeek: SAUDI_WEEK.firstDayOfWeek,
        weekendDays: [...SAUDI_WEEK.weekendDays],
      }}
    >
      {children}
    </DatesProvider>
  );
}

import { keptFormat } from './intl-formats';
import type { Language } from './request-language';

/** Text for people in either language that any module may write (e-mails, tickets, exports). */

/** Latin digits and the Gregorian calendar in Arabic too, as on the web pages. */
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-SA-u-nu-latn-ca-gregory' };

export function bilingual(names: { nameAr: string; nameEn: string }, lang: Language): string {
  return lang === 'ar' ? names.nameAr : names.nameEn;
}

export function formatDateTime(iso: string, timeZone: string, lang: Language): string {
  return keptFormat(
    `dateTime ${lang} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[lang], {
        timeZone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZoneName: 'short',
      }),
  ).format(new Date(iso));
}

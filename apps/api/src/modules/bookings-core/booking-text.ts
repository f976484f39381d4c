import type { AgentBooking, BookingStatus } from '@masar/contract/agent-bookings';
import type { CarType } from '@masar/contract/cars';
import type { TripDirection } from '@masar/contract/trips';
import { keptFormat } from '../../lib/intl-formats';
import { bilingual } from '../../lib/words';

/** A booking in words, in Arabic or English, for the ticket and the export. */

export type Lang = 'ar' | 'en';

export const statusNames: Record<Lang, Record<BookingStatus, string>> = {
  en: { Requested: 'Requested', Accepted: 'Accepted', Completed: 'Completed', Refunded: 'Refunded' },
  ar: { Requested: 'مطلوب', Accepted: 'مقبول', Completed: 'مكتمل', Refunded: 'مسترد' },
};

export const directionNames: Record<Lang, Record<TripDirection, string>> = {
  en: { Arrival: 'Arrival', Leaving: 'Departure', Hourly: 'By the hour' },
  ar: { Arrival: 'وصول', Leaving: 'مغادرة', Hourly: 'بالساعة' },
};

export const carTypeNames: Record<Lang, Record<CarType, string>> = {
  en: {
    SUV: 'SUV',
    Sedan: 'Sedan',
    Hatchback: 'Hatchback',
    Convertible: 'Convertible',
    Pickup: 'Pickup',
    Minivan: 'Minivan',
    Van: 'Van',
  },
  ar: {
    SUV: 'دفع رباعي',
    Sedan: 'سيدان',
    Hatchback: 'هاتشباك',
    Convertible: 'مكشوفة',
    Pickup: 'بيك أب',
    Minivan: 'ميني فان',
    Van: 'فان',
  },
};

const digitsByCurrency = new Map<string, number>();

/** Digits after the decimal point of a currency's minor unit: 2 for SAR (halalas), 3 for KWD. */
export function minorUnitDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** Minor units as a number in the major unit: 12550 SAR halalas → 125.5. */
export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** minorUnitDigits(currency);
}

export function formatMoney(minor: number, currency: string, lang: Lang): string {
  const digits = minorUnitDigits(currency);
  return keptFormat(
    `money ${lang} ${currency}`,
    () =>
      new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  ).format(minor / 10 ** digits);
}

/** e.g. "Mon, 5 Jan 2026, 14:30 GMT+3" / "الاثنين، 5 يناير 2026، 14:30 غرينتش+3". */

/** Where a trip starts and ends: Arrival is location → place, Leaving place → location, Hourly the place. */
export function tripEnds(
  booking: Pick<AgentBooking, 'direction' | 'location'> & { place: { address: string } },
  lang: Lang,
): { from: string; to: string | null } {
  const location = booking.location ? bilingual(booking.location, lang) : '';
  if (booking.direction === 'Arrival') return { from: location, to: booking.place.address };
  if (booking.direction === 'Leaving') return { from: booking.place.address, to: location };
  return { from: booking.place.address, to: null };
}

type Noun = 'passenger' | 'bag' | 'hour';
/** Arabic counted nouns by plural category (1 and 2 are words, 3–10 take the plural, 11+ the singular). */
const arabicCounts: Record<Noun, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  passenger: { one: 'راكب واحد', two: 'راكبان', few: '{n} ركاب', many: '{n} راكبًا', other: '{n} راكب' },
  bag: { one: 'حقيبة واحدة', two: 'حقيبتان', few: '{n} حقائب', many: '{n} حقيبة', other: '{n} حقيبة' },
  hour: { one: 'ساعة واحدة', two: 'ساعتان', few: '{n} ساعات', many: '{n} ساعة', other: '{n} ساعة' },
};
const englishCounts: Record<Noun, [string, string]> = {
  passenger: ['passenger', 'passengers'],
  bag: ['bag', 'bags'],
  hour: ['hour', 'hours'],
};

const arabicPlurals = new Intl.PluralRules('ar');

/** "3 passengers" / "3 ركاب". */
export function countOf(count: number, noun: Noun, lang: Lang): string {
  if (lang === 'en') return `${count} ${englishCounts[noun][count === 1 ? 0 : 1]}`;
  const forms = arabicCounts[noun];
  const form = forms[arabicPlurals.select(count)] ?? forms.other;
  return form.replace('{n}', String(count));
}

const listSeparator: Record<Lang, string> = { en: ', ', ar: '، ' };

/** "3 passengers, 2 bags" / "3 ركاب، حقيبتان". */
export function passengersAndBags(passengers: number, bags: number, lang: Lang): string {
  return [countOf(passengers, 'passenger', lang), countOf(bags, 'bag', lang)].join(listSeparator[lang]);
}

/** "Child seat × 2, Meet and greet × 1"; empty when there are none. */
export function extrasSummary(booking: Pick<AgentBooking, 'price'>, lang: Lang): string {
  return booking.price.extras
    .map((extra) => `${bilingual(extra, lang)} × ${extra.quantity}`)
    .join(listSeparator[lang]);
}

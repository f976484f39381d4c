import type { Statement, StatementLine } from '@masar/contract/statements';
import { type Lang, minorUnitDigits } from '../bookings-core/booking-text';
import { transactionNoteText, typeNames } from '../transactions/transactions-export';

/** A statement in words, in Arabic or English, for its PDF and its workbook. */

export const statementWords = {
  en: {
    title: 'Statement of account',
    agent: 'Agent',
    period: 'Period',
    opening: 'Opening balance',
    closing: 'Closing balance',
    date: 'Date',
    type: 'Type',
    booking: 'Booking',
    description: 'Description',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    totals: 'Totals',
    totalIn: 'Total in',
    totalOut: 'Total out',
    noLines: 'No entries in this period.',
    page: 'Page',
    of: 'of',
    sheet: 'Statement',
    amountsIn: 'Amounts in',
  },
  ar: {
    title: 'كشف حساب',
    agent: 'الوكيل',
    period: 'الفترة',
    opening: 'الرصيد الافتتاحي',
    closing: 'الرصيد الختامي',
    date: 'التاريخ',
    type: 'النوع',
    booking: 'الحجز',
    description: 'البيان',
    debit: 'مدين',
    credit: 'دائن',
    balance: 'الرصيد',
    totals: 'الإجماليات',
    totalIn: 'إجمالي الوارد',
    totalOut: 'إجمالي الصادر',
    noLines: 'لا توجد حركات في هذه الفترة.',
    page: 'صفحة',
    of: 'من',
    sheet: 'كشف الحساب',
    amountsIn: 'المبالغ بعملة',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export { typeNames };

/** A line's description in `lang`: what the system wrote, then what an admin typed. */
export function lineDescription(line: Pick<StatementLine, 'noteCode' | 'note'>, lang: Lang): string {
  return transactionNoteText(line, lang) ?? '';
}

const amountFormats = new Map<number, Intl.NumberFormat>();

/** Minor units as "1,234.50" / "-20.00": ASCII digits in both languages, as on the web pages. */
export function amountText(minor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  let format = amountFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    amountFormats.set(digits, format);
  }
  return format.format(minor / 10 ** digits);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** "2026-11-25 14:30", the business time zone's wall clock. */
export function wallClockText(iso: string, timeZone: string): string {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** "2026-11-01 – 2026-11-30". */
export function periodText(statement: Pick<Statement, 'from' | 'to'>): string {
  return `${statement.from} – ${statement.to}`;
}

/** "Alpha Travel (Alpha Co)". */
export function agentText(statement: Pick<Statement, 'agent'>): string {
  const { name, companyName } = statement.agent;
  return companyName ? `${name} (${companyName})` : name;
}

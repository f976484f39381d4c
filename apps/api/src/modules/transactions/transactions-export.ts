import type { Writable } from 'node:stream';
import type {
  Transaction,
  TransactionDirection,
  TransactionNoteCode,
  TransactionType,
} from '@masar/contract/transactions';
import { zoneName } from '../../lib/intl-formats';
import { amountFormat, DATE_TIME_FORMAT, wallClock, writeXlsx, type XlsxColumn } from '../../lib/xlsx';
import { type Lang, minorUnitDigits, toMajorUnits } from '../bookings-core/booking-text';

/** The .xlsx of the payments screen's ledger (DESIGN.md §5 "Export"), headers and values in the request language. */

export type TransactionsExportOptions = {
  lang: Lang;
  /** The business time zone: times are written as its wall-clock time, and the header says which. */
  timeZone: string;
  /** The configured currency, for the number format of the amounts. */
  currency: string;
};

type Header =
  | 'createdAt'
  | 'agent'
  | 'company'
  | 'type'
  | 'direction'
  | 'amount'
  | 'balanceAfter'
  | 'currency'
  | 'booking'
  | 'note'
  | 'admin';

const headers: Record<Lang, Record<Header, string>> = {
  en: {
    createdAt: 'Time',
    agent: 'Agent',
    company: 'Company',
    type: 'Type',
    direction: 'Direction',
    amount: 'Amount',
    balanceAfter: 'Balance after',
    currency: 'Currency',
    booking: 'Booking',
    note: 'Note',
    admin: 'Admin',
  },
  ar: {
    createdAt: 'الوقت',
    agent: 'الوكيل',
    company: 'الشركة',
    type: 'النوع',
    direction: 'الاتجاه',
    amount: 'المبلغ',
    balanceAfter: 'الرصيد بعدها',
    currency: 'العملة',
    booking: 'الحجز',
    note: 'ملاحظة',
    admin: 'المشرف',
  },
};

export const typeNames: Record<Lang, Record<TransactionType, string>> = {
  en: { TopUp: 'Top-up', Refund: 'Refund', Booking: 'Booking', Withdrawal: 'Withdrawal' },
  ar: { TopUp: 'شحن رصيد', Refund: 'استرداد', Booking: 'حجز', Withdrawal: 'سحب' },
};

const directionNames: Record<Lang, Record<TransactionDirection, string>> = {
  en: { Incoming: 'Incoming', Outgoing: 'Outgoing' },
  ar: { Incoming: 'وارد', Outgoing: 'صادر' },
};

/** What the system wrote on an entry, in the request language; an admin's own words follow as typed. */
const noteTexts: Record<Lang, Record<TransactionNoteCode, string>> = {
  en: {
    BookingPaid: 'Booking paid',
    CancelledByAgent: 'Cancelled by the agent',
    RefundedByAdmin: 'Refunded by an admin',
    OpeningBalance: 'Opening balance',
    TopUpRequestApproved: 'Top-up request approved',
    CancellationFee: 'Cancellation fee',
  },
  ar: {
    BookingPaid: 'دفع حجز',
    CancelledByAgent: 'ألغاه الوكيل',
    RefundedByAdmin: 'استرده مشرف',
    OpeningBalance: 'رصيد افتتاحي',
    TopUpRequestApproved: 'طلب شحن مقبول',
    CancellationFee: 'رسوم الإلغاء',
  },
};

export function transactionNoteText(
  entry: Pick<Transaction, 'noteCode' | 'note'>,
  lang: Lang,
): string | null {
  const system = entry.noteCode ? noteTexts[lang][entry.noteCode] : null;
  if (system && entry.note) return `${system}: ${entry.note}`;
  return system ?? entry.note;
}

const sheetNames: Record<Lang, string> = { en: 'Transactions', ar: 'الحركات' };

export function transactionsExportColumns(options: TransactionsExportOptions): XlsxColumn<Transaction>[] {
  const { lang, timeZone } = options;
  const text = headers[lang];
  const money = amountFormat(minorUnitDigits(options.currency));
  return [
    {
      header: `${text.createdAt} (${zoneName(lang, timeZone)})`,
      width: 20,
      value: (entry) => wallClock(entry.createdAt, timeZone),
      numFmt: DATE_TIME_FORMAT,
    },
    { header: text.agent, width: 24, value: (entry) => entry.agent.name },
    { header: text.company, width: 24, value: (entry) => entry.agent.companyName },
    { header: text.type, width: 12, value: (entry) => typeNames[lang][entry.type] },
    { header: text.direction, width: 12, value: (entry) => directionNames[lang][entry.direction] },
    {
      // Signed, so a column sum is the net movement: money out is negative.
      header: text.amount,
      width: 14,
      value: (entry) =>
        toMajorUnits(entry.direction === 'Incoming' ? entry.amount : -entry.amount, entry.currency),
      numFmt: money,
    },
    {
      header: text.balanceAfter,
      width: 14,
      value: (entry) => toMajorUnits(entry.balanceAfter, entry.currency),
      numFmt: money,
    },
    { header: text.currency, width: 9, value: (entry) => entry.currency },
    { header: text.booking, width: 18, value: (entry) => entry.booking?.reference ?? null },
    { header: text.note, width: 40, value: (entry) => transactionNoteText(entry, lang) },
    { header: text.admin, width: 20, value: (entry) => entry.admin?.name ?? null },
  ];
}

/** Streams the entries into `output` as an .xlsx; resolves with how many were written (see writeXlsx). */
export function writeTransactionsXlsx(
  output: Writable,
  entries: AsyncIterable<Transaction> | Iterable<Transaction>,
  options: TransactionsExportOptions,
): Promise<number> {
  return writeXlsx(output, transactionsExportColumns(options), entries, {
    sheetName: sheetNames[options.lang],
    rightToLeft: options.lang === 'ar',
  });
}

import { describe, expect, it } from 'vitest';
import { optionalPhone, phone } from './auth';
import { wholeNumber } from './catalogue';
import { dateOnly, paginationQuery } from './common';
import { normalisePhone, toAsciiDigits } from './digits';
import { exportInvoicesQuery, vatReportQuery } from './invoices';
import { statementQuery } from './statements';
import { flightNumber } from './trips';

describe('toAsciiDigits', () => {
  it('reads Arabic-Indic and Persian digits and the Arabic separators as ASCII', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toAsciiDigits('١٢٫٥')).toBe('12.5');
    expect(toAsciiDigits('١٬٢٠٠')).toBe('1200');
    expect(toAsciiDigits('۱۴:۳۰')).toBe('14:30');
    expect(toAsciiDigits('SV١٢٣٤')).toBe('SV1234');
  });
});

describe('normalisePhone', () => {
  it.each([
    '0501234567',
    '501234567',
    '966501234567',
    '+966501234567',
    '00966501234567',
    '+٩٦٦٥٠١٢٣٤٥٦٧',
    '٠٥٠١٢٣٤٥٦٧',
    '۰۵۰۱۲۳۴۵۶۷',
    '+966 50 123 4567',
    '050-123-4567',
    '+966 0501234567',
  ])('reads the Saudi mobile %s as +966501234567', (typed) => {
    expect(normalisePhone(typed)).toBe('+966501234567');
  });

  it('keeps other countries given with + or 00, and leaves what it cannot read for the schema to refuse', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('0044 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('12345')).toBe('12345');
    expect(normalisePhone('call me')).toBe('call me');
  });
});

describe('schemas read typed digits', () => {
  it('stores phones in E.164 and still refuses what is not a phone', () => {
    expect(phone.parse('+٩٦٦٥٠١٢٣٤٥٦٧')).toBe('+966501234567');
    expect(phone.parse('0501234567')).toBe('+966501234567');
    expect(phone.safeParse('12345').success).toBe(false);
    expect(optionalPhone.parse('٠٥٠١٢٣٤٥٦٧')).toBe('+966501234567');
    expect(optionalPhone.parse('')).toBeNull();
  });

  it('reads flight numbers, whole numbers and query numbers typed in Arabic-Indic digits', () => {
    expect(flightNumber.parse('SV١٢٣٤')).toBe('SV1234');
    expect(wholeNumber(1, 60).parse('٣')).toBe(3);
    expect(wholeNumber(1, 60).safeParse('٩٩٩').success).toBe(false);
    expect(paginationQuery.parse({ page: '٢', limit: '۲۰' })).toMatchObject({ page: 2, limit: 20 });
  });

  it('reads a day typed in Arabic-Indic digits in every date filter, as the statement did', () => {
    expect(dateOnly.parse('٢٠٢٦-١٢-٠١')).toBe('2026-12-01');
    expect(vatReportQuery.parse({ from: '٢٠٢٦-١٢-٠١', to: '۲۰۲۶-۱۲-۳۱' })).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(exportInvoicesQuery.parse({ from: '٢٠٢٦-١٢-٠١' })).toMatchObject({ from: '2026-12-01' });
    expect(statementQuery.parse({ from: '٢٠٢٦-١٢-٠١', to: '٢٠٢٦-١٢-٣١' })).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    // Still one message for what is no day at all, and no 30 February in any digits.
    expect(dateOnly.safeParse('tomorrow').error?.issues).toHaveLength(1);
    expect(dateOnly.safeParse('٢٠٢٦-٠٢-٣٠').success).toBe(false);
    expect(dateOnly.safeParse('٣٠٠٠-٠١-٠١').success).toBe(false);
  });

  it('searches a mobile in its local form as stored (+966…), in any digits, with or without spaces', () => {
    const search = (text: string) => paginationQuery.parse({ search: text }).search;
    expect(search('0501112233')).toBe('501112233');
    expect(search('٠٥٠١١١٢٢٣٣')).toBe('501112233');
    expect(search(' 050 111 2233 ')).toBe('501112233');
    expect(search('0501')).toBe('501');
    // Not a local mobile: kept as typed.
    expect(search('05')).toBe('05');
    expect(search('0123')).toBe('0123');
    expect(search('+966501112233')).toBe('+966501112233');
    expect(search('MS-261203-0501')).toBe('MS-261203-0501');
    expect(search('Sara 0501')).toBe('Sara 0501');
  });
});

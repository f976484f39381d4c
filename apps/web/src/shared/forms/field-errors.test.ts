import { registerUserBody } from '@masar/contract/auth';
import { createCarBody } from '@masar/contract/cars';
import { rejectTopUpRequestBody } from '@masar/contract/top-up-requests';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { fieldErrorsOf, issueMessage, splitServerMessages, tooLongMessage } from './field-errors';

const fields = ['name', 'email', 'phone', 'password'] as const;

describe('form messages', () => {
  it('maps contract-schema issues to messages in the page language', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en', 'auth');
    const values = { name: '', email: 'not-an-email', phone: '12345', password: 'short' };
    const parsed = registerUserBody.safeParse(values);
    expect(parsed.success).toBe(false);
    const errors = fieldErrorsOf(parsed.error?.issues ?? [], t, values);
    expect(errors).toEqual({
      name: 'This field is required',
      email: 'Enter a valid email address',
      phone: 'Enter a Saudi mobile like 0501234567, or an international number starting with +',
      password: 'Must be at least 8 characters',
    });
    const arabic = fieldErrorsOf(parsed.error?.issues ?? [], i18n.getFixedT('ar', 'auth'), values);
    expect(arabic.name).toBe('هذا الحقل مطلوب');
  });

  it('says what a number field takes instead of "required" or "characters"', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en', 'auth');
    const values = {
      nameAr: 'سيارة',
      nameEn: 'Car',
      type: 'Sedan',
      passengers: 99999,
      bags: -5,
      active: true,
    };
    const tooBig = createCarBody.safeParse(values);
    expect(fieldErrorsOf(tooBig.error?.issues ?? [], t, values)).toEqual({
      passengers: 'Must be 60 or less',
      bags: 'Must be 0 or more',
    });
    const decimal = { ...values, passengers: 2.5, bags: Number.NaN };
    const notWhole = createCarBody.safeParse(decimal);
    expect(fieldErrorsOf(notWhole.error?.issues ?? [], t, decimal)).toEqual({
      passengers: 'Enter a whole number',
      bags: 'Enter a whole number',
    });
  });

  it('counts characters in Arabic as Arabic counts them (3 أحرف, 11 حرفًا, 100 حرف)', () => {
    const t = i18n.getFixedT('ar', 'auth');
    const tooLong = (maximum: number) =>
      issueMessage({ code: 'too_big', origin: 'string', maximum, path: [], input: '', message: '' }, t);
    expect(tooLong(10)).toBe('يجب ألا يزيد عن 10 أحرف');
    expect(tooLong(120)).toBe('يجب ألا يزيد عن 120 حرفًا');
    expect(tooLong(100)).toBe('يجب ألا يزيد عن 100 حرف');
    expect(tooLong(2)).toBe('يجب ألا يزيد عن حرفين');
    expect(
      issueMessage(
        { code: 'too_big', origin: 'string', maximum: 100, path: [], input: '', message: '' },
        i18n.getFixedT('en', 'auth'),
      ),
    ).toBe('Must be at most 100 characters');
  });

  it('words a free text over its limit, and only that', () => {
    const t = i18n.getFixedT('ar', 'auth');
    const issues = (reason: string) => rejectTopUpRequestBody.safeParse({ reason }).error?.issues;
    expect(tooLongMessage(issues('x'.repeat(501)), t)).toBe('يجب ألا يزيد عن 500 حرف');
    // Too short is the form's own message; a valid text has no issues at all.
    expect(tooLongMessage(issues('x'), t)).toBeUndefined();
    expect(tooLongMessage(issues('Bank transfer not received'), t)).toBeUndefined();
  });

  it('puts server messages on the field they are about and keeps the rest for the form', () => {
    const { byField, general } = splitServerMessages(
      [
        'email: Invalid email address',
        'password: This password is too common. Choose a less predictable one.',
        'An account with this e-mail already exists',
        'Too many requests',
      ],
      fields,
    );
    expect(byField).toEqual({
      email: 'Invalid email address',
      password: 'This password is too common. Choose a less predictable one.',
    });
    expect(general).toEqual(['An account with this e-mail already exists', 'Too many requests']);
    expect(splitServerMessages(['An account with this e-mail already exists'], fields).byField).toEqual({
      email: 'An account with this e-mail already exists',
    });
  });
});

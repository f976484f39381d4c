import { registerUserBody } from '@masar/contract/auth';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { fieldErrorsOf, splitServerMessages } from './field-errors';

const fields = ['name', 'email', 'phone', 'password'] as const;

describe('form messages', () => {
  it('maps contract-schema issues to messages in the page language', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en', 'auth');
    const values = { name: '', email: 'not-an-email', phone: '0501234567', password: 'short' };
    const parsed = registerUserBody.safeParse(values);
    expect(parsed.success).toBe(false);
    const errors = fieldErrorsOf(parsed.error?.issues ?? [], t, values);
    expect(errors).toEqual({
      name: 'This field is required',
      email: 'Enter a valid email address',
      phone: 'Enter the mobile number in international format, e.g. +966501234567',
      password: 'Must be at least 8 characters',
    });
    const arabic = fieldErrorsOf(parsed.error?.issues ?? [], i18n.getFixedT('ar', 'auth'), values);
    expect(arabic.name).toBe('هذا الحقل مطلوب');
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

import { RESET_REQUESTED } from '@masar/contract/auth';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { stubFetch } from '../../../shared/test/stub-fetch';
import { ForgotPasswordForm } from './forgot-password-form';

const t = (key: string, values?: Record<string, unknown>): string =>
  String(i18n.t(key as never, values as never));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the forgot password form', () => {
  it("sends the address, the role and the page language, then shows the server's answer in that language", async () => {
    const fetchMock = stubFetch(() => Response.json({ message: RESET_REQUESTED }, { status: 202 }));
    await renderWithProviders(<ForgotPasswordForm account="Agent" />, { url: '/panel/forgot-password' });
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${t('auth:fields.email')}`) }), {
      target: { value: ' Agent3@Masar.test ' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('auth:forgot.submit') }));
    expect(await screen.findByText(t('messages:codes.resetRequested', { minutes: 30 }))).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/auth\/forgotPassword$/);
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'agent3@masar.test', role: 'Agent', lang: 'ar' });
    expect(screen.getByRole('link', { name: t('auth:forgot.backToSignIn') }).getAttribute('href')).toBe(
      '/panel/login',
    );
  });

  it('asks for a valid address before sending', async () => {
    const fetchMock = stubFetch(() => Response.json({ message: RESET_REQUESTED }, { status: 202 }));
    await renderWithProviders(<ForgotPasswordForm account="User" />, {
      language: 'en',
      url: '/en/login/forgot-password',
    });
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${t('auth:fields.email')}`) }), {
      target: { value: 'nobody' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('auth:forgot.submit') }));
    expect(await screen.findByText(t('auth:validation.email'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { RESET_LINK_INVALID } from '@masar/contract/auth';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { stubFetch } from '../../../shared/test/stub-fetch';
import { ResetPasswordPage, tokenOf } from './reset-password-page';

const token = 'a-long-enough-reset-token-0123456789';
const t = (key: string, values?: Record<string, unknown>): string =>
  String(i18n.t(key as never, values as never));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server: checkResetToken answers `check`, resetPassword answers `reset` (status, body). */
function server(
  check: { valid: boolean; role: string | null },
  reset: [number, unknown] = [200, { role: 'Agent' }],
) {
  return stubFetch((url) => {
    if (url.endsWith('/auth/checkResetToken')) return Response.json(check);
    if (url.endsWith('/auth/resetPassword')) return Response.json(reset[1], { status: reset[0] });
    return Response.json({}, { status: 404 });
  });
}

const password = () => screen.getByLabelText(new RegExp(`^${t('auth:reset.password')}`));
const confirm = () => screen.getByLabelText(new RegExp(`^${t('auth:reset.confirm')}`));
const submit = () => fireEvent.click(screen.getByRole('button', { name: t('auth:reset.submit') }));

describe('tokenOf', () => {
  it('takes a token of 20 to 200 characters, trimmed, and nothing else', () => {
    expect(tokenOf(` ${token} `)).toBe(token);
    expect(tokenOf('short')).toBeNull();
    expect(tokenOf('x'.repeat(201))).toBeNull();
    expect(tokenOf(null)).toBeNull();
  });
});

describe('the reset password page', () => {
  it('says a link without a usable token does not work, without asking the server', async () => {
    const fetchMock = server({ valid: true, role: 'User' });
    await renderWithProviders(<ResetPasswordPage />, { language: 'en', url: '/en/reset-password' });
    expect(await screen.findByText(t('auth:reset.invalidTitle'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    // No role known: a way to ask again for each kind of account.
    expect(screen.getByRole('link', { name: t('auth:forgot.roles.Agent') }).getAttribute('href')).toBe(
      '/en/panel/forgot-password',
    );
  });

  it('says a used or expired link does not work, and asks again for its own role', async () => {
    server({ valid: false, role: 'Agent' });
    await renderWithProviders(<ResetPasswordPage />, { url: `/reset-password?token=${token}` });
    expect(await screen.findByText(t('auth:reset.invalidTitle'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('auth:reset.askAgain') }).getAttribute('href')).toBe(
      '/panel/forgot-password',
    );
  });

  it("checks the two passwords with the contract's rules before sending anything", async () => {
    const fetchMock = server({ valid: true, role: 'Agent' });
    await renderWithProviders(<ResetPasswordPage />, {
      language: 'en',
      url: `/en/reset-password?token=${token}`,
    });
    await screen.findByText(t('auth:reset.title'));
    fireEvent.change(password(), { target: { value: 'short' } });
    fireEvent.change(confirm(), { target: { value: 'other' } });
    submit();
    expect(await screen.findByText(t('auth:validation.tooShort', { count: 8 }))).toBeTruthy();
    expect(screen.getByText(t('auth:reset.mismatch'))).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1); // the check only
  });

  it('sets the password, then leads to the sign-in of the returned role', async () => {
    const fetchMock = server({ valid: true, role: 'Agent' }, [200, { role: 'Agent' }]);
    await renderWithProviders(<ResetPasswordPage />, {
      language: 'en',
      url: `/en/reset-password?token=${token}`,
    });
    await screen.findByText(t('auth:reset.title'));
    fireEvent.change(password(), { target: { value: 'Palm-Tree-Route-9' } });
    fireEvent.change(confirm(), { target: { value: 'Palm-Tree-Route-9' } });
    submit();
    const signIn = await screen.findByRole('link', { name: t('auth:reset.signIn') });
    expect(signIn.getAttribute('href')).toBe('/en/panel/login');
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ token, password: 'Palm-Tree-Route-9' });
  });

  it('shows the invalid link page when the link stopped working before the submit', async () => {
    server({ valid: true, role: 'User' }, [
      400,
      { statusCode: 400, error: 'Bad Request', message: RESET_LINK_INVALID },
    ]);
    await renderWithProviders(<ResetPasswordPage />, { url: `/reset-password?token=${token}` });
    await screen.findByText(t('auth:reset.title'));
    fireEvent.change(password(), { target: { value: 'Palm-Tree-Route-9' } });
    fireEvent.change(confirm(), { target: { value: 'Palm-Tree-Route-9' } });
    submit();
    await waitFor(() => expect(screen.getByText(t('auth:reset.invalidTitle'))).toBeTruthy());
  });
});

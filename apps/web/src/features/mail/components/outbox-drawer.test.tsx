import type { OutboxMessageDetail } from '@masar/contract/mail';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { stubFetch } from '../../../shared/test/stub-fetch';
import { OutboxDrawer } from './outbox-drawer';

const t = (key: string, values?: Record<string, unknown>): string =>
  String(i18n.t(key as never, values as never));

const message: OutboxMessageDetail = {
  id: '6f1c2a4e-0a43-4c39-9d6c-0a8d1d1f3b21',
  kind: 'PasswordReset',
  status: 'Failed',
  recipient: 'agent3@masar.test',
  language: 'ar',
  subject: 'تعيين كلمة مرور جديدة',
  attempts: 6,
  lastError: '550 mailbox unavailable',
  createdAt: '2026-11-25T10:00:00.000Z',
  sentAt: null,
  nextAttemptAt: null,
  attachment: null,
  html: '<html dir="rtl"><body><a href="https://masar.test/reset-password?token=abc">رابط</a><script>parent.x=1</script></body></html>',
  text: 'افتح الرابط: https://masar.test/reset-password?token=abc',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the outbox drawer', () => {
  it('shows the HTML in a frame with no rights at all, in the message direction, and the plain text', async () => {
    stubFetch(() => Response.json(message));
    await renderWithProviders(<OutboxDrawer id={message.id} onClose={() => {}} />, { language: 'en' });
    const frame = await screen.findByTitle(t('mail:drawer.frameTitle', { subject: message.subject }));
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(message.html);
    expect(frame.getAttribute('dir')).toBe('rtl');
    expect(screen.getByTestId('outbox-message-text').textContent).toBe(message.text);
    expect(screen.getByText('550 mailbox unavailable')).toBeTruthy();
    expect(screen.getByText(t('mail:statuses.Failed'))).toBeTruthy();
  });

  it('sends again only after the admin confirms', async () => {
    const fetchMock = stubFetch((_url, init) =>
      init.method === 'POST' ? Response.json({ ...message, status: 'Pending' }) : Response.json(message),
    );
    await renderWithProviders(<OutboxDrawer id={message.id} onClose={() => {}} />, { language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: t('mail:drawer.resend') }));
    const dialog = await screen.findByRole('dialog', { name: t('mail:drawer.resendTitle') });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: t('mail:drawer.resendConfirm') }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            init?.method === 'POST' && String(url).endsWith(`/mail/outbox/${message.id}/resend`),
        ),
      ).toBe(true),
    );
  });
});

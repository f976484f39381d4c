import { act, cleanup, screen, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderWithProviders } from '../test/render-with-providers';
import { showPushToast } from './push-toast';

afterEach(cleanup);

function renderToasts() {
  return renderWithProviders(<ToastContainer />);
}

const toasts = () => screen.queryAllByRole('alert');

describe('showPushToast (spec §8)', () => {
  it('shows data.error as a red "Error" toast with a stop icon and no close button', async () => {
    await renderToasts();
    act(() => showPushToast({ data: { error: 'Quota exceeded' } }));
    const toast = await screen.findByText('Quota exceeded');
    const box = toast.closest('.Toastify__toast') as HTMLElement;
    expect(box.className).toContain('Toastify__toast--error');
    expect(within(box).getByText(i18n.t('notifications:errorTitle'))).toBeTruthy();
    expect(box.querySelector('.tabler-icon-alert-octagon')).not.toBeNull();
    expect(within(box).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows a title as a primary toast with body and a taxi icon by default, once per event id', async () => {
    await renderToasts();
    const message = {
      notification: { title: 'Booking accepted', body: 'Booking MS-1 has been accepted.' },
      data: { eventId: 'event-1' },
    };
    act(() => {
      showPushToast(message);
      showPushToast(message); // the same event from the service worker
    });
    const title = await screen.findByText('Booking accepted');
    const box = title.closest('.Toastify__toast') as HTMLElement;
    expect(box.className).toContain('masar-primary-toast');
    expect(within(box).getByText('Booking MS-1 has been accepted.')).toBeTruthy();
    expect(box.querySelector('.tabler-icon-car')).not.toBeNull();
    expect(screen.getAllByText('Booking accepted')).toHaveLength(1);
    act(() => box.click());
    expect(screen.getByText('Booking accepted')).toBeTruthy(); // clicking does not close it
  });

  it('uses the message icon when there is one, and shows nothing without a title or error', async () => {
    await renderToasts();
    act(() => {
      showPushToast({});
      showPushToast({ notification: { title: 'With icon', body: '', icon: '/icons/icon-192.png' } });
    });
    const box = (await screen.findByText('With icon')).closest('.Toastify__toast') as HTMLElement;
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/icons/icon-192.png');
    expect(toasts()).toHaveLength(1);
  });
});

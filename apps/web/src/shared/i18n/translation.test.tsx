import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, interpolate } from './i18n';
import { Trans, useTranslation } from './translation';

// test-setup.ts has loaded every namespace in Arabic; each test switches to the language it reads.
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('ar');
});

function Home() {
  const { t } = useTranslation('home');
  return <p>{t('widgetTitle')}</p>;
}

function ByAdmin({ name }: { name: string }) {
  const { t } = useTranslation('bookings');
  return (
    <p>
      <Trans t={t} i18nKey="history.byNamedAdmin" values={{ name }} components={{ name: <bdi /> }} />
    </p>
  );
}

function Brand() {
  const { t } = useTranslation();
  return <p>{t('brand')}</p>;
}

describe('a text not loaded yet', () => {
  it('suspends a component whose texts are not loaded yet, then shows them', async () => {
    // First in this file: test-setup.ts loaded every namespace in Arabic only, so English 'home' is not there.
    expect(i18n.hasResourceBundle('en', 'home')).toBe(false);
    i18n.language = 'en'; // the address says English; its texts come with the first render
    // An awaited act: React retries a suspended render from act's queue in tests.
    await act(async () => {
      render(
        <Suspense fallback={<span>waiting</span>}>
          <Home />
        </Suspense>,
      );
    });
    expect((await screen.findByRole('paragraph')).textContent).toBe('Where are you going?');
    expect(i18n.hasResourceBundle('en', 'home')).toBe(true);
  });
});

describe('translate', () => {
  it('picks the Arabic plural form of a count, and reads `_zero` for 0', async () => {
    await i18n.changeLanguage('ar');
    const t = i18n.getFixedT('ar', 'bookings');
    const hours = (count: number) => t('terms.hours', { count });
    expect([0, 1, 2, 3, 11, 100].map(hours)).toEqual([
      '0\u00a0ساعة',
      'ساعة واحدة',
      'ساعتين',
      '3\u00a0ساعات',
      '11\u00a0ساعة',
      '100\u00a0ساعة',
    ]);
  });

  it('reads a context before the bare key, and an `ns:` prefix before the scope', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en', 'public-booking') as unknown as (key: string, options?: object) => string;
    const values = { distance: '5 km', duration: '9 min' };
    expect(t('results.distance', { ...values, context: 'road' })).toBe('About 5 km by road, about 9 min');
    expect(t('results.distance', { ...values, context: '' })).toBe('About 5 km, about 9 min (estimated)');
    expect(t('common:brand')).toBe('Masar');
  });

  it('searches the scope in order, then falls back to the default value or the path', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en', ['bookings', 'common']) as unknown as (
      key: string,
      options?: object,
    ) => string;
    expect(t('brand')).toBe('Masar');
    expect(t('no.such.text', { defaultValue: 'Hello {{name}}', name: 'Sara' })).toBe('Hello Sara');
    expect(t('no.such.text')).toBe('no.such.text');
  });

  it('fills values once: a value is never read as a placeholder; a value not given stays as written', () => {
    expect(interpolate('{{a}} and {{b}}', { a: '{{b}}', b: 'B' })).toBe('{{b}} and B');
    expect(interpolate('{{a}}/{{ missing }}', { a: 0 })).toBe('0/{{ missing }}');
    expect(interpolate('[{{a}}]', { a: undefined })).toBe('[]');
  });
});

describe('useTranslation and Trans', () => {
  it('renders again in the new language once its texts are loaded', async () => {
    await i18n.changeLanguage('ar');
    render(<Brand />);
    const arabic = screen.getByRole('paragraph').textContent;
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('paragraph').textContent).toBe('Masar');
    expect(arabic).not.toBe('Masar');
  });

  it('puts tagged parts in their elements, with values that stay text', async () => {
    await i18n.changeLanguage('en');
    const { container } = render(<ByAdmin name="<b>Sara</b> {{name}}" />);
    expect(container.querySelector('p')?.innerHTML).toBe('by <bdi>&lt;b&gt;Sara&lt;/b&gt; {{name}}</bdi>');
  });
});

import { describe, expect, it } from 'vitest';
import { i18n, namespaces } from './i18n';

// test-setup.ts has loaded every namespace of the page's language (Arabic: the address is '/').
describe('locale loading', () => {
  it('holds only the language of the page, never the other one', () => {
    expect(i18n.language).toBe('ar');
    expect(i18n.hasResourceBundle('ar', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('switching language loads the namespaces in use in the new language before it takes effect', async () => {
    const switching = i18n.changeLanguage('en');
    expect(i18n.language).toBe('ar');
    await switching;
    expect(i18n.language).toBe('en');
    for (const namespace of namespaces) expect(i18n.hasResourceBundle('en', namespace)).toBe(true);
    expect(i18n.t('brand')).toBe('Masar');
  });
});

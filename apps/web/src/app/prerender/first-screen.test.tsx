import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import arAuth from '../../locales/ar/auth.json';
import arHome from '../../locales/ar/home.json';
import arBooking from '../../locales/ar/public-booking.json';
import enAuth from '../../locales/en/auth.json';
import enHome from '../../locales/en/home.json';
import enBooking from '../../locales/en/public-booking.json';
import { firstScreens, renderFirstScreen, screens } from './first-screen';

const texts = {
  ar: { home: arHome, booking: arBooking, auth: arAuth },
  en: { home: enHome, booking: enBooking, auth: enAuth },
} as const;
const languages = ['ar', 'en'] as const;

/** A prerendered first screen (built into index.<page>-<language>.html by vite.config.ts). */
function parse(markup: string): Document {
  return new DOMParser().parseFromString(`<div id="prerendered">${markup}</div>`, 'text/html');
}

/** Mantine's theme variables come with it (the colours), and no untranslated key. */
function expectThemedAndTranslated(page: Document) {
  expect(page.querySelector('style[data-mantine-styles]')?.textContent).toContain('--mantine-color-masar-9');
  expect(page.body.textContent).not.toMatch(/\b(hero|widget|promises|customer|agent|fields|actions)\.[a-z]/i);
}

/** The sign-in form: its e-mail and password inputs found by their labels, and the submit button. */
function expectSignInForm(page: Document, language: (typeof languages)[number]) {
  const { fields, actions } = texts[language].auth;
  const inputOf = (label: string) => {
    const element = [...page.querySelectorAll('label')].find((each) => each.textContent?.startsWith(label));
    return element && page.getElementById(element.htmlFor);
  };
  expect(inputOf(fields.email)?.getAttribute('name')).toBe('email');
  expect(inputOf(fields.email)?.getAttribute('autocomplete')).toBe('username');
  expect(inputOf(fields.password)?.getAttribute('name')).toBe('password');
  expect(inputOf(fields.password)?.getAttribute('type')).toBe('password');
  expect(page.querySelector('form button[type="submit"]')?.textContent).toBe(actions.signIn);
}

describe('the first screens prerendered at build time', () => {
  it('lists every prerendered page in both languages, with its direction, file and font', () => {
    expect(
      firstScreens.map(({ path, language, dir, file, fontSubset }) => ({
        path,
        language,
        dir,
        file,
        fontSubset,
      })),
    ).toEqual([
      { path: '/', language: 'ar', dir: 'rtl', file: 'index.home-ar.html', fontSubset: 'arabic' },
      { path: '/en', language: 'en', dir: 'ltr', file: 'index.home-en.html', fontSubset: 'latin' },
      { path: '/login', language: 'ar', dir: 'rtl', file: 'index.login-ar.html', fontSubset: 'arabic' },
      { path: '/en/login', language: 'en', dir: 'ltr', file: 'index.login-en.html', fontSubset: 'latin' },
    ]);
  });

  it.each(Object.entries(screens))(
    "names the modules of %s's layout and page, whose chunks' stylesheets the build links",
    (_name, { Layout, Page, modules }) => {
      const source = (module: string) =>
        readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..', module), 'utf8');
      expect(source(modules.layout)).toContain(`export function ${Layout.name}(`);
      expect(source(modules.page)).toContain(`export function ${Page.name}(`);
    },
  );

  it.each(languages)(
    'renders the home page in %s, with its texts from the locale files',
    async (language) => {
      const other = language === 'ar' ? 'en' : 'ar';
      const page = parse(await renderFirstScreen('home', language));
      expect(page.querySelector('h1#home-title')?.textContent).toBe(texts[language].home.hero.title);
      expect(page.querySelector('main p')?.textContent).toBe(texts[language].home.hero.subtitle);
      expect(page.querySelector('header')).not.toBeNull();
      // The widget's frame: its form, labelled, with the search button.
      const form = page.querySelector(`form[aria-label="${texts[language].booking.widget.label}"]`);
      expect(form?.textContent).toContain(texts[language].booking.widget.search);
      expect(page.body.textContent).not.toContain(texts[other].home.hero.title);
      expectThemedAndTranslated(page);
    },
  );

  it.each(languages)(
    "renders the customer's sign-in page in %s: the public layout, the sign-in tab's form",
    async (language) => {
      const { customer } = texts[language].auth;
      const page = parse(await renderFirstScreen('login', language));
      expect(page.querySelector('header')).not.toBeNull();
      expect(page.querySelector('main#main-content h1')?.textContent).toBe(customer.title);
      expect(page.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe(customer.signInTab);
      expectSignInForm(page, language);
      expect(page.body.textContent).not.toContain(texts[language === 'ar' ? 'en' : 'ar'].auth.customer.title);
      expectThemedAndTranslated(page);
    },
  );
});

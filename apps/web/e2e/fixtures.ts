import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// The calendar names its days with dayjs ('D MMMM YYYY' in the page language), so the tests do too.
const require = createRequire(import.meta.url);
const dayjs = require('dayjs') as typeof import('dayjs');
require('dayjs/locale/ar');

/** Accounts created by scripts/e2e-server.mjs. */
export const superAdmin = { email: 'admin@masar.test', password: 'Admin-Pass-2026!' } as const;
export const agent = { email: 'agent@masar.test', password: 'Agent-Pass-2026!' } as const;

export type Language = 'ar' | 'en';

/** A path in a language: Arabic has no prefix, English lives under /en. */
export function inLanguage(language: Language, path: string): string {
  if (language === 'ar') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

type Messages = Record<string, unknown>;
const cache = new Map<string, Messages>();

/** A UI text from the app's own locale files, so the specs follow the wording. */
export function text(
  language: Language,
  key: `${string}:${string}`,
  values: Record<string, string> = {},
): string {
  const [namespace, path] = key.split(':') as [string, string];
  const file = `${language}/${namespace}`;
  if (!cache.has(file)) {
    const url = new URL(`../src/locales/${file}.json`, import.meta.url);
    cache.set(file, JSON.parse(readFileSync(url, 'utf8')) as Messages);
  }
  const value = path.split('.').reduce<unknown>((node, part) => (node as Messages)?.[part], cache.get(file));
  if (typeof value !== 'string') throw new Error(`No text ${language}:${key}`);
  return value.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? '');
}

/** `<html lang dir>` of the page. */
export async function expectDocumentLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

/** Signs in through a login form (admin or agent). */
export async function signIn(page: Page, language: Language, account: { email: string; password: string }) {
  await page
    .getByRole('textbox', { name: text(language, 'auth:fields.email'), exact: true })
    .fill(account.email);
  await page
    .getByRole('textbox', { name: text(language, 'auth:fields.password'), exact: true })
    .fill(account.password);
  await page.getByRole('button', { name: text(language, 'auth:actions.signIn') }).click();
}

export function storedAuth(page: Page) {
  return page.evaluate(() => ({
    user: localStorage.getItem('auth.user'),
    accessToken: localStorage.getItem('auth.accessToken'),
    refreshToken: localStorage.getItem('auth.refreshToken'),
    userType: localStorage.getItem('auth.userType'),
  }));
}

/**
 * Opens a page of the loaded app as its links do (its router, no new document), else loads it. A tour of
 * every page so pays the splash of a full load (spec §9: a second at least) once, not on every page.
 */
export async function openPage(page: Page, url: string) {
  const move = await page
    .evaluate((to) => {
      if (`${window.location.pathname}${window.location.search}` === to) return { shown: true, title: '' };
      const shown = document.querySelector('#main-content > *');
      if (!shown || document.getElementById('splash')) return null;
      shown.setAttribute('data-e2e-left', '');
      const title = document.title;
      window.history.pushState({ key: `e2e-${Date.now()}` }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
      return { shown: false, title };
    }, url)
    .catch(() => null);
  if (!move) {
    await page.goto(url);
    return;
  }
  if (move.shown) return;
  // The page shown before is gone, or its title has changed. A page drawn by the same component with the same
  // title as the one before (the two "forgot password" pages) shows neither: that one is loaded.
  const moved = await page
    .waitForFunction(
      (title) => !document.querySelector('[data-e2e-left]') || document.title !== title,
      move.title,
      { timeout: 5_000 },
    )
    .then(() => true)
    .catch(() => false);
  if (!moved) await page.goto(url);
}

/** Waits until the page shows its content: the splash gone, the main region filled, no loader, skeleton or busy table left. */
export async function settled(page: Page) {
  // The splash (spec §9, 1 s at least) fades over the page: contrast measured through it is meaningless.
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.locator('main').first()).not.toBeEmpty();
  // What comes when its place reaches the screen (shared/ui/use-reached-screen.ts: the home page's sections,
  // the dashboard's charts) is brought in by a look at the page's end; the scroll position is given back.
  // The look is repeated: sections filled in meanwhile push a waiting placeholder below the screen again.
  const scrolled = await page.evaluate(() => window.scrollY);
  const busy = page.locator(
    '.mantine-Loader-root:visible, .mantine-Skeleton-root:visible, [aria-busy="true"]:visible',
  );
  await expect
    .poll(async () => {
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      return busy.count();
    })
    .toBe(0);
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), scrolled);
}

/**
 * The empty fields whose placeholder is wider than the room inside them, so the user reads half a hint
 * ("…أو رقم الرح"): measured in the field's own font.
 */
export async function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return [];
    return [...document.querySelectorAll<HTMLInputElement>('input[placeholder]')]
      .filter((input) => !input.value && input.getBoundingClientRect().width > 0)
      .filter((input) => {
        const style = getComputedStyle(input);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          input.clientWidth -
          Number.parseFloat(style.paddingInlineStart) -
          Number.parseFloat(style.paddingInlineEnd);
        return context.measureText(input.placeholder).width > room + 1;
      })
      .map((input) => `"${input.placeholder}"`);
  });
}

/** 'YYYY-MM-DD' as the date pickers show it: 'D MMMM YYYY' in the page language ('25 نوفمبر 2026'). */
export function dayLabel(language: Language, day: string): string {
  return dayjs(day).locale(language).format('D MMMM YYYY');
}

/** Opens a date picker and clicks the day, moving to the next month when the day is not shown yet. */
export async function pickDay(page: Page, language: Language, pickerName: string, day: string) {
  await page.getByRole('button', { name: pickerName, exact: true }).click();
  const button = page.getByRole('button', { name: dayLabel(language, day), exact: true });
  const nextMonth = page.getByRole('button', { name: text(language, 'common:calendar.nextMonth') });
  // The calendar must be open before asking whether the day is shown (isVisible does not wait).
  await nextMonth.waitFor();
  if (!(await button.isVisible())) await nextMonth.click();
  await button.click();
}

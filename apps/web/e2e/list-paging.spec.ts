import { SEARCH_MATCH_CAP, SEARCH_WINDOW } from '@masar/contract/common';
import { expect, test } from '@playwright/test';
import { bookThroughApi } from './agent-bookings-api';
import { copyAgentBooking } from './database';
import { inLanguage, signIn, superAdmin, text } from './fixtures';

// Issue #21: a common search is served from the list's first rows ("of 20+"); one whose matches lie further
// back goes through the trigram index, and past its cap asks to refine; "next" past the first pages sends the
// last row shown (keyset) and shows the same rows as the numbered page.
const SHOTS = process.env.E2E_SHOTS_DIR;

test('the admin bookings list serves a common search from its first rows, asks to refine one found further back, and pages on by keyset (ar, 360 px)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const t = (key: `${string}:${string}`, values?: Record<string, string>) => text('ar', key, values);
  const stamp = Date.now().toString(36);
  const name = `Refine ${stamp}`;
  const recent = `Recent ${stamp}`;
  const booking = await bookThroughApi(request, name);
  // The window's worth of newer bookings, then more matches of `name` than the cap behind them.
  await copyAgentBooking(booking.id, SEARCH_WINDOW, recent);
  await copyAgentBooking(booking.id, SEARCH_MATCH_CAP + 10, name, SEARCH_WINDOW);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(inLanguage('ar', '/admin-panel/login'));
  await signIn(page, 'ar', superAdmin);
  await expect(page).toHaveURL(inLanguage('ar', '/admin-panel'));
  await page.goto(inLanguage('ar', '/admin-panel/agents-bookings'));
  const searchBox = page.getByRole('searchbox', { name: t('bookings:filters.searchLabel') });
  const notice = page.getByTestId('search-capped');

  // A common term among the newest: its first page from the first rows, the total a lower bound.
  await searchBox.fill(recent);
  await expect(page).toHaveURL(/search=Recent/);
  await expect(page.locator('tbody tr')).toHaveCount(10);
  await expect(page.locator('tbody tr').first()).toContainText(`${recent} 1`);
  await expect(
    page.getByText(t('common:list.recordsAtLeast', { from: '1', to: '10', total: '20' })),
  ).toBeVisible();
  await expect(notice).toHaveCount(0);

  await searchBox.fill(name);
  await expect(page).toHaveURL(/search=Refine/);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(t('common:list.searchCappedTitle'));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/agents-bookings-refine-ar-360.png` });

  // A narrower search: every match, no notice.
  await searchBox.fill(`${name} 100`);
  await expect(page).toHaveURL(/100/);
  await expect(page.locator('tbody tr')).toHaveCount(10);
  await expect(notice).toHaveCount(0);

  // Unsearched, page 2 → "next": page 3 by keyset, the same rows as page 3 by number.
  await page.goto(inLanguage('ar', '/admin-panel/agents-bookings?page=2'));
  await expect(page.locator('tbody tr')).toHaveCount(10);
  await page.getByRole('button', { name: t('common:list.nextPage') }).click();
  await expect(page).toHaveURL(/page=3.*after=|after=.*page=3/);
  const rowsText = async () => (await page.locator('tbody tr').allInnerTexts()).join('\n');
  await expect(page.locator('tbody tr')).toHaveCount(10);
  const byKeyset = await rowsText();
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/agents-bookings-page3-keyset-ar-360.png`, fullPage: true });
  await page.goto(inLanguage('ar', '/admin-panel/agents-bookings?page=3'));
  await expect(page.locator('tbody tr')).toHaveCount(10);
  expect(await rowsText()).toBe(byKeyset);
});

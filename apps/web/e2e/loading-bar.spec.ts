import { expect, test } from '@playwright/test';
import { signIn, superAdmin, text } from './fixtures';

test('a slow lazy page shows the loading bar, a fast one does not', async ({ page }) => {
  await page.goto('/en/admin-panel/login');
  await signIn(page, 'en', superAdmin);
  await expect(page).toHaveURL('/en/admin-panel');

  // Hold the agents' bookings page chunk until released: longer than the 200 ms throttle.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/admin-agent-bookings-page-*.js', async (route) => {
    await held;
    await route.continue();
  });

  const bar = page.getByRole('progressbar', { name: text('en', 'common:loading') });
  await page.getByRole('link', { name: text('en', 'nav:titles.agentsBookings') }).click();
  await expect(bar).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: text('en', 'nav:titles.agentsBookings') })).toBeVisible();
  await expect(bar).toBeHidden();

  // Both chunks are cached now: going back and forth is instant and the bar never appears.
  await page.getByRole('link', { name: text('en', 'nav:titles.dashboard') }).click();
  await expect(page).toHaveURL('/en/admin-panel');
  await expect(bar).toBeHidden();
  await page.getByRole('link', { name: text('en', 'nav:titles.agentsBookings') }).click();
  await expect(page.getByRole('heading', { name: text('en', 'nav:titles.agentsBookings') })).toBeVisible();
  await expect(bar).toBeHidden();
});

import { expect, test } from '@playwright/test';
import { signIn, superAdmin, text } from './fixtures';

test('a slow lazy page shows the loading bar, a fast one does not', async ({ page }) => {
  await page.goto('/en/admin-panel/login');
  await signIn(page, 'en', superAdmin);
  await expect(page).toHaveURL('/en/admin-panel');

  // Hold the placeholder page's chunk for a second: longer than the 200 ms throttle.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/coming-soon-page-*.js', async (route) => {
    await held;
    await route.continue();
  });

  const bar = page.getByRole('progressbar', { name: text('en', 'common:loading') });
  await page.getByRole('link', { name: text('en', 'nav:titles.agentsBookings') }).click();
  await expect(bar).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: text('en', 'nav:titles.agentsBookings') })).toBeVisible();
  await expect(bar).toBeHidden();

  // The chunk is cached now: the next navigation is instant and the bar never appears.
  await page.getByRole('link', { name: text('en', 'nav:titles.manageTaxiServices') }).click();
  await expect(
    page.getByRole('heading', { name: text('en', 'nav:titles.manageTaxiServices') }),
  ).toBeVisible();
  await expect(bar).toBeHidden();
});

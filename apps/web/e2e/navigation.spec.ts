import { expect, test } from '@playwright/test';
import { settled } from './fixtures';

// The app's own router (decision 0023): links move within the page's document, and back/forward return to
// where each page was scrolled. At a phone's width the home page is long before its lower sections come in.
test.use({ viewport: { width: 360, height: 740 } });

test('a link opens the next page in the same document at its top; back returns to where the page was scrolled', async ({
  page,
}) => {
  await page.goto('/');
  await settled(page); // the app itself, not the prerendered first screen, with the sections below it
  const scrolledTo = await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
    window.scrollTo({ top: 600, behavior: 'instant' });
    return window.scrollY;
  });
  expect(scrolledTo).toBe(600);

  await page.locator('header a[href="/login"]').first().click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: /دخول|تسجيل/ }).first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  await page.goForward();
  await expect(page).toHaveURL('/login');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

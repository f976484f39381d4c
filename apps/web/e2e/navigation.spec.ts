import { expect, test } from '@playwright/test';
import { settled } from './fixtures';

// The app's own router (decision 0023): links move within the page's document, and back/forward return to
// where each page was scrolled.
test('a link opens the next page in the same document at its top; back returns to where the page was scrolled', async ({
  page,
}) => {
  await page.goto('/');
  await settled(page); // the app itself, not the prerendered first screen, with the sections below it
  const scrolledTo = await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
    window.scrollTo({
      top: Math.floor((document.documentElement.scrollHeight - window.innerHeight) / 2),
      behavior: 'instant',
    });
    return window.scrollY;
  });
  expect(scrolledTo).toBeGreaterThan(300);

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

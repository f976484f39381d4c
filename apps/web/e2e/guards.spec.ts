import { expect, test } from '@playwright/test';
import { agent, expectDocumentLanguage, signIn, text } from './fixtures';

test('the admin area without a token goes to the admin login', async ({ page }) => {
  await page.goto('/admin-panel/agents/list');
  await expect(page).toHaveURL('/admin-panel/login?redirect=%2Fadmin-panel%2Fagents%2Flist');
  await expectDocumentLanguage(page, 'ar');
  await expect(page.getByRole('heading', { name: text('ar', 'auth:admin.title') })).toBeVisible();
});

test('the English agent panel without a token goes to the English agent login', async ({ page }) => {
  await page.goto('/en/panel');
  await expect(page).toHaveURL('/en/panel/login?redirect=%2Fen%2Fpanel');
  await expectDocumentLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: text('en', 'auth:agent.title') })).toBeVisible();
});

test("an agent's token does not open the admin area", async ({ page }) => {
  await page.goto('/panel/login');
  await signIn(page, 'ar', agent);
  await expect(page).toHaveURL('/panel');
  await expect(
    page.getByRole('heading', { level: 1, name: text('ar', 'nav:titles.newBooking') }),
  ).toBeVisible();

  await page.goto('/admin-panel');
  await expect(page).toHaveURL('/admin-panel/login?redirect=%2Fadmin-panel');
  await expect(page.getByRole('heading', { name: text('ar', 'auth:admin.title') })).toBeVisible();
  // The agent's session is untouched: the panel still opens.
  await page.goto('/panel/requests');
  await expect(page).toHaveURL('/panel/requests');
  await expect(page.getByRole('heading', { name: text('ar', 'nav:titles.requests') })).toBeVisible();
});

test('an agent whose stored access token is gone is renewed with the refresh token, not sent to sign in', async ({
  page,
}) => {
  await page.goto('/panel/login');
  await signIn(page, 'ar', agent);
  await expect(page).toHaveURL('/panel');
  const before = await page.evaluate(() => localStorage.getItem('auth.refreshToken'));
  await page.evaluate(() => localStorage.removeItem('auth.accessToken'));

  await page.goto('/panel/requests');
  await expect(page).toHaveURL('/panel/requests');
  await expect(page.getByRole('heading', { name: text('ar', 'nav:titles.requests') })).toBeVisible();
  const after = await page.evaluate(() => ({
    access: localStorage.getItem('auth.accessToken'),
    refresh: localStorage.getItem('auth.refreshToken'),
  }));
  expect(after.access).toBeTruthy();
  expect(after.refresh).not.toBe(before); // rotated by the refresh
});

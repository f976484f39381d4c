import { expect, test } from '@playwright/test';
import { expectDocumentLanguage, signIn, superAdmin, text } from './fixtures';

test('an unknown page shows "Page Not Found: {path}" in English', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expectDocumentLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page Not Found: /en/no-such-page')).toBeVisible();
});

test('an unknown path is a 404 from the server; a page of the app is a 200', async ({ request }) => {
  expect((await request.get('/en/no-such-page')).status()).toBe(404);
  expect((await request.get('/admin-panel/no-such-page')).status()).toBe(404);
  expect((await request.get('/en/admin-panel/orders')).status()).toBe(200);
  expect((await request.get('/panel/requests')).status()).toBe(200);
});

test('an unknown back-office path shows the 404 inside the back office, not the public site', async ({
  page,
}) => {
  await page.goto('/en/admin-panel/login');
  await signIn(page, 'en', superAdmin);
  await expect(page).toHaveURL('/en/admin-panel');
  await page.goto('/en/admin-panel/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: text('en', 'nav:adminNavigation') })).toBeVisible();
  await expect(page.getByRole('link', { name: text('en', 'errors:notFound.home') })).toHaveAttribute(
    'href',
    '/en/admin-panel',
  );
});

test('an unknown page shows the not-found message in Arabic', async ({ page }) => {
  await page.goto('/no-such-page');
  await expectDocumentLanguage(page, 'ar');
  await expect(page.getByRole('heading', { name: text('ar', 'errors:notFound.title') })).toBeVisible();
  await expect(page.getByTestId('not-found-message')).toHaveText(
    // The message marks the path up (<path>…</path>) to isolate it; the page shows the text only.
    text('ar', 'errors:notFound.message', { path: '/no-such-page' }).replace(/<\/?path>/g, ''),
  );
});

test("a wrong password shows 'Credentials are not correct' and stays on the login", async ({ page }) => {
  await page.goto('/en/admin-panel/login');
  await signIn(page, 'en', { email: superAdmin.email, password: 'not-the-password' });
  await expect(page.getByRole('alert').filter({ hasText: 'Credentials are not correct' })).toBeVisible();
  await expect(page).toHaveURL('/en/admin-panel/login');
  expect(await page.evaluate(() => localStorage.getItem('auth.accessToken'))).toBeNull();
});

test('the login form validates before sending', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/auth/loginAdmin', (route) => {
    calls += 1;
    return route.continue();
  });
  await page.goto('/admin-panel/login');
  const email = page.getByRole('textbox', { name: text('ar', 'auth:fields.email'), exact: true });
  const password = page.getByRole('textbox', { name: text('ar', 'auth:fields.password'), exact: true });
  await page.getByRole('button', { name: text('ar', 'auth:actions.signIn') }).click();
  await expect(email).toHaveAccessibleDescription(text('ar', 'auth:validation.required'));
  await expect(email).toBeFocused();

  await email.fill('not-an-email');
  await page.keyboard.press('Enter');
  await expect(email).toHaveAccessibleDescription(text('ar', 'auth:validation.email'));
  await expect(password).toHaveAccessibleDescription(text('ar', 'auth:validation.required'));
  expect(calls).toBe(0);
});

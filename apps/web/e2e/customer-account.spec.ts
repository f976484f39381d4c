import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectDocumentLanguage, signIn, storedAuth, text } from './fixtures';

test('a customer signs up, is signed in, and a second sign-up with the same e-mail is refused on the field', async ({
  page,
}) => {
  const email = `traveller-${Date.now()}@masar.test`;
  const field = (key: string) =>
    page.getByRole('textbox', { name: text('en', `auth:fields.${key}`), exact: true });

  await page.goto('/en/login');
  await expectDocumentLanguage(page, 'en');
  await page.getByRole('tab', { name: text('en', 'auth:customer.signUpTab') }).click();

  // Client validation from the contract schema first: nothing is sent.
  await field('phone').fill('12345');
  await page.getByRole('button', { name: text('en', 'auth:actions.signUp') }).click();
  await expect(field('name')).toHaveAccessibleDescription(text('en', 'auth:validation.required'));
  await expect(field('name')).toBeFocused();
  await expect(page.getByText(text('en', 'auth:validation.phone'))).toBeVisible();

  await field('name').fill('Noura Traveller');
  await field('email').fill(email);
  await field('phone').fill('+966501234567');
  await field('password').fill('Desert-Route-2026!');
  await page.getByRole('button', { name: text('en', 'auth:actions.signUp') }).click();

  await expect(page).toHaveURL('/en');
  const stored = await storedAuth(page);
  expect(stored.userType).toBe('User');
  expect(stored.accessToken).toBeTruthy();
  expect(JSON.parse(stored.user ?? '{}').email).toBe(email);

  // The same e-mail again: the server's message is shown next to the e-mail field.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/en/login');
  await page.getByRole('tab', { name: text('en', 'auth:customer.signUpTab') }).click();
  await field('name').fill('Noura Again');
  await field('email').fill(email);
  await field('phone').fill('+966501234567');
  await field('password').fill('Desert-Route-2026!');
  await page.getByRole('button', { name: text('en', 'auth:actions.signUp') }).click();
  await expect(field('email')).toHaveAccessibleDescription(/already exists/);
  await expect(page).toHaveURL('/en/login');
});

test('a customer downloads the simplified tax invoice of a completed booking from its details (ar)', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'ar', { email: 'user@masar.test', password: 'User-Pass-2026!' });
  await expect(page).toHaveURL('/');
  await page.goto('/account/bookings');
  // The demo customer's completed trip (seed): completing it issued its invoice.
  const completed = page
    .getByTestId('customer-booking')
    .filter({ hasText: text('ar', 'public-booking:statuses.Completed') })
    .first();
  const reference = /MS-\d{6}-\d{4}/.exec((await completed.textContent()) ?? '')?.[0] ?? '';
  await completed.getByRole('button', { name: text('ar', 'account:list.openLabel', { reference }) }).click();
  const drawer = page.getByRole('dialog', { name: text('ar', 'account:detail.title') });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    drawer.getByRole('button', { name: text('ar', 'account:detail.invoice') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});

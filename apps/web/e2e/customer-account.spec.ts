import { expect, test } from '@playwright/test';
import { expectDocumentLanguage, storedAuth, text } from './fixtures';

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

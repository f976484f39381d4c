import { expect, test } from '@playwright/test';
import { settled, signIn, superAdmin, text } from './fixtures';

/**
 * Issue #20: an agent who forgot the password asks for a link (Arabic), the super admin finds the e-mail in
 * the outbox (English; the embedded default keeps mail, so the link is shown), the agent follows it, sets a
 * new password and signs in with it; the same link then no longer works.
 * agent3 is used: the other specs sign in as agent@masar.test with its demo password.
 */
const agent3 = { email: 'agent3@masar.test', newPassword: 'Dunes-At-Dawn-2026!' } as const;

test('an agent sets a new password through the link the outbox shows', async ({ page }) => {
  test.setTimeout(120_000);

  // 1. The agent asks for a link from the sign-in page.
  await page.goto('/panel/login');
  await page.getByRole('link', { name: text('ar', 'auth:forgot.link') }).click();
  await expect(page).toHaveURL('/panel/forgot-password');
  await page.getByRole('textbox', { name: text('ar', 'auth:fields.email') }).fill(agent3.email);
  await page.getByRole('button', { name: text('ar', 'auth:forgot.submit') }).click();
  await expect(page.getByTestId('forgot-password-answer')).toHaveText(
    text('ar', 'messages:codes.resetRequested', { minutes: '30' }),
  );

  // 2. The super admin reads it in the outbox.
  await page.goto('/en/admin-panel/login');
  await signIn(page, 'en', superAdmin);
  await expect(page).toHaveURL('/en/admin-panel');
  await page.goto('/en/admin-panel/outbox');
  await settled(page);
  await expect(page.getByTestId('mail-mode')).toHaveText(
    new RegExp(text('en', 'mail:mode.keep').replace(/[()]/g, '\\$&')),
  );
  await page.getByRole('searchbox', { name: text('en', 'mail:list.searchLabel') }).fill(agent3.email);
  await expect(page).toHaveURL(/search=agent3/);
  const newest = page.getByRole('button', { name: new RegExp(agent3.email.replace('.', '\\.')) }).first();
  await newest.click();
  const drawer = page.getByTestId('outbox-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(text('en', 'mail:statuses.Kept'))).toBeVisible();
  const frame = page.frameLocator('[data-testid="outbox-message-html"]');
  const link = frame.locator('a[href*="/reset-password?token="]').first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const url = new URL(href ?? '');
  // Asked on an Arabic page: the link opens the Arabic page, and the plain text carries the same link.
  expect(url.pathname).toBe('/reset-password');
  await expect(page.getByTestId('outbox-message-text')).toContainText(url.search);
  const resetPath = `${url.pathname}${url.search}`;

  // 3. The agent follows it and sets a new password (the admin's session is not needed on a public page).
  await page.goto(resetPath);
  await expect(page.getByRole('heading', { name: text('ar', 'auth:reset.title') })).toBeVisible();
  await page
    .getByRole('textbox', { name: text('ar', 'auth:reset.password'), exact: true })
    .fill(agent3.newPassword);
  await page
    .getByRole('textbox', { name: text('ar', 'auth:reset.confirm'), exact: true })
    .fill(agent3.newPassword);
  await page.getByRole('button', { name: text('ar', 'auth:reset.submit') }).click();
  await expect(page.getByRole('heading', { name: text('ar', 'auth:reset.doneTitle') })).toBeVisible();
  await page.getByRole('link', { name: text('ar', 'auth:reset.signIn') }).click();
  await expect(page).toHaveURL('/panel/login');
  await signIn(page, 'ar', { email: agent3.email, password: agent3.newPassword });
  await expect(page).toHaveURL('/panel');

  // 4. The link works once.
  await page.goto(resetPath);
  await expect(page.getByRole('heading', { name: text('ar', 'auth:reset.invalidTitle') })).toBeVisible();
  await expect(page.getByRole('link', { name: text('ar', 'auth:reset.askAgain') })).toHaveAttribute(
    'href',
    '/panel/forgot-password',
  );
});

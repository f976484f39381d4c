import { expect, type Page, test } from '@playwright/test';
import { bookThroughApi, omar } from './agent-bookings-api';
import { inLanguage, type Language, settled, signIn, superAdmin, text } from './fixtures';

/**
 * Issue #20 in both languages: a customer who forgot the password asks for a link on the public sign-in page,
 * follows the link the outbox view shows (the embedded default keeps e-mail), sets a new password and signs in
 * with it; the link then works no more. And an agent's booking puts its confirmation, ticket attached, in the
 * outbox.
 */

/** The super admin opens the outbox in `language`, searches, and opens the newest message to `address`. */
async function openNewestMail(page: Page, language: Language, address: string, search = address) {
  await page.goto(inLanguage(language, '/admin-panel/login'));
  await signIn(page, language, superAdmin);
  await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
  await page.goto(inLanguage(language, '/admin-panel/outbox'));
  await settled(page);
  await page.getByRole('searchbox', { name: text(language, 'mail:list.searchLabel') }).fill(search);
  await expect(page).toHaveURL(/search=/);
  await page
    .getByRole('button', { name: new RegExp(address.replace(/[.+]/g, '\\$&')) })
    .first()
    .click();
  const drawer = page.getByTestId('outbox-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

for (const language of ['ar', 'en'] as const) {
  test(`a customer resets the password from the sign-in page with the link from the outbox (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `reset-${language}-${Date.now()}@masar.test`;
    const newPassword = 'Palm-Shade-At-Noon-2026!';
    const registered = await request.post('/api/auth/registerUser', {
      data: { name: 'Huda Traveller', email, phone: '+966501234567', password: 'Old-Route-2026!x' },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    // 1. The customer asks for a link from the public sign-in page.
    await page.goto(inLanguage(language, '/login'));
    await page.getByRole('link', { name: text(language, 'auth:forgot.link') }).click();
    await expect(page).toHaveURL(inLanguage(language, '/login/forgot-password'));
    await page.getByRole('textbox', { name: text(language, 'auth:fields.email') }).fill(email);
    await page.getByRole('button', { name: text(language, 'auth:forgot.submit') }).click();
    await expect(page.getByTestId('forgot-password-answer')).toHaveText(
      text(language, 'messages:codes.resetRequested', { minutes: '30' }),
    );

    // 2. The link, as the outbox view shows the message.
    const drawer = await openNewestMail(page, language, email);
    await expect(drawer.getByText(text(language, 'mail:kinds.PasswordReset')).first()).toBeVisible();
    const link = page
      .frameLocator('[data-testid="outbox-message-html"]')
      .locator('a[href*="/reset-password?token="]')
      .first();
    const url = new URL((await link.getAttribute('href')) ?? '');
    expect(url.pathname).toBe(inLanguage(language, '/reset-password'));
    const resetPath = `${url.pathname}${url.search}`;
    await page.evaluate(() => localStorage.clear());

    // 3. The customer sets a new password, then signs in with it.
    await page.goto(resetPath);
    await expect(page.getByRole('heading', { name: text(language, 'auth:reset.title') })).toBeVisible();
    for (const field of ['password', 'confirm'] as const) {
      await page
        .getByRole('textbox', { name: text(language, `auth:reset.${field}`), exact: true })
        .fill(newPassword);
    }
    await page.getByRole('button', { name: text(language, 'auth:reset.submit') }).click();
    await expect(page.getByRole('heading', { name: text(language, 'auth:reset.doneTitle') })).toBeVisible();
    await page.getByRole('link', { name: text(language, 'auth:reset.signIn') }).click();
    await expect(page).toHaveURL(inLanguage(language, '/login'));
    await signIn(page, language, { email, password: newPassword });
    await expect(page).toHaveURL(inLanguage(language, '/'));

    // 4. The link works once.
    await page.goto(resetPath);
    await expect(
      page.getByRole('heading', { name: text(language, 'auth:reset.invalidTitle') }),
    ).toBeVisible();
  });
}

for (const language of ['ar', 'en'] as const) {
  test(`an agent’s booking puts its confirmation, with the ticket, in the outbox (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const booking = await bookThroughApi(request, `Salem Outbox ${language}`);
    const drawer = await openNewestMail(page, language, omar.email, booking.reference);
    await expect(drawer.getByText(text(language, 'mail:kinds.BookingConfirmed')).first()).toBeVisible();
    await expect(drawer.getByText(`ticket-${booking.reference}.pdf`)).toBeVisible();
    await expect(
      page.frameLocator('[data-testid="outbox-message-html"]').getByText(booking.reference).first(),
    ).toBeVisible();
  });
}

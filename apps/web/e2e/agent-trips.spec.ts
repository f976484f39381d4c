import { readFileSync } from 'node:fs';
import { type Download, expect, test } from '@playwright/test';
import { amountText, bookThroughApi, headerBalance, omar } from './agent-bookings-api';
import { inLanguage, type Language, signIn, text } from './fixtures';

async function firstBytes(download: Download, count: number): Promise<string> {
  return readFileSync(await download.path())
    .subarray(0, count)
    .toString('latin1');
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`an agent finds a booking, downloads its ticket, edits and cancels it, and sees the refund (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const booking = await bookThroughApi(request, `Traveller ${language} ${Date.now().toString(36)}`);
    const total = booking.price.total;

    await page.goto(inLanguage(language, '/panel/login'));
    await signIn(page, language, omar);
    await expect(page).toHaveURL(inLanguage(language, '/panel'));

    // Trips history: the search by reference is kept in the URL and finds the one booking.
    await page
      .getByRole('navigation', { name: t('nav:agentNavigation') })
      .first()
      .getByRole('link', { name: t('nav:agentMenu.tripsHistory') })
      .click();
    await expect(page).toHaveURL(inLanguage(language, '/panel/profile/trips-history'));
    await page.getByRole('searchbox', { name: t('bookings:filters.searchLabel') }).fill(booking.reference);
    await expect(page).toHaveURL(new RegExp(`search=${booking.reference}`));
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(t('bookings:status.Requested'));
    await expect(rows.first()).toContainText(amountText(total));

    // The drawer opens from the reference, keeps ?id= and survives a reload.
    await page
      .getByRole('button', { name: t('bookings:list.open', { reference: booking.reference }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`id=${booking.id}`));
    await page.reload();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toContainText(booking.reference);
    await expect(drawer).toContainText(booking.travellerName);
    const history = drawer.getByTestId('history-item');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText(t('bookings:status.Requested'));
    await expect(history.first()).toContainText(t('bookings:history.byAgent'));

    // The ticket is a PDF named after the reference.
    const [ticket] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: t('bookings:drawer.downloadTicket') }).click(),
    ]);
    expect(ticket.suggestedFilename()).toBe(`${booking.reference}.pdf`);
    expect(await firstBytes(ticket, 5)).toBe('%PDF-');

    // Edit while Requested: a malformed flight number is refused under its field, a good one is saved.
    await drawer.getByRole('button', { name: t('bookings:drawer.edit') }).click();
    const flight = drawer.getByRole('textbox', { name: t('bookings:fields.flightNumber') });
    await flight.fill('12');
    await drawer.getByRole('button', { name: t('bookings:edit.save') }).click();
    await expect(drawer.getByText(t('bookings:edit.flightFormat'))).toBeVisible();
    await expect(flight).toBeFocused();
    await flight.fill('ms 915');
    await drawer.getByRole('button', { name: t('bookings:edit.save') }).click();
    await expect(page.getByText(t('bookings:edit.saved', { reference: booking.reference }))).toBeVisible();
    await expect(drawer).toContainText('MS915');

    // Cancel: the modal states the refund; then Refunded, two history entries, and the balance is back up.
    const before = await headerBalance(page);
    await drawer.getByRole('button', { name: t('bookings:drawer.cancel') }).click();
    const confirm = page.getByRole('dialog', {
      name: t('bookings:cancel.title', { reference: booking.reference }),
    });
    await expect(confirm).toContainText(amountText(total));
    await confirm.getByRole('button', { name: t('bookings:cancel.confirm') }).click();
    await expect(confirm).toBeHidden();
    await expect(drawer.locator('[data-status="Refunded"]').first()).toBeVisible();
    await expect(history).toHaveCount(2);
    await expect(history.nth(1)).toContainText(t('bookings:status.Refunded'));
    await expect(drawer.getByRole('button', { name: t('bookings:drawer.cancel') })).toHaveCount(0);
    await expect.poll(() => headerBalance(page)).toBe(before + total);
    await expect(rows.first()).toContainText(t('bookings:status.Refunded'));

    // The export of the same filtered list is an .xlsx (a zip: "PK").
    await drawer.getByRole('button', { name: t('bookings:drawer.close') }).click();
    await expect(page).not.toHaveURL(/id=/);
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('bookings:list.export') }).click(),
    ]);
    expect(sheet.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(await firstBytes(sheet, 2)).toBe('PK');

    // The wallet shows the refund coming in, with the running balance, linking back to the booking.
    await page.goto(inLanguage(language, '/panel/profile/wallet-transactions'));
    await page.getByRole('searchbox', { name: t('wallet:filters.searchLabel') }).fill(booking.reference);
    await expect(page).toHaveURL(new RegExp(`search=${booking.reference}`));
    const refund = page
      .locator('tbody tr')
      .filter({ has: page.locator('[data-type="Refund"]') })
      .filter({ hasText: booking.reference });
    await expect(refund).toHaveCount(1);
    const amount = refund.locator('[data-direction="Incoming"]');
    await expect(amount).toContainText(`+`);
    await expect(amount).toContainText(amountText(total));
    await expect(refund).toContainText(amountText(before + total));
    await expect(page.getByTestId('wallet-balance')).toContainText(amountText(before + total));
    await refund
      .getByRole('link', { name: t('wallet:openBooking', { reference: booking.reference }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/panel/profile/trips-history\\?id=${booking.id}`));
    await expect(page.getByRole('dialog')).toContainText(booking.reference);
  });
}

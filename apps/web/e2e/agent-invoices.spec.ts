import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { amountText, bookThroughApi, omar } from './agent-bookings-api';
import { inLanguage, settled, signIn, text } from './fixtures';

/** Where a run leaves the invoice PDF, its page as PNG and the phone screenshot, when asked to (SHOTS_DIR). */
const shots = process.env.SHOTS_DIR;

test('an agent books, opens Invoices and downloads the tax invoice as a PDF with its ZATCA QR code (ar)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const t = (key: `${string}:${string}`, values?: Record<string, string>) => text('ar', key, values);
  const booking = await bookThroughApi(request, `Invoice traveller ${Date.now().toString(36)}`);

  await page.goto(inLanguage('ar', '/panel/login'));
  await signIn(page, 'ar', omar);
  await expect(page).toHaveURL(inLanguage('ar', '/panel'));
  await page
    .getByRole('navigation', { name: t('nav:agentNavigation') })
    .first()
    .getByRole('link', { name: t('nav:agentMenu.invoices') })
    .click();
  await expect(page).toHaveURL(inLanguage('ar', '/panel/profile/invoices'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('nav:titles.invoices'));

  // The booking's invoice, found by its reference: a tax invoice for the booking's price.
  await page.getByRole('searchbox', { name: t('invoices:filters.searchLabel') }).fill(booking.reference);
  await expect(page).toHaveURL(new RegExp(`search=${booking.reference}`));
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(t('invoices:kind.Invoice'));
  await expect(rows.first()).toContainText(amountText(booking.price.total));
  const number = (await rows.first().locator('td').first().innerText()).trim();
  expect(number).toMatch(/^INV-\d{4}-\d{6}$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    rows.first().getByRole('button', { name: t('invoices:download', { number }) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const pdf = await download.path();
  expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const words = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-']).toString('utf8');
  expect(words).toContain(number);
  expect(words).toContain(booking.reference);
  expect(words).toContain('Tax invoice');

  if (shots) {
    mkdirSync(shots, { recursive: true });
    copyFileSync(pdf, `${shots}/${number}.pdf`);
    execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', pdf, `${shots}/invoice-pdf`]);
    await page.setViewportSize({ width: 360, height: 780 });
    await settled(page);
    await page.screenshot({ path: `${shots}/agent-invoices-ar-360.png`, fullPage: true });
  }
});

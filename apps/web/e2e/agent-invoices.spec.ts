import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { amountText, bookThroughApi, omar } from './agent-bookings-api';
import { inLanguage, type Language, settled, signIn, superAdmin, text } from './fixtures';

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
  const number = ((await rows.first().locator('td').first().textContent()) ?? '').trim();
  expect(number).toMatch(/^INV-\d{4}-\d{6}$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    rows
      .first()
      .getByRole('button', { name: t('invoices:download', { number }) })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const pdf = await download.path();
  expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const words = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-']).toString('utf8');
  expect(words).toContain(number);
  expect(words).toContain(booking.reference);
  expect(words).toContain('Tax invoice');

  // The page passes axe in both languages, and at 360 px it does not scroll sideways.
  const found: string[] = [];
  for (const language of ['ar', 'en'] as const satisfies Language[]) {
    await page.goto(inLanguage(language, '/panel/profile/invoices'));
    found.push(...(await problemsOf(page)));
  }
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/panel/profile/invoices?search=${booking.reference}`);
  found.push(...(await problemsOf(page)));
  expect(found).toEqual([]);

  if (shots) {
    mkdirSync(shots, { recursive: true });
    copyFileSync(pdf, `${shots}/${number}.pdf`);
    execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', pdf, `${shots}/invoice-pdf`]);
    await page.screenshot({ path: `${shots}/agent-invoices-ar-360.png`, fullPage: true });
  }
});

/** axe's serious and critical findings, and whether the page scrolls sideways at its current width. */
async function problemsOf(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const found = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${page.url()} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  if (sideways) found.push(`${page.url()} scrolls sideways`);
  return found;
}

test('an admin finds invoices in the menu, saves the seller, and the pages pass axe and fit a phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const t = (key: `${string}:${string}`) => text('ar', key);
  await page.goto('/admin-panel/login');
  await signIn(page, 'ar', superAdmin);
  await expect(page).toHaveURL('/admin-panel');
  await page
    .getByRole('link', { name: t('nav:titles.invoices') })
    .first()
    .click();
  await expect(page).toHaveURL('/admin-panel/invoices');
  await expect(page.locator('tbody tr').first()).toContainText(/INV-\d{4}-\d{6}/);

  // The seller: a VAT number in Arabic-Indic digits is accepted and saved as ASCII.
  await page.getByRole('link', { name: t('invoices:sellerLink') }).click();
  await expect(page).toHaveURL('/admin-panel/invoices/seller');
  const vat = page.getByRole('textbox', { name: t('invoices:seller.vatNumber') });
  await vat.fill('٣٠٠٠٠٠٠٠٠٠٠٠٠٠٣');
  await expect(vat).toHaveValue('300000000000003');
  await vat.fill('123');
  await page.getByRole('button', { name: t('invoices:seller.save') }).click();
  await expect(vat).toHaveAccessibleDescription(
    new RegExp(text('ar', 'messages:codes.vatNumberFormat').slice(0, 12)),
  );
  await vat.fill('300000000000003');
  await page.getByRole('button', { name: t('invoices:seller.save') }).click();
  await expect(page.getByText(t('invoices:seller.saved'))).toBeVisible();

  const found: string[] = [];
  for (const language of ['ar', 'en'] as const satisfies Language[]) {
    for (const path of ['/admin-panel/invoices', '/admin-panel/invoices/seller']) {
      await page.goto(inLanguage(language, path));
      found.push(...(await problemsOf(page)));
    }
  }
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ['/admin-panel/invoices', '/admin-panel/invoices/seller']) {
    await page.goto(path);
    found.push(...(await problemsOf(page)));
    if (shots)
      await page.screenshot({ path: `${shots}/${path.split('/').pop()}-ar-360.png`, fullPage: true });
  }
  expect(found).toEqual([]);
});

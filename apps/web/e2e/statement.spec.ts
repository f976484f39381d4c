import { mkdirSync, readFileSync } from 'node:fs';
import { type Download, expect, test } from '@playwright/test';
import { amountText, bookThroughApi, omar } from './agent-bookings-api';
import { inLanguage, type Language, settled, signIn, superAdmin, text } from './fixtures';

async function firstBytes(download: Download, count: number): Promise<string> {
  return readFileSync(await download.path())
    .subarray(0, count)
    .toString('latin1');
}

const SHOTS = '/tmp/shots-wt-statements';

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`an agent opens this month's statement from the wallet and downloads the PDF and the workbook (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const booking = await bookThroughApi(request, `Statement ${language} ${Date.now().toString(36)}`);

    await page.goto(inLanguage(language, '/panel/login'));
    await signIn(page, language, omar);
    await expect(page).toHaveURL(inLanguage(language, '/panel'));
    await page.goto(inLanguage(language, '/panel/profile/wallet-transactions'));
    await page.getByRole('link', { name: t('statements:open') }).click();
    await expect(page).toHaveURL(inLanguage(language, '/panel/profile/statement'));

    // This month by default: the booking is a line with its reference and its price as a debit.
    const lines = page.getByTestId('statement-lines');
    const line = lines.locator('tbody tr').filter({ hasText: booking.reference });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(amountText(booking.price.total));
    await expect(page.getByTestId('statement-closing')).toContainText(/\d\.\d{2}/);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('statements:download.pdf') }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(await firstBytes(pdf, 5)).toBe('%PDF-');
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('statements:download.xlsx') }).click(),
    ]);
    expect(sheet.suggestedFilename()).toMatch(/^statement-.*\.xlsx$/);
    // An .xlsx is a zip: "PK".
    expect(await firstBytes(sheet, 2)).toBe('PK');

    // From–to days: the URL keeps them, and a day range without this month's entries shows none.
    await page.getByText(t('statements:period.dates'), { exact: true }).click();
    await expect(page).toHaveURL(/mode=dates/);
    await page.goto(inLanguage(language, '/panel/profile/statement?from=2025-01-01&to=2025-01-31'));
    await expect(page.getByText(t('statements:empty'))).toBeVisible();

    if (language === 'ar') {
      mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(inLanguage(language, '/panel/profile/statement'));
      await expect(line).toHaveCount(1);
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/agent-statement-ar-360.png`, fullPage: true });
    }
  });
}

test('an admin opens an agent’s statement from the balances view (en)', async ({ page }) => {
  const t = (key: `${string}:${string}`, values?: Record<string, string>) => text('en', key, values);
  await page.goto(inLanguage('en', '/admin-panel/login'));
  await signIn(page, 'en', superAdmin);
  await expect(page).toHaveURL(inLanguage('en', '/admin-panel'));
  await page.goto(inLanguage('en', '/admin-panel/payments?view=balances'));
  await page.getByRole('searchbox').fill(omar.email);
  const link = page.getByRole('link', { name: /^Statement of / });
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(/\/en\/admin-panel\/payments\/statement\?agentId=/);
  await expect(page.getByTestId('statement-lines').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('statement-opening')).toContainText(t('statements:summary.opening'));
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/admin-statement-en.png`, fullPage: true });
});

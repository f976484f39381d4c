import fs from 'node:fs';
import type { SellerSettings } from '@masar/contract/invoices';
import { expect, test } from '@playwright/test';
import { inLanguage, type Language, settled, signIn, superAdmin, text } from './fixtures';

/** Issue #19: the seller settings' "prices include VAT" saved off, and the change read in the action log. */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-wt-finance';

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`an admin turns VAT-inclusive prices off and reads the change in the action log (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const login = await request.post('/api/auth/loginAdmin', { data: superAdmin });
    const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
    const initial = (await (await request.get('/api/invoices/seller', { headers })).json()) as SellerSettings;
    expect(initial.pricesIncludeVat).toBe(true);
    try {
      await page.goto(inLanguage(language, '/admin-panel/login'));
      await signIn(page, language, superAdmin);
      await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
      await page
        .getByRole('link', { name: t('nav:titles.invoices') })
        .first()
        .click();
      await page.getByRole('link', { name: t('invoices:sellerLink') }).click();
      await expect(page).toHaveURL(inLanguage(language, '/admin-panel/invoices/seller'));
      const included = page.getByRole('switch', { name: t('invoices:seller.pricesIncludeVat') });
      await expect(included).toBeChecked();
      await included.click();
      await expect(included).not.toBeChecked();
      await page.getByRole('button', { name: t('invoices:seller.save') }).click();
      await expect(page.getByText(t('invoices:seller.saved'))).toBeVisible();

      await page
        .getByRole('link', { name: t('nav:titles.adminActions') })
        .first()
        .click();
      await expect(page).toHaveURL(inLanguage(language, '/admin-panel/admin-actions'));
      await page.getByRole('combobox', { name: t('admin-actions:filters.entityType'), exact: true }).click();
      await page.getByRole('option', { name: t('admin-actions:entity.SellerSettings'), exact: true }).click();
      await expect(page).toHaveURL(/entityType=SellerSettings/);
      const newest = page.locator('tbody tr').first();
      await expect(newest).toContainText(t('admin-actions:entity.SellerSettings'));
      await expect(newest).toContainText(t('admin-actions:action.Update'));
      await newest.getByRole('button', { name: t('admin-actions:showDetails') }).click();
      const details = page.getByRole('dialog');
      const changed = details.locator('tr[data-changed]');
      await expect(changed).toHaveCount(1);
      await expect(changed).toContainText(t('admin-actions:fields.pricesIncludeVat'));
      await expect(changed).toContainText(t('admin-actions:details.yes'));
      await expect(changed).toContainText(t('admin-actions:details.no'));
      await expect(details).toContainText(language === 'ar' ? initial.legalNameAr : initial.legalNameEn);
      await details.getByRole('link', { name: t('admin-actions:details.open') }).click();
      await expect(page).toHaveURL(inLanguage(language, '/admin-panel/invoices/seller'));
      if (language === 'ar') {
        // The same entry on a phone.
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.setViewportSize({ width: 360, height: 780 });
        await page.goto('/admin-panel/admin-actions?entityType=SellerSettings');
        await page
          .locator('tbody tr')
          .first()
          .getByRole('button', { name: t('admin-actions:showDetails') })
          .click();
        await expect(page.getByRole('dialog').locator('tr[data-changed]')).toHaveCount(1);
        await settled(page);
        await page.screenshot({ path: `${SHOTS}/admin-action-seller-ar-360.png`, fullPage: true });
      }
    } finally {
      const restored = await request.put('/api/invoices/seller', {
        headers,
        data: { ...initial, updatedAt: undefined },
      });
      expect(restored.status()).toBe(200);
    }
  });
}

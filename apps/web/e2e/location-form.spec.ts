import { expect, type Page, test } from '@playwright/test';
import { inLanguage, signIn, superAdmin, text } from './fixtures';

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test('a location off the map or outside every area is refused with a message, not clamped or saved', async ({
  page,
}) => {
  const t = (key: `${string}:${string}`) => text('en', key);
  const suffix = Date.now().toString(36);
  await page.goto(inLanguage('en', '/admin-panel/login'));
  await signIn(page, 'en', superAdmin);
  await expect(page).not.toHaveURL(/\/login/); // signed in before leaving the page
  await page.goto(inLanguage('en', '/admin-panel/locations/define'));
  await field(page, t('common:bilingualName.nameAr')).fill(`نقطة ${suffix}`);
  await field(page, t('common:bilingualName.nameEn')).fill(`Point ${suffix}`);
  await page.getByRole('combobox', { name: t('catalogue:common.type'), exact: true }).click();
  await page.getByRole('option', { name: t('catalogue:locations.types.Hotel'), exact: true }).click();
  const lat = field(page, t('catalogue:locations.lat'));
  const lng = field(page, t('catalogue:locations.lng'));
  await lat.fill('95');
  await lng.fill('200');
  await page.getByRole('button', { name: t('catalogue:common.save') }).click();
  // Kept as typed (not clamped to 90 / 180), each marked as wrong, and nothing sent.
  await expect(lat).toHaveValue('95');
  await expect(lng).toHaveValue('200');
  await expect(lat).toHaveAttribute('aria-invalid', 'true');
  await expect(lng).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/locations\/define/);

  // A real point no area contains: the server refuses it on the latitude field.
  await lat.fill('-80');
  await lng.fill('10');
  await page.getByRole('button', { name: t('catalogue:common.save') }).click();
  await expect(page.getByText(t('messages:codes.locationOutsideAreas'))).toBeVisible();
  await expect(page).toHaveURL(/locations\/define/);
});

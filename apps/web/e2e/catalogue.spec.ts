import { expect, type Locator, type Page, test } from '@playwright/test';
import { inLanguage, type Language, signIn, superAdmin, text } from './fixtures';

/** A real 1×1 PNG, made in the test (the API reads and thumbnails it). */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function mapOf(page: Page, language: Language, labelKey: `${string}:${string}`): Promise<Locator> {
  const map = page.getByRole('region', { name: text(language, labelKey) }).locator('.leaflet-container');
  await expect(map).toBeVisible();
  return map;
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`admin builds the catalogue (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const suffix = `${language}-${Date.now().toString(36)}`;
    const shown = (names: { ar: string; en: string }) => names[language];

    await page.goto(inLanguage(language, '/admin-panel/login'));
    await signIn(page, language, superAdmin);
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));

    // Extra service, through the modal form; the price is typed in SAR.
    const extra = { ar: `مقعد أطفال ${suffix}`, en: `Child seat ${suffix}` };
    await page.goto(inLanguage(language, '/admin-panel/extra-services'));
    await page.getByRole('button', { name: t('catalogue:extras.add') }).click();
    const dialog = page.getByRole('dialog');
    await field(page, t('common:bilingualName.nameAr')).fill(extra.ar);
    await field(page, t('common:bilingualName.nameEn')).fill(extra.en);
    await field(page, t('catalogue:extras.price')).fill('12.5');
    await dialog.getByRole('button', { name: t('catalogue:common.save') }).click();
    await expect(dialog).toBeHidden();
    const extraRow = page.getByRole('row').filter({ hasText: shown(extra) });
    await expect(extraRow).toBeVisible();
    await expect(extraRow).toContainText('12.50');

    // Car with one picture, sent as multipart.
    const car = { ar: `لكزس ${suffix}`, en: `Lexus ${suffix}` };
    await page.goto(inLanguage(language, '/admin-panel/cars/define'));
    await field(page, t('common:bilingualName.nameAr')).fill(car.ar);
    await field(page, t('common:bilingualName.nameEn')).fill(car.en);
    await choose(page, t('catalogue:common.type'), t('common:carTypes.SUV'));
    await page.locator('input[type="file"]').setInputFiles({
      name: 'car.png',
      mimeType: 'image/png',
      buffer: onePixelPng,
    });
    await expect(
      page.getByRole('img', { name: t('catalogue:cars.images.alt', { index: '1' }) }),
    ).toBeVisible();
    await page.getByRole('button', { name: t('catalogue:common.save') }).click();
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel/cars/list-cars'));
    await page.getByRole('searchbox', { name: t('common:list.search') }).fill(suffix);
    await expect(page).toHaveURL(/search=/);
    const carRow = page.getByRole('row').filter({ hasText: shown(car) });
    await expect(carRow).toBeVisible();
    await expect(carRow.getByRole('img', { name: shown(car) })).toBeVisible();

    // Area drawn with Geoman: four corners, then a click on the first one closes the outline.
    const area = { ar: `منطقة ${suffix}`, en: `Zone ${suffix}` };
    await page.goto(inLanguage(language, '/admin-panel/locations/areas'));
    const areasMap = await mapOf(page, language, 'catalogue:areas.mapLabel');
    await page.getByRole('button', { name: t('catalogue:areas.draw') }).click();
    const box = await areasMap.boundingBox();
    if (!box) throw new Error('no map box');
    const cx = box.width / 2;
    const cy = box.height / 2;
    const corners = [
      { x: cx - 80, y: cy - 60 },
      { x: cx + 80, y: cy - 60 },
      { x: cx + 80, y: cy + 60 },
      { x: cx - 80, y: cy + 60 },
    ];
    for (const position of corners) await areasMap.click({ position });
    await areasMap.click({ position: corners[0] });
    await field(page, t('common:bilingualName.nameAr')).fill(area.ar);
    await field(page, t('common:bilingualName.nameEn')).fill(area.en);
    await page.getByRole('button', { name: t('catalogue:common.save'), exact: true }).click();
    await expect(page.getByRole('button', { name: shown(area) })).toBeVisible();

    // Its outline is edited: one corner dragged outwards makes it larger.
    const sizeText = page.getByText(t('catalogue:areas.size', { km2: '' }).trim(), { exact: false });
    const sizeOf = async () => Number((await sizeText.textContent())?.replace(/[^\d.]/g, ''));
    await expect(sizeText).toBeVisible();
    const before = await sizeOf();
    await page.getByRole('button', { name: t('catalogue:areas.editShape') }).click();
    // The map may have moved since the drawing: take the vertex handle furthest down and to the right.
    const handles = areasMap.locator('.marker-icon:not(.marker-icon-middle)');
    await expect(handles).toHaveCount(4);
    const centres = await Promise.all(
      (await handles.all()).map(async (handle) => {
        const at = await handle.boundingBox();
        if (!at) throw new Error('no handle box');
        return { x: at.x + at.width / 2, y: at.y + at.height / 2 };
      }),
    );
    const corner = centres.reduce((best, next) => (next.x + next.y > best.x + best.y ? next : best));
    await page.mouse.move(corner.x, corner.y);
    await page.mouse.down();
    await page.mouse.move(corner.x + 30, corner.y + 20, { steps: 5 });
    await page.mouse.move(corner.x + 60, corner.y + 40, { steps: 5 });
    await page.mouse.up();
    await page.getByRole('button', { name: t('catalogue:areas.stopEditing') }).click();
    await page.getByRole('button', { name: t('catalogue:common.save'), exact: true }).click();
    await expect(page.getByText(t('catalogue:common.saved'))).toBeVisible();
    await expect.poll(sizeOf).toBeGreaterThan(before);
    await page.reload();
    await page.getByRole('button', { name: shown(area) }).click();
    await expect.poll(sizeOf).toBeGreaterThan(before);

    // Taxi services of the new area: the car is offered at a price, the price changes, the row is deleted.
    await page.goto(inLanguage(language, '/admin-panel/taxi-service/manage'));
    await choose(page, t('catalogue:taxi.area'), shown(area));
    await expect(page).toHaveURL(/areaId=/);
    // A new row is "<car>, new price"; once saved within the area, "<car>, Within <area>".
    const newRow = t('catalogue:taxi.newRowLabel', { car: shown(car) });
    const row = t('catalogue:taxi.rowLabel', {
      car: shown(car),
      end: t('catalogue:taxi.within', { area: shown(area) }),
    });
    await field(page, `${t('catalogue:taxi.price')} — ${newRow}`).fill('150');
    await page.getByRole('button', { name: `${t('catalogue:common.add')} — ${newRow}` }).click();
    const price = field(page, `${t('catalogue:taxi.price')} — ${row}`);
    await expect(page.getByText(t('catalogue:common.created'))).toBeVisible();
    const saveRow = page.getByRole('button', { name: `${t('catalogue:common.save')} — ${row}` });
    await expect(saveRow).toBeVisible();
    await price.fill('175.5');
    await saveRow.click();
    await expect(page.getByText(t('catalogue:common.saved'))).toBeVisible();
    await page.reload();
    await expect(price).toHaveValue('175.50');
    await page.getByRole('button', { name: `${t('catalogue:common.delete')} — ${row}` }).click();
    const confirm = page.getByRole('dialog', { name: t('common:confirmDelete.title') });
    await confirm.getByRole('button', { name: t('common:confirmDelete.confirm') }).click();
    await expect(confirm).toBeHidden();
    await expect(
      page.getByRole('button', { name: `${t('catalogue:common.add')} — ${newRow}` }),
    ).toBeVisible();
    await expect(field(page, `${t('catalogue:taxi.price')} — ${newRow}`)).toHaveValue('');

    // Location placed by a click on the map; its derived area shows after saving.
    const location = { ar: `مطار ${suffix}`, en: `Airport ${suffix}` };
    await page.goto(inLanguage(language, '/admin-panel/locations/define'));
    await field(page, t('common:bilingualName.nameAr')).fill(location.ar);
    await field(page, t('common:bilingualName.nameEn')).fill(location.en);
    await choose(page, t('catalogue:common.type'), t('catalogue:locations.types.Airport'));
    const pickerMap = await mapOf(page, language, 'catalogue:locations.mapLabel');
    await pickerMap.click();
    await expect(field(page, t('catalogue:locations.lat'))).not.toHaveValue('');
    await page.getByRole('button', { name: t('catalogue:common.save') }).click();
    await expect(page).toHaveURL(/edit-locations\?id=/);
    await expect(page.getByTestId('derived-area')).toBeVisible();

    await page.goto(inLanguage(language, `/admin-panel/locations/list-locations?search=${suffix}`));
    await expect(page.getByRole('row').filter({ hasText: shown(location) })).toBeVisible();

    // Lists sort by the name in the page's language, through the column header, kept in the URL.
    const nameField = language === 'ar' ? 'nameAr' : 'nameEn';
    await page.goto(inLanguage(language, '/admin-panel/cars/list-cars'));
    await page.getByRole('button', { name: new RegExp(`^${t('catalogue:cars.name')}`) }).click();
    await expect(page).toHaveURL(new RegExp(`sort=${nameField}$`));
    await page.getByRole('button', { name: new RegExp(`^${t('catalogue:cars.name')}`) }).click();
    await expect(page).toHaveURL(new RegExp(`sort=-${nameField}$`));
    await page.goto(inLanguage(language, '/admin-panel/locations/list-locations?sort=type'));
    await expect(page.locator('tbody tr').first()).toContainText(t('catalogue:locations.types.Airport'));

    // A malformed id in an edit page's URL is the 404 page (the route's validation rule, spec §5).
    await page.goto(inLanguage(language, '/admin-panel/cars/edit-cars?id=not-an-id'));
    await expect(page.getByTestId('not-found-message')).toBeVisible();
    await page.goto(inLanguage(language, '/admin-panel/locations/edit-locations'));
    await expect(page.getByTestId('not-found-message')).toBeVisible();
  });
}

test('a duplicate name is refused in the page language (ar)', async ({ page }) => {
  const t = (key: `${string}:${string}`) => text('ar', key);
  const names = { ar: `مياه ${Date.now().toString(36)}`, en: `Water ${Date.now().toString(36)}` };
  await page.goto(inLanguage('ar', '/admin-panel/login'));
  await signIn(page, 'ar', superAdmin);
  await expect(page).not.toHaveURL(/\/login/); // signed in before leaving the page
  await page.goto(inLanguage('ar', '/admin-panel/extra-services'));
  for (const attempt of [1, 2]) {
    await page.getByRole('button', { name: t('catalogue:extras.add') }).click();
    const dialog = page.getByRole('dialog');
    await field(page, t('common:bilingualName.nameAr')).fill(`${names.ar} ${attempt}`);
    await field(page, t('common:bilingualName.nameEn')).fill(names.en);
    await field(page, t('catalogue:extras.price')).fill('5');
    await dialog.getByRole('button', { name: t('catalogue:common.save') }).click();
    if (attempt === 1) await expect(dialog).toBeHidden();
    else {
      // The API's English message, shown through the catalogue in Arabic.
      await expect(dialog.getByText(t('messages:codes.extraServiceNameEnTaken'))).toBeVisible();
      await expect(dialog.getByText('already exists')).toHaveCount(0);
    }
  }
});

test('deleting a car says first that its taxi services go with it', async ({ page }) => {
  const t = (key: `${string}:${string}`) => text('en', key);
  await page.goto('/en/admin-panel/login');
  await signIn(page, 'en', superAdmin);
  await expect(page).not.toHaveURL(/\/login/); // signed in before leaving the page
  await page.goto('/en/admin-panel/cars/list-cars');
  await page
    .getByRole('button', { name: new RegExp(`^${t('common:list.delete')}: `) })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: t('common:confirmDelete.title') });
  await expect(confirm.getByText(t('catalogue:cars.deleteConsequence'))).toBeVisible();
  await confirm.getByRole('button', { name: t('common:confirmDelete.cancel') }).click();
  await expect(confirm).toBeHidden();
});

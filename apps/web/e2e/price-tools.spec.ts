import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { inLanguage, type Language, signIn, superAdmin, text } from './fixtures';

/**
 * Issue #17's admin pricing tools: on a fresh area the admin prices one car at 100.00 (through the API),
 * then prices a second car at 150 % of it with the percentage tool (typed in Arabic-Indic digits), copies both
 * prices to the route area ↔ its airport, exports the grid and tries to import a file that is no workbook; the
 * price simulator, reached from the menu, shows both prices — the booking's own quote — for a trip from the
 * area's airport. In Arabic, screenshots at 360 px go to /tmp/shots-wt-pricetools.
 */

const shots = '/tmp/shots-wt-pricetools';

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/loginAdmin', { data: superAdmin });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).access_token}` };
}

/** A fresh area (a square of 0.2° at `lat`, 43°E) with an airport in its middle, and two demo cars. */
async function freshCatalogue(request: APIRequestContext, lat: number) {
  const headers = await adminHeaders(request);
  const suffix = Date.now().toString(36);
  const area = await request.post('/api/area', {
    headers,
    data: {
      nameAr: `منطقة الأدوات ${suffix}`,
      nameEn: `Tools area ${suffix}`,
      polygon: {
        type: 'Polygon',
        coordinates: [
          [
            [43.0, lat],
            [43.2, lat],
            [43.2, lat + 0.2],
            [43.0, lat + 0.2],
            [43.0, lat],
          ],
        ],
      },
    },
  });
  expect(area.status(), await area.text()).toBe(201);
  const location = await request.post('/api/location', {
    headers,
    data: {
      nameAr: `مطار الأدوات ${suffix}`,
      nameEn: `Tools airport ${suffix}`,
      type: 'Airport',
      lat: lat + 0.1,
      lng: 43.1,
    },
  });
  expect(location.status(), await location.text()).toBe(201);
  const cars = (await (await request.get('/api/car/allNoPagination', { headers })).json()) as {
    id: string;
    nameAr: string;
    nameEn: string;
    active: boolean;
  }[];
  const [base, other] = cars.filter((car) => car.active);
  if (!base || !other) throw new Error('the demo data has fewer than two cars');
  const areaRow = (await area.json()) as { id: string; nameAr: string; nameEn: string };
  const priced = await request.post('/api/taxi-service', {
    headers,
    data: { areaId: areaRow.id, carId: base.id, price: 10_000 },
  });
  expect(priced.status(), await priced.text()).toBe(201);
  return { headers, area: areaRow, location: (await location.json()) as typeof areaRow, base, other };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const [language, lat] of [
  ['ar', 26.0],
  ['en', 26.4],
] as const satisfies [Language, number][]) {
  test(`the admin prices a car at 150 % of a base car, and the simulator shows the booking price (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const name = (item: { nameAr: string; nameEn: string }) =>
      language === 'ar' ? item.nameAr : item.nameEn;
    const { headers, area, location, base, other } = await freshCatalogue(request, lat);

    await page.goto(inLanguage(language, '/admin-panel/login'));
    await signIn(page, language, superAdmin);
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
    await page.goto(inLanguage(language, '/admin-panel/taxi-service/manage'));
    await choose(page, t('catalogue:taxi.area'), name(area));
    await expect(page).toHaveURL(/areaId=/);

    // The percentage tool: the only route is within the area, its only price the base car's.
    await page.getByRole('button', { name: t('price-tools:tools.percent') }).click();
    const dialog = page.getByRole('dialog', { name: t('price-tools:percent.title') });
    await expect(dialog).toBeVisible();
    const percent = dialog.getByRole('textbox', {
      name: t('price-tools:percent.percentOf', { car: name(other) }),
      exact: true,
    });
    await percent.fill('١٥٠');
    await expect(dialog.getByText('150.00')).toBeVisible();
    if (language === 'ar') {
      await page.setViewportSize({ width: 360, height: 800 });
      fs.mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/percent-dialog-ar-360.png`, fullPage: true });
      await page.setViewportSize({ width: 1366, height: 900 });
    }
    await dialog.getByRole('button', { name: t('price-tools:percent.submit') }).click();
    await expect(dialog).toBeHidden();
    const grid = (await (
      await request.get(`/api/taxi-service/admin/by-area/${area.id}`, { headers })
    ).json()) as {
      carId: string;
      price: number;
    }[];
    expect(grid.find((service) => service.carId === other.id)?.price).toBe(15_000);

    // Copy the area's prices (both cars) to the route area ↔ its airport.
    await page.getByRole('button', { name: t('price-tools:tools.copy') }).click();
    const copy = page.getByRole('dialog', { name: t('price-tools:copy.title') });
    await choose(page, t('price-tools:route.target', { area: name(area) }), name(location));
    await copy.getByRole('button', { name: t('price-tools:copy.submit') }).click();
    await expect(copy).toBeHidden();
    const copied = (await (
      await request.get(`/api/taxi-service/admin/by-area/${area.id}`, { headers })
    ).json()) as {
      carId: string;
      locationId: string | null;
      price: number;
    }[];
    expect(
      copied
        .filter((service) => service.locationId === location.id)
        .map((service) => service.price)
        .sort(),
    ).toEqual([10_000, 15_000]);

    // The export downloads the grid; an import of a file that is no workbook says so and writes nothing.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('price-tools:tools.export') }).click();
    expect((await download).suggestedFilename()).toMatch(/^route-prices-.*\.xlsx$/);
    await page.getByRole('button', { name: t('price-tools:tools.import') }).click();
    const upload = page.getByRole('dialog', { name: t('price-tools:import.title') });
    await upload.locator('input[type=file]').setInputFiles({
      name: 'prices.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('not a workbook'),
    });
    await upload.getByRole('button', { name: t('price-tools:import.submit') }).click();
    await expect(upload.getByRole('alert')).toContainText(t('messages:codes.gridFileUnreadable'));
    await upload.getByRole('button', { name: t('catalogue:common.cancel') }).click();
    await expect(upload).toBeHidden();

    // The simulator, from the menu: the area's airport → a point in the area, tomorrow at 10:00.
    await page.getByRole('link', { name: t('nav:titles.priceSimulator') }).click();
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel/taxi-service/simulator'));
    const pickup = t('price-tools:simulator.pickup');
    const dropOff = t('price-tools:simulator.dropOff');
    await choose(page, `${pickup} — ${t('price-tools:simulator.chooseLocation')}`, name(location));
    await page
      .getByRole('textbox', { name: t('price-tools:simulator.lat', { end: dropOff }) })
      .fill(`${lat + 0.05}`);
    await page.getByRole('textbox', { name: t('price-tools:simulator.lng', { end: dropOff }) }).fill('٤٣٫٠٥');
    await page.getByRole('button', { name: t('price-tools:simulator.submit') }).click();
    await expect(page.getByTestId(`simulated-total-${base.id}`)).toContainText('100.00');
    await expect(page.getByTestId(`simulated-total-${other.id}`)).toContainText('150.00');
    await expect(page.getByTestId('simulator-result')).toContainText(name(location));
    await expect(page.getByText(t('price-tools:simulator.notServed')).first()).toBeVisible();
    if (language === 'ar') {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.screenshot({ path: `${shots}/simulator-ar-360.png`, fullPage: true });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    }
  });
}

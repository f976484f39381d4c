import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { minorUnitsIn } from './agent-bookings-api';
import { agent, inLanguage, type Language, pickDay, signIn, superAdmin, text } from './fixtures';

/**
 * Issue #17, decision 0009: a trip is priced by both of its ends. The demo prices Riyadh ↔ Jeddah for a few
 * cars (Camry, Tahoe, Sprinter); the admin prices one more (the Yaris) from Riyadh's grid, and an agent
 * finds it on a Jeddah airport → Riyadh trip. A trip between two ends nobody prices says so.
 */

const jedAirport = { ar: 'مطار الملك عبدالعزيز الدولي', en: 'King Abdulaziz International Airport (JED)' };
const riyadh = { ar: 'الرياض', en: 'Riyadh' };
const jeddah = { ar: 'جدة', en: 'Jeddah' };
const yaris = { ar: 'تويوتا يارس', en: 'Toyota Yaris' };

/** Tomorrow in the business time zone (Asia/Riyadh), as 'YYYY-MM-DD'. */
function tomorrowInRiyadh(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(Date.now() + 86_400_000);
}

/** A locale text whose <from>/<to> tags (the bidi isolates of the page) are left out, as it reads. */
function plain(language: Language, key: `${string}:${string}`, values: Record<string, string> = {}) {
  return text(language, key, values).replace(/<\/?\w+>/g, '');
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/loginAdmin', { data: superAdmin });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).access_token}` };
}

async function jedAirportId(request: APIRequestContext, headers: Record<string, string>) {
  const locations = (await (await request.get('/api/location/allNoPagination', { headers })).json()) as {
    id: string;
    nameEn: string;
  }[];
  const found = locations.find((location) => location.nameEn === jedAirport.en);
  if (!found) throw new Error('no JED airport in the demo data');
  return found.id;
}

test('a trip between two ends nobody prices is not served, and says so with the way back (en)', async ({
  page,
  request,
}) => {
  const language = 'en';
  const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
  // A new area around Makkah: inside it, nothing is priced, and no route reaches it.
  const headers = await adminHeaders(request);
  const suffix = Date.now().toString(36);
  const makkah = { ar: `مكة ${suffix}`, en: `Makkah ${suffix}` };
  const created = await request.post('/api/area', {
    headers,
    data: {
      nameAr: makkah.ar,
      nameEn: makkah.en,
      polygon: {
        type: 'Polygon',
        coordinates: [
          [
            [39.78, 21.38],
            [39.9, 21.38],
            [39.9, 21.47],
            [39.78, 21.47],
            [39.78, 21.38],
          ],
        ],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = await jedAirportId(request, headers);

  await page.goto(inLanguage(language, '/panel/login'));
  await signIn(page, language, agent);
  await expect(page).toHaveURL(inLanguage(language, '/panel'));
  const trip = new URLSearchParams({
    direction: 'Arrival',
    location,
    address: 'Ibrahim Al Khalil Street, Makkah',
    lat: '21.4225',
    lng: '39.8262',
    date: tomorrowInRiyadh(),
    passengers: '1',
    bags: '0',
  });
  await page.goto(inLanguage(language, `/panel/search-taxi?${trip}`));
  const alert = page.getByTestId('route-not-served');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(
    plain(language, 'agent-booking:offers.notServedTitle', { from: jedAirport.en, to: makkah.en }),
  );
  await expect(alert).toContainText(t('agent-booking:offers.notServed'));
  await expect(page.getByRole('list', { name: t('agent-booking:offers.listLabel') })).toHaveCount(0);
  await expect(page.getByText(t('agent-booking:offers.noCarTitle'))).toHaveCount(0);
  // The way back keeps the trip, to change one of its ends.
  await alert.getByRole('link', { name: t('agent-booking:summary.changeTrip') }).click();
  await expect(page).toHaveURL(new RegExp(`${inLanguage(language, '/panel')}\\?.*lat=21\\.4225`));
});

test('an admin prices a car Riyadh ↔ Jeddah and an agent finds it on a Jeddah airport → Riyadh trip (admin en, agent ar)', async ({
  browser,
}) => {
  test.setTimeout(90_000);

  // The admin, in English, on Riyadh's grid: a new price of the Yaris to the area Jeddah, both ways.
  const admin = await browser.newPage();
  const en = (key: `${string}:${string}`, values?: Record<string, string>) => text('en', key, values);
  await admin.goto(inLanguage('en', '/admin-panel/login'));
  await signIn(admin, 'en', superAdmin);
  await expect(admin).toHaveURL(inLanguage('en', '/admin-panel'));
  await admin.goto(inLanguage('en', '/admin-panel/taxi-service/manage'));
  await choose(admin, en('catalogue:taxi.area'), riyadh.en);
  await expect(admin).toHaveURL(/areaId=/);
  // The demo's Yaris is priced within Riyadh already: a second row is added for the route.
  await admin.getByRole('button', { name: `${en('catalogue:taxi.addRow')} — ${yaris.en}` }).click();
  const newRow = en('catalogue:taxi.newRowLabel', { car: yaris.en });
  const of = (field: string, row: string) => `${en(`catalogue:taxi.${field}`)} — ${row}`;
  const direction = admin.getByRole('combobox', { name: of('direction', newRow), exact: true });
  // Within the area the direction is both ways and cannot change.
  await expect(direction).toBeDisabled();
  await choose(admin, of('otherEnd', newRow), en('catalogue:taxi.toArea', { area: jeddah.en }));
  await expect(direction).toBeEnabled();
  await expect(direction).toHaveValue(en('catalogue:taxi.directions.BothWays'));
  await admin.getByRole('textbox', { name: of('price', newRow), exact: true }).fill('950');
  await admin.getByRole('button', { name: `${en('catalogue:common.add')} — ${newRow}` }).click();
  await expect(admin.getByText(en('catalogue:common.created'))).toBeVisible();
  const saved = en('catalogue:taxi.rowLabel', {
    car: yaris.en,
    end: en('catalogue:taxi.toArea', { area: jeddah.en }),
  });
  await expect(admin.getByRole('textbox', { name: of('price', saved), exact: true })).toHaveValue('950.00');

  // Jeddah's grid shows the same price read from its side: the other end is Riyadh, stored under Riyadh.
  await choose(admin, en('catalogue:taxi.area'), jeddah.en);
  const fromJeddah = en('catalogue:taxi.rowLabel', {
    car: yaris.en,
    end: en('catalogue:taxi.toArea', { area: riyadh.en }),
  });
  await expect(admin.getByRole('textbox', { name: of('price', fromJeddah), exact: true })).toHaveValue(
    '950.00',
  );
  await expect(admin.getByRole('link', { name: riyadh.en, exact: true }).first()).toBeVisible();
  await admin.close();

  // The agent, in Arabic: Arrival at the Jeddah airport, to a saved place in Riyadh.
  const page = await browser.newPage();
  const ar = (key: `${string}:${string}`, values?: Record<string, string>) => text('ar', key, values);
  await page.goto(inLanguage('ar', '/panel/login'));
  await signIn(page, 'ar', agent);
  await expect(page).toHaveURL(inLanguage('ar', '/panel'));
  await page.getByRole('combobox', { name: ar('agent-booking:trip.pickupLocation') }).click();
  await page.getByRole('option', { name: jedAirport.ar }).click();
  const addressGroup = page.getByRole('group', { name: ar('agent-booking:trip.dropoffPlace') });
  await addressGroup.getByRole('combobox', { name: ar('agent-booking:place.savedLabel') }).click();
  await page.getByRole('option', { name: 'Kingdom Centre Tower' }).click();
  await pickDay(page, 'ar', ar('agent-booking:trip.date'), tomorrowInRiyadh());
  await page.getByRole('button', { name: ar('agent-booking:trip.search') }).click();
  await expect(page).toHaveURL(/\/panel\/search-taxi\?/);

  // The route as priced: from the airport to the place's area (its smallest area: a name in Arabic).
  const route = page.getByTestId('priced-route');
  await expect(route).toBeVisible();
  await expect(route).toContainText(
    new RegExp(
      `^${plain('ar', 'agent-booking:offers.route', { from: jedAirport.ar, to: '@' })
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('@', '.+')}$`,
    ),
  );
  await expect(route.locator('bdi').first()).toHaveText(jedAirport.ar);
  const offers = page.getByRole('list', { name: ar('agent-booking:offers.listLabel') });
  const yarisOffer = offers.getByRole('listitem').filter({ hasText: yaris.ar });
  await expect(yarisOffer).toHaveCount(1);
  expect(minorUnitsIn((await yarisOffer.getByTestId('offer-price').textContent()) ?? '')).toBe(95_000);
  await page.close();
});

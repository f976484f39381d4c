import type { AgentBooking } from '@masar/contract/agent-bookings';
import type { Quote } from '@masar/contract/trips';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { minorUnitsIn } from './agent-bookings-api';
import { agent, inLanguage, type Language, settled, signIn, superAdmin, text } from './fixtures';

/**
 * Issue #17, decision 0015: the distance fallback. An admin sets the Camry's distance tariff and allows
 * distance pricing between Jeddah and a new area of this test only (so no other spec's trip changes); the
 * agent quotes Jeddah airport → a place in that area, sees the distance, the duration and the distance
 * price, and books it. Once in Arabic on a phone (digits typed in Arabic-Indic), once in English.
 */

const shots = '/tmp/shots-wt-distance';
const phone = { width: 360, height: 800 };
const jedAirport = 'King Abdulaziz International Airport (JED)';
const jeddah = { ar: 'جدة', en: 'Jeddah' };
const camry = { ar: 'تويوتا كامري', en: 'Toyota Camry' };
/** Each language its own far-away area and place: Taif and Madinah. */
const targets = {
  ar: {
    name: 'الطائف',
    box: [40.3, 21.15, 40.55, 21.4],
    place: { address: 'Shubra St, Taif', lat: 21.2703, lng: 40.4158 },
  },
  en: {
    name: 'Madinah',
    box: [39.45, 24.35, 39.75, 24.6],
    place: { address: 'Quba Rd, Madinah', lat: 24.4672, lng: 39.6111 },
  },
} as const;

const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(
  Date.now() + 86_400_000,
);
const arabicDigits = (typed: string) =>
  typed.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

async function tokenOf(
  request: APIRequestContext,
  path: string,
  account: { email: string; password: string },
) {
  const login = await request.post(path, { data: account });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).access_token}` };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`an admin allows distance pricing for a pair and the agent books a trip across it (${language})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const typed = (value: string) => (language === 'ar' ? arabicDigits(value) : value);
    const viewport = language === 'ar' ? phone : { width: 1280, height: 900 };
    const target = targets[language];
    const suffix = Date.now().toString(36);
    const areaName = `${target.name} ${suffix}`;

    // A new area of this test only.
    const adminHeaders = await tokenOf(request, '/api/auth/loginAdmin', superAdmin);
    const [minLng, minLat, maxLng, maxLat] = target.box;
    const created = await request.post('/api/area', {
      headers: adminHeaders,
      data: {
        nameAr: areaName,
        nameEn: areaName,
        polygon: {
          type: 'Polygon',
          coordinates: [
            [
              [minLng, minLat],
              [maxLng, minLat],
              [maxLng, maxLat],
              [minLng, maxLat],
              [minLng, minLat],
            ],
          ],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    // The admin: from the menu to the distance pricing screen; the Camry's tariff; the pair.
    const admin = await browser.newPage({ viewport });
    await admin.goto(inLanguage(language, '/admin-panel/login'));
    await signIn(admin, language, superAdmin);
    await expect(admin).toHaveURL(inLanguage(language, '/admin-panel'));
    if (language === 'ar') await admin.getByRole('button', { name: t('common:openNavigation') }).click();
    await admin.getByRole('link', { name: t('nav:titles.distancePricing') }).click();
    await expect(admin).toHaveURL(inLanguage(language, '/admin-panel/distance-pricing'));
    const carName = camry[language];
    await admin
      .getByRole('button', { name: t('catalogue:distancePricing.editTariffOf', { car: carName }) })
      .click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t('catalogue:distancePricing.baseFare') }).fill(typed('50'));
    await dialog.getByRole('textbox', { name: t('catalogue:distancePricing.perKm') }).fill(typed('1.50'));
    await dialog
      .getByRole('textbox', { name: t('catalogue:distancePricing.minimumFare') })
      .fill(typed('100'));
    await dialog.getByRole('button', { name: t('catalogue:common.save') }).click();
    await expect(dialog).toHaveCount(0);
    await choose(admin, t('catalogue:distancePricing.fromArea'), jeddah[language]);
    await choose(admin, t('catalogue:distancePricing.toArea'), areaName);
    await admin.getByRole('button', { name: t('catalogue:distancePricing.addPair') }).click();
    // A pair reads the same either way round.
    await expect(
      admin.getByText(new RegExp(`^(${jeddah[language]} ⇄ ${areaName}|${areaName} ⇄ ${jeddah[language]})$`)),
    ).toBeVisible();
    await settled(admin);
    await admin.screenshot({ path: `${shots}/admin-distance-pricing-${language}.png`, fullPage: true });
    await admin.close();

    // The agent quotes JED airport → the place in the new area: the distance, and the Camry by distance.
    const agentHeaders = await tokenOf(request, '/api/auth/loginAgent', agent);
    const locations = (await (
      await request.get('/api/location/allNoPagination', { headers: agentHeaders })
    ).json()) as {
      id: string;
      nameEn: string;
    }[];
    const airport = locations.find((location) => location.nameEn === jedAirport);
    if (!airport) throw new Error('no JED airport in the demo data');
    const trip = {
      direction: 'Arrival',
      locationId: airport.id,
      place: target.place,
      passengers: 1,
      bags: 0,
    };
    const quote = (await (
      await request.post('/api/agents-bookings/quote', { headers: agentHeaders, data: trip })
    ).json()) as Quote;
    const offer = quote.offers.find((one) => one.car.nameEn === camry.en);
    expect(offer?.pricing).toBe('Distance');
    expect(quote.distance?.meters).toBeGreaterThan(100_000);

    const page = await browser.newPage({ viewport });
    await page.goto(inLanguage(language, '/panel/login'));
    await signIn(page, language, agent);
    await expect(page).toHaveURL(inLanguage(language, '/panel'));
    const params = new URLSearchParams({
      direction: 'Arrival',
      location: airport.id,
      address: target.place.address,
      lat: String(target.place.lat),
      lng: String(target.place.lng),
      date: tomorrow,
      passengers: '1',
      bags: '0',
    });
    await page.goto(inLanguage(language, `/panel/search-taxi?${params}`));
    const distance = page.getByTestId('trip-distance');
    await expect(distance).toBeVisible();
    const km = String(Math.round((quote.distance?.meters ?? 0) / 100) / 10);
    await expect(distance).toContainText(km);
    const card = page.getByRole('listitem', { name: carName });
    await expect(card.getByText(t('agent-booking:offers.byDistance'))).toBeVisible();
    expect(minorUnitsIn((await card.textContent()) ?? '')).toBe(offer?.price.total);
    await settled(page);
    await distance.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/agent-quote-distance-${language}.png` });

    // Book it: the server re-prices and charges the same total.
    params.set('service', offer?.taxiServiceId ?? '');
    params.set('time', '12:00');
    params.set('flight', 'SV1234');
    await page.goto(inLanguage(language, `/panel/traveler-info?${params}`));
    await expect(page.getByTestId('review-total')).toBeVisible();
    const total = minorUnitsIn((await page.getByTestId('review-total').textContent()) ?? '');
    await page.getByRole('textbox', { name: t('agent-booking:traveller.name') }).fill('Sara Distance');
    await page.getByRole('textbox', { name: t('agent-booking:traveller.phone') }).fill(typed('0501234567'));
    await page.getByRole('button', { name: new RegExp(t('agent-booking:review.confirmPlain')) }).click();
    await expect(page).toHaveURL(/\/panel\/traveler-info\?booking=/);
    await expect(page.getByTestId('booking-reference')).toHaveText(/^MS-\d{6}-\d{4,}$/);
    await settled(page);
    await page.screenshot({ path: `${shots}/agent-booked-distance-${language}.png`, fullPage: true });
    const id = new URL(page.url()).searchParams.get('booking');
    const booking = (await (
      await request.get(`/api/agents-bookings/one-by-agent/${id}`, { headers: agentHeaders })
    ).json()) as AgentBooking;
    expect(booking).toMatchObject({ pricing: 'Distance', distanceMeters: quote.distance?.meters });
    expect(booking.price.total).toBe(total);
    await page.close();
  });
}

import fs from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { inLanguage, type Language, pickDay, settled, signIn, superAdmin, text } from './fixtures';

/**
 * The customer side of a return trip (decision 0017), in Arabic and in English: the Camry's RUH route has a
 * 10 % return discount; a customer books RUH → Riyadh with the way back on the public site (the widget's
 * "Return trip" switch), sees both legs, the discount line and the sum before confirming, both legs on the
 * confirmation and in My bookings (the return leg with its "Return" badge), then cancels the return leg alone;
 * (en) an admin finds both legs in the orders list and goes from one leg's drawer to the other. Arabic: the
 * widget with the switch on, the price card, My bookings and the cancel dialog, shot at 360 px.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-wt-creturn';
const HOUR = 3_600_000;
const ARABIC_DIGITS = (value: string) =>
  value.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit);
const airport = { ar: 'مطار الملك خالد الدولي', en: 'King Khalid International Airport (RUH)' };

type Named = { id: string; nameAr: string; nameEn: string };

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** One part of the page, as it shows (a full page at 360 px is too long to read). */
async function shotOf(locator: Locator, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await locator.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** 'YYYY-MM-DD' `days` from now in the business time zone (Asia/Riyadh). */
function dayInRiyadh(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(Date.now() + days * 24 * HOUR);
}

/** The admin gives the Camry's Riyadh ↔ RUH price a 10 % return discount, and free cancellation. */
async function camryRoute(request: APIRequestContext) {
  const login = await request.post('/api/auth/loginAdmin', { data: superAdmin });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const areas = (await (await request.get('/api/area/allNoPagination', { headers })).json()) as Named[];
  const cars = (await (await request.get('/api/car/allNoPagination', { headers })).json()) as Named[];
  const locations = (await (
    await request.get('/api/location/allNoPagination', { headers })
  ).json()) as Named[];
  const riyadh = areas.find((area) => area.nameEn === 'Riyadh') as Named;
  const camry = cars.find((car) => car.nameEn === 'Toyota Camry') as Named;
  const ruh = locations.find((location) => location.nameEn.includes('(RUH)')) as Named;
  const grid = (await (
    await request.get(`/api/taxi-service/admin/by-area/${riyadh.id}`, { headers })
  ).json()) as { id: string; carId: string; locationId: string | null }[];
  const route = grid.find((row) => row.carId === camry.id && row.locationId === ruh.id) as { id: string };
  expect(route).toBeDefined();
  const discount = await request.patch(`/api/taxi-service/${route.id}`, {
    headers,
    data: { returnDiscountPercent: 10 },
  });
  expect(discount.status(), await discount.text()).toBe(200);
  const policy = await request.put(`/api/cancellation-policy/routes/${route.id}`, {
    headers,
    data: { tiers: [{ hoursBefore: 0, feePercent: 0 }] },
  });
  expect(policy.status(), await policy.text()).toBe(200);
  return { camry };
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`a customer books a return trip on the public site and cancels the return leg (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const typed = (value: string) => (language === 'ar' ? ARABIC_DIGITS(value) : value);
    const { camry } = await camryRoute(request);
    const camryName = language === 'ar' ? camry.nameAr : camry.nameEn;
    if (language === 'ar') await page.setViewportSize({ width: 360, height: 800 });

    // A customer with an account, signed in.
    const customer = {
      email: `return-customer-${crypto.randomUUID()}@masar.test`,
      password: 'Return-Trip-2026!x',
    };
    const signUp = await request.post('/api/auth/registerUser', {
      data: { ...customer, name: 'Reem Traveller', phone: '+966501234567' },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    await page.goto(inLanguage(language, '/login'));
    await signIn(page, language, customer);
    await expect(page).not.toHaveURL(/\/login$/);

    // The widget: RUH → a point in Riyadh tomorrow at 16:30, back in three days at 18:00.
    await page.goto(inLanguage(language, '/'));
    const widget = page.getByRole('form', { name: t('public-booking:widget.label') });
    await widget.getByRole('combobox', { name: t('public-booking:widget.arrivalLocation') }).click();
    await page.getByRole('option', { name: airport[language] }).click();
    await widget.getByRole('button', { name: t('public-booking:widget.pickOnMap') }).click();
    const map = widget
      .getByRole('region', { name: t('public-booking:widget.mapLabel') })
      .locator('.leaflet-container');
    await expect(map).toBeVisible();
    await map.click();
    const address = widget.getByRole('combobox', { name: t('public-booking:widget.dropoffPlace') });
    await expect(address).toHaveValue(/^\d+\.\d{5}, \d+\.\d{5}$/);
    await widget.getByRole('button', { name: t('public-booking:widget.hideMap') }).click();
    await pickDay(page, language, t('public-booking:widget.date'), dayInRiyadh(1));
    const hours = widget.getByRole('spinbutton', { name: t('agent-booking:time.hours'), exact: true });
    const minutes = widget.getByRole('spinbutton', { name: t('agent-booking:time.minutes'), exact: true });
    await hours.first().fill(typed('16'));
    await minutes.first().fill(typed('30'));
    await widget.getByRole('switch', { name: t('public-booking:widget.returnTrip') }).check();
    // The way back's day is asked for before anything is searched.
    await widget.getByRole('button', { name: t('public-booking:widget.search') }).click();
    await expect(widget.getByText(t('public-booking:widget.errors.returnDate'))).toBeVisible();
    await pickDay(page, language, t('public-booking:widget.returnDate'), dayInRiyadh(3));
    await hours.nth(1).fill(typed('18'));
    await minutes.nth(1).fill(typed('00'));
    if (language === 'ar') {
      await shot(page, 'public-return-widget-ar-360');
      await shotOf(widget, 'public-return-widget-form-ar-360');
    }
    await widget.getByRole('button', { name: t('public-booking:widget.search') }).click();

    // Results: the Camry's offer prices both legs with the discount.
    await expect(page).toHaveURL(/\/book\?.*return=1/);
    const offers = page.getByRole('list', { name: t('public-booking:results.listLabel') });
    const offer = offers.getByRole('listitem', { name: camryName });
    await expect(offer.getByTestId('offer-return-discount')).toBeVisible();
    await offer
      .getByRole('button', { name: t('agent-booking:offers.chooseCar', { name: camryName }) })
      .click();

    // Details: both flights; the price card shows each leg, the discount line and the sum.
    await expect(page).toHaveURL(/\/book\/details\?.*service=/);
    await expect(page.getByTestId('summary-return')).toBeVisible();
    await page.getByRole('textbox', { name: t('public-booking:details.flight'), exact: true }).fill('SV1234');
    await page.getByRole('textbox', { name: t('public-booking:details.returnFlight') }).fill('SV1235');
    const outwardTotal = page.getByTestId('price-outward-total');
    const returnTotal = page.getByTestId('price-return-total');
    await expect(returnTotal).toContainText(/\d\.\d{2}/);
    await expect(page.getByText(t('public-booking:price.bothTotal'))).toBeVisible();
    await expect(page.getByTestId('price-return-terms')).toBeVisible();
    const both = (await page.getByTestId('price-total').textContent()) ?? '';
    expect(both).toMatch(/\d\.\d{2}/);
    expect(await outwardTotal.textContent()).not.toBe(both);
    if (language === 'ar') {
      await shot(page, 'public-return-details-ar-360');
      await shotOf(
        page.getByRole('region', { name: t('public-booking:price.title') }),
        'public-return-price-ar-360',
      );
    }
    await page.getByRole('button', { name: t('public-booking:price.confirm') }).click();

    // The confirmation: both legs and their sum.
    await expect(page).toHaveURL(/\/book\/confirmation\?booking=/);
    await expect(page.getByTestId('confirmation-outward')).toBeVisible();
    await expect(page.getByTestId('confirmation-return')).toBeVisible();
    await expect(page.getByTestId('booking-done-both-total')).toHaveText(both);
    const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
    expect(reference).toMatch(/^MS-\d{6}-\d{4,}$/);

    // My bookings: two legs with one reference; the return leg has its badge.
    await page.getByRole('link', { name: t('public-booking:confirmation.myBookings') }).click();
    await expect(page).toHaveURL(inLanguage(language, '/account/bookings'));
    const cards = page.getByTestId('customer-booking').filter({ hasText: reference });
    await expect(cards).toHaveCount(2);
    const returnCard = cards.filter({ has: page.getByTestId('return-badge') });
    await expect(returnCard).toHaveCount(1);
    await expect(returnCard.getByTestId('return-badge')).toHaveText(t('account:list.returnBadge'));
    if (language === 'ar') await shot(page, 'public-return-my-bookings-ar-360');

    // The return leg alone is cancelled; the dialog offers the other trip too, left unticked.
    await returnCard.getByRole('button', { name: t('account:list.openLabel', { reference }) }).click();
    const drawer = page.getByRole('dialog', { name: t('account:detail.title') });
    await expect(drawer.getByText(t('account:detail.returnLegNote'))).toBeVisible();
    await drawer.getByRole('button', { name: t('account:detail.cancel') }).click();
    const ask = page.getByRole('dialog', { name: t('account:cancel.titleReturn') });
    await expect(ask.getByRole('checkbox', { name: t('account:cancel.bothLegs') })).not.toBeChecked();
    await expect(ask.getByText(t('account:cancel.otherLegKept'))).toBeVisible();
    if (language === 'ar') await shot(page, 'public-return-cancel-ar-360');
    await ask.getByRole('button', { name: t('account:cancel.confirm') }).click();
    await expect(drawer.getByTestId('booking-status').first()).toHaveText(
      t('public-booking:statuses.Cancelled'),
    );
    // The outward leg is kept.
    await drawer.getByRole('button', { name: t('account:detail.openOutward') }).click();
    await expect(drawer.getByText(t('account:detail.outwardLegNote'))).toBeVisible();
    await expect(drawer.getByTestId('booking-status').first()).toHaveText(
      t('public-booking:statuses.Requested'),
    );

    // The admins' orders: both legs under the one reference, the return leg marked; its drawer links the other.
    if (language === 'en') {
      await page.evaluate(() => localStorage.clear());
      await page.goto(inLanguage(language, '/admin-panel/login'));
      await signIn(page, language, superAdmin);
      await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
      await page.goto(inLanguage(language, `/admin-panel/orders?search=${reference}`));
      const rows = page.locator('tbody tr');
      await expect(rows).toHaveCount(2);
      const returnRow = rows.filter({ has: page.getByTestId('return-badge') });
      await expect(returnRow).toHaveCount(1);
      await returnRow.getByRole('button', { name: t('bookings:list.open', { reference }) }).click();
      await page.getByRole('button', { name: t('bookings:drawer.openOutward') }).click();
      await expect(page.getByRole('button', { name: t('bookings:drawer.openReturn') })).toBeVisible();
    }
  });
}

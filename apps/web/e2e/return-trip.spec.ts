import fs from 'node:fs';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { amountText, headerBalance, minorUnitsIn } from './agent-bookings-api';
import { inLanguage, type Language, pickDay, settled, signIn, superAdmin, text } from './fixtures';

/**
 * Issue #17's return trip (decision 0017), in Arabic and in English: an admin prices the Camry on the
 * Riyadh ↔ Jeddah route with a 10 % return discount in the route grid (the demo's night surcharge, 22:00–05:00,
 * applies to a late return); the price simulator prices the outward leg; an agent books Jeddah airport →
 * Riyadh with the way back at 23:00 in the wizard, sees both legs, the night surcharge and the discount line,
 * then cancels the return leg alone and sees its fee and refund in the wallet. Arabic: 360 px screenshots.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-wt-return';
const ARABIC_DIGITS = (value: string) =>
  value.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit);
const HOUR = 3_600_000;
/** A point inside the demo's Riyadh area (the route's place end). */
const RIYADH_POINT = { lat: '24.7136', lng: '46.6753' };

type Named = { id: string; nameAr: string; nameEn: string };

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** 'YYYY-MM-DD' `days` from now in the business time zone (Asia/Riyadh). */
function dayInRiyadh(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(Date.now() + days * 24 * HOUR);
}

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/loginAdmin', { data: superAdmin });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).access_token}` };
}

/** The demo catalogue's pieces: the Riyadh and Jeddah areas, the Camry, the Jeddah airport and their route. */
async function demoRoute(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const areas = (await (await request.get('/api/area/allNoPagination', { headers })).json()) as Named[];
  const cars = (await (await request.get('/api/car/allNoPagination', { headers })).json()) as Named[];
  const locations = (await (
    await request.get('/api/location/allNoPagination', { headers })
  ).json()) as Named[];
  const riyadh = areas.find((area) => area.nameEn === 'Riyadh') as Named;
  const jeddah = areas.find((area) => area.nameEn === 'Jeddah') as Named;
  const camry = cars.find((car) => car.nameEn === 'Toyota Camry') as Named;
  const airport = locations.find((location) => location.nameEn.includes('(JED)')) as Named;
  const grid = (await (
    await request.get(`/api/taxi-service/admin/by-area/${riyadh.id}`, { headers })
  ).json()) as { id: string; carId: string; toAreaId: string | null }[];
  const route = grid.find((row) => row.carId === camry.id && row.toAreaId === jeddah.id) as { id: string };
  expect(route).toBeDefined();
  // Each leg cancelled within 10 days of its pickup keeps a quarter (decision 0016, the route's own terms).
  const policy = await request.put(`/api/cancellation-policy/routes/${route.id}`, {
    headers,
    data: {
      tiers: [
        { hoursBefore: 240, feePercent: 0 },
        { hoursBefore: 0, feePercent: 25 },
      ],
    },
  });
  expect(policy.status(), await policy.text()).toBe(200);
  return { headers, riyadh, jeddah, camry, airport, routeId: route.id };
}

/** A new agent with 10,000.00 in the wallet. */
async function newAgent(request: APIRequestContext, headers: Record<string, string>, stamp: string) {
  const account = { email: `return-${stamp}@masar.test`, password: 'Return-Agent-Pass-2026!' };
  const created = await request.post('/api/agents/create', {
    headers,
    data: { name: `Return Agent ${stamp}`, companyName: 'Oasis Trips', ...account },
  });
  expect(created.status(), await created.text()).toBe(201);
  const agent = (await created.json()) as { id: string };
  const topUp = await request.post(`/api/transactions/update-balance/${agent.id}`, {
    headers,
    data: { operation: 'ADD', amount: 1_000_000, note: 'E2E opening balance' },
  });
  expect(topUp.status(), await topUp.text()).toBe(201);
  return account;
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`an agent books a priced return trip with its discount and night surcharge, then cancels the return leg (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const name = (item: Named) => (language === 'ar' ? item.nameAr : item.nameEn);
    const typed = (value: string) => (language === 'ar' ? ARABIC_DIGITS(value) : value);
    const stamp = `${Date.now().toString(36)}${language}`;
    const demo = await demoRoute(request);

    // The admin prices the Camry on Riyadh → Jeddah at 1,250.00 with a 10 % return discount, in the grid.
    await page.goto(inLanguage(language, '/admin-panel/login'));
    await signIn(page, language, superAdmin);
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
    await page.goto(inLanguage(language, `/admin-panel/taxi-service/manage?areaId=${demo.riyadh.id}`));
    const rowLabel = t('catalogue:taxi.rowLabel', {
      car: name(demo.camry),
      end: t('catalogue:taxi.toArea', { area: name(demo.jeddah) }),
    });
    await page
      .getByRole('textbox', { name: `${t('catalogue:taxi.price')} — ${rowLabel}`, exact: true })
      .fill(typed('1250'));
    const discount = page.getByRole('spinbutton', {
      name: `${t('catalogue:taxi.returnDiscount')} — ${rowLabel}`,
      exact: true,
    });
    await discount.fill(typed('10'));
    await page
      .getByRole('button', { name: `${t('catalogue:common.save')} — ${rowLabel}`, exact: true })
      .click();
    await expect(page.getByText(t('catalogue:common.saved')).first()).toBeVisible();
    const saved = await request.get(`/api/taxi-service/one/${demo.routeId}`, { headers: demo.headers });
    expect(await saved.json()).toMatchObject({ price: 125_000, returnDiscountPercent: 10 });

    // The simulator: Jeddah airport → Riyadh at the outward leg's pickup time.
    await page.goto(inLanguage(language, '/admin-panel/taxi-service/simulator'));
    const pickup = t('price-tools:simulator.pickup');
    const dropOff = t('price-tools:simulator.dropOff');
    await page
      .getByRole('combobox', {
        name: `${pickup} — ${t('price-tools:simulator.chooseLocation')}`,
        exact: true,
      })
      .click();
    await page.getByRole('option', { name: name(demo.airport), exact: true }).click();
    await page
      .getByRole('textbox', { name: t('price-tools:simulator.lat', { end: dropOff }) })
      .fill(RIYADH_POINT.lat);
    await page
      .getByRole('textbox', { name: t('price-tools:simulator.lng', { end: dropOff }) })
      .fill(RIYADH_POINT.lng);
    // The outward leg's pickup: the day after tomorrow at 12:00 (Riyadh).
    await pickDay(page, language, t('price-tools:simulator.date'), dayInRiyadh(2));
    await page.getByRole('spinbutton', { name: t('agent-booking:time.hours') }).fill('١٢');
    await page.getByRole('spinbutton', { name: t('agent-booking:time.minutes') }).fill('٠٠');
    await page.getByRole('button', { name: t('price-tools:simulator.submit') }).click();
    const simulated = page.getByTestId(`simulated-total-${demo.camry.id}`);
    await expect(simulated).toContainText(/\d\.\d{2}/);
    const simulatedTotal = minorUnitsIn((await simulated.textContent()) ?? '');

    // The agent: a new account with 10,000.00.
    const account = await newAgent(request, demo.headers, stamp);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    if (language === 'ar') await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(inLanguage(language, '/panel/login'));
    await signIn(page, language, account);
    await expect(page).toHaveURL(inLanguage(language, '/panel'));
    const balanceBefore = await headerBalance(page);

    // Step 1: Jeddah airport → a point in Riyadh, in two days; the way back the day after at 23:00.
    await page.getByRole('combobox', { name: t('agent-booking:trip.pickupLocation') }).click();
    await page.getByRole('option', { name: name(demo.airport) }).click();
    const addressGroup = page.getByRole('group', { name: t('agent-booking:trip.dropoffPlace') });
    await addressGroup.getByText(t('agent-booking:place.modes.map'), { exact: true }).click();
    const map = addressGroup
      .getByRole('region', { name: t('agent-booking:place.mapLabel') })
      .locator('.leaflet-container');
    await expect(map).toBeVisible();
    await map.click();
    const address = addressGroup.getByRole('textbox', { name: t('agent-booking:place.addressLabel') });
    await expect(address).toHaveValue(/^\d+\.\d{5}, \d+\.\d{5}$/);
    await address.fill('Olaya Street, Riyadh');
    await pickDay(page, language, t('agent-booking:trip.date'), dayInRiyadh(2));
    await page.getByRole('switch', { name: t('agent-booking:trip.returnTrip') }).check();
    await page.getByRole('button', { name: t('agent-booking:trip.search') }).click();
    await expect(page.getByText(t('agent-booking:trip.errors.returnDate'))).toBeVisible();
    await pickDay(page, language, t('agent-booking:trip.returnDate'), dayInRiyadh(3));
    await page.getByRole('spinbutton', { name: t('agent-booking:time.hours') }).fill(typed('23'));
    await page.getByRole('spinbutton', { name: t('agent-booking:time.minutes') }).fill(typed('00'));
    await page.getByRole('button', { name: t('agent-booking:trip.search') }).click();

    // Step 2: only cars priced both ways; the Camry's offer shows both legs and the discount.
    await expect(page).toHaveURL(/\/panel\/search-taxi\?.*return=1/);
    const offers = page.getByRole('list', { name: t('agent-booking:offers.listLabel') });
    const camry = offers.getByRole('listitem', { name: name(demo.camry) });
    await expect(camry.getByTestId('offer-return-discount')).toBeVisible();
    await expect(camry.getByTestId('offer-outward')).toContainText(amountText(simulatedTotal));
    if (language === 'ar') await shot(page, 'return-offers-ar-360');
    await camry
      .getByRole('button', { name: t('agent-booking:offers.chooseCar', { name: name(demo.camry) }) })
      .click();

    // Step 3: the outward pickup at 12:00 and both flights.
    await expect(page).toHaveURL(/\/panel\/select-time\?.*service=/);
    await page.getByRole('spinbutton', { name: t('agent-booking:time.hours') }).fill(typed('12'));
    await page.getByRole('spinbutton', { name: t('agent-booking:time.minutes') }).fill(typed('00'));
    // The outward flight's field comes first ("Flight number" is also part of the return one's name).
    await page
      .getByRole('textbox', { name: t('agent-booking:time.flight') })
      .first()
      .fill(typed('sv 1234'));
    await page.getByRole('textbox', { name: t('agent-booking:time.returnFlight') }).fill(typed('SV1235'));
    await page.getByRole('button', { name: t('agent-booking:time.next') }).click();

    // Step 4: the review shows each leg, the night surcharge and the discount on the way back, and the sum.
    await expect(page).toHaveURL(/\/panel\/traveler-info\?.*rflight=SV1235/);
    await page
      .getByRole('textbox', { name: t('agent-booking:traveller.name') })
      .fill(language === 'ar' ? 'سارة القحطاني' : 'Sara Traveller');
    await page.getByRole('textbox', { name: t('agent-booking:traveller.phone') }).fill(typed('0501234567'));
    await expect(page.getByTestId('return-discount-line')).toBeVisible();
    await expect(page.getByTestId('surcharge-line')).toBeVisible();
    await expect(page.getByTestId('review-outward-total')).toContainText(amountText(simulatedTotal));
    if (language === 'ar') await shot(page, 'return-review-ar-360');
    await page.getByRole('button', { name: new RegExp(t('agent-booking:review.confirmPlain')) }).click();

    // The confirmation lists both legs; the wallet paid their sum once.
    await expect(page).toHaveURL(/\/panel\/traveler-info\?booking=/);
    await expect(page.getByTestId('confirmation-outward')).toBeVisible();
    await expect(page.getByTestId('confirmation-return')).toBeVisible();
    const outwardId = new URL(page.url()).searchParams.get('booking') as string;
    const login = await request.post('/api/auth/loginAgent', { data: account });
    const agentHeaders = { authorization: `Bearer ${(await login.json()).access_token}` };
    const outward = (await (
      await request.get(`/api/agents-bookings/one-by-agent/${outwardId}`, { headers: agentHeaders })
    ).json()) as AgentBooking;
    const back = (await (
      await request.get(`/api/agents-bookings/one-by-agent/${outward.returnLegId}`, { headers: agentHeaders })
    ).json()) as AgentBooking;
    // The simulator's price is the outward leg's; the way back has the night surcharge, then 10 % off.
    expect(outward.price.total).toBe(simulatedTotal);
    expect(back.price.surcharges.map((line) => line.nameEn)).toEqual(['Night surcharge']);
    const beforeDiscount = back.price.transferPrice + back.price.surchargesTotal;
    const cut = Math.floor((beforeDiscount * 10 + 50) / 100);
    expect(back.price.returnDiscount).toEqual({ percent: 10, amount: cut });
    expect(back.price.total).toBe(beforeDiscount - cut);
    expect(back.reference).toBe(outward.reference);
    const both = outward.price.total + back.price.total;
    await expect(page.getByTestId('booking-done-return-total')).toContainText(amountText(back.price.total));
    if (language === 'ar') await shot(page, 'return-confirmation-ar-360');
    await page.reload();
    expect(await headerBalance(page)).toBe(balanceBefore - both);

    // The trips history marks the return leg; its drawer links the outward one; cancelling it shows its fee.
    await page.goto(inLanguage(language, `/panel/profile/trips-history?id=${back.id}`));
    await expect(page.getByTestId('return-badge').first()).toBeVisible();
    await expect(page.getByRole('button', { name: t('bookings:drawer.openOutward') })).toBeVisible();
    await page.getByRole('button', { name: t('bookings:drawer.cancel') }).click();
    const cancel = page.getByRole('dialog', {
      name: t('bookings:cancel.titleReturn', { reference: outward.reference }),
    });
    const fee = Math.floor((back.price.total * 25 + 50) / 100);
    await expect(cancel.getByTestId('cancel-fee')).toContainText(amountText(fee));
    await expect(cancel.getByTestId('cancel-refund')).toContainText(amountText(back.price.total - fee));
    if (language === 'ar') await shot(page, 'return-cancel-ar-360');
    await cancel.getByRole('button', { name: t('bookings:cancel.confirm') }).click();
    await expect(cancel).toBeHidden();

    // The wallet: the return leg's refund and fee, each its own line; the outward leg is still booked.
    await page.goto(inLanguage(language, '/panel/profile/wallet-transactions'));
    await expect(page.getByText(t('wallet:noteCode.CancellationFee')).first()).toBeVisible();
    await expect(page.getByText(t('wallet:noteCode.CancelledByAgent')).first()).toBeVisible();
    expect(await headerBalance(page)).toBe(balanceBefore - both + back.price.total - fee);
    if (language === 'ar') await shot(page, 'return-wallet-ar-360');
    const still = (await (
      await request.get(`/api/agents-bookings/one-by-agent/${outward.id}`, { headers: agentHeaders })
    ).json()) as AgentBooking;
    expect(still.status).toBe('Requested');
  });
}

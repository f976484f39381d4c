import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import type { Quote } from '@masar/contract/trips';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { omar } from './agent-bookings-api';
import { inLanguage, type Language, settled, signIn, superAdmin, text } from './fixtures';

const shots = process.env.SHOTS_DIR ?? '/tmp/shots-wt-dispatch';

async function tokenOf(request: APIRequestContext, path: string, account: object) {
  const login = await request.post(path, { data: account });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).access_token}` };
}

/** Omar books an airport arrival at `pickupAt` through the API (a day no other spec books on). */
async function bookAt(request: APIRequestContext, travellerName: string, pickupAt: string) {
  const headers = await tokenOf(request, '/api/auth/loginAgent', omar);
  const locations = (await (await request.get('/api/location/allNoPagination', { headers })).json()) as {
    id: string;
    nameEn: string;
  }[];
  const airport = locations.find((location) => location.nameEn.includes('(JED)'));
  const trip = {
    direction: 'Arrival',
    locationId: airport?.id,
    place: { address: 'Historic Jeddah (Al-Balad), Jeddah 22236', lat: 21.485833, lng: 39.186389 },
    passengers: 2,
    bags: 1,
  };
  const quote = await request.post('/api/agents-bookings/quote', { headers, data: trip });
  const offer = ((await quote.json()) as Quote).offers[0];
  const created = await request.post('/api/agents-bookings/create-by-agent', {
    headers: { ...headers, 'idempotency-key': `e2e-dispatch-${crypto.randomUUID()}` },
    data: {
      ...trip,
      taxiServiceId: offer?.taxiServiceId,
      pickupAt,
      travellerName,
      travellerPhone: '+966501234567',
      flightNumber: 'SV1234',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as AgentBooking;
}

/** An admin defines a driver with one vehicle through the API (the drivers spec covers the form). */
async function defineDriver(request: APIRequestContext, nameAr: string, nameEn: string) {
  const headers = await tokenOf(request, '/api/auth/loginAdmin', superAdmin);
  const cars = (await (await request.get('/api/car/allNoPagination', { headers })).json()) as {
    id: string;
  }[];
  const created = await request.post('/api/drivers', {
    headers,
    data: {
      nameAr,
      nameEn,
      mobile: `05${String(Date.now() % 100_000_000).padStart(8, '0')}`,
      password: 'first driver passphrase 1',
      licenceNumber: 'LIC-9',
      licenceExpiry: '2031-01-31',
      nationalId: '1012345678',
      languages: ['ar', 'en'],
      vehicles: [
        { carId: cars[0]?.id, plateLetters: 'د ر', plateNumber: '4321', colour: 'Silver', year: 2024 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** Presses Tab until `target` has the focus: the path a keyboard user takes. */
async function tabTo(page: Page, target: Locator, limit = 25) {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

async function axeProblems(page: Page): Promise<string[]> {
  await settled(page);
  // The page, not its toasts: a toast sliding in or out is measured half transparent.
  const { violations } = await new AxeBuilder({ page }).exclude('.Toastify').analyze();
  const found = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html}`).join(' | ')}`,
    );
  if (await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)) {
    found.push('scrolls sideways');
  }
  return found;
}

for (const [index, language] of (['ar', 'en'] as const).entries()) {
  test(`an admin assigns a trip on the dispatch board with the keyboard only (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const suffix = `${language}${Date.now().toString(36)}`;
    const nameAr = `سائق التوزيع ${suffix}`;
    const nameEn = `Dispatch ${suffix}`;
    await defineDriver(request, nameAr, nameEn);
    // 03:00 in Riyadh on a day 40 (41) days ahead: the board's first unassigned trip that day.
    const day = new Date(Date.now() + (40 + index) * 86_400_000).toISOString().slice(0, 10);
    const booking = await bookAt(request, `Dispatch traveller ${suffix}`, `${day}T00:00:00.000Z`);

    await page.goto(inLanguage(language, '/admin-panel/login'));
    await signIn(page, language, superAdmin);
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
    // From the menu: the drivers section holds the board.
    await page.getByRole('navigation').getByText(t('nav:sections.drivers'), { exact: true }).click();
    await page.getByRole('link', { name: t('nav:titles.dispatch') }).click();
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel/dispatch'));
    await expect(page.getByRole('heading', { level: 1, name: t('nav:titles.dispatch') })).toBeVisible();
    await page.goto(inLanguage(language, `/admin-panel/dispatch?date=${day}`));
    const row = page.getByTestId('dispatch-row').filter({ hasText: booking.reference });
    await expect(row.getByTestId('unassigned-badge')).toBeVisible();
    await expect(row).toContainText('03:00');

    // The keyboard path: the focused "Assign next unassigned" button opens the picker of this trip.
    const next = page.getByRole('button', { name: t('dispatch:assignNext') });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', {
      name: t('dispatch:picker.title', { reference: booking.reference }),
    });
    await expect(drawer).toBeVisible();
    const driver = drawer.getByRole('radio', { name: language === 'ar' ? nameAr : nameEn });
    await tabTo(page, driver);
    await page.keyboard.press('Space');
    await expect(driver).toBeChecked();
    await expect(driver).toContainText(t('dispatch:picker.free'));
    const assign = drawer.getByRole('button', { name: t('dispatch:picker.assign'), exact: true });
    await tabTo(page, assign);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(row).toContainText(language === 'ar' ? nameAr : nameEn);
    await expect(row).toContainText(language === 'ar' ? 'د ر 4321' : 'DR 4321');
    await expect(row.getByTestId('unassigned-badge')).toHaveCount(0);

    // The shortcut opens the next one, if any; with none left the button says so. Escape closes a drawer.
    await page.keyboard.press('n');
    if (await drawer.isVisible()) await page.keyboard.press('Escape');

    expect(await axeProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 780 });
    const card = page.getByTestId('dispatch-card').filter({ hasText: booking.reference });
    await expect(card).toContainText(language === 'ar' ? nameAr : nameEn);
    expect(await axeProblems(page)).toEqual([]);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/dispatch-${language}-360.png`, fullPage: true });
  });
}

test('the picker flags an overlap and asks for a reason (ar, 360 px)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const language: Language = 'ar';
  const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
  const suffix = `ov${Date.now().toString(36)}`;
  const nameAr = `سائق مشغول ${suffix}`;
  await defineDriver(request, nameAr, `Busy ${suffix}`);
  const day = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  const first = await bookAt(request, `Overlap one ${suffix}`, `${day}T06:00:00.000Z`);
  const second = await bookAt(request, `Overlap two ${suffix}`, `${day}T06:30:00.000Z`);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(inLanguage(language, '/admin-panel/login'));
  await signIn(page, language, superAdmin);
  await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
  await page.goto(inLanguage(language, `/admin-panel/dispatch?date=${day}`));
  const pick = async (reference: string) => {
    await page
      .getByTestId('dispatch-card')
      .filter({ hasText: reference })
      .getByRole('button', { name: t('dispatch:assignTrip', { reference }) })
      .click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('radio', { name: new RegExp(nameAr) }).click();
    return drawer;
  };
  let drawer = await pick(first.reference);
  await drawer.getByRole('button', { name: t('dispatch:picker.assign'), exact: true }).click();
  await expect(drawer).toBeHidden();

  drawer = await pick(second.reference);
  await expect(drawer.getByRole('radio', { name: new RegExp(nameAr) })).toContainText(
    t('dispatch:picker.overlaps'),
  );
  const anyway = drawer.getByRole('button', { name: t('dispatch:picker.assignAnyway') });
  await expect(anyway).toBeDisabled();
  await drawer
    .getByRole('textbox', { name: t('dispatch:picker.reason') })
    .fill('رحلتان قريبتان في المطار نفسه');
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/dispatch-picker-overlap-ar-360.png` });
  await anyway.click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('dispatch-card').filter({ hasText: second.reference })).toContainText(nameAr);
  await page.screenshot({ path: `${shots}/dispatch-overlap-ar-360.png`, fullPage: true });

  // The booking's own drawer: the server's overlap answer asks for the reason there too.
  const third = await bookAt(request, `Overlap three ${suffix}`, `${day}T06:15:00.000Z`);
  await page.goto(inLanguage(language, `/admin-panel/agents-bookings?id=${third.id}`));
  const booking = page.getByRole('dialog');
  await booking.getByRole('combobox', { name: t('drivers:assignment.driver') }).click();
  await page.getByRole('option', { name: nameAr }).click();
  const assignButton = booking.getByRole('button', { name: t('drivers:assignment.assign'), exact: true });
  await assignButton.click();
  const reason = booking.getByRole('textbox', { name: t('drivers:assignment.overrideReason') });
  await expect(reason).toBeVisible();
  await expect(assignButton).toBeDisabled();
  await reason.fill('السائق نفسه يعرف المسافرين');
  await assignButton.click();
  await expect(booking.getByTestId('assigned-driver')).toContainText(nameAr);
  await expect(reason).toBeHidden();
});

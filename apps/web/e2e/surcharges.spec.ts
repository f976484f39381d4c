import type { Quote } from '@masar/contract/trips';
import { expect, test } from '@playwright/test';
import { minorUnitsIn } from './agent-bookings-api';
import { agent, inLanguage, signIn, superAdmin, text } from './fixtures';

/**
 * Issue #17, decision 0014: an admin defines a surcharge rule (in Arabic, on a phone, the amount typed in
 * Arabic-Indic digits) and the agent's price summary shows it, beside the demo's night surcharge, once the
 * pickup time falls in both. The rule holds for one late half hour of tomorrow only, and is deleted after.
 */

const ar = (key: `${string}:${string}`, values?: Record<string, string>) => text('ar', key, values);
const shots = '/tmp/shots-wt-surcharges';
const phone = { width: 360, height: 800 };
const jeddahPlace = { address: 'Historic Jeddah (Al-Balad), Jeddah 22236', lat: 21.485833, lng: 39.186389 };

/** Tomorrow in the business time zone (Asia/Riyadh), as 'YYYY-MM-DD'. */
const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(
  Date.now() + 86_400_000,
);
const toArabicDigits = (typed: string) =>
  typed.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

test('an admin adds a surcharge and the agent sees it with the night surcharge in the summary (ar, 360 px)', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const rule = { ar: `رسوم المطار ${suffix}`, en: `Airport fee ${suffix}` };

  const admin = await browser.newPage({ viewport: phone });
  await admin.goto(inLanguage('ar', '/admin-panel/login'));
  await signIn(admin, 'ar', superAdmin);
  await expect(admin).toHaveURL(inLanguage('ar', '/admin-panel'));
  await admin.goto(inLanguage('ar', '/admin-panel/surcharges'));
  // The demo's rules are listed, the Hajj season first (highest priority); the calendar below names them too.
  const rulesTable = admin.getByRole('table');
  await expect(rulesTable.getByText('موسم الحج')).toBeVisible();
  await expect(rulesTable.getByText('رسم ليلي')).toBeVisible();
  await admin.screenshot({ path: `${shots}/admin-surcharges-list-ar-360.png`, fullPage: true });

  await admin.getByRole('button', { name: ar('catalogue:surcharges.add') }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('textbox', { name: ar('common:bilingualName.nameAr') }).fill(rule.ar);
  await dialog.getByRole('textbox', { name: ar('common:bilingualName.nameEn') }).fill(rule.en);
  await dialog.getByText(ar('catalogue:surcharges.kinds.Fixed')).click();
  await dialog.getByRole('textbox', { name: ar('catalogue:surcharges.amount') }).fill(toArabicDigits('15'));
  await dialog
    .getByRole('textbox', { name: ar('catalogue:surcharges.fromTime') })
    .fill(toArabicDigits('23:00'));
  await dialog.getByRole('textbox', { name: ar('catalogue:surcharges.toTime') }).fill('23:00');
  await dialog.getByRole('textbox', { name: ar('catalogue:surcharges.fromDate') }).fill(tomorrow);
  await dialog.getByRole('textbox', { name: ar('catalogue:surcharges.toDate') }).fill(tomorrow);
  await dialog.getByRole('button', { name: ar('catalogue:common.save') }).click();
  // An empty window is refused on the form, in Arabic.
  await expect(dialog.getByText(ar('messages:codes.surchargeWindowEmpty'))).toBeVisible();
  await admin.screenshot({ path: `${shots}/admin-surcharge-form-ar-360.png`, fullPage: true });
  await dialog.getByRole('textbox', { name: ar('catalogue:surcharges.toTime') }).fill('23:45');
  await dialog.getByRole('button', { name: ar('catalogue:common.save') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rulesTable.getByText(rule.ar)).toBeVisible();
  await admin.close();

  // The agent's trip: JED airport → Historic Jeddah tomorrow at 23:30, the first car offered.
  const login = await request.post('/api/auth/loginAgent', { data: agent });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const locations = (await (await request.get('/api/location/allNoPagination', { headers })).json()) as {
    id: string;
    nameEn: string;
  }[];
  const airport = locations.find((location) => location.nameEn.includes('(JED)'));
  const trip = { direction: 'Arrival', locationId: airport?.id, place: jeddahPlace, passengers: 1, bags: 0 };
  const quote = (await (
    await request.post('/api/agents-bookings/quote', { headers, data: trip })
  ).json()) as Quote;
  const offer = quote.offers[0];
  expect(offer).toBeDefined();
  const fare = offer?.price.transferPrice ?? 0;

  const page = await browser.newPage({ viewport: phone });
  await page.goto(inLanguage('ar', '/panel/login'));
  await signIn(page, 'ar', agent);
  await expect(page).toHaveURL(inLanguage('ar', '/panel'));
  const params = new URLSearchParams({
    direction: 'Arrival',
    location: airport?.id ?? '',
    address: jeddahPlace.address,
    lat: String(jeddahPlace.lat),
    lng: String(jeddahPlace.lng),
    date: tomorrow,
    passengers: '1',
    bags: '0',
    service: offer?.taxiServiceId ?? '',
    time: '23:30',
    flight: 'SV1234',
  });
  await page.goto(inLanguage('ar', `/panel/traveler-info?${params}`));
  const lines = page.getByTestId('surcharge-line');
  await expect(lines).toHaveCount(2);
  const summary = page.getByText('رسم ليلي').first();
  await expect(summary).toBeVisible();
  await expect(page.getByText(rule.ar)).toBeVisible();
  const amounts = (await lines.allTextContents()).map(minorUnitsIn).sort((a, b) => a - b);
  // 20 % of the fare rounded half up, and the fixed 15.00 (equal priorities add up).
  expect(amounts).toEqual([1_500, Math.floor((fare * 2_000 + 5_000) / 10_000)].sort((a, b) => a - b));
  expect(minorUnitsIn((await page.getByTestId('review-total').textContent()) ?? '')).toBe(
    fare + amounts.reduce((sum, amount) => sum + amount, 0),
  );
  await page.getByTestId('review-total').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/agent-summary-ar-360.png`, fullPage: true });
  await page.close();

  // The rule was for this test only.
  const adminLogin = await request.post('/api/auth/loginAdmin', { data: superAdmin });
  const adminHeaders = { authorization: `Bearer ${(await adminLogin.json()).access_token}` };
  const found = (await (
    await request.get(`/api/surcharges?search=${encodeURIComponent(rule.en)}`, { headers: adminHeaders })
  ).json()) as { items: { id: string }[] };
  for (const item of found.items) {
    expect((await request.delete(`/api/surcharges/${item.id}`, { headers: adminHeaders })).status()).toBe(
      204,
    );
  }
});

test("the public site's price card shows the night surcharge once the pickup time is at night (ar, 360 px)", async ({
  page,
  request,
}) => {
  const publicLocations = (await (await request.get('/api/public/locations')).json()) as {
    id: string;
    nameEn: string;
  }[];
  const airport = publicLocations.find((location) => location.nameEn.includes('(JED)'));
  const trip = { direction: 'Arrival', locationId: airport?.id, place: jeddahPlace, passengers: 1, bags: 0 };
  const quote = (await (await request.post('/api/bookings/quote', { data: trip })).json()) as Quote;
  const offer = quote.offers[0];
  const fare = offer?.price.transferPrice ?? 0;
  await page.setViewportSize(phone);
  const params = new URLSearchParams({
    direction: 'Arrival',
    location: airport?.id ?? '',
    address: jeddahPlace.address,
    lat: String(jeddahPlace.lat),
    lng: String(jeddahPlace.lng),
    date: tomorrow,
    time: '23:30',
    passengers: '1',
    bags: '0',
    service: offer?.taxiServiceId ?? '',
  });
  await page.goto(inLanguage('ar', `/book/details?${params}`));
  const line = page.getByTestId('surcharge-line');
  await expect(line).toHaveCount(1);
  await expect(page.getByText(/^رسم ليلي/)).toBeVisible();
  expect(minorUnitsIn((await line.textContent()) ?? '')).toBe(Math.floor((fare * 2_000 + 5_000) / 10_000));
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/public-price-card-ar-360.png`, fullPage: true });
});

/** `YYYY-MM-DD` of the day `days` after the first of this month (business time zone). */
function dayOfMonth(monthOffset: number, day: number): string {
  const [year = 0, month = 1] = tomorrow.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + monthOffset, 1));
  return `${first.toISOString().slice(0, 7)}-${String(day).padStart(2, '0')}`;
}

for (const language of ['ar', 'en'] as const) {
  test(`the calendar preview shows each day's rules across a month's end, with the night window (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const say = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const suffix = `${language}-${Date.now().toString(36)}`;
    const season = { nameAr: `موسم ${suffix}`, nameEn: `Season ${suffix}` };
    // A season from the 28th of next month to the 2nd of the month after: across a month's end.
    const [from, to] = [dayOfMonth(1, 28), dayOfMonth(2, 2)];
    const adminLogin = await request.post('/api/auth/loginAdmin', { data: superAdmin });
    const headers = { authorization: `Bearer ${(await adminLogin.json()).access_token}` };
    const created = await request.post('/api/surcharges', {
      headers,
      data: { ...season, kind: 'Percent', value: 1_500, fromDate: from, toDate: to, priority: 7 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const ruleId = ((await created.json()) as { id: string }).id;

    if (language === 'ar') await page.setViewportSize(phone);
    await page.goto(inLanguage(language, '/admin-panel/login'));
    await signIn(page, language, superAdmin);
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
    await page.goto(inLanguage(language, '/admin-panel/surcharges'));
    const calendar = page.getByRole('region', { name: say('catalogue:surcharges.calendar.title') });
    await expect(calendar).toBeVisible();
    const detail = calendar.getByTestId('calendar-day');
    const nightName = language === 'ar' ? 'رسم ليلي' : 'Night surcharge';
    const seasonName = language === 'ar' ? season.nameAr : season.nameEn;
    // Today: the demo's night surcharge, with its window as a night.
    await expect(detail.getByText(nightName)).toBeVisible();
    await expect(detail).toContainText(
      say('catalogue:surcharges.calendar.night', { from: '22:00', to: '05:00' }),
    );

    // Next month: the season holds from the 28th, not the 27th.
    await calendar.getByRole('button', { name: say('common:calendar.nextMonth') }).click();
    await calendar.locator(`[data-date="${dayOfMonth(1, 27)}"]`).click();
    await expect(detail.getByText(nightName)).toBeVisible();
    await expect(detail.getByText(seasonName)).toHaveCount(0);
    await calendar.locator(`[data-date="${from}"]`).click();
    await expect(detail.getByText(seasonName)).toBeVisible();
    await expect(detail.getByTestId('calendar-day-rule')).toHaveCount(2);
    // Its day reads "2 rules" to a screen reader.
    await expect(calendar.locator(`[data-date="${from}"]`)).toHaveAttribute(
      'aria-label',
      new RegExp(say('catalogue:surcharges.calendar.rules_two')),
    );
    if (language === 'ar') {
      await page.screenshot({ path: '/tmp/shots-wt-quote/surcharge-calendar-ar-360.png', fullPage: true });
      await calendar.scrollIntoViewIfNeeded();
      await calendar.screenshot({ path: '/tmp/shots-wt-quote/surcharge-calendar-only-ar-360.png' });
    }

    // The month after: the season's last day is the 2nd; the 3rd has the night surcharge only.
    await calendar.getByRole('button', { name: say('common:calendar.nextMonth') }).click();
    await calendar.locator(`[data-date="${to}"]`).click();
    await expect(detail.getByText(seasonName)).toBeVisible();
    await calendar.locator(`[data-date="${dayOfMonth(2, 3)}"]`).click();
    await expect(detail.getByText(seasonName)).toHaveCount(0);
    await expect(detail.getByTestId('calendar-day-rule')).toHaveCount(1);
    if (language === 'en') await page.screenshot({ path: '/tmp/shots-wt-quote/surcharge-calendar-en.png' });

    expect((await request.delete(`/api/surcharges/${ruleId}`, { headers })).status()).toBe(204);
  });
}

import fs from 'node:fs';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import type { Quote } from '@masar/contract/trips';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { inLanguage, type Language, settled, signIn, superAdmin, text } from './fixtures';

/**
 * Issue #17's cancellation policy (decision 0016), in Arabic and in English: an admin sets "free until
 * 24 h, 50 % until 6 h, then no refund" beside the route prices; an agent's trip ~10 h ahead is cancelled
 * from the agent's drawer, whose dialog shows the 50 % fee and the refund first; the wallet then shows the
 * refund and the fee as two lines.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-wt-cancel';
const jeddah = { address: 'Historic Jeddah (Al-Balad), Jeddah 22236', lat: 21.485833, lng: 39.186389 };
const TIERS = [
  { hours: '24', percent: '0' },
  { hours: '6', percent: '50' },
  { hours: '0', percent: '100' },
];
/** The same numbers as an Arabic speaker types them (Arabic-Indic digits). */
const ARABIC_DIGITS = (value: string) =>
  value.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit);

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A new agent with 2,000.00 in the wallet (admin top-up through the API). */
async function newAgent(request: APIRequestContext, stamp: string) {
  const login = await request.post('/api/auth/loginAdmin', { data: superAdmin });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const account = { email: `cancel-${stamp}@masar.test`, password: 'Cancel-Agent-Pass-2026!' };
  const created = await request.post('/api/agents/create', {
    headers,
    data: { name: `Cancel Agent ${stamp}`, companyName: 'Oasis Trips', ...account },
  });
  expect(created.status(), await created.text()).toBe(201);
  const agent = (await created.json()) as { id: string };
  const topUp = await request.post(`/api/transactions/update-balance/${agent.id}`, {
    headers,
    data: { operation: 'ADD', amount: 200_000, note: 'E2E opening balance' },
  });
  expect(topUp.status(), await topUp.text()).toBe(201);
  return account;
}

/** The agent books a Jeddah airport arrival about 10 hours ahead through the API. */
async function bookTenHoursAhead(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/auth/loginAgent', { data: account });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const locations = (await (await request.get('/api/location/allNoPagination', { headers })).json()) as {
    id: string;
    nameEn: string;
  }[];
  const airport = locations.find((location) => location.nameEn.includes('(JED)'));
  const trip = { direction: 'Arrival', locationId: airport?.id, place: jeddah, passengers: 2, bags: 1 };
  const quote = (await (
    await request.post('/api/agents-bookings/quote', { headers, data: trip })
  ).json()) as Quote;
  const offer = quote.offers[0];
  expect(offer?.cancellationTerms.map((tier) => tier.feePercent)).toEqual([0, 50, 100]);
  const created = await request.post('/api/agents-bookings/create-by-agent', {
    headers,
    data: {
      ...trip,
      taxiServiceId: offer?.taxiServiceId,
      pickupAt: new Date(Date.now() + 10 * 3_600_000).toISOString(),
      travellerName: 'Cancel Traveller',
      travellerPhone: '+966501234567',
      flightNumber: 'SV1234',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as AgentBooking;
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`an admin sets the cancellation tiers, the agent cancels 10 h ahead paying 50 %, the wallet shows refund and fee (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const stamp = `${Date.now().toString(36)}${language}`;
    if (language === 'ar') await page.setViewportSize({ width: 360, height: 780 });

    // The admin: route prices → "Cancellation policy" → three tiers (Arabic digits in Arabic) → save.
    await page.goto(inLanguage(language, '/admin-panel/login'));
    await signIn(page, language, superAdmin);
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
    await page.goto(inLanguage(language, '/admin-panel/taxi-service/manage'));
    await page.getByRole('button', { name: t('catalogue:cancellation.button') }).click();
    const dialog = page.getByRole('dialog', { name: t('catalogue:cancellation.title') });
    await expect(dialog).toBeVisible();
    const removeButtons = dialog.getByRole('button', {
      name: t('catalogue:cancellation.removeTier', { number: '2' }),
    });
    while ((await removeButtons.count()) > 0) await removeButtons.first().click();
    for (const [index, tier] of TIERS.entries()) {
      if (index > 0) await dialog.getByRole('button', { name: t('catalogue:cancellation.addTier') }).click();
      const typed = (value: string) => (language === 'ar' ? ARABIC_DIGITS(value) : value);
      await dialog.getByTestId(`tier-hours-${index}`).fill(typed(tier.hours));
      await dialog.getByTestId(`tier-percent-${index}`).fill(typed(tier.percent));
    }
    // The hours in the language's plural form (Arabic: 24 ساعة, 6 ساعات).
    const hours = (count: number) =>
      t(`bookings:terms.hours_${new Intl.PluralRules(language).select(count)}`, { count: String(count) });
    const terms = [
      t('bookings:terms.freeUntil', { duration: hours(24) }),
      t('bookings:terms.until', { percent: '50', duration: hours(6) }),
      t('bookings:terms.thenNoRefund'),
    ].join(' · ');
    await expect(dialog.getByText(t('catalogue:cancellation.preview', { terms }))).toBeVisible();
    if (language === 'ar') await shot(page, 'policy-dialog-ar-360');
    await dialog.getByRole('button', { name: t('catalogue:common.save'), exact: true }).click();
    await expect(page.getByText(t('catalogue:cancellation.saved'))).toBeVisible();
    await expect(dialog).toBeHidden();

    // The agent's trip ~10 h ahead: its terms are those tiers.
    const account = await newAgent(request, stamp);
    const booking = await bookTenHoursAhead(request, account);
    expect(booking.cancellationTerms.map((tier) => tier.hoursBefore)).toEqual([24, 6, 0]);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    // The agent opens the booking, sees its terms, asks to cancel and reads the fee and refund first.
    await page.goto(inLanguage(language, '/panel/login'));
    await signIn(page, language, account);
    await expect(page).toHaveURL(inLanguage(language, '/panel'));
    await page.goto(inLanguage(language, `/panel/profile/trips-history?id=${booking.id}`));
    await expect(page.getByText(terms).first()).toBeVisible();
    await page.getByRole('button', { name: t('bookings:drawer.cancel') }).click();
    const cancel = page.getByRole('dialog', {
      name: t('bookings:cancel.title', { reference: booking.reference }),
    });
    await expect(cancel.getByText(t('bookings:cancel.fee', { percent: '50' }))).toBeVisible();
    const fee = Math.floor((booking.price.total * 50 + 50) / 100);
    // Both languages write the amount's digits in ASCII (shared/money).
    const money = (minor: number) => (minor / 100).toFixed(2);
    await expect(cancel.getByTestId('cancel-fee')).toContainText(money(fee));
    await expect(cancel.getByTestId('cancel-refund')).toContainText(money(booking.price.total - fee));
    if (language === 'ar') {
      await settled(page);
      await shot(page, 'cancel-dialog-ar-360');
    }
    await cancel.getByRole('button', { name: t('bookings:cancel.confirm') }).click();
    await expect(cancel).toBeHidden();

    // The wallet: the refund of the price and the fee, each its own line.
    await page.goto(inLanguage(language, '/panel/profile/wallet-transactions'));
    await expect(page.getByText(t('wallet:noteCode.CancellationFee')).first()).toBeVisible();
    await expect(page.getByText(t('wallet:noteCode.CancelledByAgent')).first()).toBeVisible();
    if (language === 'ar') {
      await settled(page);
      await shot(page, 'wallet-ar-360');
    }
  });
}

import fs from 'node:fs';
import type { Quote } from '@masar/contract/trips';
import { type APIRequestContext, type Download, expect, type Page, test } from '@playwright/test';
import { minorUnitsIn } from './agent-bookings-api';
import { inLanguage, type Language, settled, signIn, superAdmin, text } from './fixtures';

/**
 * Issue #19, in Arabic and in English: credit limit, booking below zero, a top-up request with a receipt
 * approved by an admin, then the month's statement and the booking's tax invoice downloaded by the agent.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-wt-finance';
const jeddah = { address: 'Historic Jeddah (Al-Balad), Jeddah 22236', lat: 21.485833, lng: 39.186389 };

/** A valid 1×1 PNG, as a phone's photo of the transfer would be. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function newAgent(request: APIRequestContext, stamp: string) {
  const login = await request.post('/api/auth/loginAdmin', { data: superAdmin });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const account = { email: `credit-${stamp}@masar.test`, password: 'Credit-Agent-Pass-2026!' };
  const created = await request.post('/api/agents/create', {
    headers,
    data: { name: `Credit Agent ${stamp}`, companyName: 'Desert Trips', ...account },
  });
  expect(created.status()).toBe(201);
  return { ...account, ...((await created.json()) as { id: string; name: string }) };
}

/** A quoted Jeddah airport arrival for the agent: the trip and the first offer. */
async function quoteJeddah(request: APIRequestContext, account: { email: string; password: string }) {
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
  expect(offer).toBeDefined();
  return { headers, trip, offer: offer as NonNullable<typeof offer> };
}

/** The agent books through the API (the screenshots' set-up; the first test books in the wizard). */
async function bookOnCredit(request: APIRequestContext, account: { email: string; password: string }) {
  const { headers, trip, offer } = await quoteJeddah(request, account);
  const created = await request.post('/api/agents-bookings/create-by-agent', {
    headers,
    data: {
      ...trip,
      taxiServiceId: offer.taxiServiceId,
      pickupAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      travellerName: 'Credit Traveller',
      travellerPhone: '+966501234567',
      flightNumber: 'SV1234',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** The wizard's last step for that trip, three days ahead at 12:30 (the steps before it have their own spec). */
function travellerStepUrl(trip: { locationId?: string }, serviceId: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(
    new Date(Date.now() + 3 * 86_400_000),
  );
  const params = new URLSearchParams({
    direction: 'Arrival',
    location: trip.locationId ?? '',
    address: jeddah.address,
    lat: String(jeddah.lat),
    lng: String(jeddah.lng),
    date: day,
    passengers: '2',
    bags: '1',
    service: serviceId,
    time: '12:30',
    flight: 'SV1234',
  });
  return `/panel/traveler-info?${params.toString()}`;
}

async function shot(page: Page, name: string, fullPage = true) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** The first PDF bytes of a download. */
async function isPdf(download: Download) {
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`an admin gives credit, the agent books below zero, asks for a top-up with a receipt, the admin approves, the agent downloads the statement and the invoice (${language})`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const stamp = `${Date.now().toString(36)}${language}`;
    const agent = await newAgent(request, stamp);

    // The admin sets a credit limit of 2,000.00 and an alert below 100.00, with a note.
    await page.goto(inLanguage(language, '/admin-panel/login'));
    await signIn(page, language, superAdmin);
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
    await page.goto(inLanguage(language, `/admin-panel/agents/edit?id=${agent.id}`));
    await page.getByRole('button', { name: t('payments:credit.open') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t('payments:credit.limit') }).fill('2000');
    await dialog.getByRole('textbox', { name: t('payments:credit.threshold') }).fill('100');
    await dialog.getByRole('button', { name: t('payments:credit.save') }).click();
    // The note is required.
    await expect(dialog.getByRole('textbox', { name: t('payments:dialog.note') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await dialog.getByRole('textbox', { name: t('payments:dialog.note') }).fill(`Credit line ${stamp}`);
    await dialog.getByRole('button', { name: t('payments:credit.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('agent-credit-summary')).toContainText('2,000.00');

    // The agent books in the wizard with an empty wallet: the review counts the credit, the balance goes below zero.
    const { trip, offer } = await quoteJeddah(request, agent);
    const price = offer.price.total;
    // Wide enough for the header to show the balance beside what is available (from xl).
    const agentContext = await browser.newContext({ viewport: { width: 1920, height: 1000 } });
    const agentPage = await agentContext.newPage();
    await agentPage.goto(inLanguage(language, '/panel/login'));
    await signIn(agentPage, language, agent);
    await expect(agentPage).toHaveURL(inLanguage(language, '/panel'));
    expect(minorUnitsIn((await agentPage.getByTestId('agent-available').textContent()) ?? '')).toBe(200_000);
    await agentPage.goto(inLanguage(language, travellerStepUrl(trip, offer.taxiServiceId)));
    await agentPage
      .getByRole('textbox', { name: t('agent-booking:traveller.name') })
      .fill('Credit Traveller');
    await agentPage.getByRole('textbox', { name: t('agent-booking:traveller.phone') }).fill('0501234567');
    await expect(agentPage.getByTestId('review-credit')).toContainText('2,000.00');
    expect(minorUnitsIn((await agentPage.getByTestId('review-after').textContent()) ?? '')).toBe(price);
    await expect(agentPage.getByTestId('review-after')).toContainText('-');
    await agentPage.getByRole('button', { name: new RegExp(t('agent-booking:review.confirmPlain')) }).click();
    await expect(agentPage).toHaveURL(/\/panel\/traveler-info\?booking=/);
    await expect(agentPage.getByTestId('booking-reference')).toHaveText(/^MS-\d{6}-\d{4,}$/);
    const bookingReference = ((await agentPage.getByTestId('booking-reference').textContent()) ?? '').trim();
    await expect(agentPage.getByTestId('agent-balance-amount')).toContainText(`-`);
    expect(minorUnitsIn((await agentPage.getByTestId('agent-balance-amount').textContent()) ?? '')).toBe(
      price,
    );
    expect(minorUnitsIn((await agentPage.getByTestId('agent-available').textContent()) ?? '')).toBe(
      200_000 - price,
    );

    // Below the alert: the banner leads to the top-up request form.
    const banner = agentPage.getByTestId('low-balance-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: t('top-up-requests:banner.request') }).click();
    await expect(agentPage).toHaveURL(inLanguage(language, '/panel/top-up-requests'));
    const reference = `TRX-${stamp}`;
    await agentPage.getByRole('textbox', { name: t('top-up-requests:form.amount') }).fill('500');
    await agentPage.getByRole('textbox', { name: t('top-up-requests:form.reference') }).fill(reference);
    await agentPage
      .locator('input[type="file"]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await agentPage.getByRole('button', { name: t('top-up-requests:form.submit') }).click();
    await expect(agentPage.getByText(t('top-up-requests:form.sent'))).toBeVisible();
    const mine = agentPage.getByRole('row').filter({ hasText: reference });
    await expect(mine).toContainText(t('top-up-requests:statuses.Pending'));

    // The admin finds it in the queue (menu entry), downloads the receipt, approves it.
    await page.goto(inLanguage(language, '/admin-panel'));
    await page
      .getByRole('link', { name: t('nav:titles.topUpQueue') })
      .first()
      .click();
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel/top-up-requests'));
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('500.00');
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: t('top-up-requests:list.downloadOf', { reference }) }).click();
    expect((await download).suggestedFilename()).toBe('receipt.png');
    await row
      .getByRole('button', { name: t('top-up-requests:queue.approveOf', { reference, name: agent.name }) })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('top-up-requests:queue.approve') })
      .click();
    await expect(row).toContainText(t('top-up-requests:statuses.Approved'));

    // The agent sees the new balance (live, without a reload) and the approved request.
    await expect
      .poll(
        async () => minorUnitsIn((await agentPage.getByTestId('agent-balance-amount').textContent()) ?? ''),
        {
          timeout: 15_000,
        },
      )
      .toBe(Math.abs(50_000 - price));
    await expect(mine).toContainText(t('top-up-requests:statuses.Approved'));

    // The month's statement, from the wallet: the booking debit and the approved top-up, as a PDF.
    await agentPage.goto(inLanguage(language, '/panel/profile/wallet-transactions'));
    await agentPage.getByRole('link', { name: t('statements:open') }).click();
    await expect(agentPage).toHaveURL(inLanguage(language, '/panel/profile/statement'));
    const lines = agentPage.getByTestId('statement-lines');
    await expect(lines.locator('tbody tr').filter({ hasText: bookingReference })).toHaveCount(1);
    await expect(lines.locator('tbody tr')).toHaveCount(2);
    expect(minorUnitsIn((await agentPage.getByTestId('statement-closing').textContent()) ?? '')).toBe(
      Math.abs(50_000 - price),
    );
    const [statement] = await Promise.all([
      agentPage.waitForEvent('download'),
      agentPage.getByRole('button', { name: t('statements:download.pdf') }).click(),
    ]);
    expect(statement.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.pdf$/);
    await isPdf(statement);

    // The booking's tax invoice, from the menu.
    await agentPage
      .getByRole('navigation', { name: t('nav:agentNavigation') })
      .first()
      .getByRole('link', { name: t('nav:agentMenu.invoices') })
      .click();
    await expect(agentPage).toHaveURL(inLanguage(language, '/panel/profile/invoices'));
    const invoices = agentPage.locator('tbody tr');
    await expect(invoices).toHaveCount(1);
    await expect(invoices.first()).toContainText(t('invoices:kind.Invoice'));
    const number = ((await invoices.first().locator('td').first().textContent()) ?? '').trim();
    expect(number).toMatch(/^INV-\d{4}-\d{6}$/);
    const [invoice] = await Promise.all([
      agentPage.waitForEvent('download'),
      invoices
        .first()
        .getByRole('button', { name: t('invoices:download', { number }) })
        .click(),
    ]);
    expect(invoice.suggestedFilename()).toBe(`${number}.pdf`);
    await isPdf(invoice);
    await agentContext.close();
  });
}

test('the Arabic pages at 360 px (screenshots)', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}ar`;
  const agent = await newAgent(request, stamp);
  const admin = await request.post('/api/auth/loginAdmin', { data: superAdmin });
  const headers = { authorization: `Bearer ${(await admin.json()).access_token}` };
  const credit = await request.patch(`/api/transactions/credit/${agent.id}`, {
    headers,
    data: { creditLimit: 300_000, lowBalanceThreshold: 20_000, note: 'Arabic screenshots' },
  });
  expect(credit.status()).toBe(200);
  await bookOnCredit(request, agent);

  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto('/panel/login');
  await signIn(page, 'ar', agent);
  await expect(page).toHaveURL('/panel');
  const banner = page.getByTestId('low-balance-banner');
  await expect(banner).toBeVisible();
  // The balance is below zero: its minus is written right before the digits, isolated left-to-right.
  await expect(banner).toContainText(/\u2066-\d[\d,]*\.\d{2}\u2069/);
  await shot(page, 'agent-panel-ar-360');
  await settled(page);
  await banner.screenshot({ path: `${SHOTS}/low-balance-banner-ar-360.png` });
  await page.goto('/panel/top-up-requests');
  await page.getByRole('textbox', { name: text('ar', 'top-up-requests:form.amount') }).fill('٢٥٠');
  const reference = page.getByRole('textbox', { name: text('ar', 'top-up-requests:form.reference') });
  // A pasted reference longer than the limit is refused in words, not cut short.
  await reference.fill(`TRX-${'9'.repeat(100)}`);
  await page.getByRole('button', { name: text('ar', 'top-up-requests:form.submit') }).click();
  await expect(page.getByText('يجب ألا يزيد عن 100 حرف', { exact: true })).toBeVisible();
  // Its digits typed in Arabic-Indic are kept as ASCII, so a search by them finds it.
  await reference.fill(`TRX-${stamp}-٤٤٥٥٦`);
  await page.getByRole('button', { name: text('ar', 'top-up-requests:form.submit') }).click();
  await expect(page.getByRole('row').filter({ hasText: `TRX-${stamp}-44556` })).toContainText('250.00');
  await shot(page, 'agent-top-up-requests-ar-360');
  await context.close();

  // The crowded desktop header (seven links) at lg: what is available; the balance is in its label.
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const wide = await desktop.newPage();
  await wide.goto('/panel/login');
  await signIn(wide, 'ar', agent);
  await expect(wide.getByTestId('agent-available')).toBeVisible();
  await expect(wide.getByRole('button', { name: text('ar', 'common:logout') })).toBeInViewport({ ratio: 1 });
  await shot(wide, 'agent-header-ar-1280', false);
  await desktop.close();

  const adminContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin-panel/login');
  await signIn(adminPage, 'ar', superAdmin);
  await expect(adminPage).toHaveURL('/admin-panel');
  await adminPage.goto('/admin-panel/top-up-requests?status=Pending');
  await expect(adminPage.getByRole('row').filter({ hasText: `TRX-${stamp}` })).toBeVisible();
  await shot(adminPage, 'admin-top-up-queue-ar-360');
  await adminPage.goto(`/admin-panel/agents/edit?id=${agent.id}`);
  await adminPage.getByRole('button', { name: text('ar', 'payments:credit.open') }).click();
  await expect(adminPage.getByRole('dialog')).toBeVisible();
  await shot(adminPage, 'admin-credit-dialog-ar-360', false);
  await adminContext.close();
});

import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { agent, inLanguage, type Language, pickDay, signIn, text } from './fixtures';

const airport = { ar: 'مطار الملك خالد الدولي', en: 'King Khalid International Airport (RUH)' };

/** Tomorrow in the business time zone (Asia/Riyadh), as 'YYYY-MM-DD'. */
function tomorrowInRiyadh(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(Date.now() + 86_400_000);
}

/** The amount in a money text, in minor units: 'SAR 4,136.00' / '‏4,136.00 ر.س.‏' → 413600. */
function minorUnitsIn(money: string): number {
  const match = /\d[\d,]*\.\d{2}/.exec(money);
  if (!match) throw new Error(`No amount in ${money}`);
  return Math.round(Number(match[0].replace(/,/g, '')) * 100);
}

async function headerBalance(page: Page): Promise<number> {
  const balance = page.getByTestId('agent-balance');
  await expect(balance).toContainText(/\d\.\d{2}/);
  return minorUnitsIn((await balance.textContent()) ?? '');
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`an agent books an airport arrival end to end and downloads the ticket (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const byMap = language === 'en';
    // The Arabic run types every number, time, phone and flight in Arabic-Indic digits (DESIGN.md §6).
    const typed = (ascii: string) =>
      language === 'ar' ? ascii.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit) : ascii;

    await page.goto(inLanguage(language, '/panel/login'));
    await signIn(page, language, agent);
    await expect(page).toHaveURL(inLanguage(language, '/panel'));
    const balanceBefore = await headerBalance(page);

    // Going straight to a later step without a trip lands on the first step.
    await page.goto(inLanguage(language, '/panel/traveler-info'));
    await expect(page).toHaveURL(new RegExp(`${inLanguage(language, '/panel')}\\?`));
    await expect(page.getByRole('heading', { level: 1, name: t('nav:titles.newBooking') })).toBeVisible();

    // Step 1: Arrival from the Riyadh airport.
    await expect(page.getByRole('radio', { name: t('agent-booking:directions.Arrival') })).toBeChecked();
    await page.getByRole('button', { name: t('agent-booking:trip.search') }).click();
    await expect(page.getByText(t('agent-booking:trip.errors.location'))).toBeVisible();
    await page.getByRole('combobox', { name: t('agent-booking:trip.pickupLocation') }).click();
    await page.getByRole('option', { name: airport[language] }).click();
    const addressGroup = page.getByRole('group', { name: t('agent-booking:trip.dropoffPlace') });
    if (byMap) {
      // A point on the map: the map opens on Riyadh; no geocoder here, so the address is the coordinates.
      await addressGroup.getByText(t('agent-booking:place.modes.map'), { exact: true }).click();
      const map = addressGroup
        .getByRole('region', { name: t('agent-booking:place.mapLabel') })
        .locator('.leaflet-container');
      await expect(map).toBeVisible();
      await map.click();
      const address = addressGroup.getByRole('textbox', { name: t('agent-booking:place.addressLabel') });
      await expect(address).toHaveValue(/^\d+\.\d{5}, \d+\.\d{5}$/);
      await address.fill('Olaya Street, Riyadh');
    } else {
      await addressGroup.getByRole('combobox', { name: t('agent-booking:place.savedLabel') }).click();
      await page.getByRole('option', { name: 'Kingdom Centre Tower' }).click();
    }
    await expect(addressGroup.getByText(t('agent-booking:place.chosen'))).toBeVisible();
    await pickDay(page, language, t('agent-booking:trip.date'), tomorrowInRiyadh());
    const passengers = page.getByRole('spinbutton', { name: t('agent-booking:trip.passengers') });
    // A number out of range is refused on the field, never rewritten to the maximum.
    await passengers.fill(typed('999'));
    await page.getByRole('button', { name: t('agent-booking:trip.search') }).click();
    await expect(page).not.toHaveURL(/\/panel\/search-taxi\?/);
    await expect(passengers).toHaveValue('999');
    await expect(passengers).toHaveAccessibleDescription(
      t('auth:validation.wholeNumber', { min: '1', max: '60' }),
    );
    await passengers.fill(typed('2'));
    await expect(passengers).toHaveValue('2');
    await page.getByRole('spinbutton', { name: t('agent-booking:trip.bags') }).fill(typed('2'));
    await page.getByRole('button', { name: t('agent-booking:trip.search') }).click();

    // Step 2: the offers. A point outside every served area says so instead.
    await expect(page).toHaveURL(/\/panel\/search-taxi\?/);
    if (byMap) {
      const outside = new URL(page.url());
      outside.searchParams.set('lat', '10');
      outside.searchParams.set('lng', '10');
      await page.goto(outside.toString());
      await expect(page.getByRole('heading', { name: t('agent-booking:offers.noAreaTitle') })).toBeVisible();
      await expect(page.getByRole('link', { name: t('agent-booking:summary.changeTrip') })).toBeVisible();
      await page.goBack();
    }
    const offers = page.getByRole('list', { name: t('agent-booking:offers.listLabel') });
    await expect(offers.getByRole('listitem').first()).toBeVisible();
    await offers.getByRole('listitem').first().getByRole('button').click();

    // Step 3: time and flight; the back button and a reload keep the trip.
    await expect(page).toHaveURL(/\/panel\/select-time\?.*service=/);
    await page.goBack();
    await expect(page).toHaveURL(/\/panel\/search-taxi\?/);
    await page.goForward();
    await page.reload();
    await page.getByRole('spinbutton', { name: t('agent-booking:time.hours') }).fill(typed('12'));
    await page.getByRole('spinbutton', { name: t('agent-booking:time.minutes') }).fill(typed('30'));
    await page.getByRole('button', { name: t('agent-booking:time.next') }).click();
    await expect(page.getByText(t('agent-booking:time.errors.flightRequired'))).toBeVisible();
    await page.getByRole('textbox', { name: t('agent-booking:time.flight') }).fill('SV12345678');
    await page.getByRole('button', { name: t('agent-booking:time.next') }).click();
    await expect(page.getByText(t('agent-booking:time.errors.flightFormat'))).toBeVisible();
    await page.getByRole('textbox', { name: t('agent-booking:time.flight') }).fill(typed('sv 1234'));
    await page.getByRole('button', { name: t('agent-booking:time.next') }).click();

    // Step 4: traveller, one extra, review against the wallet, confirm.
    await expect(page).toHaveURL(/\/panel\/traveler-info\?.*flight=SV1234/);
    const name = language === 'ar' ? 'محمد عبدالله' : 'John Traveller';
    await page.getByRole('textbox', { name: t('agent-booking:traveller.name') }).fill(name);
    await page.getByRole('textbox', { name: t('agent-booking:traveller.phone') }).fill('12345');
    const water = language === 'ar' ? 'مياه معبأة' : 'Bottled water';
    await page.getByRole('button', { name: t('agent-booking:extras.more', { name: water }) }).click();
    await expect(
      page.getByText(t('agent-booking:review.extraLine', { name: water, count: '1' })),
    ).toBeVisible();
    await expect(page.getByTestId('review-balance')).toContainText(/\d\.\d{2}/);
    expect(minorUnitsIn((await page.getByTestId('review-balance').textContent()) ?? '')).toBe(balanceBefore);
    const total = minorUnitsIn((await page.getByTestId('review-total').textContent()) ?? '');
    expect(total).toBeGreaterThan(0);
    expect(minorUnitsIn((await page.getByTestId('review-after').textContent()) ?? '')).toBe(
      balanceBefore - total,
    );

    // The form survives a reload (sessionStorage); a wrong phone is refused before anything is sent.
    await page.reload();
    await expect(page.getByRole('textbox', { name: t('agent-booking:traveller.name') })).toHaveValue(name);
    const confirm = page.getByRole('button', { name: new RegExp(t('agent-booking:review.confirmPlain')) });
    await confirm.click();
    await expect(page.getByText(t('auth:validation.phone'))).toBeVisible();
    await page.getByRole('textbox', { name: t('agent-booking:traveller.phone') }).fill(typed('0501234567'));

    // The first answer is lost on the way back (the server did book): confirming again sends the same
    // Idempotency-Key, so the retry gets that booking and the wallet is debited once.
    const keys: string[] = [];
    await page.route('**/api/agents-bookings/create-by-agent', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await confirm.click();
    await expect(page.getByText(t('agent-booking:review.networkRetry'))).toBeVisible();
    await confirm.click();

    // Confirmation: reference, status Requested, the balance in the header dropped by the price.
    await expect(page).toHaveURL(/\/panel\/traveler-info\?booking=/);
    const reference = page.getByTestId('booking-reference');
    await expect(reference).toHaveText(/^MS-\d{6}-\d{4,}$/);
    await expect(page.getByTestId('booking-status')).toHaveText(t('agent-booking:statuses.Requested'));
    // What was typed in Arabic-Indic digits or as a local number is stored in ASCII and E.164.
    await expect(page.getByText('+966501234567', { exact: true })).toBeVisible();
    // Honest: a request awaiting acceptance (not "confirmed"), and what was paid lists the extra.
    await expect(
      page.getByRole('heading', { name: t('agent-booking:confirmation.titles.Requested') }),
    ).toBeVisible();
    await expect(page.getByText(t('agent-booking:confirmation.intros.Requested'))).toBeVisible();
    await expect(
      page.getByText(t('agent-booking:review.extraLine', { name: water, count: '1' })),
    ).toBeVisible();
    expect(minorUnitsIn((await page.getByTestId('booking-done-total').textContent()) ?? '')).toBe(total);
    await expect.poll(async () => headerBalance(page), { timeout: 10_000 }).toBe(balanceBefore - total);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    // The ticket: a PDF named after the reference, fetched with the agent's token.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('agent-booking:confirmation.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${await reference.textContent()}.pdf`);
    expect(
      readFileSync(await download.path())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');

    // "Book another" starts a clean flow.
    await page.getByRole('button', { name: t('agent-booking:confirmation.another') }).click();
    await expect(page).toHaveURL(inLanguage(language, '/panel'));
    await expect(page.getByRole('combobox', { name: t('agent-booking:trip.pickupLocation') })).toHaveValue(
      '',
    );
  });
}

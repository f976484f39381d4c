import type { CustomerBooking } from '@masar/contract/customer-bookings';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { dayLabel, inLanguage, type Language, pickDay, storedAuth, superAdmin, text } from './fixtures';

const airport = { ar: 'مطار الملك خالد الدولي', en: 'King Khalid International Airport (RUH)' };
const water = { ar: 'مياه معبأة', en: 'Bottled water' };

/** Tomorrow in the business time zone (Asia/Riyadh), as 'YYYY-MM-DD'. */
function tomorrowInRiyadh(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(Date.now() + 86_400_000);
}

const translator = (language: Language) => (key: `${string}:${string}`, values?: Record<string, string>) =>
  text(language, key, values);

/**
 * From the home page to the details step: an arrival at RUH, the address by autocomplete (en) or on the
 * map (ar), tomorrow 16:30 (typed in Arabic-Indic digits on the Arabic page), 2 passengers, then the first car
 * offered.
 */
async function searchAndChooseCar(page: Page, language: Language) {
  const t = translator(language);
  await page.goto(inLanguage(language, '/'));
  await expect(page.getByRole('heading', { level: 1, name: t('home:hero.title') })).toBeVisible();
  const widget = page.getByRole('form', { name: t('public-booking:widget.label') });

  // Nothing chosen yet: the widget says what is missing, nothing is searched.
  await widget.getByRole('button', { name: t('public-booking:widget.search') }).click();
  await expect(widget.getByText(t('public-booking:widget.errors.location'))).toBeVisible();
  await expect(page).toHaveURL(inLanguage(language, '/'));

  await widget.getByRole('combobox', { name: t('public-booking:widget.arrivalLocation') }).click();
  await page.getByRole('option', { name: airport[language] }).click();
  const address = widget.getByRole('combobox', { name: t('public-booking:widget.dropoffPlace') });
  if (language === 'en') {
    await address.fill('Four Seasons');
    await page.getByRole('option', { name: /Four Seasons Hotel Riyadh/ }).click();
    await expect(address).toHaveValue(/Four Seasons Hotel Riyadh/);
  } else {
    // The map is its own lazy chunk; it opens on Riyadh. No geocoder here: the address is the point.
    await widget.getByRole('button', { name: t('public-booking:widget.pickOnMap') }).click();
    const map = widget
      .getByRole('region', { name: t('public-booking:widget.mapLabel') })
      .locator('.leaflet-container');
    await expect(map).toBeVisible();
    await map.click();
    await expect(address).toHaveValue(/^\d+\.\d{5}, \d+\.\d{5}$/);
  }
  // The day and the time as a visitor picks them: the calendar, then hours and minutes. Both follow the page
  // language, not the browser's: the month by its name, the 24-hour clock (16, not 04 PM / 04 م).
  const day = tomorrowInRiyadh();
  await pickDay(page, language, t('public-booking:widget.date'), day);
  const date = widget.getByRole('button', { name: t('public-booking:widget.date'), exact: true });
  await expect(date).toHaveText(dayLabel(language, day));
  if (language === 'ar') await expect(date).toHaveText(/^\d{1,2} [\u0621-\u064A]+ \d{4}$/);
  const typed = (ascii: string) =>
    language === 'ar' ? ascii.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit) : ascii;
  const hours = widget.getByRole('spinbutton', { name: t('agent-booking:time.hours'), exact: true });
  await hours.fill(typed('16'));
  await widget
    .getByRole('spinbutton', { name: t('agent-booking:time.minutes'), exact: true })
    .fill(typed('30'));
  await expect(hours).toHaveValue('16');
  const time = widget.locator('.mantine-TimePicker-root');
  await expect(time).toBeVisible();
  await expect(time).not.toContainText(/[صم]|AM|PM/i);
  await widget.getByRole('spinbutton', { name: t('public-booking:widget.passengers') }).fill('2');
  await widget.getByRole('button', { name: t('public-booking:widget.search') }).click();

  // Results: the server's offers for the trip; the first one is chosen.
  await expect(page).toHaveURL(/\/book\?.*direction=Arrival/);
  const offers = page.getByRole('list', { name: t('public-booking:results.listLabel') });
  await expect(offers.getByRole('listitem').first()).toBeVisible();
  await offers.getByRole('listitem').first().getByRole('button').click();
  await expect(page).toHaveURL(/\/book\/details\?.*service=/);
}

/** Signs up inside the details step, without leaving the booking. */
async function signUpInline(page: Page, language: Language, name: string) {
  const t = translator(language);
  const account = page.getByRole('region', { name: t('public-booking:account.title') });
  const field = (key: string) => account.getByRole('textbox', { name: t(`auth:fields.${key}`), exact: true });
  await field('name').fill(name);
  await field('email').fill(`visitor-${crypto.randomUUID()}@masar.test`);
  await field('phone').fill('+966501234567');
  // OWASP ASVS: a common password is refused by the server, on the password field.
  await field('password').fill('football');
  await account.getByRole('button', { name: t('auth:actions.signUp') }).click();
  await expect(account.getByText(t('messages:codes.commonPassword'))).toBeVisible();
  await field('password').fill('Desert-Route-2026!');
  await account.getByRole('button', { name: t('auth:actions.signUp') }).click();
  await expect(page.getByText(t('public-booking:account.signedInAs', { name }))).toBeVisible();
}

async function adminAccepts(request: APIRequestContext, id: string) {
  const login = await request.post('/api/auth/loginAdmin', { data: superAdmin });
  expect(login.ok()).toBe(true);
  const accepted = await request.patch(`/api/bookings/admin/mark-as-accepted/${id}`, {
    headers: { authorization: `Bearer ${(await login.json()).access_token}` },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`a visitor books from the home page, signs up inline and follows the booking (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = translator(language);
    const name = language === 'ar' ? 'سارة المسافرة' : 'Sara Traveller';

    await searchAndChooseCar(page, language);

    // Details: not signed in yet, so confirming is not possible; the price is the server's.
    const confirm = page.getByRole('button', { name: t('public-booking:price.confirm') });
    await expect(page.getByTestId('price-total')).toContainText(/\d\.\d{2}/);
    await expect(confirm).toBeDisabled();
    // The cancellation terms come with the price, before confirming (decision 0016).
    await expect(page.getByTestId('price-terms')).toHaveText(/\S/);
    const terms = (await page.getByTestId('price-terms').textContent()) ?? '';
    // An airport trip: the flight is marked required, as the server requires it.
    const flight = page.getByRole('textbox', { name: t('public-booking:details.flight') });
    await expect(flight).toHaveAttribute('required');
    await page
      .getByRole('button', { name: t('agent-booking:extras.more', { name: water[language] }) })
      .click();
    await expect(
      page.getByText(t('public-booking:price.extraLine', { name: water[language], count: '1' })),
    ).toBeVisible();
    await page.getByRole('radio', { name: t('public-booking:payment.Card') }).check();

    await signUpInline(page, language, name);
    // The traveller starts as the customer, from the new account.
    await expect(
      page.getByRole('textbox', { name: t('agent-booking:traveller.name'), exact: true }),
    ).toHaveValue(name);
    // Without the flight, confirming says so on the field before anything is sent.
    await confirm.click();
    await expect(page.getByText(t('public-booking:details.flightRequired'))).toBeVisible();
    await flight.fill('sv 1234');

    // The first answer is lost on the way back (the server did book): confirming again sends the same
    // Idempotency-Key, so the retry gets that booking instead of a second one.
    const keys: string[] = [];
    await page.route('**/api/bookings', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await confirm.click();
    await expect(page.getByText(t('public-booking:details.networkRetry'))).toBeVisible();
    await confirm.click();

    await expect(page).toHaveURL(/\/book\/confirmation\?booking=/);
    const id = new URL(page.url()).searchParams.get('booking') ?? '';
    const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
    expect(reference).toMatch(/^MS-\d{6}-\d{4,}$/);
    await expect(page.getByTestId('booking-status')).toHaveText(t('public-booking:statuses.Requested'));
    await expect(page.getByRole('heading', { name: t('public-booking:confirmation.title') })).toBeVisible();
    await expect(
      page.getByText(t('public-booking:price.extraLine', { name: water[language], count: '1' })),
    ).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // The confirmation repeats the terms the booking now keeps: those shown before confirming.
    await expect(page.getByTestId('booking-terms')).toHaveText(terms);

    // My bookings: exactly one booking (the retry did not book twice), Card payment, flight SV1234.
    await page.getByRole('link', { name: t('public-booking:confirmation.myBookings') }).click();
    await expect(page).toHaveURL(inLanguage(language, '/account/bookings'));
    const cards = page.getByTestId('customer-booking');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(reference);
    await cards
      .first()
      .getByRole('button', { name: t('account:list.openLabel', { reference }) })
      .click();
    const drawer = page.getByRole('dialog', { name: t('account:detail.title') });
    await expect(drawer.getByText(t('public-booking:payment.Card'))).toBeVisible();
    await expect(drawer.getByText('SV1234')).toBeVisible();
    await expect(drawer.getByTestId('booking-terms')).toHaveText(terms);

    // While Requested the traveller can be changed.
    await drawer.getByRole('button', { name: t('account:detail.edit') }).click();
    await drawer.getByRole('textbox', { name: t('bookings:fields.travellerName') }).fill(`${name} 2`);
    await drawer.getByRole('button', { name: t('bookings:edit.save') }).click();
    await expect(drawer.getByText(`${name} 2`)).toBeVisible();
    await page.keyboard.press('Escape');

    // An admin accepts it; after a reload the customer sees Accepted and can no longer cancel.
    await adminAccepts(request, id);
    await page.reload();
    await expect(cards.first().getByTestId('booking-status')).toHaveText(
      t('public-booking:statuses.Accepted'),
    );

    // A second booking, made through the API with the customer's session, is cancelled from the list.
    const headers = { authorization: `Bearer ${(await storedAuth(page)).accessToken}` };
    const first = (await (await request.get(`/api/bookings/${id}`, { headers })).json()) as CustomerBooking;
    const second = await request.post('/api/bookings', {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: {
        direction: first.direction,
        locationId: first.location?.id,
        place: first.place,
        passengers: first.passengers,
        bags: first.bags,
        taxiServiceId: first.taxiServiceId,
        pickupAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        travellerName: name,
        travellerPhone: '+966501234567',
        flightNumber: 'SV1234',
        paymentMethod: 'Cash',
      },
    });
    expect(second.status(), await second.text()).toBe(201);
    const secondReference = ((await second.json()) as CustomerBooking).reference;
    await page.reload();
    await expect(cards).toHaveCount(2);
    await page
      .getByRole('button', { name: t('account:list.openLabel', { reference: secondReference }) })
      .click();
    await drawer.getByRole('button', { name: t('account:detail.cancel') }).click();
    const ask = page.getByRole('dialog', { name: t('account:cancel.title') });
    await expect(ask.getByRole('button', { name: t('account:cancel.keep') })).toBeFocused();
    await ask.getByRole('button', { name: t('account:cancel.confirm') }).click();
    await expect(drawer.getByTestId('detail-reference')).toHaveText(secondReference);
    await expect(drawer.getByTestId('booking-status').first()).toHaveText(
      t('public-booking:statuses.Cancelled'),
    );
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a visitor books from the home page in Arabic at phone width', async ({ page }) => {
    test.setTimeout(120_000);
    const t = translator('ar');
    await searchAndChooseCar(page, 'ar');
    await page.getByRole('textbox', { name: t('public-booking:details.flight') }).fill('SV1234');
    await signUpInline(page, 'ar', 'نورة المسافرة');
    await expect(page.getByTestId('price-terms')).toHaveText(/\S/);
    await page.getByTestId('price-terms').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots-wt-quote/public-price-card-terms-ar-390.png' });
    await page.getByRole('button', { name: t('public-booking:price.confirm') }).click();
    await expect(page).toHaveURL(/\/book\/confirmation\?booking=/);
    await expect(page.getByTestId('booking-terms')).toHaveText(/\S/);
    await page.screenshot({
      path: '/tmp/shots-wt-quote/public-confirmation-terms-ar-390.png',
      fullPage: true,
    });
    const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: t('public-booking:confirmation.myBookings') }).click();
    await expect(page.getByTestId('customer-booking').first()).toContainText(reference);
  });
});

test('a pickup sooner than a car can come stops the visitor at the results, before the details', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const t = translator('en');
  await searchAndChooseCar(page, 'en');
  await page.goBack();
  await expect(page).toHaveURL(/\/book\?/);
  // The same trip, a few minutes from now in Riyadh: sooner than the lead time.
  const soon = new Date(Date.now() + 5 * 60_000);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh', ...options }).format(soon);
  const url = new URL(page.url());
  url.searchParams.set('date', part({ year: 'numeric', month: '2-digit', day: '2-digit' }));
  url.searchParams.set('time', part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
  await page.goto(url.toString());

  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: t('public-booking:results.tooSoon', { time: '' }).split(':')[0] ?? '' }),
  ).toBeVisible();
  const offers = page.getByRole('list', { name: t('public-booking:results.listLabel') });
  await expect(offers.getByRole('listitem').first()).toBeVisible();
  for (const button of await offers.getByRole('button').all()) await expect(button).toBeDisabled();
});

test("the browser's Back from the results returns to the search form filled in", async ({ page }) => {
  test.setTimeout(90_000);
  const t = translator('en');
  await searchAndChooseCar(page, 'en');
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/book\?.*direction=Arrival/);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\?.*direction=Arrival/);
  const widget = page.getByRole('form', { name: t('public-booking:widget.label') });
  await expect(
    widget.getByRole('combobox', { name: t('public-booking:widget.arrivalLocation') }),
  ).toHaveValue(airport.en);
  await expect(widget.getByRole('combobox', { name: t('public-booking:widget.dropoffPlace') })).toHaveValue(
    /Four Seasons Hotel Riyadh/,
  );
  await expect(widget.getByRole('spinbutton', { name: t('public-booking:widget.passengers') })).toHaveValue(
    '2',
  );
});

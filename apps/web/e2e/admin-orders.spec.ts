import type { CustomerBooking } from '@masar/contract/customer-bookings';
import type { Quote } from '@masar/contract/trips';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { inLanguage, type Language, signIn, superAdmin, text } from './fixtures';

const historicJeddah = {
  address: 'Historic Jeddah (Al-Balad), Jeddah 22236',
  lat: 21.485833,
  lng: 39.186389,
};

/** A new customer who signs up and books an arrival at JED through the public API, as the site does. */
async function customerBooks(request: APIRequestContext, name: string) {
  const customer = { email: `orders-${crypto.randomUUID()}@masar.test`, password: 'Desert-Route-2026!' };
  const signUp = await request.post('/api/auth/registerUser', {
    data: { ...customer, name, phone: '+966501234567' },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const headers = { authorization: `Bearer ${(await signUp.json()).access_token}` };
  const locations = (await (await request.get('/api/location/allNoPagination', { headers })).json()) as {
    id: string;
    nameEn: string;
  }[];
  const airport = locations.find((location) => location.nameEn.includes('(JED)'));
  const trip = {
    direction: 'Arrival',
    locationId: airport?.id,
    place: historicJeddah,
    passengers: 2,
    bags: 1,
  };
  // Visitors see prices before signing up: the quote needs no token.
  const quote = await request.post('/api/bookings/quote', { data: trip });
  expect(quote.ok()).toBe(true);
  const offer = ((await quote.json()) as Quote).offers[0];
  const created = await request.post('/api/bookings', {
    headers: { ...headers, 'idempotency-key': `e2e-orders-${crypto.randomUUID()}` },
    data: {
      ...trip,
      taxiServiceId: offer?.taxiServiceId,
      pickupAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      travellerName: name,
      travellerPhone: '+966501234567',
      flightNumber: 'SV1234',
      paymentMethod: 'Cash',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { customer, headers, booking: (await created.json()) as CustomerBooking };
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`an admin accepts a customer's booking in the orders screen; the customer sees Accepted (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const { customer, headers, booking } = await customerBooks(
      request,
      `Orders ${language} ${Date.now().toString(36)}`,
    );
    const { reference } = booking;

    await page.goto(inLanguage(language, '/admin-panel/login'));
    await signIn(page, language, superAdmin);
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
    await page
      .getByRole('link', { name: t('nav:titles.orders') })
      .first()
      .click();
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel/orders'));

    // Find it by reference (the search lives in the URL), accept it behind its confirmation.
    await page.getByRole('searchbox', { name: t('bookings:filters.searchLabel') }).fill(reference);
    await expect(page).toHaveURL(new RegExp(`search=${reference}`));
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().locator('[data-status="Requested"]:visible')).toBeVisible();
    await page.getByRole('button', { name: t('customer-bookings:actions.acceptOne', { reference }) }).click();
    const dialog = page.getByRole('dialog', {
      name: t('customer-bookings:confirm.acceptTitle', { reference }),
    });
    await expect(dialog).toBeVisible();
    // Going back is the focused choice: Enter never moves a booking by accident.
    await expect(dialog.getByRole('button', { name: t('customer-bookings:confirm.keep') })).toBeFocused();
    await dialog.getByRole('button', { name: t('customer-bookings:confirm.acceptConfirm') }).click();
    await expect(page.getByText(t('customer-bookings:done.accept', { reference }))).toBeVisible();
    await expect(rows.first().locator('[data-status="Accepted"]:visible')).toBeVisible();

    // The drawer (?id=) shows the customer, the payment and the logged action.
    await page.getByRole('button', { name: t('bookings:list.open', { reference }) }).click();
    await expect(page).toHaveURL(new RegExp(`id=${booking.id}`));
    const drawer = page.getByRole('dialog').filter({ hasText: t('customer-bookings:drawer.adminActions') });
    await expect(drawer.getByText(t('customer-bookings:payment.Cash'))).toBeVisible();
    await expect(drawer.getByTestId('admin-action-item')).toHaveCount(1);
    await expect(drawer.getByTestId('admin-action-item')).toContainText(
      t('customer-bookings:adminAction.AcceptBooking'),
    );

    // The customer's side: the API says Accepted, and so does their "My bookings" page.
    const seen = await request.get(`/api/bookings/${booking.id}`, { headers });
    expect(((await seen.json()) as CustomerBooking).status).toBe('Accepted');
    await page.evaluate(() => localStorage.clear());
    await page.goto(inLanguage(language, '/login'));
    await signIn(page, language, customer);
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto(inLanguage(language, '/account/bookings'));
    const card = page.getByTestId('customer-booking').filter({ hasText: reference });
    await expect(card).toContainText(t('public-booking:statuses.Accepted'));
  });
}

import { type APIRequestContext, expect, test } from '@playwright/test';
import { bookThroughApi, omar } from './agent-bookings-api';
import { pickupPassed } from './database';
import { inLanguage, type Language, settled, signIn, superAdmin, text } from './fixtures';

const shots = process.env.SHOTS_DIR ?? '/tmp/shots-wt-steps';

/** A driver with one vehicle, defined by the super admin and past their first-password change. */
async function driverThroughApi(request: APIRequestContext, suffix: string) {
  const login = await request.post('/api/auth/loginAdmin', { data: superAdmin });
  expect(login.ok()).toBe(true);
  const admin = { authorization: `Bearer ${(await login.json()).access_token}` };
  const cars = (await (await request.get('/api/car/allNoPagination', { headers: admin })).json()) as {
    id: string;
  }[];
  const mobile = `05${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const created = await request.post('/api/drivers', {
    headers: admin,
    data: {
      nameAr: `سائق الخطوات ${suffix}`,
      nameEn: `Steps Driver ${suffix}`,
      mobile,
      password: 'first driver passphrase 1',
      licenceNumber: 'LIC-99',
      licenceExpiry: '2031-01-01',
      nationalId: '1234567890',
      languages: ['ar', 'en'],
      vehicles: [
        { carId: cars[0]?.id, plateLetters: 'ر س ص', plateNumber: '987', colour: 'Silver', year: 2024 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const driver = (await created.json()) as {
    id: string;
    nameAr: string;
    nameEn: string;
    vehicles: { id: string }[];
  };
  const signedIn = await request.post('/api/auth/loginDriver', {
    data: { mobile, password: 'first driver passphrase 1' },
  });
  const changed = await request.patch('/api/auth/changePassword', {
    headers: { authorization: `Bearer ${(await signedIn.json()).access_token}` },
    data: { currentPassword: 'first driver passphrase 1', newPassword: 'my own driver pass 2' },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  return { admin, driver, mobile, password: 'my own driver pass 2' };
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`operations assign on the dispatch board, the driver walks the job to Completed on a phone, the agent sees each status live (${language})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    page.setDefaultTimeout(15_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const suffix = `${language}${Date.now().toString(36)}`;
    const booking = await bookThroughApi(request, `Steps traveller ${suffix}`);
    const { admin, driver, mobile, password } = await driverThroughApi(request, suffix);
    const driverName = language === 'ar' ? driver.nameAr : driver.nameEn;
    // The trip's day has come, and operations accepted it and gave it the driver.
    await pickupPassed('agent_bookings', booking.id);
    const accepted = await request.patch(
      `/api/agents-bookings/mark-booking-as-accepted-by-admins/${booking.id}`,
      { headers: admin },
    );
    expect(accepted.ok()).toBe(true);

    // The agent has the booking open.
    await page.goto(inLanguage(language, '/panel/login'));
    await signIn(page, language, omar);
    await expect(page).toHaveURL(inLanguage(language, '/panel'));
    // The event stream is open (its headers come once the server listens for this agent) before anyone acts.
    const streamOpen = page.waitForResponse(
      (response) => response.url().includes('/api/events') && response.ok(),
    );
    await page.goto(inLanguage(language, `/panel/profile/trips-history?id=${booking.id}`));
    await streamOpen;
    const drawer = page.getByRole('dialog');
    await expect(drawer).toContainText(booking.reference);

    // Operations assign it on the dispatch board while the agent watches: the driver and "Driver assigned"
    // appear on the agent's page without a reload, with a toast.
    const adminPage = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    adminPage.setDefaultTimeout(15_000);
    await adminPage.goto(inLanguage(language, '/admin-panel/login'));
    await signIn(adminPage, language, superAdmin);
    await expect(adminPage).toHaveURL(inLanguage(language, '/admin-panel'));
    // The pickup was an hour ago: its business day (Riyadh, UTC+3) is the board's day.
    const day = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);
    await adminPage.goto(inLanguage(language, `/admin-panel/dispatch?date=${day}`));
    await adminPage
      .getByRole('button', { name: t('dispatch:assignTrip', { reference: booking.reference }) })
      .click();
    const picker = adminPage.getByRole('dialog', {
      name: t('dispatch:picker.title', { reference: booking.reference }),
    });
    await picker.getByRole('radio', { name: driverName }).check();
    await picker.getByRole('button', { name: t('dispatch:picker.assign'), exact: true }).click();
    await expect(picker).toBeHidden();
    await expect(adminPage.getByTestId('dispatch-row').filter({ hasText: booking.reference })).toContainText(
      driverName,
    );
    await expect(drawer.getByTestId('assigned-driver')).toContainText(driverName);
    await expect(drawer.getByTestId('job-status')).toHaveText(t('drivers:steps.status.Assigned'));
    const toasts = page.locator('.Toastify__toast').filter({ hasText: booking.reference });
    await expect(
      toasts.filter({ hasText: language === 'ar' ? 'تم تعيين سائق' : 'Driver assigned' }),
    ).toBeVisible();

    // The driver, on a phone that shares its position.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
      locale: language,
      permissions: ['geolocation'],
      geolocation: { latitude: 21.6796, longitude: 39.1565, accuracy: 15 },
    });
    const driverPage = await phone.newPage();
    driverPage.setDefaultTimeout(15_000);
    await driverPage.goto(inLanguage(language, '/driver/login'));
    await driverPage.getByRole('textbox', { name: t('auth:fields.mobile') }).fill(mobile);
    await driverPage.getByRole('textbox', { name: t('auth:fields.password'), exact: true }).fill(password);
    await driverPage.getByRole('button', { name: t('auth:actions.signIn') }).click();
    await driverPage
      .getByRole('link', { name: t('drivers:app.open', { reference: booking.reference }) })
      .click();
    await expect(driverPage).toHaveURL(/\/driver\/job\?id=/);

    const walk = [
      ['OnTheWay', 'OnTheWay'],
      ['Arrived', 'Arrived'],
      ['PassengerOnBoard', 'PassengerOnBoard'],
      ['Completed', 'Completed'],
    ] as const;
    for (const [action, status] of walk) {
      await driverPage.getByRole('button', { name: t(`drivers:steps.action.${action}`) }).click();
      await expect(driverPage.getByTestId('job-status')).toHaveText(t(`drivers:steps.status.${status}`));
      // The agent's open booking follows, live.
      await expect(drawer.getByTestId('job-status')).toHaveText(t(`drivers:steps.status.${status}`));
      if (status === 'Arrived') {
        // Arrival is told with a toast too.
        await expect(
          toasts.filter({ hasText: language === 'ar' ? 'وصل السائق' : 'Driver arrived' }),
        ).toBeVisible();
        await settled(driverPage);
        await driverPage.setViewportSize({ width: 360, height: 780 });
        await driverPage.screenshot({
          path: `${shots}/driver-job-steps-${language}-360.png`,
          fullPage: true,
        });
        await driverPage.setViewportSize({ width: 390, height: 844 });
      }
    }
    await expect(driverPage.getByText(t('drivers:steps.finished'))).toBeVisible();
    // Nothing wider than the phone.
    const overflow = await driverPage.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.close();

    // The booking itself is completed (the admin's move), and the agent's drawer says so.
    await expect(drawer).toContainText(t('bookings:status.Completed'));
    await expect(drawer.getByTestId('history-item').last()).toContainText(t('bookings:history.byDriver'));
    await page.setViewportSize({ width: 360, height: 780 });
    await settled(page);
    await drawer.getByTestId('assigned-driver').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/agent-booking-driver-${language}-360.png` });

    // The admin drawer shows the timeline: four steps, each with a maps link of the phone's position.
    await adminPage.goto(inLanguage(language, `/admin-panel/agents-bookings?id=${booking.id}`));
    const timeline = adminPage.getByRole('dialog').getByTestId('job-timeline');
    await expect(timeline.locator('.mantine-Timeline-item')).toHaveCount(4);
    await expect(timeline.getByRole('link').first()).toHaveAttribute('href', /21\.6796,39\.1565/);
    await timeline.scrollIntoViewIfNeeded();
    await adminPage.screenshot({ path: `${shots}/admin-job-timeline-${language}.png` });
    await adminPage.close();
  });
}

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { bookThroughApi } from './agent-bookings-api';
import { inLanguage, settled, signIn, superAdmin, text } from './fixtures';

const shots = process.env.SHOTS_DIR ?? '/tmp/shots-wt-drivers';
const arabicDigits = (digits: string) =>
  digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

// Once in CI (not reproduced in 26 runs here) the menu's link left the URL at /admin-panel: on a failure the
// run's log gets what the page said and which requests failed or never ended, as the trace is not kept.
const happenings: string[] = [];
test.beforeEach(({ page }) => {
  happenings.length = 0;
  const note = (line: string) => happenings.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => note(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => note(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('request', (request) => note(`request: ${request.method()} ${request.url()}`));
  page.on('requestfinished', (request) => note(`finished: ${request.url()}`));
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`navigated: ${frame.url()}`));
});
test.afterEach(({ page }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  console.log([...happenings.slice(-80), `at the end: ${page.url()}`].join('\n'));
});

test('an admin defines a driver with a vehicle and assigns a booking; the driver signs in on a phone and sees the job (ar)', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(15_000);
  const t = (key: `${string}:${string}`, values?: Record<string, string>) => text('ar', key, values);
  const suffix = Date.now().toString(36);
  const traveller = `Driver job ${suffix}`;
  const booking = await bookThroughApi(request, traveller);
  const local = `05${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const firstPassword = 'first driver passphrase 1';
  const nameAr = `سائق ${suffix}`;

  // The admin defines the driver from the menu.
  await page.goto(inLanguage('ar', '/admin-panel/login'));
  await signIn(page, 'ar', superAdmin);
  await expect(page).toHaveURL(inLanguage('ar', '/admin-panel'));
  // As an admin does: the dashboard is up before the menu is used (the URL changes before it is drawn).
  await settled(page);
  await page.getByRole('navigation').getByText(t('nav:sections.drivers'), { exact: true }).click();
  await page.getByRole('link', { name: t('nav:titles.defineDriver') }).click();
  await expect(page).toHaveURL(inLanguage('ar', '/admin-panel/drivers/define'));
  await page.getByRole('textbox', { name: t('drivers:form.nameAr') }).fill(nameAr);
  await page.getByRole('textbox', { name: t('drivers:form.nameEn') }).fill(`Driver ${suffix}`);
  await page.getByRole('textbox', { name: t('drivers:form.mobile') }).fill(local);
  await page.getByRole('textbox', { name: t('drivers:form.password'), exact: true }).fill(firstPassword);
  await page.getByRole('checkbox', { name: t('drivers:languages.ur') }).check();
  await page.getByRole('textbox', { name: t('drivers:form.nationalId') }).fill(arabicDigits('2123456789'));
  await page.getByRole('textbox', { name: t('drivers:form.licenceNumber') }).fill('LIC-42');
  // Expiring within 30 days: the form warns.
  const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(t('drivers:form.licenceExpiry')).fill(arabicDigits(soon));
  await expect(page.getByRole('status').filter({ hasText: '10' })).toBeVisible();
  await page.getByRole('combobox', { name: t('drivers:form.car') }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: t('drivers:form.plateLetters') }).fill('أ ب ح');
  await page.getByRole('textbox', { name: t('drivers:form.plateNumber') }).fill(arabicDigits('1234'));
  await expect(page.getByText(t('drivers:form.plateLatin', { plate: 'ABJ 1234' }))).toBeVisible();
  await page.getByRole('combobox', { name: t('drivers:form.colour') }).click();
  await page.getByRole('option', { name: t('drivers:colours.White') }).click();
  await page.getByRole('textbox', { name: t('drivers:form.year') }).fill('2023');
  await page.getByRole('button', { name: t('drivers:form.create') }).click();
  await expect(page).toHaveURL(inLanguage('ar', '/admin-panel/drivers/list'));
  // Found by search, as among many drivers (the list is in name order; other specs add drivers).
  await page.getByRole('searchbox', { name: t('drivers:list.searchLabel') }).fill(suffix);
  const row = page.locator('tbody tr').filter({ hasText: nameAr });
  await expect(row).toBeVisible();
  await expect(row.getByText(t('drivers:licence.expiresSoon', { count: '10' }))).toBeVisible();
  await expect(row.getByText(`+966${local.slice(1)}`)).toBeVisible();
  // In Arabic the plate reads as its Arabic half.
  await expect(row.getByText('ا ب ح 1234')).toBeVisible();

  // The admin assigns the booking from its drawer.
  await page.goto(inLanguage('ar', `/admin-panel/agents-bookings?id=${booking.id}`));
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(t('drivers:assignment.none'))).toBeVisible();
  await drawer.getByRole('combobox', { name: t('drivers:assignment.driver') }).click();
  await page.getByRole('option', { name: nameAr }).click();
  await drawer.getByRole('button', { name: t('drivers:assignment.assign') }).click();
  await expect(drawer.getByTestId('assigned-driver')).toContainText(nameAr);
  await expect(drawer.getByTestId('assigned-driver')).toContainText('ABJ 1234');

  // The driver, on a phone, signs in with the mobile in Arabic-Indic digits and must choose a password.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    locale: 'ar',
  });
  const driverPage = await phone.newPage();
  await driverPage.goto(inLanguage('ar', '/driver'));
  await expect(driverPage).toHaveURL(/\/driver\/login\?redirect=/);
  await driverPage.getByRole('textbox', { name: t('auth:fields.mobile') }).fill(arabicDigits(local));
  await driverPage.getByRole('textbox', { name: t('auth:fields.password'), exact: true }).fill(firstPassword);
  await driverPage.getByRole('button', { name: t('auth:actions.signIn') }).click();
  await expect(driverPage.getByText(t('drivers:app.changePassword'))).toBeVisible();
  await driverPage
    .getByRole('textbox', { name: t('auth:changePassword.currentPassword'), exact: true })
    .fill(firstPassword);
  await driverPage
    .getByRole('textbox', { name: t('auth:changePassword.newPassword'), exact: true })
    .fill('my own driver pass 2');
  await driverPage
    .getByRole('textbox', { name: t('auth:changePassword.confirmPassword'), exact: true })
    .fill('my own driver pass 2');
  await driverPage.getByRole('button', { name: t('auth:changePassword.submit') }).click();

  const card = driverPage.getByRole('link', {
    name: t('drivers:app.open', { reference: booking.reference }),
  });
  await expect(card).toBeVisible();
  await settled(driverPage);
  // The driver's app passes axe (the header's language link on the dark bar was once unreadable).
  const { violations } = await new AxeBuilder({ page: driverPage }).analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
  ).toEqual([]);
  await driverPage.screenshot({ path: `${shots}/driver-jobs-ar-390.png`, fullPage: true });
  await card.click();
  await expect(driverPage.getByText(traveller)).toBeVisible();
  await expect(
    driverPage.getByRole('link', { name: t('drivers:job.call', { name: traveller }) }),
  ).toHaveAttribute('href', 'tel:+966501234567');
  const maps = driverPage.getByRole('link', { name: t('drivers:job.openMap') });
  await expect(maps).toHaveCount(2);
  await expect(maps.last()).toHaveAttribute('href', /21\.485833,39\.186389/);
  await expect(driverPage.getByText('SV1234')).toBeVisible();
  await expect(driverPage.getByText('ا ب ح 1234')).toBeVisible();
  await settled(driverPage);
  // Nothing wider than the phone.
  const overflow = await driverPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await driverPage.screenshot({ path: `${shots}/driver-job-ar-390.png`, fullPage: true });
  await driverPage.setViewportSize({ width: 360, height: 780 });
  await driverPage.screenshot({ path: `${shots}/driver-job-ar-360.png`, fullPage: true });

  // Another id (the booking's own, a guess) is not a job of theirs.
  await driverPage.goto(inLanguage('ar', `/driver/job?id=${booking.id}`));
  await expect(driverPage.getByText(t('drivers:app.notFound'))).toBeVisible();
  await phone.close();

  // The drivers list at phone width, in Arabic.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(inLanguage('ar', '/admin-panel/drivers/list'));
  await settled(page);
  await page.screenshot({ path: `${shots}/admin-drivers-list-ar-360.png`, fullPage: true });
});

test('an admin who manages orders but does not read drivers gets the no-access page, not a form the server refuses', async ({
  page,
}) => {
  // The demo's operations admin: ManageOrders, without ViewDrivers (creating a driver needs both).
  await page.goto('/admin-panel/login');
  await signIn(page, 'ar', { email: 'ops@masar.test', password: superAdmin.password });
  await expect(page).toHaveURL('/admin-panel');
  await page.goto('/admin-panel/drivers/define');
  await expect(page.getByTestId('no-access')).toBeVisible();
  await expect(page.getByRole('button', { name: text('ar', 'drivers:form.create') })).toHaveCount(0);
});

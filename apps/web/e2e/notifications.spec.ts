import { expect, test } from '@playwright/test';
import { bookThroughApi, omar } from './agent-bookings-api';
import { inLanguage, type Language, signIn, superAdmin, text } from './fixtures';

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('/sw.js registers with scope /, is never cached long and serves the offline page', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/`);
    const worker = await page.request.get('/sw.js');
    expect(worker.ok()).toBe(true);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');

    // Installed, it answers a page it cannot fetch with the precached offline page.
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.context().setOffline(true);
    await page.goto('/en/panel/requests').catch(() => {});
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await page.context().setOffline(false);
  });
});

test('the web app manifest is valid: bilingual name, teal-blue theme, PNG icons 192/512 and maskable', async ({
  page,
}) => {
  await page.goto('/en');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(href ?? '');
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Masar · مسار',
    short_name: 'Masar',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0e7c86',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [192, 'maskable'],
    [512, 'maskable'],
  ] as const) {
    const icon = icons.find(
      (candidate) => candidate.sizes === `${size}x${size}` && candidate.purpose === purpose,
    );
    expect(icon, `${purpose} ${size}`).toBeDefined();
    const image = await page.request.get(icon?.src ?? '');
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toEqual([size, size]);
  }
  const offline = await page.request.get('/offline.html');
  expect(await offline.text()).toContain('You are offline');
});

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`the agent sees a live toast and the list updates when an admin accepts their booking (${language})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const booking = await bookThroughApi(request, `Live ${language} ${Date.now().toString(36)}`);

    const agentContext = await browser.newContext();
    const adminContext = await browser.newContext();
    const page = await agentContext.newPage();
    await page.goto(inLanguage(language, '/panel/login'));
    await signIn(page, language, omar);
    await expect(page).toHaveURL(inLanguage(language, '/panel'));
    // The event stream is open (its headers come once the server listens for this agent) before the admin acts.
    const streamOpen = page.waitForResponse(
      (response) => response.url().includes('/api/events') && response.ok(),
    );
    await page.goto(`${inLanguage(language, '/panel/profile/trips-history')}?search=${booking.reference}`);
    await streamOpen;
    const row = page.locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t('bookings:status.Requested'));

    // The admin, in another browser context, accepts through the API.
    const login = await adminContext.request.post('/api/auth/loginAdmin', { data: superAdmin });
    const authorization = `Bearer ${(await login.json()).access_token}`;
    const accepted = await adminContext.request.patch(
      `/api/agents-bookings/mark-booking-as-accepted-by-admins/${booking.id}`,
      { headers: { authorization } },
    );
    expect(accepted.status()).toBe(200);

    const title = language === 'ar' ? 'تم قبول الحجز' : 'Booking accepted';
    const toast = page.locator('.Toastify__toast').filter({ hasText: title });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(booking.reference);
    await expect(toast.locator('svg').first()).toBeVisible(); // the taxi icon (no icon in the message)
    await expect(toast.getByRole('button', { name: t('common:closeNotification') })).toHaveCount(0);
    await toast.click(); // does not close on click
    await expect(toast).toBeVisible();
    // The open list refreshed itself (TanStack Query invalidation), no reload.
    await expect(row).toContainText(t('bookings:status.Accepted'));

    await agentContext.close();
    await adminContext.close();
  });
}

test.describe('a new build', () => {
  test('a changed version file reloads the page at the next navigation, not before', async ({ page }) => {
    await page.goto('/en');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const loginLink = page.getByRole('link', { name: text('en', 'nav:titles.login') }).first();

    // Same build: navigation stays in the page.
    await loginLink.click();
    await expect(page).toHaveURL('/en/login');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL('/en');

    // A newer build is announced: nothing happens until the next navigation, which loads the page anew.
    await page.route('**/version.json', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
    const polled = page.waitForRequest('**/version.json');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await polled;
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await loginLink.click();
    await expect(page).toHaveURL('/en/login');
    await expect.poll(() => page.evaluate(() => 'sameDocument' in window)).toBe(false);
  });
});

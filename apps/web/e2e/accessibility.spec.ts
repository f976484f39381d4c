import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  agent,
  cutPlaceholders,
  inLanguage,
  type Language,
  openPage,
  settled,
  signIn,
  superAdmin,
  text,
} from './fixtures';

/**
 * axe-core on the main pages of each role, in Arabic and English: no serious or critical violation
 * (contrast, names that differ from the visible label, missing labels …), and no hint cut short in its field
 * at desktop width. One sign-in per role.
 */
const customer = { email: 'user@masar.test', password: 'User-Pass-2026!' } as const;
const languages = ['ar', 'en'] as const satisfies Language[];

const mainPages = {
  public: [
    '/',
    '/login',
    '/panel/login',
    '/admin-panel/login',
    '/login/forgot-password',
    '/panel/forgot-password',
    '/reset-password',
  ],
  customer: ['/', '/account', '/account/bookings'],
  agent: ['/panel', '/panel/requests', '/panel/profile', '/panel/profile/wallet-transactions'],
  admin: [
    '/admin-panel',
    '/admin-panel/agents/list',
    '/admin-panel/agents-bookings',
    '/admin-panel/orders',
    '/admin-panel/payments',
    '/admin-panel/cars/list-cars',
    '/admin-panel/locations/list-locations',
    '/admin-panel/taxi-service/manage',
    '/admin-panel/outbox',
  ],
} as const;

async function expectNoSeriousViolations(page: Page, paths: readonly string[]) {
  const found: string[] = [];
  for (const language of languages) {
    for (const path of paths) {
      const url = inLanguage(language, path);
      await openPage(page, url);
      await settled(page);
      // label-content-name-mismatch is experimental in axe (off by default): a name that differs from the
      // visible label defeats speech input ("click Choose"), so it is checked too.
      const { violations } = await new AxeBuilder({ page })
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .analyze();
      for (const violation of violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        const where = violation.nodes.map((node) => node.target.join(' ')).slice(0, 4);
        found.push(`${url} ${violation.id} (${violation.impact}): ${where.join(' | ')}`);
      }
      for (const placeholder of await cutPlaceholders(page))
        found.push(`${url} placeholder cut: ${placeholder}`);
    }
  }
  expect(found).toEqual([]);
}

test('public pages have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  await expectNoSeriousViolations(page, mainPages.public);
});

test("a signed-in customer's pages have no serious accessibility violation", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signIn(page, 'ar', customer);
  await expect(page).toHaveURL('/');
  await expectNoSeriousViolations(page, mainPages.customer);

  // Moving to another page puts the focus on its heading or main region, not on <body> (the clicked tab went
  // with its page).
  await page.goto('/en/account/bookings');
  await settled(page);
  await page.getByRole('tab', { name: text('en', 'account:tabs.profile') }).click();
  await expect(page).toHaveURL('/en/account');
  // (This page has no h1: its main region takes the focus.)
  await expect(page.locator('#main-content')).toBeFocused();
});

test("the agent panel's main pages have no serious accessibility violation", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/panel/login');
  await signIn(page, 'ar', agent);
  await expect(page).toHaveURL('/panel');
  await expectNoSeriousViolations(page, mainPages.agent);
});

test("the admin area's main pages have no serious accessibility violation", async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/admin-panel/login');
  await signIn(page, 'ar', superAdmin);
  await expect(page).toHaveURL('/admin-panel');
  await expectNoSeriousViolations(page, mainPages.admin);

  // Leaflet's zoom buttons speak the page language too (Leaflet titles them "Zoom in" / "Zoom out").
  for (const language of languages) {
    await page.goto(inLanguage(language, '/admin-panel/taxi-service/manage'));
    await expect(page.locator('.leaflet-control-zoom-in')).toHaveAttribute(
      'title',
      text(language, 'common:zoomIn'),
    );
    await expect(page.locator('.leaflet-control-zoom-out')).toHaveAttribute(
      'title',
      text(language, 'common:zoomOut'),
    );
  }
});

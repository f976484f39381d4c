import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  agent,
  cutPlaceholders,
  inLanguage,
  type Language,
  openPage,
  settled,
  signIn,
  superAdmin,
} from './fixtures';
import { pagePathsByRole } from './page-paths';

/**
 * Every page of every role at 360 px (the narrowest phone we support), in Arabic and English: nothing may
 * scroll sideways, and no field's hint is cut short. One sign-in per role; the tokens stay in the page's storage across both languages.
 */
test.use({ viewport: { width: 360, height: 740 } });

const customer = { email: 'user@masar.test', password: 'User-Pass-2026!' } as const;
const languages = ['ar', 'en'] as const satisfies Language[];

/** The edit pages need the id of a real record (without one they show the 404 page). */
async function editPageIds(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/loginAdmin', { data: superAdmin });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const firstId = async (path: string) => {
    const response = await request.get(`/api${path}`, { headers });
    expect(response.ok(), path).toBe(true);
    const body = (await response.json()) as { items: { id: string }[] };
    return body.items[0]?.id ?? '';
  };
  return {
    '/admin-panel/admins/edit': await firstId('/admin/listAdmins'),
    '/admin-panel/agents/edit': await firstId('/agents/listAgents'),
    '/admin-panel/cars/edit-cars': await firstId('/car/all'),
    '/admin-panel/locations/edit-locations': await firstId('/location'),
  };
}

/** Waits for the page's content, then lists what sticks out of the page and what is cut in the header. */
async function overflowOf(page: Page) {
  await settled(page);
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    // The outermost elements past either edge, to say what to fix.
    const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
    // Header controls squeezed until their words are cut ("nglish"), where no ellipsis was meant.
    const cut = [
      ...document.querySelectorAll<HTMLElement>('header a, header button, header a *, header button *'),
    ]
      .filter((element) => {
        const style = getComputedStyle(element);
        return (
          element.scrollWidth > element.clientWidth + 1 &&
          style.overflowX !== 'visible' &&
          style.textOverflow !== 'ellipsis' &&
          element.getBoundingClientRect().width > 0
        );
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim()}"`);
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits, cut };
  });
}

async function expectNoSidewaysScroll(
  page: Page,
  paths: readonly string[],
  ids: Record<string, string> = {},
) {
  const failures: string[] = [];
  for (const language of languages) {
    for (const path of paths) {
      const url = inLanguage(language, ids[path] ? `${path}?id=${ids[path]}` : path);
      await openPage(page, url);
      const { scrollWidth, clientWidth, culprits, cut } = await overflowOf(page);
      if (scrollWidth > clientWidth)
        failures.push(`${url}: ${scrollWidth} > ${clientWidth} (${culprits.join(' | ')})`);
      if (cut.length) failures.push(`${url}: cut in the header: ${cut.join(' | ')}`);
      const placeholders = await cutPlaceholders(page);
      if (placeholders.length) failures.push(`${url}: placeholder cut: ${placeholders.join(' | ')}`);
    }
  }
  expect(failures).toEqual([]);
}

test('public pages fit a 360 px phone in both languages', async ({ page }) => {
  test.setTimeout(120_000);
  await expectNoSidewaysScroll(page, pagePathsByRole.public);
});

test("a signed-in customer's pages fit a 360 px phone in both languages", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signIn(page, 'ar', customer);
  await expect(page).toHaveURL('/');
  // The public pages again, now with the signed-in header (its account links are the widest).
  await expectNoSidewaysScroll(page, ['/', ...pagePathsByRole.customer]);
});

test("the agent panel's pages fit a 360 px phone in both languages", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/panel/login');
  await signIn(page, 'ar', agent);
  await expect(page).toHaveURL('/panel');
  await expectNoSidewaysScroll(page, pagePathsByRole.agent);
});

test("the admin area's pages fit a 360 px phone in both languages", async ({ page, request }) => {
  test.setTimeout(300_000);
  const ids = await editPageIds(request);
  await page.goto('/admin-panel/login');
  await signIn(page, 'ar', superAdmin);
  await expect(page).toHaveURL('/admin-panel');
  await expectNoSidewaysScroll(page, pagePathsByRole.admin, ids);
});

import { expect, test } from '@playwright/test';
import { inLanguage, signIn, superAdmin, text } from './fixtures';

test("a removed permission's buttons go from an open page within seconds, without signing in again", async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/loginAdmin', { data: superAdmin });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const account = { email: `live-${Date.now().toString(36)}@masar.test`, password: 'Live-Perm-2026!' };
  const created = await request.post('/api/admin/createAdmin', {
    headers,
    data: { name: 'Live Permissions', ...account, permissions: ['ViewAgents', 'EditAgents'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(inLanguage('en', '/admin-panel/login'));
  await signIn(page, 'en', account);
  await expect(page).toHaveURL(inLanguage('en', '/admin-panel'));
  await page.goto(inLanguage('en', '/admin-panel/agents/list'));
  // EditAgents shows "Define Agent" in the navigation.
  const define = page
    .getByRole('navigation', { name: text('en', 'nav:adminNavigation') })
    .getByRole('link', { name: text('en', 'nav:titles.defineAgent'), exact: true });
  await expect(define).toBeVisible();

  const removed = await request.patch(`/api/admin/updateAdmin?id=${id}`, {
    headers,
    data: { permissions: ['ViewAgents'] },
  });
  expect(removed.status()).toBe(200);
  // The open page hears it on its event stream and takes a new session: the link goes.
  await expect(define).toHaveCount(0, { timeout: 10_000 });
  await expect(page).toHaveURL(inLanguage('en', '/admin-panel/agents/list'));

  // Deactivated: the open page is signed out.
  expect(
    (await request.patch(`/api/admin/updateAdmin?id=${id}`, { headers, data: { active: false } })).status(),
  ).toBe(200);
  await expect(page).toHaveURL(/\/admin-panel\/login/, { timeout: 10_000 });
});

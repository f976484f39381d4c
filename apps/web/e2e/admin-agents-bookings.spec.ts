import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { amountText, bookThroughApi, headerBalance, omar } from './agent-bookings-api';
import { pickupPassed } from './database';
import { inLanguage, type Language, signIn, superAdmin, text } from './fixtures';

/** The seeded read-only admin (ViewerAdmin) of scripts/e2e-server.mjs. */
const viewerAdmin = { email: 'viewer@masar.test', password: 'Admin-Pass-2026!' } as const;

/** Omar's balance now, in minor units, read through the API. */
async function omarBalance(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/auth/loginAgent', { data: omar });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const agent = await request.get('/api/agents/currentAgentData', { headers });
  expect(agent.ok()).toBe(true);
  return ((await agent.json()) as { balance: number }).balance;
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`an admin accepts, completes and refunds agents' bookings; the agent sees it (${language})`, async ({
    page,
    request,
  }) => {
    // About 30 s on an idle machine; the margin is for a busy CI runner.
    test.setTimeout(120_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const startBalance = await omarBalance(request);
    const suffix = `${language} ${Date.now().toString(36)}`;
    const done = await bookThroughApi(request, `Completed ${suffix}`);
    const refunded = await bookThroughApi(request, `Refunded ${suffix}`);

    await page.goto(inLanguage(language, '/admin-panel/login'));
    await signIn(page, language, superAdmin);
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
    await page
      .getByRole('link', { name: t('nav:titles.agentsBookings') })
      .first()
      .click();
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel/agents-bookings'));
    const searchBox = page.getByRole('searchbox', { name: t('bookings:filters.searchLabel') });
    const rows = page.locator('tbody tr');

    /** Finds one booking by its reference and opens the confirmation of a row action. */
    async function act(reference: string, action: 'accept' | 'complete' | 'refund') {
      await searchBox.fill(reference);
      await expect(page).toHaveURL(new RegExp(`search=${reference}`));
      await expect(rows).toHaveCount(1);
      await page
        .getByRole('button', { name: t(`agents-bookings:actions.${action}One`, { reference }) })
        .click();
      const dialog = page.getByRole('dialog', {
        name: t(`agents-bookings:confirm.${action}Title`, { reference }),
      });
      await expect(dialog).toBeVisible();
      return {
        dialog,
        confirm: () =>
          dialog.getByRole('button', { name: t(`agents-bookings:confirm.${action}Confirm`) }).click(),
      };
    }

    // Accept, then complete the first booking: a toast each time, the row follows.
    const accept = await act(done.reference, 'accept');
    await accept.confirm();
    await expect(
      page.getByText(t('agents-bookings:done.accept', { reference: done.reference })),
    ).toBeVisible();
    await expect(rows.first().locator('[data-status="Accepted"]:visible')).toBeVisible();
    // The trip is days ahead: Complete is not offered until its pickup time has come.
    const completeButton = page.getByRole('button', {
      name: t('agents-bookings:actions.completeOne', { reference: done.reference }),
    });
    await expect(completeButton).toHaveCount(0);
    await pickupPassed('agent_bookings', done.id);
    await page.reload();
    const complete = await act(done.reference, 'complete');
    await complete.confirm();
    await expect(complete.dialog).toBeHidden();
    await expect(rows.first().locator('[data-status="Completed"]:visible')).toBeVisible();
    // A final booking offers no more moves.
    await expect(rows.first().getByRole('button', { name: t('agents-bookings:actions.refund') })).toHaveCount(
      0,
    );

    // Its drawer shows the two admin actions, oldest first, and the one wallet entry (the payment).
    await page.getByRole('button', { name: t('bookings:list.open', { reference: done.reference }) }).click();
    await expect(page).toHaveURL(new RegExp(`id=${done.id}`));
    const drawer = page.getByRole('dialog').filter({ hasText: t('agents-bookings:drawer.adminActions') });
    const actions = drawer.getByTestId('admin-action-item');
    await expect(actions).toHaveCount(2);
    await expect(actions.nth(0)).toContainText(t('agents-bookings:adminAction.AcceptBooking'));
    await expect(actions.nth(1)).toContainText(t('agents-bookings:adminAction.CompleteBooking'));
    await expect(drawer.getByTestId('booking-ledger').locator('li')).toHaveCount(1);
    await drawer.getByRole('button', { name: t('bookings:drawer.close') }).click();
    await expect(page).not.toHaveURL(/id=/);

    // Refund the second: the reason is required, then the full amount goes back.
    const amount = amountText(refunded.price.total);
    const refund = await act(refunded.reference, 'refund');
    await expect(refund.dialog).toContainText(amount);
    const confirmRefund = refund.dialog.getByRole('button', { name: new RegExp(amount.replace('.', '\\.')) });
    await confirmRefund.click();
    await expect(refund.dialog.getByText(t('agents-bookings:confirm.reasonRequired'))).toBeVisible();
    await refund.dialog
      .getByRole('textbox', { name: t('agents-bookings:confirm.reason') })
      .fill('Flight cancelled');
    await confirmRefund.click();
    await expect(refund.dialog).toBeHidden();
    await expect(rows.first().locator('[data-status="Refunded"]:visible')).toBeVisible();
    await rows.first().click();
    await expect(actions).toHaveCount(1);
    await expect(actions.first()).toContainText(t('agents-bookings:adminAction.RefundBooking'));
    await expect(actions.first()).toContainText('Flight cancelled');
    await expect(drawer.getByTestId('booking-ledger').locator('li')).toHaveCount(2);

    // The agent sees both statuses in the trips history, and only the completed trip's price is spent.
    await signOutAndSignInAsOmar(page, language);
    await page.goto(
      inLanguage(language, `/panel/profile/trips-history?search=${encodeURIComponent(suffix)}`),
    );
    await expect(rows).toHaveCount(2);
    await expect(
      rows.filter({ hasText: done.reference }).locator('[data-status="Completed"]:visible'),
    ).toHaveCount(1);
    await expect(
      rows.filter({ hasText: refunded.reference }).locator('[data-status="Refunded"]:visible'),
    ).toHaveCount(1);
    await expect.poll(() => headerBalance(page)).toBe(startBalance - done.price.total);
  });
}

test('a read-only admin sees no actions, an admin without ViewAgentsBookings sees no access', async ({
  page,
  request,
}) => {
  const t = (key: `${string}:${string}`, values?: Record<string, string>) => text('ar', key, values);
  const login = await request.post('/api/auth/loginAdmin', { data: superAdmin });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const agentsReader = {
    email: `agents-reader-${Date.now().toString(36)}@masar.test`,
    password: 'Reader-Pass-2026!',
  };
  const created = await request.post('/api/admin/createAdmin', {
    headers,
    data: { name: 'Agents Reader', ...agentsReader, permissions: ['ViewAgents'] },
  });
  expect(created.status(), await created.text()).toBe(201);

  // ViewerAdmin: the list and the drawer, the wallet entries, and not one action button.
  await page.goto('/admin-panel/login');
  await signIn(page, 'ar', viewerAdmin);
  await expect(page).toHaveURL('/admin-panel');
  await page.goto('/admin-panel/agents-bookings?status=Requested');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: t('agents-bookings:columns.actions') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('agents-bookings:actions.accept') })).toHaveCount(0);
  await rows.first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(t('agents-bookings:actions.readOnly'))).toBeVisible();
  await expect(drawer.getByTestId('booking-ledger').locator('li')).toHaveCount(1);
  await expect(drawer.getByRole('button', { name: t('agents-bookings:actions.refund') })).toHaveCount(0);
  await drawer.getByRole('button', { name: t('bookings:drawer.close') }).click();

  // Reading includes the export of the filtered list: an .xlsx (a zip, "PK").
  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('bookings:list.export') }).click(),
  ]);
  expect(sheet.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(
    readFileSync(await sheet.path())
      .subarray(0, 2)
      .toString('latin1'),
  ).toBe('PK');

  // No ViewAgentsBookings: the no-access state, whatever the link.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/admin-panel/login');
  await signIn(page, 'ar', agentsReader);
  await expect(page).toHaveURL('/admin-panel');
  await page.goto('/admin-panel/agents-bookings');
  await expect(page.getByTestId('no-access')).toBeVisible();
  await expect(rows).toHaveCount(0);
});

async function signOutAndSignInAsOmar(page: Page, language: Language) {
  await page.evaluate(() => localStorage.clear());
  await page.goto(inLanguage(language, '/panel/login'));
  await signIn(page, language, omar);
  await expect(page).toHaveURL(inLanguage(language, '/panel'));
}

import { type APIRequestContext, expect, test } from '@playwright/test';
import { inLanguage, type Language, signIn, superAdmin, text } from './fixtures';

/** A new agent with an empty wallet, defined through the API as the super admin. */
async function newAgent(request: APIRequestContext, name: string) {
  const login = await request.post('/api/auth/loginAdmin', { data: superAdmin });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const stamp = Date.now().toString(36);
  const created = await request.post('/api/agents/create', {
    headers,
    data: {
      name,
      email: `money-${stamp}@masar.test`,
      password: 'Money-Agent-Pass-2026!',
      companyName: 'Oasis Trips',
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; name: string };
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`an admin tops up an agent, then finds it in payments and in the action log (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const stamp = Date.now().toString(36);
    const agent = await newAgent(request, `Wallet Agent ${language} ${stamp}`);
    const note = `Bank transfer ${stamp}`;

    await page.goto(inLanguage(language, '/admin-panel/login'));
    await signIn(page, language, superAdmin);
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
    await page.goto(inLanguage(language, `/admin-panel/agents/edit?id=${agent.id}`));
    await expect(page.getByText(t('payments:list.agentEmpty'))).toBeVisible();

    // The dialog refuses to take the balance below zero before asking the server.
    await page.getByRole('button', { name: t('payments:balance.change') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(t('payments:dialog.SUBTRACT')).click();
    await dialog.getByRole('textbox', { name: t('payments:dialog.amount') }).fill('10');
    await dialog.getByRole('button', { name: t('payments:dialog.review') }).click();
    const tooLow = t('payments:dialog.errors.tooLow', { balance: '' }).split(':')[0] ?? '';
    await expect(dialog.getByText(tooLow)).toBeVisible();

    // A top-up of 150.50 with a note, previewed, confirmed with the resulting balance.
    await dialog.getByText(t('payments:dialog.ADD')).click();
    await dialog.getByRole('textbox', { name: t('payments:dialog.amount') }).fill('150.50');
    await dialog.getByRole('button', { name: t('payments:dialog.review') }).click();
    await expect(dialog.getByRole('textbox', { name: t('payments:dialog.note') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await dialog.getByRole('textbox', { name: t('payments:dialog.note') }).fill(note);
    await expect(dialog.getByTestId('balance-preview')).toContainText('0.00');
    await expect(dialog.getByTestId('balance-preview')).toContainText('150.50');
    await dialog.getByRole('button', { name: t('payments:dialog.review') }).click();
    await expect(dialog.getByTestId('balance-resulting')).toContainText('150.50');
    await dialog.getByRole('button', { name: t('payments:dialog.confirm') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.Toastify__toast').filter({ hasText: agent.name })).toContainText('150.50');
    const ledgerRow = page.getByRole('row').filter({ hasText: note });
    await expect(ledgerRow).toContainText(t('wallet:type.TopUp'));
    await expect(ledgerRow).toContainText('150.50');

    // Payments: every agent's ledger, found by the note, with the agent and the admin.
    await page
      .getByRole('link', { name: t('nav:titles.payments') })
      .first()
      .click();
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel/payments'));
    await page.getByRole('searchbox', { name: t('wallet:filters.searchLabel') }).fill(note);
    await expect(page).toHaveURL(/search=Bank/);
    const paymentRow = page.locator('tbody tr');
    await expect(paymentRow).toHaveCount(1);
    await expect(paymentRow).toContainText(agent.name);
    await expect(paymentRow).toContainText('150.50');

    // The action log: the top-up, with its note and the balance before and after.
    await page
      .getByRole('link', { name: t('nav:titles.adminActions') })
      .first()
      .click();
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel/admin-actions'));
    await page.getByRole('combobox', { name: t('admin-actions:filters.action'), exact: true }).click();
    await page.getByRole('option', { name: t('admin-actions:action.AddBalance'), exact: true }).click();
    await expect(page).toHaveURL(/action=AddBalance/);
    const newest = page.locator('tbody tr').first();
    await expect(newest).toContainText(t('admin-actions:action.AddBalance'));
    await newest.getByRole('button', { name: t('admin-actions:showDetails') }).click();
    const details = page.getByRole('dialog');
    await expect(details).toContainText(note);
    const balance = details
      .locator('tr[data-changed]')
      .filter({ hasText: t('admin-actions:fields.balance') });
    await expect(balance).toContainText('0.00');
    await expect(balance).toContainText('150.50');
  });
}

test('an admin with only ViewPayments + ManagePayments tops up from the payments screen', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const t = (key: `${string}:${string}`, values?: Record<string, string>) => text('en', key, values);
  const stamp = Date.now().toString(36);
  const agent = await newAgent(request, `Balances Agent ${stamp}`);
  const login = await request.post('/api/auth/loginAdmin', { data: superAdmin });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const cashier = { email: `cashier-${stamp}@masar.test`, password: 'Cashier-Pass-2026!' };
  const created = await request.post('/api/admin/createAdmin', {
    headers,
    data: { name: 'Cashier', ...cashier, permissions: ['ViewPayments', 'ManagePayments'] },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/en/admin-panel/login');
  await signIn(page, 'en', cashier);
  await expect(page).not.toHaveURL(/\/login/); // signed in before leaving the page
  await page.goto('/en/admin-panel/payments');
  await page.getByRole('tab', { name: t('payments:tabs.balances') }).click();
  await expect(page).toHaveURL('/en/admin-panel/payments?view=balances');
  await page.getByRole('searchbox', { name: t('payments:balances.searchLabel') }).fill(agent.name);
  const row = page.locator('tbody tr').filter({ hasText: agent.name });
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(row.getByTestId('agent-balance')).toContainText('0.00');

  await row.getByRole('button', { name: t('payments:balances.changeFor', { name: agent.name }) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: t('payments:dialog.amount') }).fill('75');
  await dialog.getByRole('textbox', { name: t('payments:dialog.note') }).fill(`Cash deposit ${stamp}`);
  await dialog.getByRole('button', { name: t('payments:dialog.review') }).click();
  await dialog.getByRole('button', { name: t('payments:dialog.confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('agent-balance')).toContainText('75.00');

  // The row's transactions link opens the ledger filtered to that agent, with the top-up.
  await row.getByRole('link', { name: t('payments:balances.transactionsOf', { name: agent.name }) }).click();
  await expect(page).toHaveURL(`/en/admin-panel/payments?agentId=${agent.id}`);
  await expect(page.locator('tbody tr').filter({ hasText: `Cash deposit ${stamp}` })).toContainText('75.00');
});

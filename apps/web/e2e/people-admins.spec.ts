import { expect, type Page, test } from '@playwright/test';
import { expectDocumentLanguage, inLanguage, type Language, signIn, superAdmin, text } from './fixtures';

const password = 'Limited-Pass-2026!';
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`a limited admin sees only what the permission allows (${language})`, async ({ page }) => {
    test.setTimeout(60_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const limited = {
      name: `Limited ${language} ${Date.now().toString(36)}`,
      email: `limited-${language}-${Date.now().toString(36)}@masar.test`,
    };

    // The super admin defines an admin holding only ViewAgents.
    await page.goto(inLanguage(language, '/admin-panel/login'));
    await signIn(page, language, superAdmin);
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
    await page.goto(inLanguage(language, '/admin-panel/admins/define'));
    await expect(page.getByRole('heading', { level: 1, name: t('nav:titles.defineAdmin') })).toBeVisible();
    await textbox(page, t('admins:form.name')).fill(limited.name);
    await textbox(page, t('admins:form.email')).fill(limited.email);
    await textbox(page, t('admins:form.password')).fill(password);
    // No permission yet: the form warns before anything is saved; choosing one removes the warning.
    await expect(page.getByText(t('admins:permissions.noneWarning'))).toBeVisible();
    await page.getByRole('checkbox', { name: t('permissions:names.ViewAgents.label'), exact: true }).check();
    await expect(page.getByText(t('admins:permissions.noneWarning'))).toBeHidden();
    await expect(
      page.getByText(t('admins:permissions.selected', { selected: '1', total: '18' })),
    ).toBeVisible();
    await page.getByRole('button', { name: t('admins:form.create') }).click();

    // Back on the list (newest first), the new admin is there with 1 of 18 permissions.
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel/admins/list'));
    const row = page.getByRole('row').filter({ hasText: limited.email });
    await expect(row).toBeVisible();
    await expect(row).toContainText(t('admins:list.permissionCount', { held: '1', total: '18' }));

    await page.getByRole('button', { name: t('common:logout') }).click();
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel/login'));

    // The limited admin signs in: of the permission-gated sections only Agents is offered.
    await signIn(page, language, { email: limited.email, password });
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
    await expectDocumentLanguage(page, language);
    const navigation = page.getByRole('navigation', { name: t('nav:adminNavigation') });
    await expect(navigation.getByText(t('nav:titles.dashboard'), { exact: true })).toBeVisible();
    await expect(navigation.getByText(t('nav:sections.agents'), { exact: true })).toBeVisible();
    await expect(navigation.getByText(t('nav:sections.admins'), { exact: true })).toHaveCount(0);
    await expect(navigation.getByText(t('nav:titles.agentsBookings'), { exact: true })).toHaveCount(0);
    await expect(navigation.getByText(t('nav:titles.defineAgent'), { exact: true })).toHaveCount(0);

    // Opening the admins list by its URL shows the "no access" state, naming the missing permission.
    await page.goto(inLanguage(language, '/admin-panel/admins/list'));
    const noAccess = page.getByTestId('no-access');
    await expect(noAccess.getByRole('heading', { level: 1, name: t('common:noAccess.title') })).toBeVisible();
    await expect(noAccess).toContainText(t('permissions:names.ViewAdmins.label'));
    await expect(page.getByRole('table')).toHaveCount(0);
    await noAccess.getByRole('link', { name: t('common:noAccess.back') }).click();
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));

    // The other admins pages too, whatever admin the link names.
    await page.goto(inLanguage(language, '/admin-panel/admins/define'));
    await expect(page.getByTestId('no-access')).toContainText(t('permissions:names.EditAdmins.label'));
    await page.goto(inLanguage(language, '/admin-panel/admins/edit?id=00000000-0000-4000-8000-000000000000'));
    await expect(page.getByTestId('no-access')).toContainText(t('permissions:names.ViewAdmins.label'));

    // Defining an agent needs EditAgents: no access either.
    await page.goto(inLanguage(language, '/admin-panel/agents/define'));
    await expect(page.getByTestId('no-access')).toContainText(t('permissions:names.EditAgents.label'));

    // The agents list opens, read-only: rows offer "View", no "Add agent" button. Searched, since the agents
    // the other specs add push the demo agent off the first page.
    await page.goto(inLanguage(language, '/admin-panel/agents/list?search=Sara%20Al-Harbi'));
    const sara = page.getByRole('row').filter({ hasText: 'Sara Al-Harbi' });
    await expect(sara).toBeVisible();
    await expect(
      sara.getByRole('link', { name: t('agents:list.viewAgent', { name: 'Sara Al-Harbi' }) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t('agents:list.add') })).toHaveCount(0);
    await sara.getByRole('link', { name: t('agents:list.viewAgent', { name: 'Sara Al-Harbi' }) }).click();
    await expect(page).toHaveURL(/\/admin-panel\/agents\/edit\?id=/);
    await expect(page.getByText(t('agents:form.readOnly'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('agents:form.save') })).toHaveCount(0);

    // The account menu changes the admin's own password and keeps the session.
    await page.getByRole('button', { name: t('common:account.menu', { name: limited.name }) }).click();
    await page.getByRole('menuitem', { name: t('common:account.changePassword') }).click();
    const dialog = page.getByRole('dialog', { name: t('auth:changePassword.title') });
    await textbox(dialog as unknown as Page, t('auth:changePassword.currentPassword')).fill('wrong-password');
    await textbox(dialog as unknown as Page, t('auth:changePassword.newPassword')).fill(`${password}-2`);
    await textbox(dialog as unknown as Page, t('auth:changePassword.confirmPassword')).fill(`${password}-2`);
    await dialog.getByRole('button', { name: t('auth:changePassword.submit') }).click();
    await expect(dialog.getByText(t('messages:codes.wrongCurrentPassword'))).toBeVisible();
    await textbox(dialog as unknown as Page, t('auth:changePassword.currentPassword')).fill(password);
    await dialog.getByRole('button', { name: t('auth:changePassword.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t('auth:changePassword.success'))).toBeVisible();
    await page.reload();
    await expect(page.getByText(t('agents:form.readOnly'))).toBeVisible();
  });
}

test('the admins list keeps its search, filter, sort and page in the URL', async ({ page }) => {
  const t = (key: `${string}:${string}`, values?: Record<string, string>) => text('en', key, values);
  await page.goto('/en/admin-panel/login');
  await signIn(page, 'en', superAdmin);
  await expect(page).toHaveURL('/en/admin-panel');

  await page.goto('/en/admin-panel/admins/list?search=ops&active=true&sort=name');
  await expect(page.getByRole('searchbox', { name: t('admins:list.searchLabel') })).toHaveValue('ops');
  await expect(page.getByRole('row').filter({ hasText: 'ops@masar.test' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'admin@masar.test' })).toHaveCount(0);

  // Typing a search writes it to the URL (debounced), keeping the other filters.
  await page.getByRole('searchbox', { name: t('admins:list.searchLabel') }).fill('viewer');
  await expect(page).toHaveURL('/en/admin-panel/admins/list?search=viewer&active=true&sort=name');
  await expect(page.getByRole('row').filter({ hasText: 'viewer@masar.test' })).toBeVisible();

  // Sorting by e-mail, descending, through the column header.
  await page.goto('/en/admin-panel/admins/list?sort=email');
  await page.getByRole('button', { name: new RegExp(`^${t('admins:list.columns.email')}`) }).click();
  await expect(page).toHaveURL('/en/admin-panel/admins/list?sort=-email');

  // A reload keeps it all.
  await page.reload();
  await expect(page).toHaveURL('/en/admin-panel/admins/list?sort=-email');
  await expect(page.locator('tbody tr').first()).toContainText('viewer@masar.test');
});

test('the self-lockout rules are shown under the field they are about (ar)', async ({ page }) => {
  const t = (key: `${string}:${string}`, values?: Record<string, string>) => text('ar', key, values);
  await page.goto('/admin-panel/login');
  await signIn(page, 'ar', superAdmin);
  await expect(page).toHaveURL('/admin-panel');

  await page.goto('/admin-panel/admins/list?search=admin@masar.test');
  const row = page.getByRole('row').filter({ hasText: 'admin@masar.test' });
  await row.getByRole('link', { name: t('admins:list.editAdmin', { name: 'Masar Admin' }) }).click();
  await expect(page).toHaveURL(/\/admin-panel\/admins\/edit\?id=/);
  await expect(page.getByText(t('admins:form.self'))).toBeVisible();

  await page.getByRole('checkbox', { name: t('permissions:names.EditAdmins.label'), exact: true }).uncheck();
  await page.getByRole('switch', { name: t('admins:form.active') }).uncheck();
  await page.getByRole('button', { name: t('admins:form.save') }).click();
  await expect(page.getByText(t('messages:codes.cannotRemoveOwnEditAdmins'))).toBeVisible();
  await expect(page.getByText(t('messages:codes.cannotDeactivateSelf'))).toBeVisible();
  // Nothing changed on the server.
  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: t('permissions:names.EditAdmins.label'), exact: true }),
  ).toBeChecked();
});

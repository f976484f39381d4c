import { expect, type Page, test } from '@playwright/test';
import { inLanguage, type Language, signIn, storedAuth, superAdmin, text } from './fixtures';

const password = 'Travel-Agent-Pass-2026!';
/** A real 1×1 PNG (the API sniffs and reads the image). */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`a new agent edits the profile and saves a place on the map (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const stamp = Date.now().toString(36);
    const agent = {
      name: `Agent ${language} ${stamp}`,
      email: `agent-${language}-${stamp}@masar.test`,
      company: `Dunes Travel ${stamp}`,
    };

    // The super admin defines the agent.
    await page.goto(inLanguage(language, '/admin-panel/login'));
    await signIn(page, language, superAdmin);
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
    await page.goto(inLanguage(language, '/admin-panel/agents/define'));
    await textbox(page, t('agents:form.name')).fill(agent.name);
    await textbox(page, t('agents:form.email')).fill(agent.email);
    await textbox(page, t('agents:form.password')).fill(password);
    await textbox(page, t('agents:form.companyName')).fill(agent.company);
    await textbox(page, t('agents:form.city')).fill('Riyadh');
    await page.getByRole('button', { name: t('agents:form.create') }).click();
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel/agents/list'));
    const row = page.getByRole('row').filter({ hasText: agent.name });
    await expect(row).toBeVisible();
    await expect(row).toContainText('0.00');
    await page.getByRole('button', { name: t('common:logout') }).click();
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel/login'));

    // The agent signs in; the header shows the wallet balance.
    await page.goto(inLanguage(language, '/panel/login'));
    await signIn(page, language, { email: agent.email, password });
    await expect(page).toHaveURL(inLanguage(language, '/panel'));
    await expect(page.getByTestId('agent-balance')).toContainText('0.00');

    // Profile overview → personal info: new name and company.
    await page
      .getByRole('navigation', { name: t('nav:agentNavigation') })
      .first()
      .getByRole('link', { name: t('nav:agentMenu.profile') })
      .click();
    await expect(page).toHaveURL(inLanguage(language, '/panel/profile'));
    await expect(page.getByRole('heading', { level: 2, name: agent.name })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(t('profile:overview.links.personalInfo')) }).click();
    await expect(page).toHaveURL(inLanguage(language, '/panel/profile/personal-info'));
    const newName = `${agent.name} edited`;
    const newCompany = `Oasis Journeys ${stamp}`;
    await textbox(page, t('profile:personal.name')).fill(newName);
    await textbox(page, t('profile:personal.companyName')).fill(newCompany);
    // A picture, previewed before it is sent with the profile (multipart).
    await page.locator('input[type="file"][name="avatar"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: onePixelPng,
    });
    await expect(page.getByText(t('profile:avatar.newPreview'))).toBeVisible();
    await expect(
      page.getByRole('img', { name: t('profile:overview.avatarOf', { name: newName }) }),
    ).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: t('profile:personal.save') }).click();
    await expect(page.getByText(t('profile:personal.saved'))).toBeVisible();
    await expect(
      page.getByRole('img', { name: t('profile:overview.avatarOf', { name: newName }) }),
    ).toHaveAttribute('src', /^\/api\/images\//);
    // The header follows the stored session: the new name and the new picture.
    const accountMenu = page
      .getByRole('banner')
      .getByRole('button', { name: t('common:account.menu', { name: newName }) });
    await expect(accountMenu).toBeVisible();
    await expect(accountMenu.locator('img')).toHaveAttribute('src', /^\/api\/images\//);

    await page.getByRole('link', { name: t('profile:personal.backToProfile') }).click();
    await expect(page.getByRole('heading', { level: 2, name: newName })).toBeVisible();
    await expect(page.getByText(newCompany, { exact: true })).toBeVisible();

    // Saved places: add one by clicking the map (no tiles on this closed network: the click still works).
    await page
      .getByRole('link', { name: new RegExp(t('profile:overview.links.places')) })
      .first()
      .click();
    await expect(page).toHaveURL(inLanguage(language, '/panel/profile/places'));
    await expect(page.getByText(t('profile:places.empty'))).toBeVisible();
    await page.getByRole('button', { name: t('profile:places.add') }).click();
    const dialog = page.getByRole('dialog', { name: t('profile:places.newTitle') });
    await expect(dialog).toBeVisible();
    const placeName = `Head office ${stamp}`;
    await textbox(dialog as unknown as Page, t('profile:places.name')).fill(placeName);
    await textbox(dialog as unknown as Page, t('profile:places.address')).fill('King Fahd Road, Riyadh');
    const latitude = dialog.getByRole('textbox', { name: t('profile:places.lat'), exact: true });
    await expect(latitude).toHaveValue('');
    const map = dialog
      .getByRole('region', { name: t('profile:places.mapLabel') })
      .locator('.leaflet-container');
    await expect(map).toBeVisible();
    await map.click({ position: { x: 120, y: 90 } });
    await expect(latitude).not.toHaveValue('');
    const picked = Number(await latitude.inputValue());
    expect(picked).toBeGreaterThan(20);
    expect(picked).toBeLessThan(30);
    await dialog.getByRole('button', { name: t('profile:places.save') }).click();
    await expect(dialog).toBeHidden();
    const place = page.getByRole('listitem', { name: placeName });
    await expect(place).toBeVisible();
    await expect(place).toContainText('King Fahd Road, Riyadh');

    // Search is kept in the URL.
    await page.getByRole('searchbox', { name: t('profile:places.searchLabel') }).fill('nothing-like-this');
    await expect(page).toHaveURL(/search=nothing-like-this/);
    await expect(page.getByRole('listitem', { name: placeName })).toHaveCount(0);

    // Deleting asks first.
    await page.getByRole('searchbox', { name: t('profile:places.searchLabel') }).fill('');
    await expect(page).toHaveURL(inLanguage(language, '/panel/profile/places'));
    await page.getByRole('button', { name: t('profile:places.deletePlace', { name: placeName }) }).click();
    const confirm = page.getByRole('dialog', { name: t('common:confirmDelete.title') });
    await confirm.getByRole('button', { name: t('common:confirmDelete.confirm') }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(t('profile:places.deleted', { name: placeName }))).toBeVisible();
    await expect(page.getByText(t('profile:places.empty'))).toBeVisible();

    // Changing the password keeps this tab signed in with the new session the server returned.
    const before = await storedAuth(page);
    await page.goto(inLanguage(language, '/panel/profile/personal-info'));
    const newPassword = `${password}-new`;
    await textbox(page, t('auth:changePassword.currentPassword')).fill(password);
    await textbox(page, t('auth:changePassword.newPassword')).fill(newPassword);
    await textbox(page, t('auth:changePassword.confirmPassword')).fill(newPassword);
    await page.getByRole('button', { name: t('auth:changePassword.submit') }).click();
    await expect(page.getByText(t('auth:changePassword.success'))).toBeVisible();
    const after = await storedAuth(page);
    expect(after.userType).toBe('Agent');
    expect(after.refreshToken).toBeTruthy();
    expect(after.refreshToken).not.toBe(before.refreshToken);
    await page.reload();
    await expect(page).toHaveURL(inLanguage(language, '/panel/profile/personal-info'));
    await expect(page.getByTestId('agent-balance')).toContainText('0.00');
  });
}

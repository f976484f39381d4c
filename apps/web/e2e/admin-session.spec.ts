import { expect, test } from '@playwright/test';
import {
  expectDocumentLanguage,
  inLanguage,
  type Language,
  signIn,
  storedAuth,
  superAdmin,
  text,
} from './fixtures';

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`admin signs in and out (${language})`, async ({ page }) => {
    await page.goto(inLanguage(language, '/admin-panel/login'));
    await expectDocumentLanguage(page, language);
    await expect(page.getByRole('heading', { name: text(language, 'auth:admin.title') })).toBeVisible();

    await signIn(page, language, superAdmin);

    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
    await expectDocumentLanguage(page, language);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      text(language, 'reports:admin.welcome', { name: '' }).trim(),
    );
    const stored = await storedAuth(page);
    expect(stored.userType).toBe('Admin');
    expect(stored.accessToken).toBeTruthy();
    expect(stored.refreshToken).toBeTruthy();
    expect(JSON.parse(stored.user ?? '{}').email).toBe(superAdmin.email);

    // The super admin sees every section of the sidebar, titled in the page language.
    const navigation = page.getByRole('navigation', { name: text(language, 'nav:adminNavigation') });
    await expect(navigation.getByText(text(language, 'nav:sections.admins'), { exact: true })).toBeVisible();
    await expect(
      navigation.getByText(text(language, 'nav:titles.agentsBookings'), { exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: text(language, 'common:logout') }).click();

    await expect(page).toHaveURL(inLanguage(language, '/admin-panel/login'));
    await expectDocumentLanguage(page, language);
    expect(await storedAuth(page)).toEqual({
      user: null,
      accessToken: null,
      refreshToken: null,
      userType: null,
    });

    // Signed out for real: the panel sends us back to the login.
    await page.goto(inLanguage(language, '/admin-panel'));
    await expect(page).toHaveURL(new RegExp(`${inLanguage(language, '/admin-panel/login')}\\?redirect=`));
  });
}

test('the language switch keeps the page and sets the cookie and direction', async ({ page, context }) => {
  await page.goto('/admin-panel/login?redirect=%2Fadmin-panel%2Fcars%2Flist-cars');
  await expectDocumentLanguage(page, 'ar');
  await page
    .getByRole('link', { name: text('ar', 'common:language.switchTo') })
    .first()
    .click();
  await expect(page).toHaveURL('/en/admin-panel/login?redirect=%2Fadmin-panel%2Fcars%2Flist-cars');
  await expectDocumentLanguage(page, 'en');
  const cookie = (await context.cookies()).find((item) => item.name === 'lang');
  expect(cookie?.value).toBe('en');
  expect(cookie?.sameSite).toBe('Lax');

  // The redirect target follows the language chosen on the login page.
  await signIn(page, 'en', superAdmin);
  await expect(page).toHaveURL('/en/admin-panel/cars/list-cars');
  await expect(page.getByRole('heading', { name: text('en', 'nav:titles.listCars') })).toBeVisible();

  // The choice is remembered: the site's entry opens in English (spec §9), until Arabic is chosen again.
  await page.goto('/');
  await expect(page).toHaveURL('/en');
  await expectDocumentLanguage(page, 'en');
  await page
    .getByRole('link', { name: text('en', 'common:language.switchTo') })
    .first()
    .click();
  await expect(page).toHaveURL('/');
  await page.goto('/');
  await expect(page).toHaveURL('/');
  await expectDocumentLanguage(page, 'ar');
});

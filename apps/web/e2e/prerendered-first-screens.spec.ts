import { expect, test } from '@playwright/test';
import { agent, expectDocumentLanguage, inLanguage, type Language, settled, signIn, text } from './fixtures';

/**
 * The home and sign-in pages come with their first screen in the HTML (apps/web/vite.config.ts,
 * `prerenderedFirstScreens`; issue #21): it paints before any script, under the splash, and the app takes over
 * without a jump.
 */
const languages: Language[] = ['ar', 'en'];

for (const language of languages) {
  test(`the built ${inLanguage(language, '/')} holds its first screen in ${language}, and the app takes it over`, async ({
    page,
    request,
  }) => {
    const title = text(language, 'home:hero.title');
    const dir = language === 'ar' ? 'rtl' : 'ltr';

    // The HTML as the server sends it: the right language and direction from the first byte, the title, the
    // subtitle and the widget's frame, the stylesheets it needs, and the splash still over it.
    const response = await request.get(inLanguage(language, '/'), { headers: { 'accept-encoding': 'br' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(String(response.headers().vary)).toMatch(/accept-encoding/i);
    const html = await response.text();
    expect(html).toContain(`<html lang="${language}" dir="${dir}"`);
    expect(html).toMatch(new RegExp(`<h1 [^>]*id="home-title"[^>]*>${title}</h1>`));
    expect(html).toContain(text(language, 'home:hero.subtitle'));
    expect(html).toContain(`aria-label="${text(language, 'public-booking:widget.label')}"`);
    expect(html.indexOf('id="splash"')).toBeLessThan(html.indexOf('id="prerendered"'));
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
    // The app's script is not asked for with the page: a small one starts it after the first paint, and the
    // page's own chunks beside it.
    expect(html).toMatch(
      /<script type="module" crossorigin src="\/assets\/start-after-paint-[^"]+\.js" data-app-entry="\/assets\/[^"]+\.js" data-page-chunks="\/assets\/[^" ]+\.js( \/assets\/[^" ]+\.js)*">/,
    );
    expect(html.match(/<script /g)).toHaveLength(1);
    // The brand goes home in the page's language.
    const brand = `${text(language, 'common:brand')} ${text(language, 'common:brandInOtherLanguage')}`;
    expect(html).toContain(`aria-label="${brand}" href="${inLanguage(language, '/')}"`);
    // The other language's title is not in it.
    expect(html).not.toContain(text(language === 'ar' ? 'en' : 'ar', 'home:hero.title'));

    // The browser: no error in the console, the splash for its second as before, then one page (the app's).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // When the splash leaves (removed from the page), as the page's own clock tells.
    await page.addInitScript(() => {
      const marks = window as unknown as { splashSeen?: boolean; splashGone?: number };
      document.addEventListener('DOMContentLoaded', () => {
        marks.splashSeen = !!document.getElementById('splash');
        new MutationObserver((_records, observer) => {
          if (document.getElementById('splash')) return;
          marks.splashGone = performance.now();
          observer.disconnect();
        }).observe(document.body, { childList: true });
      });
    });
    await page.goto(inLanguage(language, '/'));
    await expectDocumentLanguage(page, language);
    await settled(page);
    const splash = await page.evaluate(() => {
      const { splashSeen, splashGone } = window as unknown as { splashSeen?: boolean; splashGone?: number };
      return { splashSeen, splashGone };
    });
    expect(splash.splashSeen).toBe(true);
    expect(splash.splashGone).toBeGreaterThanOrEqual(1000);
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await expect(page.locator('#root #home-title')).toHaveText(title);
    await expect(page.locator('h1')).toHaveCount(1);
    // The app's own widget answers (the prerendered one would not): the search says what is missing.
    const widget = page.getByRole('form', { name: text(language, 'public-booking:widget.label') });
    await widget.getByRole('button', { name: text(language, 'public-booking:widget.search') }).click();
    await expect(widget.getByText(text(language, 'public-booking:widget.errors.location'))).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`without JavaScript ${inLanguage(language, '/')} still shows its hero`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(inLanguage(language, '/'));
    await expectDocumentLanguage(page, language);
    // Shown, inert (contract/web-pages.ts): no heading role to ask for.
    await expect(page.locator('#prerendered h1')).toHaveText(text(language, 'home:hero.title'));
    await expect(page.locator('#prerendered h1')).toBeInViewport();
    await expect(page.locator('#splash')).toBeHidden();
    await context.close();
  });

  const signInPages = [{ path: '/login', title: text(language, 'auth:customer.title') }];
  for (const { path, title } of signInPages) {
    test(`the built ${inLanguage(language, path)} holds its sign-in form in ${language}, inert, and the app's form takes over`, async ({
      page,
      request,
    }) => {
      const dir = language === 'ar' ? 'rtl' : 'ltr';
      // With a query (the guard's ?redirect=) and a trailing slash: the same prerendered file.
      for (const url of [inLanguage(language, path), `${inLanguage(language, path)}/?redirect=%2Fx`]) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        expect(html, url).toContain(`<html lang="${language}" dir="${dir}"`);
        expect(html, url).toMatch(new RegExp(`<h1 [^>]*>${title}</h1>`));
        for (const label of ['auth:fields.email', 'auth:fields.password'] as const)
          expect(html, url).toMatch(new RegExp(`<label [^>]*for="[^"]+"[^>]*>${text(language, label)}`));
        // Inert from the first byte: nothing typed, autofilled or submitted there before the app replaces it.
        expect(html, url).toContain('<div id="prerendered" inert>');
        expect(html.indexOf('id="splash"'), url).toBeLessThan(html.indexOf('id="prerendered"'));
      }

      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(inLanguage(language, path));
      await expectDocumentLanguage(page, language);
      await settled(page);
      await expect(page.locator('#prerendered')).toHaveCount(0);
      await expect(page.locator('#root h1')).toHaveText(title);
      await expect(page.locator('h1')).toHaveCount(1);
      // The app's form answers: an empty submit says what is missing.
      await page.getByRole('button', { name: text(language, 'auth:actions.signIn') }).click();
      await expect(
        page.getByRole('textbox', { name: text(language, 'auth:fields.email'), exact: true }),
      ).toBeFocused();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(errors).toEqual([]);
    });

    test(`without JavaScript ${inLanguage(language, path)} shows its form, dead`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(inLanguage(language, path));
      await expectDocumentLanguage(page, language);
      await expect(page.locator('#splash')).toBeHidden();
      await expect(page.locator('#prerendered h1')).toHaveText(title);
      await expect(page.locator('#prerendered input[name="email"]')).toBeVisible();
      // Inert: a native GET submit would put the password in the address.
      await page.locator('#prerendered input[name="email"]').click({ force: true });
      await page.keyboard.type('x@y.z');
      await expect(page.locator('#prerendered input[name="email"]')).toHaveValue('');
      await context.close();
    });
  }
}

test('a signed-in agent opening /panel/login gets the sign-in page, as before (no redirect)', async ({
  page,
}) => {
  await page.goto('/en/panel/login');
  await signIn(page, 'en', agent);
  await expect(page).toHaveURL(/\/en\/panel$/);
  await page.goto('/en/panel/login');
  await settled(page);
  await expect(page).toHaveURL(/\/en\/panel\/login$/);
  await expect(page.locator('#root h1')).toHaveText(text('en', 'auth:agent.title'));
});

test("while the app's code still loads, the prerendered screen shows after the splash's second but does not act", async ({
  page,
}) => {
  // The app's entry held back: the splash leaves after its second with the prerendered screen under it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/initial-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en');
  const splash = page.locator('#splash');
  await expect(splash).toBeHidden();
  const prerendered = page.locator('#prerendered');
  await expect(prerendered).toHaveAttribute('inert', '');
  await expect(prerendered.locator('h1#home-title')).toBeVisible();
  // Its plain HTML form would submit itself and reload the page: inert, a click does nothing.
  await prerendered.getByText(text('en', 'public-booking:widget.search')).click({ force: true });
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en');
  release();
  await expect(prerendered).toHaveCount(0);
  await expect(splash).toHaveCount(0);
  await expect(page.locator('#root #home-title')).toBeVisible();
});

test('every other page gets the plain index.html', async ({ request }) => {
  for (const path of ['/login/forgot-password', '/panel/login', '/en/admin-panel/login', '/book', '/panel']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).not.toContain('id="prerendered"');
    expect(html, path).toContain('<html lang="ar" dir="rtl">');
  }
});

import type { Permission } from '@masar/contract/permissions';
import type { ReportSeries, ReportSummary } from '@masar/contract/reports';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bookThroughApi, minorUnitsIn } from './agent-bookings-api';
import { inLanguage, type Language, signIn, superAdmin, text } from './fixtures';

const password = 'Dashboard-Pass-2026!';

/** Today in the business time zone, as the reports take it. */
const riyadhDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(instant);

async function superAdminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/loginAdmin', { data: superAdmin });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).access_token}` };
}

/** The figures the dashboard should show, read from the reports API. */
async function expectedFigures(request: APIRequestContext) {
  const headers = await superAdminHeaders(request);
  const today = riyadhDay(new Date());
  const summary = async (from: string) => {
    const response = await request.get(`/api/reports/summary?from=${from}&to=${today}`, { headers });
    expect(response.ok()).toBe(true);
    return (await response.json()) as ReportSummary;
  };
  return { today: await summary(today), month: await summary(`${today.slice(0, 8)}01`) };
}

/** A figure card's value for today (or now) or this month, as shown. */
function figure(page: Page, language: Language, key: string, when: 'today' | 'month') {
  return page
    .getByRole('group', { name: text(language, `reports:figures.${key}`), exact: true })
    .getByTestId(when)
    .getByTestId('value');
}

async function expectCount(
  page: Page,
  language: Language,
  key: string,
  when: 'today' | 'month',
  value: number,
) {
  await expect(figure(page, language, key, when)).toHaveText(String(value));
}

async function expectMoney(
  page: Page,
  language: Language,
  key: string,
  when: 'today' | 'month',
  value: number,
) {
  const shown = figure(page, language, key, when);
  await expect(shown).toContainText(/\d\.\d{2}/);
  expect(minorUnitsIn((await shown.textContent()) ?? '')).toBe(value);
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`the super admin's dashboard matches the reports, and accepts a request (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const booking = await bookThroughApi(request, `Dashboard ${language} ${Date.now().toString(36)}`);
    const { today, month } = await expectedFigures(request);

    await page.goto(inLanguage(language, '/admin-panel/login'));
    await signIn(page, language, superAdmin);
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));

    await expectCount(page, language, 'waiting', 'today', today.agentBookings.waiting);
    await expectMoney(page, language, 'balances', 'today', today.agentBalances);
    for (const [period, summary] of [
      ['today', today],
      ['month', month],
    ] as const) {
      await expectCount(page, language, 'bookings', period, summary.agentBookings.total);
      await expectCount(page, language, 'accepted', period, summary.agentBookings.accepted);
      await expectCount(page, language, 'completed', period, summary.agentBookings.completed);
      await expectMoney(page, language, 'revenue', period, summary.agentBookings.revenue);
      await expectMoney(page, language, 'refunds', period, summary.refunds.amount);
      await expectCount(page, language, 'customerBookings', period, summary.customerBookings.total);
    }

    // The charts come when their place reaches the screen; they cover the last 30 days by default and
    // their totals match the series.
    await page.getByTestId('report-charts').scrollIntoViewIfNeeded();
    const headers = await superAdminHeaders(request);
    const from = riyadhDay(new Date(Date.now() - 29 * 86_400_000));
    const series = (await (
      await request.get(`/api/reports/series?from=${from}&to=${riyadhDay(new Date())}`, { headers })
    ).json()) as ReportSeries;
    const total = (key: 'agentBookings' | 'customerBookings') =>
      String(series.buckets.reduce((sum, bucket) => sum + bucket[key], 0));
    await expect(page.getByTestId('chart-bookings')).toContainText(
      t('reports:charts.bookingsTotal', {
        agent: total('agentBookings'),
        customer: total('customerBookings'),
      }),
    );
    await expect(page.getByTestId('chart-bookings').locator('svg.recharts-surface').first()).toBeVisible();
    await page.getByText(t('reports:period.month'), { exact: true }).click();
    await expect(page).toHaveURL(/granularity=month/);

    // The newest request is first in the latest requests; accepting it moves the figures.
    const rows = page.getByTestId('latest-requests').locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(5, today.agentBookings.waiting));
    await expect(rows.first()).toContainText(booking.reference);
    await page
      .getByRole('button', { name: t('reports:latest.acceptOne', { reference: booking.reference }) })
      .click();
    const dialog = page.getByRole('dialog', {
      name: t('agents-bookings:confirm.acceptTitle', { reference: booking.reference }),
    });
    await dialog.getByRole('button', { name: t('agents-bookings:confirm.acceptConfirm') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('latest-requests')).not.toContainText(booking.reference);
    await expectCount(page, language, 'waiting', 'today', today.agentBookings.waiting - 1);
    await expectCount(page, language, 'accepted', 'today', today.agentBookings.accepted + 1);

    // The link leads to the agents' bookings, filtered to the requests.
    await page.getByRole('link', { name: t('reports:latest.all') }).click();
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel/agents-bookings?status=Requested'));
  });

  test(`admins without ViewReports see no reports (${language})`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const t = (key: `${string}:${string}`, values?: Record<string, string>) => text(language, key, values);
    const headers = await superAdminHeaders(request);
    const define = async (name: string, permissions: Permission[]) => {
      const email = `${name.toLowerCase()}-${language}-${Date.now().toString(36)}@masar.test`;
      const created = await request.post('/api/admin/createAdmin', {
        headers,
        data: { name, email, password, permissions },
      });
      expect(created.status(), await created.text()).toBe(201);
      return { email, password };
    };
    const bookingsReader = await define('Bookings', ['ViewAgentsBookings']);
    const agentsReader = await define('Agents', ['ViewAgents']);

    // Bookings only: the latest requests without the quick accept (no ManageOrders), no figures, no charts.
    await page.goto(inLanguage(language, '/admin-panel/login'));
    await signIn(page, language, bookingsReader);
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
    await expect(page.getByRole('heading', { name: t('reports:latest.title') })).toBeVisible();
    await expect(page.getByTestId('latest-requests').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('button', { name: t('reports:latest.accept') })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t('reports:figures.title') })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t('reports:charts.title') })).toHaveCount(0);
    await page.getByRole('button', { name: t('common:logout') }).click();
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel/login'));

    // None of the dashboard's permissions: a welcome, and no widget at all.
    await signIn(page, language, agentsReader);
    await expect(page).toHaveURL(inLanguage(language, '/admin-panel'));
    await expect(page.getByTestId('dashboard-welcome')).toContainText(
      t('reports:admin.noWidgets', {
        reports: t('permissions:names.ViewReports.label'),
        bookings: t('permissions:names.ViewAgentsBookings.label'),
      }),
    );
    await expect(page.getByRole('heading', { name: t('reports:latest.title') })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t('reports:figures.title') })).toHaveCount(0);
  });
}

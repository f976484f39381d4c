import { message } from '@masar/contract/messages';
import type { Permission } from '@masar/contract/permissions';
import { REPORT_PERIOD_TOO_LONG } from '@masar/contract/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent, signedInUser } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';

const { app, db } = await createTestApp();
const paths = [
  'summary?from=2026-01-01&to=2026-01-31',
  'series?from=2026-01-01&to=2026-01-31&granularity=week',
  'breakdown?from=2026-01-01&to=2026-01-31',
];
let reader: { authorization: string };

beforeAll(async () => {
  reader = await signedInAdmin(app, db, ['ViewReports']);
});

const get = (path: string, authorization?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/reports/${path}`,
    headers: authorization ? { authorization } : {},
  });

describe('who may read reports', () => {
  it.each(paths)('%s: ViewReports and ViewerAdmin read it', async (path) => {
    const viewer = await signedInAdmin(app, db, ['ViewerAdmin']);
    expect((await get(path, reader.authorization)).statusCode).toBe(200);
    expect((await get(path, viewer.authorization)).statusCode).toBe(200);
  });

  it.each(paths)('%s: 403 for an admin without ViewReports', async (path) => {
    const others: Permission[] = ['ViewAgentsBookings', 'ManageOrders', 'ViewPayments', 'ManagePayments'];
    const admin = await signedInAdmin(app, db, others);
    const response = await get(path, admin.authorization);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Missing permission: ViewReports',
    });
  });

  it.each(paths)('%s: 401 "Admin …" without a token, and for agents and customers', async (path) => {
    const missing = await get(path);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toMatch(/^Admin /);
    const agent = await signedInAgent(app, db);
    const user = await signedInUser(app, db);
    for (const account of [agent, user]) {
      const response = await get(path, account.authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/^Admin /);
    }
  });
});

describe('the period', () => {
  const problems = async (query: string, endpoint = 'summary') => {
    const response = await get(`${endpoint}?${query}`, reader.authorization);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    return body.message as string[];
  };

  it('needs both days', async () => {
    expect(await problems('from=2026-01-01')).toEqual([expect.stringMatching(/^to: /)]);
    expect(await problems('to=2026-01-01')).toEqual([expect.stringMatching(/^from: /)]);
  });

  it('refuses days that are not days', async () => {
    expect(await problems('from=2026-02-30&to=2026-03-01')).toEqual([`from: ${message('invalidDate')}`]);
    expect(await problems('from=yesterday&to=2026-03-01')).toEqual([`from: ${message('invalidDate')}`]);
    expect(await problems('from=2026-01-01&to=2026-1-9')).toEqual([`to: ${message('invalidDate')}`]);
  });

  it('refuses an end before the start', async () => {
    expect(await problems('from=2026-02-01&to=2026-01-31', 'breakdown')).toEqual([
      'to: The end date is before the start date',
    ]);
  });

  it('takes up to two years, not a day more', async () => {
    expect((await get('summary?from=2024-01-01&to=2025-12-31', reader.authorization)).statusCode).toBe(200);
    expect(await problems('from=2024-01-01&to=2026-01-01&granularity=day', 'series')).toEqual([
      `to: ${REPORT_PERIOD_TOO_LONG}`,
    ]);
  });

  it('knows only day, week and month', async () => {
    const messages = await problems('from=2026-01-01&to=2026-01-31&granularity=year', 'series');
    expect(messages.join()).toContain('granularity');
  });
});

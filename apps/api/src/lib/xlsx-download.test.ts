import { DATE_OUT_OF_RANGE_MESSAGE } from '@masar/contract/common';
import { permissions } from '@masar/contract/permissions';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { registerErrorHandling } from '../plugins/errors';
import { writeXlsx } from './xlsx';
import { sendXlsx } from './xlsx-download';

describe('an export whose query fails', () => {
  const bare = Fastify({ logger: false });
  registerErrorHandling(bare);
  async function* failing(): AsyncGenerator<{ name: string }> {
    yield* [];
    throw new Error('relation "gone" does not exist');
  }
  bare.get('/export', (request, reply) =>
    sendXlsx(request, reply, 'things', failing(), (output, rows) =>
      writeXlsx(output, [{ header: 'Name', width: 10, value: (row) => row.name }], rows, { sheetName: 'x' }),
    ),
  );
  afterAll(() => bare.close());

  it('answers an error response before any byte of a file, never a 200 cut short', async () => {
    const response = await bare.inject({ url: '/export' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
  });
});

describe('an export’s file name', () => {
  const bare = Fastify({ logger: false });
  const columns = [{ header: 'Name', width: 10, value: (row: { name: string }) => row.name }];
  async function* one() {
    yield { name: 'x' };
  }
  const period = { from: '2026-12-01', to: '2026-12-31' };
  bare.get('/list', (request, reply) =>
    sendXlsx(request, reply, 'things', one(), (output, rows) =>
      writeXlsx(output, columns, rows, { sheetName: 'x' }),
    ),
  );
  bare.get('/period', (request, reply) =>
    sendXlsx(request, reply, { name: 'vat-report', period }, one(), (output, rows) =>
      writeXlsx(output, columns, rows, { sheetName: 'x' }),
    ),
  );
  afterAll(() => bare.close());

  it('is a list’s name and the day it was taken, or a period’s document’s name and its period only', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const list = await bare.inject({ url: '/list' });
    expect(list.headers['content-disposition']).toBe(`attachment; filename="things-${day}.xlsx"`);
    const report = await bare.inject({ url: '/period' });
    expect(report.headers['content-disposition']).toBe(
      'attachment; filename="vat-report-2026-12-01-2026-12-31.xlsx"',
    );
  });
});

describe('every export with an impossible date filter', () => {
  const setup = (async () => {
    const { app, db } = await createTestApp();
    const admin = await signedInAdmin(app, db, [...permissions]);
    const agent = await signedInAgent(app, db);
    return { app, admin, agent };
  })();

  it.each([
    ['Admin', '/api/transactions/export-by-admin'],
    ['Admin', '/api/agents-bookings/export-all-bookings-by-admin'],
    ['Admin', '/api/bookings/admin/export'],
    ['Agent', '/api/agents-bookings/export-all-bookings-by-agent'],
  ] as const)('%s %s: 400 with a message, no file', async (role, url) => {
    const { app, admin, agent } = await setup;
    const authorization = (role === 'Admin' ? admin : agent).authorization;
    for (const from of ['0000-01-01', '9999-12-31']) {
      const response = await app.inject({ url: `${url}?from=${from}`, headers: { authorization } });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.json().message).toEqual([`from: ${DATE_OUT_OF_RANGE_MESSAGE}`]);
    }
  });
});

import { NUL_CHARACTER_MESSAGE } from '@masar/contract/common';
import { readMessage } from '@masar/contract/messages';
import { permissions } from '@masar/contract/permissions';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent, signedInDriver, signedInUser } from '../../test/accounts';
import { ledgerViolations } from '../../test/ledger';
import { createTestApp } from '../../test/test-app';
import { isGuard } from './auth';

/**
 * Random and malformed input at every route, with a token that passes its guard: no answer is a 5xx,
 * every refusal speaks the message catalogue (so the web can translate it) and the money does not move.
 * Seeded, so a failure replays.
 */
const streams = new Set(['GET /api/events']);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 15);

const { app, db } = await createTestApp();
const agent = await signedInAgent(app, db, { balance: 100_000 });
const tokens = {
  Admin: (await signedInAdmin(app, db, [...permissions])).authorization,
  Agent: agent.authorization,
  User: (await signedInUser(app, db)).authorization,
  Driver: (await signedInDriver(app, db)).authorization,
};

const routes = app.routeTable
  .filter((route) => route.url.startsWith('/api') && !route.url.startsWith('/api/docs'))
  .flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD' && !streams.has(`${method} ${route.url}`))
      .map((method) => ({ method, route })),
  );

/** The field names a route's Zod schema part declares, so generated input often hits real fields. */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    'NaN',
    '../../etc/passwd',
    "' or 1=1 --",
    '%00',
    'a\u0000b',
    '0000-01-01',
    '0000-01-01T00:00:00Z',
    '9999-12-31',
    '+275760-09-13T00:00:00Z',
    '1e308',
    '-1e308',
    '9007199254740993',
    'x'.repeat(5000),
  ),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

function inputFor(route: RouteOptions) {
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
  const known = (names: string[]) =>
    names.length > 0
      ? fc.dictionary(fc.constantFrom(...names), hostile, { maxKeys: names.length })
      : fc.dictionary(fc.string({ maxLength: 8 }), hostile, { maxKeys: 3 });
  const params = (route.url.match(/:[a-zA-Z]+/g) ?? []).map(() =>
    fc.oneof(
      fc.uuid(),
      fc.string({ minLength: 1, maxLength: 60 }),
      fc.integer().map(String),
      fc.constantFrom('a\u0000b', '0000-01-01', '1e308', 'x'.repeat(250)),
    ),
  );
  return fc.record({
    params: fc.tuple(...params),
    query: known(fieldsOf(schema.querystring)),
    body: fc.oneof(known(fieldsOf(schema.body)), hostile),
  });
}

async function money() {
  const { rows } = await db.$client.query(
    `select (select count(*) from transactions) as entries, (select sum(balance) from agents) as balances,
            (select count(*) from agent_bookings) as bookings`,
  );
  return rows[0];
}

describe('a NUL character in every string field of every route', () => {
  const nul = 'a\u0000b';
  it.each(routes.map(({ method, route }) => ({ name: `${method} ${route.url}`, method, route })))(
    '$name answers 400 naming each field',
    async ({ method, route }) => {
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
      const guard = [route.onRequest ?? []].flat().find(isGuard);
      const role = guard?.access.roles[0];
      const params = (route.url.match(/:[a-zA-Z]+/g) ?? []).map((name) => name.slice(1));
      const query = fieldsOf(schema.querystring);
      const withBody = method !== 'GET' && method !== 'DELETE';
      const body = withBody ? fieldsOf(schema.body) : [];
      const path = route.url.replace(/:[a-zA-Z]+/g, encodeURIComponent(nul));
      const search = new URLSearchParams(query.map((name): [string, string] => [name, nul]));
      const response = await app.inject({
        method: method as 'POST',
        url: `${path}?${search}`,
        headers: role ? { authorization: tokens[role] } : {},
        ...(withBody ? { payload: Object.fromEntries(body.map((name) => [name, nul])) } : {}),
      });
      const fields = [...params, ...query, ...body];
      expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
      if (fields.length === 0) return;
      expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
      for (const field of fields) {
        expect(response.json().message).toContain(`${field}: ${NUL_CHARACTER_MESSAGE}`);
      }
    },
  );
});

describe('random input at every route', () => {
  const before = money();

  it.each(routes.map(({ method, route }) => ({ name: `${method} ${route.url}`, method, route })))(
    '$name never answers 5xx',
    async ({ method, route }) => {
      const guard = [route.onRequest ?? []].flat().find(isGuard);
      const role = guard?.access.roles[0];
      await fc.assert(
        fc.asyncProperty(inputFor(route), async ({ params, query, body }) => {
          let index = 0;
          const path = route.url.replace(/:[a-zA-Z]+/g, () => encodeURIComponent(String(params[index++])));
          const search = new URLSearchParams(
            Object.entries(query).map(([key, value]): [string, string] => [
              key,
              typeof value === 'string' ? value : JSON.stringify(value),
            ]),
          );
          const json = typeof body === 'object' && body !== null;
          const response = await app.inject({
            method: method as 'POST',
            url: `${path}?${search}`,
            headers: {
              ...(role ? { authorization: tokens[role] } : {}),
              ...(json ? {} : { 'content-type': 'application/json' }),
            },
            ...(method === 'GET' || method === 'DELETE'
              ? {}
              : { payload: json ? (body as object) : JSON.stringify(body) }),
          });
          const what = `${method} ${path}?${search} → ${response.body.slice(0, 300)}`;
          expect(response.statusCode, what).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const untranslatable = [response.json().message].flat().filter((text) => !readMessage(text));
            expect(untranslatable, what).toEqual([]);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 2026 },
      );
    },
  );

  it('moved no money and broke no ledger rule', async () => {
    expect(await money()).toEqual(await before);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

import { STATUS_CODES } from 'node:http';
import { NUL_CHARACTER_MESSAGE, PATH_TOO_LONG_MESSAGE } from '@masar/contract/common';
import { permissions } from '@masar/contract/permissions';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

const { app, db } = await createTestApp();
const admin = await signedInAdmin(app, db, [...permissions]);
const headers = { authorization: admin.authorization };

/** The contract's error shape and nothing more (no Fastify `code`), `error` naming the status. */
function expectContractError(response: { statusCode: number; json: () => unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(body).toMatchObject({ statusCode: status, error: STATUS_CODES[status] });
  expect(typeof body.message === 'string' || Array.isArray(body.message)).toBe(true);
}

describe("errors made by the framework keep the contract's shape", () => {
  it('a path parameter over 200 characters: 414 URI Too Long', async () => {
    const response = await app.inject({ url: `/api/car/one/${'x'.repeat(250)}`, headers });
    expectContractError(response, 414);
    expect(response.json().message).toBe(PATH_TOO_LONG_MESSAGE);
  });

  it('a malformed percent-encoding in the path: 400', async () => {
    expectContractError(await app.inject({ url: '/api/car/one/%E0%A4%A', headers }), 400);
  });

  it('a body over the limit: 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/loginAdmin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectContractError(response, 413);
  });

  it('an unsupported media type: 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/loginAdmin',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expectContractError(response, 415);
  });

  it('malformed JSON: 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/loginAdmin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectContractError(response, 400);
  });

  it('no such route: 404', async () => {
    expectContractError(await app.inject({ url: '/api/no/such/route' }), 404);
  });
});

describe('the NUL character', () => {
  it('is refused in the unauthenticated registration, per field, and nothing is stored', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/registerUser',
      payload: {
        name: 'Sara\u0000',
        email: 'nul@example.com',
        phone: '+966501234567',
        password: 'Long-Pass-99',
      },
    });
    expectContractError(response, 400);
    expect(response.json().message).toEqual([`name: ${NUL_CHARACTER_MESSAGE}`]);
    const { rows } = await db.$client.query(
      `select count(*)::int as n from users where email = 'nul@example.com'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('is refused in a search, a path parameter and a nested key', async () => {
    const search = await app.inject({ url: '/api/car/all?search=a%00b', headers });
    expect(search.json()).toMatchObject({ statusCode: 400, message: [`search: ${NUL_CHARACTER_MESSAGE}`] });
    const param = await app.inject({ url: '/api/car/one/a%00b', headers });
    expect(param.json()).toMatchObject({ statusCode: 400, message: [`id: ${NUL_CHARACTER_MESSAGE}`] });
    const nested = await app.inject({
      method: 'POST',
      url: '/api/auth/loginAdmin',
      payload: { email: 'a@b.c', password: 'x', extra: { 'k\u0000': 1 } },
    });
    expect(nested.json()).toMatchObject({
      statusCode: 400,
      message: [`extra.k\u0000: ${NUL_CHARACTER_MESSAGE}`],
    });
  });

  it('is refused in a multipart field', async () => {
    const boundary = 'masar-boundary';
    const payload = [
      `--${boundary}`,
      'content-disposition: form-data; name="nameEn"',
      '',
      'Camry\u0000',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await app.inject({
      method: 'POST',
      url: '/api/car',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.json()).toMatchObject({ statusCode: 400, message: [`nameEn: ${NUL_CHARACTER_MESSAGE}`] });
  });
});

import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

const { app } = await createTestApp();

describe('compressed API answers', () => {
  it('sends a large answer in the encoding the client prefers, and says it varies by Accept-Encoding', async () => {
    const plain = await app.inject({ url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);

    const br = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);

    const gzip = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers and errors as they are', async () => {
    const hello = await app.inject({ url: '/api', headers: { 'accept-encoding': 'br' } });
    expect(hello.headers['content-encoding']).toBeUndefined();
    expect(hello.json()).toMatchObject({ status: 'ok' });
    const missing = await app.inject({ url: '/api/no/such/route', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerWeb } from './web';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'masar-web-'));
fs.mkdirSync(path.join(dist, 'assets'));
const files = {
  'index.html': '<!doctype html><title>Masar</title>',
  'sw.js': 'self.addEventListener("push", () => {});',
  'version.json': '{"buildId":"b1"}',
  'assets/index-abc123.js': 'console.log(1);',
};
for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dist, file), text);
const app = Fastify();
await registerWeb(app, dist);
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('caches hashed assets for a year and everything else never (sw.js, version.json, pages)', async () => {
    const cacheOf = async (url: string) => (await app.inject({ url })).headers['cache-control'];
    expect(await cacheOf('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/sw.js')).toBe('no-cache');
    expect(await cacheOf('/version.json')).toBe('no-cache');
    expect(await cacheOf('/')).toBe('no-cache');
    expect(await cacheOf('/panel/requests')).toBe('no-cache');
  });
});

describe('page paths', () => {
  it('answers the app for its pages (200) and for any other path too, but with 404', async () => {
    for (const url of [
      '/',
      '/en',
      '/en/',
      '/login',
      '/admin-panel',
      '/en/admin-panel/orders',
      '/panel/requests/',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Masar</title>');
    }
    for (const url of ['/no-such-page', '/en/nope', '/admin-panel/nope', '/panel/profile/x', '/english']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>Masar</title>');
    }
  });
});

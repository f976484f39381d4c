import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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
// As the build writes them (apps/web/vite.config.ts): compressed copies beside the files.
fs.writeFileSync(
  path.join(dist, 'assets/index-abc123.js.br'),
  zlib.brotliCompressSync(files['assets/index-abc123.js']),
);
fs.writeFileSync(
  path.join(dist, 'assets/index-abc123.js.gz'),
  zlib.gzipSync(files['assets/index-abc123.js']),
);
fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(files['index.html']));
const app = Fastify();
await registerWeb(app, dist);

// A build with the first screens of the home and sign-in pages prerendered in each language (apps/web/vite.config.ts).
const prerenderedDist = fs.mkdtempSync(path.join(os.tmpdir(), 'masar-web-'));
const prerendered = {
  'index.html': '<!doctype html><html lang="ar" dir="rtl"><title>Masar</title><div id="root"></div>',
  'index.home-ar.html': '<!doctype html><html lang="ar" dir="rtl"><h1 id="home-title">مسار</h1>',
  'index.home-en.html': '<!doctype html><html lang="en" dir="ltr"><h1 id="home-title">Masar</h1>',
  'index.login-ar.html': '<!doctype html><html lang="ar" dir="rtl"><h1>تسجيل الدخول</h1>',
  'index.login-en.html': '<!doctype html><html lang="en" dir="ltr"><h1>Sign in</h1>',
};
for (const [file, text] of Object.entries(prerendered)) {
  fs.writeFileSync(path.join(prerenderedDist, file), text);
  fs.writeFileSync(path.join(prerenderedDist, `${file}.br`), zlib.brotliCompressSync(text));
  fs.writeFileSync(path.join(prerenderedDist, `${file}.gz`), zlib.gzipSync(text));
}
const prerenderedApp = Fastify();
await registerWeb(prerenderedApp, prerenderedDist);

afterAll(async () => {
  await Promise.all([app.close(), prerenderedApp.close()]);
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(prerenderedDist, { recursive: true, force: true });
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

  it('serves the precompressed copy the browser accepts, with Vary: Accept-Encoding', async () => {
    const asset = (encoding?: string) =>
      app.inject({
        url: '/assets/index-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(files['assets/index-abc123.js']);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(files['assets/index-abc123.js']);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files['assets/index-abc123.js']);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);

    // A page of the app is index.html, compressed too; a file without a compressed copy goes as it is.
    const page = await app.inject({ url: '/panel/requests', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(files['index.html']);
    const sw = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.headers['content-encoding']).toBeUndefined();
    expect(sw.body).toBe(files['sw.js']);
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

describe('the prerendered pages', () => {
  it('sends the home and sign-in pages their own HTML per language (compressed as accepted, never cached) and every other page index.html', async () => {
    const pages = [
      ['/', 'index.home-ar.html'],
      ['/en', 'index.home-en.html'],
      ['/en/', 'index.home-en.html'],
      ['/?from=x', 'index.home-ar.html'],
      ['/login', 'index.login-ar.html'],
      ['/login/', 'index.login-ar.html'],
      ['/login?redirect=%2Faccount', 'index.login-ar.html'],
      ['/en/login', 'index.login-en.html'],
      ['/en/login/?redirect=%2Fen%2Faccount', 'index.login-en.html'],
      ['/panel/login', 'index.html'],
      ['/en/panel/login/', 'index.html'],
      ['/login/forgot-password', 'index.html'],
      ['/admin-panel/login', 'index.html'],
      ['/en/panel', 'index.html'],
      ['/panel', 'index.html'],
    ] as const;
    for (const [url, file] of pages) {
      const plain = await prerenderedApp.inject({ url });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.body, url).toBe(prerendered[file]);
      expect(plain.headers['cache-control'], url).toBe('no-cache');
      const br = await prerenderedApp.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(String(br.headers.vary), url).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString(), url).toBe(prerendered[file]);
      const gzip = await prerenderedApp.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString(), url).toBe(prerendered[file]);
    }
    // A path that is no page is still a 404 with the plain index.html.
    const missing = await prerenderedApp.inject({ url: '/en/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(prerendered['index.html']);
  });

  it('a build without them sends index.html for those pages as before', async () => {
    for (const url of ['/', '/en', '/login', '/en/panel/login'])
      expect((await app.inject({ url })).body, url).toBe(files['index.html']);
  });
});

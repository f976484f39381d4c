import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { demoAccounts } from '../apps/api/src/seed/seed';
import { printTable } from './api-load';
import { runLighthouse } from './lighthouse';

interface PageFigures {
  path: string;
  jsGzip: number;
  cssGzip: number;
  /** Every byte of the page's responses as sent (compressed by the server where it compresses). */
  wire: number;
  files: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
}

const BUDGET_KB = 170;

/** A signed-in session put into localStorage the way the app stores it (spec §3). */
async function sessionScript(baseUrl: string, role: 'Admin' | 'Agent', email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/auth/login${role}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  const user = body.admin ?? body.agent;
  return `Object.entries(${JSON.stringify({
    'auth.accessToken': body.access_token,
    'auth.refreshToken': body.refresh_token,
    'auth.userType': role,
    'auth.user': JSON.stringify(user),
  })}).forEach(([k, v]) => localStorage.setItem(k, v));`;
}

/** First load of one page in a fresh context: every JS/CSS file fetched, gzip-sized here, plus web vitals. */
async function measurePage(browser: Browser, url: string, init?: string): Promise<Omit<PageFigures, 'path'>> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const vitals = { lcp: 0, cls: 0, tbt: 0 };
    (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) vitals.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) vitals.tbt += Math.max(0, entry.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
  const sizes = { js: 0, css: 0, wire: 0, files: 0 };
  page.on('response', async (response) => {
    const transferred = await response
      .request()
      .sizes()
      .catch(() => undefined);
    sizes.wire += (transferred?.responseBodySize ?? 0) + (transferred?.responseHeadersSize ?? 0);
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => undefined);
    if (!body) return;
    sizes.files += 1;
    const gzipped = gzipSync(body).length;
    sizes[type === 'script' ? 'js' : 'css'] += gzipped;
    // BENCH_WEB_FILES=1 lists each file, to see what a page's budget is spent on.
    if (process.env.BENCH_WEB_FILES)
      console.log(`  ${url} ${(gzipped / 1024).toFixed(1)} KB ${response.url()}`);
  });
  // Not 'networkidle': signed-in pages keep a live-events stream open.
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const vitals = await page.evaluate(
    () => (window as unknown as { __vitals: { lcp: number; cls: number; tbt: number } }).__vitals,
  );
  await context.close();
  return { jsGzip: sizes.js, cssGzip: sizes.css, wire: sizes.wire, files: sizes.files, ...vitals };
}

export async function measureWeb(baseUrl: string) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const admin = await sessionScript(
      baseUrl,
      'Admin',
      demoAccounts.superAdmin.email,
      demoAccounts.superAdmin.password,
    );
    const agent = await sessionScript(
      baseUrl,
      'Agent',
      demoAccounts.agent.email,
      demoAccounts.agent.password,
    );
    const pages: [string, string | undefined][] = [
      ['/', undefined],
      ['/en', undefined],
      ['/login', undefined],
      ['/panel/login', undefined],
      ['/admin-panel/login', undefined],
      ['/panel', agent],
      ['/admin-panel', admin],
    ];
    const figures: PageFigures[] = [];
    for (const [path, init] of pages)
      figures.push({ path, ...(await measurePage(browser, `${baseUrl}${path}`, init)) });
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    printTable(
      `Web first load (JS/CSS: gzip -6 of every file fetched; budget ${BUDGET_KB} KB JS for home and logins. Sent: every response as the server sent it, headers included)`,
      ['page', 'JS KB', 'CSS KB', 'sent KB', 'files', 'LCP ms', 'TBT ms', 'CLS'],
      figures.map((f) => [
        f.path,
        kb(f.jsGzip),
        kb(f.cssGzip),
        kb(f.wire),
        f.files,
        (f.lcp ?? 0).toFixed(0),
        (f.tbt ?? 0).toFixed(0),
        (f.cls ?? 0).toFixed(3),
      ]),
    );
  } finally {
    await browser.close();
  }
  if (process.env.BENCH_LIGHTHOUSE !== '0') await runLighthouse(baseUrl);
}

import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { printTable } from './api-load';

/**
 * Lighthouse 12 with its mobile defaults (a mid-range phone, simulated slow 4G, 4× CPU slowdown) on the public
 * pages, through the system Chromium, as issue #21 asks: performance ≥ 90 and LCP ≤ 2.5 s on each.
 */
const PAGES = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '/,/en,/login,/panel/login').split(',');
const TARGET_SCORE = 90;
const TARGET_LCP_MS = 2500;

interface LighthouseFigures {
  path: string;
  /** Lighthouse's own failure (e.g. NO_FCP), when it could not measure the page. */
  error?: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export async function runLighthouse(baseUrl: string): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const figures: LighthouseFigures[] = [];
  let version = '';
  try {
    for (const path of PAGES) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      version = lhr.lighthouseVersion;
      // BENCH_LIGHTHOUSE_JSON=<folder> keeps each report, for its audits (render-blocking, unused JS/CSS…).
      const keep = process.env.BENCH_LIGHTHOUSE_JSON;
      if (keep) {
        fs.mkdirSync(keep, { recursive: true });
        const name = path.replace(/[^a-z0-9]+/gi, '_') || '_';
        fs.writeFileSync(`${keep}/lighthouse${name}.json`, JSON.stringify(lhr));
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        path,
        ...(lhr.runtimeError && { error: lhr.runtimeError.code }),
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
  } finally {
    chrome.kill();
  }
  printTable(
    `Lighthouse ${version} (mobile defaults: simulated slow 4G, 4× CPU), performance only`,
    ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'target'],
    figures.map((row) => {
      const met = row.score >= TARGET_SCORE && row.lcp <= TARGET_LCP_MS;
      return [
        row.path,
        row.score,
        row.fcp.toFixed(0),
        row.lcp.toFixed(0),
        row.tbt.toFixed(0),
        row.cls.toFixed(3),
        row.error ?? `≥ ${TARGET_SCORE}, LCP ≤ ${TARGET_LCP_MS}: ${met ? 'met' : 'MISSED'}`,
      ];
    }),
  );
  return figures;
}

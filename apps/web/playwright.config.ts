import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** E2E_PORT lets several runs share a machine. */
export const e2eBaseUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;

/**
 * End-to-end tests against the real built server (scripts/e2e-server.mjs: port 3100, a fresh temporary
 * embedded PostgreSQL, the accounts of e2e/fixtures.ts). The system Chromium is used; a missing browser
 * fails the run.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: e2eBaseUrl,
    viewport: { width: 1366, height: 900 },
    // The service worker (precache, offline page) would hide requests from page.route and download every
    // chunk in each fresh context; e2e/notifications.spec.ts turns it on where it is the subject.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: repoRoot,
    url: `${e2eBaseUrl}/api`,
    reuseExistingServer: false,
    // SIGTERM lets the server stop its embedded PostgreSQL (own process group) instead of orphaning it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

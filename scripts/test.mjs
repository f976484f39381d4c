// `npm test`: lint, types, unit + API tests (Vitest, real PostgreSQL), then end-to-end (Playwright, Chromium).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'masar-test-'));
const totals = { passed: 0, failed: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    summary();
    process.exit(result.status ?? 1);
  }
}

function count(file, read) {
  if (!fs.existsSync(file)) return;
  const [passed, failed] = read(JSON.parse(fs.readFileSync(file, 'utf8')));
  totals.passed += passed;
  totals.failed += failed;
}

function summary() {
  count(path.join(reports, 'vitest.json'), (r) => [r.numPassedTests, r.numFailedTests]);
  count(path.join(reports, 'playwright.json'), (r) => [r.stats.expected, r.stats.unexpected + r.stats.flaky]);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
}

if (!fs.existsSync(chromium)) {
  console.error(
    `Chromium is missing at ${chromium}: the end-to-end tests need it. Install it with: apt-get install -y chromium`,
  );
  process.exit(1);
}
for (const tool of ['pdftotext', 'pdfinfo']) {
  if (spawnSync(tool, ['-v']).error) {
    console.error(
      `${tool} is missing: the PDF ticket tests read tickets with it. Install it with: apt-get install -y poppler-utils`,
    );
    process.exit(1);
  }
}
run('lint (biome)', 'npx', ['biome', 'check', '.']);
run('typecheck (tsc)', 'npm', ['run', 'typecheck', '--silent']);
run('unit and API tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, 'vitest.json')}`,
]);
run(
  'end-to-end tests (playwright)',
  'npx',
  ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
  },
);
summary();

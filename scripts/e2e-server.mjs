// The server Playwright tests run against: the real start path, a fresh embedded database, demo data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masar-e2e-'));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  MASAR_DEMO: '1',
  LOG_LEVEL: 'warn',
});
// Where the database lives, for specs that let time pass (apps/web/e2e/database.ts).
const pointer = path.join(os.tmpdir(), `masar-e2e-${process.env.PORT}.datadir`);
fs.writeFileSync(pointer, dataDir);
process.on('exit', () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(pointer, { force: true });
});
await import('./start.mjs');

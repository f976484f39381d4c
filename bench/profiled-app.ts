import { randomBytes } from 'node:crypto';
import { buildApp } from '../apps/api/src/app';
import { DEFAULT_POOL_SIZE } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded';
import { createTokenSigner } from '../apps/api/src/lib/tokens';

/**
 * The in-process profiles' set-up (profile-quote, profile-create, profile-list): the database of `npm run
 * bench` kept in BENCH_DATA_DIR, and the app on it as production runs it (answers written without the Zod
 * check, decision 0019).
 */
export async function profiledApp() {
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!dataDir) throw new Error('BENCH_DATA_DIR: a database filled by npm run bench');
  const embedded = await startEmbeddedPostgres({ dataDir });
  const db = createDatabase(embedded.url, DEFAULT_POOL_SIZE);
  const app = await buildApp({
    db,
    tokens: createTokenSigner(new TextEncoder().encode(randomBytes(32).toString('hex'))),
    config: {
      version: 'bench',
      currency: 'SAR',
      timeZone: 'Asia/Riyadh',
      bookingLeadMinutes: 60,
      checkAnswers: false,
    },
    logLevel: 'silent',
  });
  return { dataDir, embedded, db, app };
}

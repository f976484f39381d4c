// `npm run db:seed`: loads the demo data into the configured database (once; later runs do nothing).
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { bootstrap } from './seed';

const config = loadConfig();
const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir: config.DATA_DIR });
const db = createDatabase(config.DATABASE_URL ?? (embedded?.url as string), config.DATABASE_POOL_SIZE);
try {
  await runMigrations(db);
  console.log((await bootstrap(db, config, { loadDemo: true })).join('\n'));
} finally {
  await db.$client.end();
  await embedded?.stop();
}

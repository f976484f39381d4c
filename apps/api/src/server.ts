import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { createTokenSigner, loadJwtSecret } from './lib/tokens';
import { geocoderFromConfig } from './modules/geocoding/select-geocoder';
import { loadVapidKeys } from './modules/notifications/web-push';
import { bootstrap } from './seed/seed';

const rootDir = fileURLToPath(new URL('../../..', import.meta.url));
const version =
  JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version ?? '0.1.0';

const SHUTDOWN_GRACE_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once no client is checked out or awaited twice in a row 50 ms apart, or after `timeoutMs`. */
async function poolIdle(pool: pg.Pool, timeoutMs: number) {
  const busy = () => pool.totalCount > pool.idleCount || pool.waitingCount > 0;
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (!busy()) {
      await sleep(50);
      if (!busy()) return;
    }
    await sleep(50);
  }
}

async function main() {
  const config = loadConfig();
  let embedded: EmbeddedPostgres | undefined;
  if (!config.DATABASE_URL) {
    console.log(`Starting the embedded PostgreSQL in ${config.DATA_DIR}/pg …`);
    embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR });
  }
  const db = createDatabase(config.DATABASE_URL ?? (embedded?.url as string));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) process.exit(1); // a second Ctrl-C forces it
    stopping = true;
    console.log(`\n${signal}: stopping …`);
    // Requests under way finish (new ones get 503); connections still open after the grace period are cut.
    const cut = setTimeout(() => app?.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await app?.close().catch(() => {});
    clearTimeout(cut);
    // A handler whose caller already hung up may still be using the database: let it finish first.
    await poolIdle(db.$client, SHUTDOWN_GRACE_MS);
    await Promise.race([db.$client.end().catch(() => {}), sleep(SHUTDOWN_GRACE_MS)]);
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await runMigrations(db);
  const loadDemo = config.MASAR_DEMO ?? embedded?.created ?? false;
  const notes = await bootstrap(db, config, { loadDemo });

  app = await buildApp({
    db,
    tokens: createTokenSigner(loadJwtSecret(config.JWT_SECRET, config.DATA_DIR)),
    config: {
      version,
      currency: config.CURRENCY,
      timeZone: config.TIME_ZONE,
      bookingLeadMinutes: config.BOOKING_LEAD_MINUTES,
      mapTiles: { url: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION },
    },
    webDist: config.WEB_DIST ?? `${rootDir}apps/web/dist`,
    logLevel: config.LOG_LEVEL,
    prettyLogs: process.stdout.isTTY,
    trustProxy: config.TRUST_PROXY,
    geocoder: geocoderFromConfig(config, version),
    vapid: loadVapidKeys(
      {
        publicKey: config.VAPID_PUBLIC_KEY,
        privateKey: config.VAPID_PRIVATE_KEY,
        subject: config.VAPID_SUBJECT,
      },
      config.DATA_DIR,
    ),
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const base = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
  console.log(
    [
      '',
      `Masar is running at ${base}/`,
      `  Public site:       ${base}/   (English: ${base}/en)`,
      `  Customer sign-in:  ${base}/login`,
      `  Agent panel:       ${base}/panel/login`,
      `  Admin back office: ${base}/admin-panel/login   (English: ${base}/en/admin-panel/login)`,
      `  API docs:          ${base}/api/docs`,
      ...notes,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

import cluster, { type Worker } from 'node:cluster';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig, ownUrlOf, publicUrlOf, workerCount } from './config';
import { createDatabase, type Database } from './db/client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { createTokenSigner, loadJwtSecret } from './lib/tokens';
import { geocoderFromConfig } from './modules/geocoding/select-geocoder';
import { createSmtpMailer } from './modules/mail/mail-sender';
import { loadVapidKeys } from './modules/notifications/web-push';
import { bootstrap } from './seed/seed';

const rootDir = fileURLToPath(new URL('../../..', import.meta.url));
const version =
  JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version ?? '0.1.0';

const SHUTDOWN_GRACE_MS = 10_000;
/** A worker that dies sooner than this after its start is restarted after a pause, not in a hot loop. */
const QUICK_DEATH_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type App = Awaited<ReturnType<typeof buildApp>>;
type WorkerMessage = { type: 'listening'; port: number };

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

/** Requests under way finish (new ones get 503); connections still open after the grace period are cut. */
async function drain(app: App | undefined, db: Database) {
  const cut = setTimeout(() => app?.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await app?.close().catch(() => {});
  clearTimeout(cut);
  // A handler whose caller already hung up may still be using the database: let it finish first.
  await poolIdle(db.$client, SHUTDOWN_GRACE_MS);
  await Promise.race([db.$client.end().catch(() => {}), sleep(SHUTDOWN_GRACE_MS)]);
}

/** The HTTP app on the configured port: the whole server, or one worker of several. */
async function listen(config: Config, db: Database): Promise<{ app: App; port: number }> {
  const app = await buildApp({
    db,
    // The primary wrote the secret and the keys (when generated) before any worker started, so all agree.
    tokens: createTokenSigner(loadJwtSecret(config.JWT_SECRET, config.DATA_DIR)),
    config: {
      version,
      currency: config.CURRENCY,
      timeZone: config.TIME_ZONE,
      bookingLeadMinutes: config.BOOKING_LEAD_MINUTES,
      checkAnswers: config.NODE_ENV !== 'production',
      mapTiles: { url: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION },
      publicUrl: publicUrlOf(config),
      mailFrom: config.MAIL_FROM,
      topUpMax: config.TOP_UP_MAX,
      routingUrl: config.ROUTING_URL,
      roadFactor: config.DISTANCE_ROAD_FACTOR,
    },
    // Every process runs a sender loop; they share the outbox through FOR UPDATE SKIP LOCKED.
    mailer: config.SMTP_URL ? createSmtpMailer(config.SMTP_URL) : null,
    mailSender: { leaseSeconds: config.MAIL_LEASE_SECONDS },
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
  const worker = cluster.worker;
  if (worker) {
    // Which process answered: for operators reading logs, and for the tests that prove workers share state.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-masar-worker', String(worker.id));
    });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : config.PORT };
}

function printBanner(config: Config, port: number, workers: number, notes: string[]) {
  const base = ownUrlOf(config, port);
  console.log(
    [
      '',
      `Masar is running at ${base}/`,
      `  Public site:       ${base}/   (English: ${base}/en)`,
      `  Customer sign-in:  ${base}/login`,
      `  Agent panel:       ${base}/panel/login`,
      `  Driver app:        ${base}/driver/login`,
      `  Admin back office: ${base}/admin-panel/login   (English: ${base}/en/admin-panel/login)`,
      `  API docs:          ${base}/api/docs`,
      `  API processes:     ${workers} (WEB_CONCURRENCY)`,
      config.SMTP_URL
        ? `  E-mail:            sent through ${new URL(config.SMTP_URL).host}`
        : "  E-mail:            not sent (no SMTP_URL); kept in the back office's outbox",
      ...notes,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

/** Asks every worker to drain and waits for them; one that hangs is killed. */
async function stopWorkers() {
  const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
  await Promise.all(
    running.map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          worker.once('exit', () => resolve());
          worker.process.kill('SIGTERM');
          setTimeout(() => worker.process.kill('SIGKILL'), 3 * SHUTDOWN_GRACE_MS).unref();
        }),
    ),
  );
}

/** A worker: serve until told to stop; the primary owns start-up work and restarts. */
async function runWorker(config: Config) {
  const db = createDatabase(config.DATABASE_URL as string, config.DATABASE_POOL_SIZE);
  let app: App | undefined;
  let stopping = false;
  const stop = async () => {
    if (stopping) return; // Ctrl-C reaches the primary and every worker; the primary forces if need be
    stopping = true;
    await drain(app, db);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  const served = await listen(config, db);
  app = served.app;
  process.send?.({ type: 'listening', port: served.port } satisfies WorkerMessage);
}

async function main() {
  const config = loadConfig();
  if (cluster.isWorker) return runWorker(config);

  let embedded: EmbeddedPostgres | undefined;
  if (!config.DATABASE_URL) {
    console.log(`Starting the embedded PostgreSQL in ${config.DATA_DIR}/pg …`);
    embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR });
  }
  const databaseUrl = config.DATABASE_URL ?? (embedded?.url as string);
  const db = createDatabase(databaseUrl, config.DATABASE_POOL_SIZE);
  const workers = workerCount(config);
  let app: App | undefined;

  let stopping = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (stopping) {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1); // a second Ctrl-C forces it
    }
    stopping = true;
    console.log(`\n${signal}: stopping …`);
    await Promise.all([drain(app, db), stopWorkers()]);
    await embedded?.stop();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Once per cluster, before any worker serves: schema, demo data, and the generated secrets.
  const loadDemo = config.MASAR_DEMO ?? embedded?.created ?? false;
  // Under the start-up lock: nodes sharing one database and one data volume (compose) write each once.
  const notes =
    (await runMigrations(db, async () => {
      const written = await bootstrap(db, config, { loadDemo });
      loadJwtSecret(config.JWT_SECRET, config.DATA_DIR);
      loadVapidKeys(
        { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY },
        config.DATA_DIR,
      );
      return written;
    })) ?? [];

  if (workers === 1) {
    const served = await listen(config, db);
    app = served.app;
    printBanner(config, served.port, 1, notes);
    return;
  }

  await db.$client.end(); // the workers hold the connections from here on
  // Workers run this module itself, not the script that imported it (start.mjs, the e2e launcher), which would
  // redo its own set-up (build checks, a fresh data folder) in every worker.
  cluster.setupPrimary({
    exec: fileURLToPath(import.meta.url),
    execArgv: [...process.execArgv, '--enable-source-maps'],
  });
  const listening = new Set<number>();
  let bannerShown = false;
  const fork = () => {
    const worker = cluster.fork({ DATABASE_URL: databaseUrl });
    const startedAt = Date.now();
    worker.on('message', (message: WorkerMessage) => {
      if (message?.type !== 'listening') return;
      listening.add(worker.id);
      if (!bannerShown && listening.size === workers) {
        bannerShown = true;
        printBanner(config, message.port, workers, notes);
      }
    });
    worker.on('exit', (code, signal) => {
      listening.delete(worker.id);
      if (stopping) return;
      if (!bannerShown) {
        // A worker that cannot start (port taken, bad settings) would fail the same way again.
        console.error(`An API worker could not start (${signal ?? `exit code ${code}`}).`);
        void shutdown('start-up failure', 1);
        return;
      }
      console.error(
        `API worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}): starting another.`,
      );
      setTimeout(fork, Date.now() - startedAt < QUICK_DEATH_MS ? 1_000 : 0);
    });
  };
  for (let index = 0; index < workers; index++) fork();
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

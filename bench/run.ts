/**
 * `npm run bench`: fills a fresh embedded PostgreSQL with production-like volume, starts the real server
 * and a bare Fastify next to it, loads both with autocannon on loopback, checks the ledger afterwards,
 * then measures the web pages. Prints tables; docs/performance.md records the figures.
 *
 * BENCH_SCALE=0.1 shrinks the data, BENCH_SECONDS sets each load run, BENCH_DATA_DIR keeps the filled
 * database between runs (filled once), BENCH_ONLY=api|web runs one half, BENCH_ROWS=text runs only the API rows
 * whose name contains the text (the hello-world row always runs), BENCH_PORT moves the servers off 3400/3401.
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_POOL_SIZE } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded';
import { runMigrations } from '../apps/api/src/db/migrate';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { bootstrap } from '../apps/api/src/seed/seed';
import { ledgerViolations } from '../apps/api/test/ledger';
import { type LoadResult, load, printTable } from './api-load';
import { apiScenarios } from './api-scenarios';
import { BENCH_PASSWORD, fillLargeData, volume } from './large-data';
import { measureWeb } from './web-pages';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.env.BENCH_ONLY;
const keep = process.env.BENCH_DATA_DIR;
const dataDir = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'masar-bench-'));
const children: ChildProcess[] = [];
/** The rows measured again at 1 and 2 workers (by name prefix). */
const WORKER_ROWS = ['all-bookings-by-admin', 'create-by-agent'];

function startChild(
  script: string,
  port: number,
  ready: string,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = fork(script, [], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    // The server (scripts/start.mjs) runs as `npm start` runs it, without tsx: only the .ts scripts need it.
    // BENCH_CPU_PROF=dir: each child writes a V8 CPU profile there (read it with bench/cpuprofile-top.mjs).
    execArgv: [
      ...(script.endsWith('.ts') ? ['--import', 'tsx'] : []),
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}${ready}`)).status < 500) return resolve(child);
      } catch {}
      if (child.exitCode !== null || Date.now() - started > 120_000)
        return reject(new Error(`${script} did not start`));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

async function main() {
  console.log(`Masar bench on ${os.cpus().length} cores, Node ${process.version}, data in ${dataDir}`);
  const embedded = await startEmbeddedPostgres({ dataDir });
  const db = createDatabase(embedded.url, DEFAULT_POOL_SIZE); // the fill and the checks; the server has its own
  try {
    await runMigrations(db);
    await bootstrap(db, {}, { loadDemo: true });
    const size = volume();
    const { rows } = await db.$client.query(
      `select count(*)::int as n from agents where email like 'bench-agent-%'`,
    );
    if (rows[0].n === 0) {
      console.log(`Filling the database: ${JSON.stringify(size)}`);
      const started = performance.now();
      const client = await db.$client.connect();
      try {
        await fillLargeData(client, size, await hashPassword(BENCH_PASSWORD));
      } finally {
        client.release();
      }
      console.log(`Filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }

    // A kept database may hold the failed sign-ins of an earlier run, which would lock 127.0.0.1 out.
    await db.$client.query('delete from login_failures');
    // BENCH_PORT: another port pair when several benches share a machine.
    const apiPort = Number(process.env.BENCH_PORT ?? 3400);
    const helloPort = apiPort + 1;
    const common = {
      DATABASE_URL: embedded.url,
      DATA_DIR: dataDir,
      MASAR_SKIP_WEB_BUILD: only === 'api' ? '1' : '0',
    };
    await startChild('scripts/start.mjs', apiPort, '/api', common);
    const baseUrl = `http://127.0.0.1:${apiPort}`;

    if (only !== 'web') {
      await startChild('bench/hello-server.ts', helloPort, '/', {});
      const helloUrl = `http://127.0.0.1:${helloPort}`;
      const helloRow = { name: 'bare Fastify hello-world', path: '/' };
      const hello = await load(helloUrl, helloRow);
      // The shared machine's speed drifts within a run (the bare Fastify read 48k–73k req/s in one hour): a
      // 1 s bare Fastify run before each row is its gauge, and the row's ratio is taken to it.
      const gauge = async () =>
        (await load(helloUrl, helloRow, { seconds: 1, warmUpSeconds: 0 })).requestsPerSecond;
      const results: (LoadResult & { helloThen: number })[] = [
        { ...hello, helloThen: hello.requestsPerSecond },
      ];
      // BENCH_ROWS: the rows whose name holds one of its '|'-separated parts.
      const rowFilter = process.env.BENCH_ROWS;
      const scenarios = (await apiScenarios(baseUrl, db)).filter(
        (scenario) => !rowFilter || rowFilter.split('|').some((part) => scenario.name.includes(part)),
      );
      for (const scenario of scenarios) {
        process.stdout.write(`  ${scenario.name} …\n`);
        const helloThen = await gauge();
        results.push({ ...(await load(baseUrl, scenario)), helloThen });
      }
      printTable(
        `API on loopback, ${process.env.BENCH_SECONDS ?? 10} s per row`,
        [
          'endpoint',
          'conn',
          'req/s',
          'p50 ms',
          'p99 ms',
          '2xx',
          'other',
          'hello then',
          'vs hello',
          'target',
          'other codes',
        ],
        results.map((r) => [
          r.name,
          r.connections,
          r.requestsPerSecond.toFixed(0),
          r.p50,
          r.p99,
          r.ok,
          r.failed,
          r.helloThen.toFixed(0),
          `${((r.requestsPerSecond / r.helloThen) * 100).toFixed(1)} %`,
          r.verdict,
          r.otherCodes,
        ]),
      );
      // The same server as 1 and as 2 worker processes (WEB_CONCURRENCY), for the rows that show a gain.
      const workerRows: LoadResult[] = [];
      // A run of chosen rows (BENCH_ROWS) skips the worker comparison.
      for (const workers of rowFilter ? [] : [1, 2]) {
        const port = 3410 + workers;
        const child = await startChild('scripts/start.mjs', port, '/api', {
          ...common,
          MASAR_SKIP_WEB_BUILD: '1',
          WEB_CONCURRENCY: String(workers),
        });
        const url = `http://127.0.0.1:${port}`;
        for (const scenario of await apiScenarios(url, db)) {
          if (!WORKER_ROWS.some((prefix) => scenario.name.startsWith(prefix))) continue;
          process.stdout.write(`  ${scenario.name} at ${workers} worker(s) …\n`);
          workerRows.push({ ...(await load(url, scenario)), name: `${scenario.name} · ${workers}w` });
        }
        await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
      }
      printTable(
        'The same rows at WEB_CONCURRENCY 1 and 2',
        ['endpoint', 'conn', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'other', 'vs hello'],
        workerRows.map((r) => [
          r.name,
          r.connections,
          r.requestsPerSecond.toFixed(0),
          r.p50,
          r.p99,
          r.ok,
          r.failed,
          `${((r.requestsPerSecond / hello.requestsPerSecond) * 100).toFixed(1)} %`,
        ]),
      );

      const violations = await ledgerViolations(db);
      console.log(
        `\nLedger after the load: ${violations.length === 0 ? 'no violations' : violations.slice(0, 10).join('\n')}`,
      );
      if (violations.length > 0) process.exitCode = 1;
    }
    if (only !== 'api') await measureWeb(baseUrl);
  } finally {
    // The server closes its pool before the database goes away.
    await Promise.all(
      children.map((child) =>
        child.exitCode === null
          ? new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))
          : undefined,
      ),
    );
    await db.$client.end();
    await embedded.stop();
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

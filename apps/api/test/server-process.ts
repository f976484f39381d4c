import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { TEMPLATE, withDatabase } from './global-setup';

export const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const children: ChildProcess[] = [];
const dataDirs: string[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh database cloned from the migrated template, for a server process; its URL. */
export async function createServerDatabase(): Promise<string> {
  const serverUrl = inject('pgServerUrl');
  const database = `server_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database} TEMPLATE ${TEMPLATE}`);
  await admin.end();
  return withDatabase(serverUrl, database);
}

/**
 * Starts the real server as `npm start` would (its own fresh database unless `env.DATABASE_URL` names one,
 * demo data, port 0) and resolves with its base URL once the start-up banner is printed. `env` adds settings;
 * an undefined value removes one.
 */
export async function startServer(
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<string> {
  return (await startServerProcess(command, args, env)).base;
}

/** startServer, with the child process (to kill it). */
export async function startServerProcess(
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<{ base: string; child: ChildProcess }> {
  const databaseUrl = env.DATABASE_URL ?? (await createServerDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masar-server-'));
  dataDirs.push(dataDir);
  const settings: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    MASAR_DEMO: '1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'compiled-server-test-secret-of-32-chars!',
    ...env,
  };
  const child = spawn(command, args, {
    cwd: repositoryRoot,
    env: Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const base = /Masar is running at (http:\/\/\S+)\//.exec(output)?.[1];
      if (base) resolve({ base, child });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${command} exited with ${code}:\n${output}`)));
  });
}

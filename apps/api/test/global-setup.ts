import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';

export const TEMPLATE = 'masar_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

/**
 * Starts one real PostgreSQL for the whole run (or uses TEST_DATABASE_URL) and migrates a template
 * database; each test file then clones its own database from it (see test/test-app.ts).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masar-test-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir, database: 'postgres', fast: true });
    serverUrl = embedded.url;
  }
  const templateUrl = withDatabase(serverUrl, TEMPLATE);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  const db = createDatabase(templateUrl, 1);
  await runMigrations(db);
  await db.$client.end();

  project.provide('pgServerUrl', serverUrl);
  return async () => {
    await embedded?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

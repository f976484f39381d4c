import { randomBytes } from 'node:crypto';
import { DEFAULT_LEAD_MINUTES } from '@masar/contract/trips';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { createTokenSigner } from '../src/lib/tokens';
import type { Geocoder } from '../src/modules/geocoding/geocoder';
import type { Mailer } from '../src/modules/mail/mail-sender';
import { TEMPLATE, withDatabase } from './global-setup';

export const TEST_PUBLIC_URL = 'https://masar.example';

/**
 * A fresh database cloned from the migrated template, and the app built by the same factory as the
 * server. Call once per test file (at top level); everything is closed after the file.
 */
export async function createTestApp(
  options: {
    poolSize?: number;
    geocoder?: Geocoder;
    /** Delivers the outbox (a sender loop runs, every `mailIntervalMs`); e-mails are Kept without one. */
    mailer?: Mailer;
    mailIntervalMs?: number;
    /** Configuration beyond the defaults (e.g. routingUrl). */
    config?: Partial<AppConfig>;
  } = {},
) {
  const serverUrl = inject('pgServerUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`);
  await admin.end();

  const db: Database = createDatabase(withDatabase(serverUrl, name), options.poolSize ?? 10);
  const app = await buildApp({
    db,
    tokens: createTokenSigner(new TextEncoder().encode(randomBytes(32).toString('hex'))),
    config: {
      version: 'test',
      currency: 'SAR',
      timeZone: 'Asia/Riyadh',
      bookingLeadMinutes: DEFAULT_LEAD_MINUTES,
      publicUrl: TEST_PUBLIC_URL,
      ...options.config,
    },
    logLevel: 'silent',
    geocoder: options.geocoder,
    mailer: options.mailer,
    mailSender: { intervalMs: options.mailIntervalMs ?? 200 },
  });
  afterAll(async () => {
    await app.close();
    await db.$client.end();
  });
  return { app, db };
}

/** Signs in through the real endpoint and returns the bearer header. */
export async function signIn(
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  role: 'Admin' | 'Agent' | 'User',
  email: string,
  password: string,
  /** The page language the web client sends: the account's e-mails are written in it. */
  language?: 'ar' | 'en',
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/auth/login${role}`,
    ...(language && { headers: { 'accept-language': language } }),
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return { authorization: `Bearer ${body.access_token}`, refreshToken: body.refresh_token as string, body };
}

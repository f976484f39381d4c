import type { Permission } from '@masar/contract/permissions';
import type { Database } from '../src/db/client';
import { createAdmin, createAgent, createDriverRow, createUser } from '../src/seed/factories';
import { type createTestApp, signIn } from './test-app';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

export const PASSWORD = 'Right-Password-1';

/** A new account of each kind, signed in through the real endpoint. */
export async function signedInAdmin(app: App, db: Database, permissions: Permission[]) {
  const row = await createAdmin(db, { permissions, password: PASSWORD });
  return { row, ...(await signIn(app, 'Admin', row.email, PASSWORD)) };
}

export async function signedInAgent(app: App, db: Database, fields: Parameters<typeof createAgent>[1] = {}) {
  const row = await createAgent(db, { ...fields, password: PASSWORD });
  return { row, ...(await signIn(app, 'Agent', row.email, PASSWORD)) };
}

export async function signedInUser(app: App, db: Database, fields: Parameters<typeof createUser>[1] = {}) {
  const row = await createUser(db, { ...fields, password: PASSWORD });
  return { row, ...(await signIn(app, 'User', row.email, PASSWORD)) };
}

export async function signedInDriver(
  app: App,
  db: Database,
  fields: Parameters<typeof createDriverRow>[1] = {},
) {
  const row = await createDriverRow(db, { ...fields, password: PASSWORD });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/loginDriver',
    payload: { mobile: row.mobile, password: PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return {
    row,
    authorization: `Bearer ${body.access_token}`,
    refreshToken: body.refresh_token as string,
    body,
  };
}

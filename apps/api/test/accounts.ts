import type { Permission } from '@masar/contract/permissions';
import type { Database } from '../src/db/client';
import { createAdmin, createAgent, createUser } from '../src/seed/factories';
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

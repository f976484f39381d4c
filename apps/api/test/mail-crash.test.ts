import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../src/seed/seed';
import { createServerDatabase, startServerProcess } from './server-process';
import { startSmtpReceiver, waitUntil } from './smtp-receiver';

/**
 * Issue #20: the outbox survives a kill -9 of the server. The real server process (tsx, one process) sends
 * through a real SMTP server here; it is killed while the receiver holds one message unacknowledged and a
 * second waits behind it. After a restart on the same database both go out: the second exactly once, the
 * first again (the server never heard it arrived) with the same Message-ID, so a receiver drops the copy.
 */
const LEASE_SECONDS = 2;
let release: () => void = () => {};
const held = new Promise<void>((resolve) => {
  release = resolve;
});
const smtp = await startSmtpReceiver({
  hold: (to) => (to.includes(demoAccounts.user.email) ? held : undefined),
});
afterAll(() => release());

const databaseUrl = await createServerDatabase();
const serverEnv = {
  DATABASE_URL: databaseUrl,
  WEB_CONCURRENCY: '1',
  SMTP_URL: smtp.url,
  MAIL_LEASE_SECONDS: String(LEASE_SECONDS),
};
const start = () => startServerProcess('node', ['--import', 'tsx', 'apps/api/src/server.ts'], serverEnv);

async function forgotPassword(base: string, email: string, role: 'User' | 'Agent') {
  const response = await fetch(`${base}/api/auth/forgotPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, role, lang: 'en' }),
  });
  expect(response.status).toBe(202);
}

async function outboxRows() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; recipient: string; status: string }>(
      `select id, recipient, status from mail_outbox where kind = 'PasswordReset' order by created_at`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

const copiesTo = (address: string) => smtp.received.filter((one) => one.envelopeTo.includes(address));

describe('the outbox across a kill -9', () => {
  it('delivers what was committed after a restart: once, or again with the same Message-ID', async () => {
    const first = await start();
    await forgotPassword(first.base, demoAccounts.user.email, 'User');
    // The receiver has the customer's message but holds its answer; the agent's, asked for only then (a reset's
    // row is written after its answer, so two asked at once may commit in either order), waits behind it.
    await waitUntil(() => copiesTo(demoAccounts.user.email).length === 1, 20_000);
    await forgotPassword(first.base, demoAccounts.agent.email, 'Agent');
    await waitUntil(async () => (await outboxRows()).length === 2, 20_000);
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    expect((await outboxRows()).map((row) => row.status)).toEqual(['Pending', 'Pending']);
    expect(copiesTo(demoAccounts.agent.email)).toHaveLength(0);
    release();

    const second = await start();
    try {
      await waitUntil(
        async () => (await outboxRows()).every((row) => row.status === 'Sent'),
        LEASE_SECONDS * 1000 + 20_000,
      );
    } finally {
      second.child.kill('SIGTERM');
    }
    const rows = await outboxRows();
    expect(copiesTo(demoAccounts.agent.email)).toHaveLength(1);
    const userCopies = copiesTo(demoAccounts.user.email);
    expect(userCopies).toHaveLength(2);
    const userRow = rows.find((row) => row.recipient === demoAccounts.user.email);
    const ids = new Set(userCopies.map((one) => one.parsed.messageId));
    expect(ids).toEqual(new Set([`<${userRow?.id}@masar.local>`]));
    expect(copiesTo(demoAccounts.agent.email)[0]?.parsed.messageId).not.toBe(userCopies[0]?.parsed.messageId);
  });
});

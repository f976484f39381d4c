/**
 * Where a plain list request's time goes (issue #21), in process (no HTTP, no autocannon): the bench data of
 * `npm run bench` (BENCH_DATA_DIR, list data filled by a BENCH_ROWS="list " run), the app as the server builds
 * it, PROFILE_N requests of each list 8 at once; prints the CPU a request of this process and of PostgreSQL,
 * the answer's size, and each statement's time and count per request. With `node --cpu-prof` the profile's top
 * self-time functions come from `node bench/cpuprofile-top.mjs <file>`.
 * `node --import tsx bench/profile-list.ts` (PROFILE_ROWS=text: only the lists whose name holds it).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { runMigrations } from '../apps/api/src/db/migrate';
import { demoAccounts } from '../apps/api/src/seed/seed';
import { BENCH_PASSWORD } from './large-data';
import { profiledApp } from './profiled-app';

const { dataDir, embedded, db, app } = await profiledApp();
await runMigrations(db);

async function signIn(role: 'Admin' | 'Agent' | 'User', email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/auth/login${role}`,
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  return `Bearer ${response.json().access_token}`;
}
const one = async (text: string) => (await db.$client.query<{ v: string }>(text)).rows[0]?.v ?? '';
const admin = await signIn('Admin', demoAccounts.superAdmin.email, demoAccounts.superAdmin.password);
const agentEmail = await one(
  `select a.email as v from agent_bookings b join agents a on a.id = b.agent_id
    where a.email like 'bench-agent-%' group by a.email order by count(*) desc limit 1`,
);
const customerEmail = await one(
  `select u.email as v from customer_bookings b join users u on u.id = b.user_id
    where b.reference like 'MS-%0' group by u.email order by count(*) desc limit 1`,
);
const agent = await signIn('Agent', agentEmail, BENCH_PASSWORD);
const customer = await signIn('User', customerEmail, BENCH_PASSWORD);

const lists = [
  { name: 'admin newest', url: '/api/agents-bookings/all-bookings-by-admin?page=1&limit=20', auth: admin },
  { name: 'agent newest', url: '/api/agents-bookings/all-bookings-by-agent?page=1&limit=20', auth: agent },
  { name: 'customer own', url: '/api/bookings?limit=20', auth: customer },
  { name: 'orders newest', url: '/api/bookings/admin/all-bookings?limit=20', auth: admin },
  {
    name: 'admin Requested -total',
    url: '/api/agents-bookings/all-bookings-by-admin?limit=20&status=Requested&sort=-total',
    auth: admin,
  },
  {
    name: 'orders Requested -total',
    url: '/api/bookings/admin/all-bookings?limit=20&status=Requested&sort=-total',
    auth: admin,
  },
].filter((list) => !process.env.PROFILE_ROWS || list.name.includes(process.env.PROFILE_ROWS));

const times = new Map<string, { ms: number; n: number }>();
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text: string };
  const key = (typeof first === 'string' ? first : first.text).replace(/\s+/g, ' ').trim().slice(0, 90);
  const started = performance.now();
  const done = () => {
    const entry = times.get(key) ?? { ms: 0, n: 0 };
    entry.ms += performance.now() - started;
    entry.n += 1;
    times.set(key, entry);
  };
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    args[last] = (...results: unknown[]) => {
      done();
      return callback(...results);
    };
  }
  const result = (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
  if (typeof callback !== 'function') result?.then?.(done, done);
  return result;
} as typeof original;

/** CPU time (ms) of this process, and of the PostgreSQL server's processes (postmaster and its children). */
function cpuMs() {
  const postmaster = Number(
    fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pid) === postmaster || Number(fields[1]) === postmaster) {
        ticks += Number(fields[11]) + Number(fields[12]);
      }
    } catch {}
  }
  const node = process.cpuUsage();
  return { node: (node.user + node.system) / 1000, postgres: ticks * 10 };
}

const N = Number(process.env.PROFILE_N ?? 1000);
for (const list of lists) {
  let bytes = 0;
  const get = async () => {
    const response = await app.inject({
      method: 'GET',
      url: list.url,
      headers: { authorization: list.auth },
    });
    if (response.statusCode !== 200) throw new Error(`${list.name}: ${response.statusCode} ${response.body}`);
    bytes = response.rawPayload.length;
  };
  for (let i = 0; i < 100; i++) await get(); // warm up: JIT, plans, caches
  times.clear();
  const before = cpuMs();
  const started = performance.now();
  let left = N;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (left-- > 0) await get();
    }),
  );
  const elapsed = performance.now() - started;
  const after = cpuMs();
  console.log(
    `\n${list.name}: ${(N / (elapsed / 1000)).toFixed(0)} req/s in process (8 at once), ${bytes} bytes; CPU a request: node ${((after.node - before.node) / N).toFixed(2)} ms, postgres ${((after.postgres - before.postgres) / N).toFixed(2)} ms`,
  );
  for (const [key, { ms, n }] of [...times].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(`${(ms / N).toFixed(3).padStart(7)} ms  ${(n / N).toFixed(2)}×  ${key}`);
  }
}
pg.Client.prototype.query = original;
await app.close();
await db.$client.end();
await embedded.stop();

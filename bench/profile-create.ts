/**
 * Where a create-by-agent's time goes, in process (no HTTP, no autocannon): the bench data of `npm run bench`
 * (BENCH_DATA_DIR), the app built as the server builds it, N bookings one after another, then N with 32 at
 * once; prints each statement's mean time and count per booking. `tsx bench/profile-create.ts`.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BENCH_PASSWORD, benchAgentEmail } from './large-data';
import { profiledApp } from './profiled-app';

const { dataDir, embedded, db, app } = await profiledApp();
const tokens: string[] = [];
for (let n = 2; n < 34; n++) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/loginAgent',
    payload: { email: benchAgentEmail(n), password: BENCH_PASSWORD },
  });
  tokens.push(`Bearer ${response.json().access_token}`);
}
const { rows } = await db.$client.query(
  `select l.id as location_id, s.id as service_id, l.lat + 0.02 as lat, l.lng + 0.02 as lng
     from locations l join taxi_services s on s.area_id = l.area_id and s.location_id is null
     join cars c on c.id = s.car_id
    where l.type = 'Airport' and l.deleted_at is null and s.deleted_at is null and s.active and c.active
    order by l.name_en, s.price limit 1`,
);
const trip = rows[0];
const body = JSON.stringify({
  direction: 'Arrival',
  locationId: trip.location_id,
  place: { address: 'Bench hotel', lat: trip.lat, lng: trip.lng },
  passengers: 1,
  bags: 0,
  taxiServiceId: trip.service_id,
  pickupAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  travellerName: 'Bench Traveller',
  travellerPhone: '+966500000000',
  flightNumber: 'SV1234',
});
let next = 0;
const book = async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/agents-bookings/create-by-agent',
    headers: {
      authorization: tokens[next++ % tokens.length] as string,
      'idempotency-key': randomUUID(),
      'content-type': 'application/json',
    },
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
};
for (let i = 0; i < 20; i++) await book();

const times = new Map<string, { ms: number; n: number }>();
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text: string };
  const key = (typeof first === 'string' ? first : first.text).replace(/\s+/g, ' ').trim().slice(0, 60);
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
const N = Number(process.env.PROFILE_N ?? 200);
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
      // After the name: state(0) ppid(1) … utime(11) stime(12), in clock ticks (100 a second).
      if (Number(pid) === postmaster || Number(fields[1]) === postmaster) {
        ticks += Number(fields[11]) + Number(fields[12]);
      }
    } catch {}
  }
  const node = process.cpuUsage();
  return { node: (node.user + node.system) / 1000, postgres: ticks * 10 };
}
let cpu = cpuMs();
const cpuSince = (bookings: number) => {
  const now = cpuMs();
  const line = `CPU a booking: node ${((now.node - cpu.node) / bookings).toFixed(2)} ms, postgres ${((now.postgres - cpu.postgres) / bookings).toFixed(2)} ms`;
  cpu = now;
  return line;
};
function report(title: string, bookings: number) {
  console.log(title);
  for (const [key, { ms, n }] of [...times].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(`${(ms / bookings).toFixed(3).padStart(7)} ms  ${(n / bookings).toFixed(2)}×  ${key}`);
  }
  times.clear();
}
let started = performance.now();
cpu = cpuMs();
for (let i = 0; i < N; i++) await book();
report(`one at a time: ${((performance.now() - started) / N).toFixed(2)} ms a booking; ${cpuSince(N)}`, N);
started = performance.now();
let left = N * 2;
await Promise.all(
  Array.from({ length: 32 }, async () => {
    while (left-- > 0) await book();
  }),
);
report(
  `32 at once: ${((N * 2) / ((performance.now() - started) / 1000)).toFixed(0)} bookings/s; ${cpuSince(N * 2)}`,
  N * 2,
);
pg.Client.prototype.query = original;
await app.close();
await db.$client.end();
await embedded.stop();

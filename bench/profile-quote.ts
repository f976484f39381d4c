/**
 * Where a quote's time goes, in process (no HTTP, no autocannon): the bench data of `npm run bench`
 * (BENCH_DATA_DIR, with the 40,000 route prices), the app as the server builds it; N cross-area quotes one
 * after another through the whole request path, then the pricing alone, then the answer's check and
 * writing alone. `tsx bench/profile-quote.ts` (with `node --cpu-prof` for a profile).
 */
import { quoteResponse } from '@masar/contract/trips';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { quoteTrip } from '../apps/api/src/modules/pricing/trip-quote';
import { BENCH_PASSWORD, benchAgentEmail, crossTripEnds } from './large-data';
import { profiledApp } from './profiled-app';

const { embedded, db, app } = await profiledApp();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/loginAgent',
  payload: { email: benchAgentEmail(2), password: BENCH_PASSWORD },
});
const authorization = `Bearer ${login.json().access_token}`;
const ends = await crossTripEnds(db.$client);
const pickupAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
const trips = ends.map((end) => ({
  direction: 'Arrival' as const,
  locationId: end.location_id,
  place: { address: 'Bench place', lat: end.lat, lng: end.lng },
  passengers: 1,
  bags: 0,
  pickupAt,
  extras: [],
}));
const N = Number(process.env.PROFILE_N ?? 2000);
const trip = (i: number) => trips[i % trips.length] as (typeof trips)[number];

async function measure(title: string, run: (i: number) => Promise<unknown> | unknown) {
  for (let i = 0; i < 200; i++) await run(i);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < N; i++) await run(i);
  const used = process.cpuUsage(cpu);
  console.log(
    `${title.padEnd(40)} ${((performance.now() - started) / N).toFixed(3)} ms a quote, CPU ${((used.user + used.system) / 1000 / N).toFixed(3)} ms`,
  );
}

let bytes = 0;
await measure('whole request (inject)', async (i) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/agents-bookings/quote',
    headers: { authorization, 'content-type': 'application/json' },
    payload: JSON.stringify(trip(i)),
  });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  bytes += response.body.length;
});
console.log(`answer: ${(bytes / (N + 200) / 1024).toFixed(1)} KB on average`);
const context = { currency: 'SAR', leadMinutes: 60, timeZone: 'Asia/Riyadh' };
await measure('pricing alone (quoteTrip)', (i) => quoteTrip(db, trip(i), context));
const quotes = await Promise.all(trips.map((one) => quoteTrip(db, one, context)));
const answer = (i: number) => quotes[i % quotes.length];
// Decision 0019: the answer with the Zod check, and as production writes it.
await measure('answer: Zod check + JSON.stringify', (i) => JSON.stringify(quoteResponse.parse(answer(i))));
const write = fastJson(z.toJSONSchema(quoteResponse, { io: 'output', target: 'draft-07' }) as never);
await measure('answer: fast-json-stringify', (i) => write(answer(i)));
await app.close();
await db.$client.end();
await embedded.stop();

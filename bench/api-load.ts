import autocannon from 'autocannon';

/** One autocannon run: what it asked and what came back. */
export interface LoadResult {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  /** Status codes other than 2xx, with their counts, e.g. "404×12". */
  otherCodes: string;
  /** "p99 ≤ 50 ms: met", "INVALID (n non-2xx)" when any answer was not a 2xx, or empty without a target. */
  verdict: string;
}

export interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  /** Called for every request: a different token or body each time when the scenario needs it. */
  request?: () => { headers?: Record<string, string>; body?: string; path?: string };
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  /** Issue #9's target for this row, checked in the table. */
  target?: { p99?: number; requestsPerSecond?: number };
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Unmeasured load before each row: the JIT, the statements' plans and the process caches warm up first. */
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

/** One request first: a scenario that fails outright says why instead of printing a table of errors. */
async function probe(baseUrl: string, scenario: Scenario) {
  const extra = scenario.request?.() ?? {};
  const response = await fetch(`${baseUrl}${extra.path ?? scenario.path}`, {
    method: scenario.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...scenario.headers, ...extra.headers },
    body: extra.body ?? scenario.body,
  });
  if (response.status >= 400) {
    console.log(`    first request: ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
}

/** `timing` overrides BENCH_SECONDS and the warm-up (the short bare-Fastify gauge between rows). */
export async function load(
  baseUrl: string,
  scenario: Scenario,
  timing = { seconds, warmUpSeconds },
): Promise<LoadResult> {
  const connections = scenario.connections ?? 32;
  await probe(baseUrl, scenario);
  const options = (duration: number) => ({
    url: baseUrl,
    connections,
    duration,
    requests: [
      {
        method: scenario.method ?? 'GET',
        path: scenario.path,
        headers: { 'content-type': 'application/json', ...scenario.headers },
        body: scenario.body,
        ...(scenario.request && {
          setupRequest: (request: autocannon.Request) => {
            const extra = scenario.request?.() ?? {};
            return {
              ...request,
              path: extra.path ?? request.path,
              body: extra.body ?? request.body,
              headers: { ...request.headers, ...extra.headers },
            };
          },
        }),
      },
    ],
  });
  if (timing.warmUpSeconds > 0) await autocannon(options(timing.warmUpSeconds));
  const result = await autocannon(options(timing.seconds));
  const p99 = result.latency.p99;
  const rate = result.requests.average;
  const { target } = scenario;
  // A row with a target is judged on its answers only when every answer was a 2xx: a row answering 400 to
  // every request is fast and means nothing.
  const verdict = !target
    ? ''
    : result.non2xx > 0
      ? `INVALID (${result.non2xx} non-2xx)`
      : target.p99 !== undefined
        ? `p99 ≤ ${target.p99} ms: ${p99 <= target.p99 ? 'met' : 'MISSED'}`
        : `≥ ${target.requestsPerSecond}/s: ${rate >= (target.requestsPerSecond ?? 0) ? 'met' : 'MISSED'}`;
  return {
    verdict,
    name: scenario.name,
    connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    otherCodes: Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, stat]) => `${code}×${stat.count}`)
      .concat(result.errors ? [`errors×${result.errors}`] : [])
      .join(' '),
  };
}

export function printTable(title: string, header: string[], rows: (string | number)[][]) {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of cells.slice(1)) console.log(line(row));
}

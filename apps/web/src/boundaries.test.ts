// @vitest-environment node
// The web's import boundaries (docs/architecture.md §4), checked on every `npm test`:
// - a feature imports another feature's `api/` and nothing else of it, except `*-core` domain folders;
// - `shared/` is generic: it imports no feature and no `app/`; features import no `app/`;
// - feature folders (a feature's api/ counting as a folder of its own) form no cycle;
// - each API endpoint has one web client: its `api.<method>(path)` call stands in one file, and in a feature
//   that file is under the feature's `api/`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceRoot = path.dirname(fileURLToPath(import.meta.url));
const specifierPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

export interface Breach {
  file: string;
  target: string;
  rule: string;
}

type Zone = { kind: 'feature'; feature: string; rest: string } | { kind: 'shared' | 'app' | 'other' };

function zoneOf(relativePath: string): Zone {
  const [top, name, ...rest] = relativePath.split('/');
  if (top === 'features' && name) return { kind: 'feature', feature: name, rest: rest.join('/') };
  if (top === 'shared') return { kind: 'shared' };
  if (top === 'app') return { kind: 'app' };
  return { kind: 'other' };
}

export function isCore(feature: string): boolean {
  return feature.endsWith('-core');
}

/** The breaches of one import, or null when it is allowed. */
export function checkImport(from: string, to: string): string | null {
  const source = zoneOf(from);
  const target = zoneOf(to);
  if (source.kind === 'shared' && (target.kind === 'feature' || target.kind === 'app'))
    return `shared/ is generic: it imports no ${target.kind === 'app' ? 'app/' : 'feature'}`;
  if (source.kind === 'feature' && target.kind === 'app') return 'a feature imports no app/';
  if (source.kind === 'feature' && target.kind === 'feature' && source.feature !== target.feature) {
    if (isCore(target.feature)) return null;
    if (target.rest.startsWith('api/')) return null;
    return `another feature's internals: import ${target.feature}/api/ or move the shared part to a *-core folder`;
  }
  return null;
}

/** A feature's api/ is a node of its own: pages → core → the same feature's api/ is no cycle. */
function cycleNode(zone: { feature: string; rest: string }): string {
  return zone.rest.startsWith('api/') ? `${zone.feature}/api` : zone.feature;
}

/** Feature-level cycles in a list of feature → feature edges, each as "a → b → a". */
export function findCycles(edges: ReadonlyArray<readonly [string, string]>): string[] {
  const next = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)?.add(to);
  }
  const cycles = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    for (const child of next.get(node) ?? []) {
      const seen = trail.indexOf(child);
      if (seen >= 0) {
        const loop = trail.slice(seen);
        // One spelling per cycle: start at its smallest name.
        const start = loop.indexOf([...loop].sort()[0] as string);
        const rotated = [...loop.slice(start), ...loop.slice(0, start)];
        cycles.add([...rotated, rotated[0]].join(' → '));
      } else visit(child, [...trail, child]);
    }
  };
  for (const node of next.keys()) visit(node, [node]);
  return [...cycles];
}

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const endpointPattern = /\bapi\.(get|post|patch|put|delete)\s*(?:<[^()]*>)?\(\s*[`'"]([^`'"]+)[`'"]/g;

/** Endpoints ("GET /car/one/:param") called from more than one file, with those files. */
export function endpointsInSeveralFiles(callsByFile: ReadonlyMap<string, string>): string[] {
  const files = new Map<string, Set<string>>();
  for (const [file, text] of callsByFile) {
    for (const match of text.matchAll(endpointPattern)) {
      const endpoint = `${(match[1] as string).toUpperCase()} ${(match[2] as string).replace(/\$\{[^}]*\}/g, ':param')}`;
      if (!files.has(endpoint)) files.set(endpoint, new Set());
      files.get(endpoint)?.add(file);
    }
  }
  return [...files]
    .filter(([, where]) => where.size > 1)
    .map(([endpoint, where]) => `${endpoint}: ${[...where].sort().join(', ')}`);
}

function scan() {
  const breaches: Breach[] = [];
  const edges: Array<[string, string]> = [];
  const productionFiles = new Map<string, string>();
  for (const file of sourceFiles(sourceRoot)) {
    const from = path.relative(sourceRoot, file).split(path.sep).join('/');
    const text = fs.readFileSync(file, 'utf8');
    const isTest = /\.test\.tsx?$/.test(from);
    if (!isTest) productionFiles.set(from, text);
    const zone = zoneOf(from);
    if (
      zone.kind === 'feature' &&
      !isTest &&
      !zone.rest.startsWith('api/') &&
      new RegExp(endpointPattern).test(text)
    )
      breaches.push({
        file: from,
        target: 'api.<method>()',
        rule: 'a feature calls the API only from its api/',
      });
    for (const match of text.matchAll(specifierPattern)) {
      const specifier = match[1] as string;
      const to = path
        .relative(sourceRoot, path.resolve(path.dirname(file), specifier))
        .split(path.sep)
        .join('/');
      const rule = checkImport(from, to);
      if (rule) breaches.push({ file: from, target: specifier, rule });
      const source = zoneOf(from);
      const target = zoneOf(to);
      if (source.kind === 'feature' && target.kind === 'feature' && source.feature !== target.feature)
        edges.push([cycleNode(source), cycleNode(target)]);
    }
  }
  return { breaches, cycles: findCycles(edges), duplicateClients: endpointsInSeveralFiles(productionFiles) };
}

describe('web import boundaries', () => {
  it('the rule tells allowed imports from forbidden ones', () => {
    expect(checkImport('features/agents/pages/a.tsx', 'features/transactions/api/transactions')).toBeNull();
    expect(checkImport('features/agents/pages/a.tsx', 'features/wallet-core/agent-wallet')).toBeNull();
    expect(checkImport('features/agents/pages/a.tsx', 'features/agents/components/form')).toBeNull();
    expect(checkImport('features/agents/pages/a.tsx', 'features/transactions/components/table')).toMatch(
      /internals/,
    );
    expect(checkImport('shared/ui/a.tsx', 'features/agents/api/agents')).toMatch(/generic/);
    expect(checkImport('shared/ui/a.tsx', 'app/routes')).toMatch(/generic/);
    expect(checkImport('features/agents/pages/a.tsx', 'app/routes')).toMatch(/no app/);
    expect(checkImport('app/routes.ts', 'features/agents/pages/a')).toBeNull();
    expect(
      findCycles([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['c', 'd'],
      ]),
    ).toEqual(['a → b → c → a']);
    expect(
      findCycles([
        ['a', 'b'],
        ['b', 'c'],
      ]),
    ).toEqual([]);
    // biome-ignore-start lint/suspicious/noTemplateCurlyInString: source text with template calls
    const calls = new Map([
      ['a/api/cars.ts', 'api.get<Car>(`/car/one/${id}`, { signal }); api.delete<void>(`/car/${id}`)'],
      ['b/api/cars.ts', 'api.get<Car>(`/car/one/${carId}`)'],
      ['c/api/cars.ts', 'api.patch<Car>(`/car/${id}`)'],
    ]);
    // biome-ignore-end lint/suspicious/noTemplateCurlyInString: source text with template calls
    expect(endpointsInSeveralFiles(calls)).toEqual(['GET /car/one/:param: a/api/cars.ts, b/api/cars.ts']);
  });

  it('no file in apps/web/src crosses a boundary', () => {
    const { breaches } = scan();
    expect(breaches.map((breach) => `${breach.file} → ${breach.target}: ${breach.rule}`)).toEqual([]);
  });

  it('each endpoint has one web client', () => {
    expect(scan().duplicateClients).toEqual([]);
  });

  it('feature folders import each other without a cycle', () => {
    expect(scan().cycles).toEqual([]);
  });
});

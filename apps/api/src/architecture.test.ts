import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The API's import graph flows downward (docs/architecture.md §1):
 *   server.ts, app.ts, seed/  →  modules/  →  plugins/, config.ts  →  lib/, db/
 * - nothing under modules/, lib/ or db/ imports app.ts (the composition root);
 * - lib/ and db/ import no modules/ and no plugins/;
 * - module folders call each other in one direction only: no cycle between them.
 * Test files are not scanned (tests may reach anywhere); `import type` counts like any import.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));

type Graph = Map<string, Set<string>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\b[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find(
    (candidate) => candidate.endsWith('.ts') && existsSync(candidate),
  );
}

/** File → files it imports, as paths relative to src/ ('modules/cars/cars.service.ts'). */
function importGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(SRC)) {
    const targets = new Set<string>();
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const resolved = resolveImport(file, match[1] ?? match[2] ?? '');
      if (resolved) targets.add(path.relative(SRC, resolved).split(path.sep).join('/'));
    }
    graph.set(path.relative(SRC, file).split(path.sep).join('/'), targets);
  }
  return graph;
}

const layerOf = (file: string) => file.split('/')[0] ?? file;
const moduleOf = (file: string) => (file.startsWith('modules/') ? file.split('/')[1] : undefined);

/** One cycle through `start` in a folder graph, as a path that ends where it starts; undefined if none. */
function cycleThrough(start: string, edges: Graph): string[] | undefined {
  const seen = new Set<string>();
  const walk = (node: string, trail: string[]): string[] | undefined => {
    for (const next of edges.get(node) ?? []) {
      if (next === start) return [...trail, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, [start]);
}

/** Every broken rule, one line each (with the cycle's path for module cycles). */
function boundaryViolations(graph: Graph): string[] {
  const violations: string[] = [];
  const moduleEdges: Graph = new Map();
  for (const [file, targets] of graph) {
    const layer = layerOf(file);
    for (const target of targets) {
      const targetLayer = layerOf(target);
      if (target === 'app.ts' && ['modules', 'lib', 'db'].includes(layer)) {
        violations.push(`${file} imports app.ts (the composition root; config types live in config.ts)`);
      }
      if (['lib', 'db'].includes(layer) && ['modules', 'plugins'].includes(targetLayer)) {
        violations.push(`${file} (${layer}/) imports ${target}: ${layer}/ sits below modules/ and plugins/`);
      }
      const from = moduleOf(file);
      const to = moduleOf(target);
      if (from && to && from !== to) {
        const set = moduleEdges.get(from) ?? new Set<string>();
        set.add(to);
        moduleEdges.set(from, set);
      }
    }
  }
  const reported = new Set<string>();
  for (const start of [...moduleEdges.keys()].sort()) {
    const cycle = cycleThrough(start, moduleEdges);
    if (!cycle) continue;
    const key = [...new Set(cycle)].sort().join(',');
    if (reported.has(key)) continue;
    reported.add(key);
    const steps = cycle.slice(1).map((to, index) => {
      const from = cycle[index] ?? '';
      const file = [...graph].find(
        ([source, targets]) => moduleOf(source) === from && [...targets].some((t) => moduleOf(t) === to),
      )?.[0];
      return `  ${from} → ${to} (${file})`;
    });
    violations.push(`module cycle ${cycle.join(' → ')}:\n${steps.join('\n')}`);
  }
  return violations;
}

describe('API import boundaries', () => {
  it('flow downward: no app.ts from below, lib/ and db/ import no modules/ or plugins/, no module cycle', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(boundaryViolations(graph)).toEqual([]);
  });

  it('catches each kind of break (the checker itself, on a made-up graph)', () => {
    const graph: Graph = new Map([
      ['modules/a/a.service.ts', new Set(['app.ts', 'modules/b/b.service.ts'])],
      ['modules/b/b.service.ts', new Set(['modules/c/c.ts'])],
      ['modules/c/c.ts', new Set(['modules/a/a.service.ts', 'lib/errors.ts'])],
      ['lib/pagination.ts', new Set(['modules/a/a.service.ts', 'db/client.ts'])],
      ['db/client.ts', new Set(['plugins/auth.ts'])],
      ['modules/d/d.ts', new Set(['modules/a/a.service.ts', 'config.ts'])],
    ]);
    expect(boundaryViolations(graph)).toEqual([
      'modules/a/a.service.ts imports app.ts (the composition root; config types live in config.ts)',
      'lib/pagination.ts (lib/) imports modules/a/a.service.ts: lib/ sits below modules/ and plugins/',
      'db/client.ts (db/) imports plugins/auth.ts: db/ sits below modules/ and plugins/',
      'module cycle a → b → c → a:\n' +
        '  a → b (modules/a/a.service.ts)\n' +
        '  b → c (modules/b/b.service.ts)\n' +
        '  c → a (modules/c/c.ts)',
    ]);
  });
});

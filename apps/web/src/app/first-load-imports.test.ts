// @vitest-environment node
// Issue #21: pages of the first-load budget (docs/performance.md) reach no Zod through their static imports.
// The contract's schema files build Zod schemas when imported; a first-load page takes plain values from
// `@masar/contract/constants` (or `digits`), types with `import type`, and schemas with a dynamic import.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Contract files that build no schema (constants.test.ts keeps constants.ts free of Zod). */
const plainContract = new Set(['@masar/contract/constants', '@masar/contract/digits']);
const importPattern =
  /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

/** The specifiers a file imports at run time (no `import type`, no import whose names are all types). */
function runtimeImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    const [, , typeOnly, names = '', from, bare] = match;
    if (bare) {
      found.push(bare);
      continue;
    }
    if (typeOnly) continue;
    const braces = names.match(/\{([\s\S]*)\}/);
    const outside = names
      .replace(/\{[\s\S]*\}/, '')
      .replace(/,/g, '')
      .trim();
    const inside = braces
      ? (braces[1] ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : [];
    if (outside || inside.some((name) => !name.startsWith('type '))) found.push(from as string);
  }
  return found;
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/** Every schema import reached from `entry` through static run-time imports, as "file → specifier". */
function schemaImportsReached(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) {
        const target = resolveLocal(file, specifier);
        if (target && /\.tsx?$/.test(target)) visit(target);
      } else if (
        specifier === 'zod' ||
        (specifier.startsWith('@masar/contract/') && !plainContract.has(specifier))
      ) {
        found.push(`${path.relative(sourceRoot, file)} → ${specifier}`);
      }
    }
  };
  visit(path.join(sourceRoot, entry));
  return found;
}

describe('first-load pages reach no Zod through static imports', () => {
  it.each([
    'features/public-site/pages/home-page.tsx',
    'features/auth/pages/agent-login-page.tsx',
    'features/agent-bookings/pages/new-booking-page.tsx',
  ])('%s', (entry) => {
    expect(fs.existsSync(path.join(sourceRoot, entry))).toBe(true);
    expect(schemaImportsReached(entry)).toEqual([]);
  });

  it('sees a schema import when there is one (the check itself works)', () => {
    expect(schemaImportsReached('features/agent-bookings/pages/search-taxi-page.tsx')).not.toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Namespace, namespaces } from '../shared/i18n/i18n';
import { layoutTexts } from './routes';

/**
 * The panels' layouts and pages load only the texts they read (issue #21), so a page that starts reading
 * another namespace must name it in app/routes.ts, or its words show as keys. This reads each page's code
 * and everything it imports (static and lazy, our own files) for the namespaces it uses:
 * useTranslation('x') / useTranslation(['x', …]), t('x:key'), and a namespace handed on by name
 * (namespace="x"). useTranslation() alone is 'common'.
 */

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Loaded before the first render (shared/i18n/i18n.ts), and the server messages' own. */
const always = new Set<string>(['common', 'nav', 'errors', 'auth', 'messages']);

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.tsx`, `${base}.ts`, `${base}/index.ts`, base])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

function namespacesRead(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file) || file.endsWith('.json') || file.endsWith('.css')) return found;
  seen.add(file);
  const code = fs.readFileSync(file, 'utf8');
  const known = (name: string) => (namespaces as readonly string[]).includes(name);
  for (const match of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g))
    for (const name of (match[1] ?? '').matchAll(/'([^']+)'/g)) found.add(name[1] ?? '');
  if (/useTranslation\(\s*\)/.test(code)) found.add('common');
  for (const match of code.matchAll(/['"`]([a-z-]+):[a-zA-Z$]/g))
    if (known(match[1] ?? '')) found.add(match[1] ?? '');
  for (const match of code.matchAll(/namespace[=:]\s*['"]([a-z-]+)['"]/g))
    if (known(match[1] ?? '')) found.add(match[1] ?? '');
  const imports = [
    ...code.matchAll(/(?:^|\n)import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/g),
    ...code.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g),
  ];
  for (const match of imports) {
    const target = resolve(file, match[1] ?? '');
    if (target) for (const name of namespacesRead(target, seen)) found.add(name);
  }
  return found;
}

/** 'EditDriverPage' → its file, from app/admin-pages.ts or app/agent-pages.ts. */
function pageFiles(list: string): Map<string, string> {
  const code = fs.readFileSync(path.join(src, 'app', list), 'utf8');
  const files = new Map<string, string>();
  for (const match of code.matchAll(/export const (\w+) = \(\) =>\s*import\('([^']+)'\)/g))
    files.set(match[1] ?? '', resolve(path.join(src, 'app', list), match[2] ?? '') ?? '');
  return files;
}

/** Each admin and agent page of the route table: its page name and the texts it names. */
function panelPages(): { kind: 'admin' | 'agent'; name: string; texts: string[] }[] {
  const code = fs.readFileSync(path.join(src, 'app', 'routes.ts'), 'utf8');
  const pages: { kind: 'admin' | 'agent'; name: string; texts: string[] }[] = [];
  for (const block of code.matchAll(/\{[^{}]*load: (adminPage|agentPage)\('(\w+)'\)[^{}]*\}/g)) {
    const texts = block[0].match(/texts: \[([^\]]*)\]/);
    pages.push({
      kind: block[1] === 'adminPage' ? 'admin' : 'agent',
      name: block[2] ?? '',
      texts: texts ? [...(texts[1] ?? '').matchAll(/'([^']+)'/g)].map((name) => name[1] ?? '') : [],
    });
  }
  return pages;
}

const missing = (read: Set<string>, loaded: Iterable<string>) => {
  const have = new Set([...always, ...loaded]);
  return [...read].filter((name) => !have.has(name)).sort();
};

describe('the texts each panel page loads', () => {
  it('cover what the admin and agent layouts read', () => {
    for (const kind of ['admin', 'agent'] as const) {
      const read = namespacesRead(path.join(src, 'app', 'layouts', `${kind}-layout.tsx`));
      expect({ kind, missing: missing(read, layoutTexts[kind]) }).toEqual({ kind, missing: [] });
    }
  });

  it('cover what every admin and agent page reads, with its layout', () => {
    const files = new Map([...pageFiles('admin-pages.ts'), ...pageFiles('agent-pages.ts')]);
    const pages = panelPages();
    expect(pages.length).toBeGreaterThan(40);
    for (const page of pages) {
      const file = files.get(page.name);
      expect(file, page.name).toBeTruthy();
      const read = namespacesRead(file ?? '');
      const loaded = [...layoutTexts[page.kind], ...(page.texts as Namespace[])];
      expect({ page: page.name, missing: missing(read, loaded) }).toEqual({ page: page.name, missing: [] });
    }
  });

  it('finds a namespace read deep in the imports (the scan itself)', () => {
    const wizard = namespacesRead(
      path.join(src, 'features', 'agent-bookings', 'pages', 'new-booking-page.tsx'),
    );
    // The trip form's place search is geo's; the wizard's own words are agent-booking's.
    expect([...wizard]).toEqual(expect.arrayContaining(['agent-booking', 'geo']));
  });
});

describe('the texts of the home page', () => {
  // Issue #21: the sections below the hero come on the first load of a desktop screen; a namespace they read
  // without the page naming it comes in a round trip of its own (the fleet read all of 'catalogue' for the
  // car types' names, now in 'common').
  it('cover what the sections below the hero read', () => {
    const code = fs.readFileSync(path.join(src, 'app', 'routes.ts'), 'utf8');
    const texts = code.match(
      /texts: \[([^\]]*)\],\s*firstLoad: true,\s*load: \(\) => import\('[^']*\/home-page'\)/,
    );
    expect(texts).toBeTruthy();
    const named = [...(texts?.[1] ?? '').matchAll(/'([^']+)'/g)].map((name) => name[1] ?? '');
    // The server's messages load their own texts (shared/api/server-message.ts): not followed.
    const read = namespacesRead(
      path.join(src, 'features', 'public-site', 'components', 'home', 'home-sections.tsx'),
      new Set([path.join(src, 'shared', 'api', 'server-message.ts')]),
    );
    expect(missing(read, named)).toEqual([]);
  });
});

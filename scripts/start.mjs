// `npm start`: build the web app and the API when a build is missing or older than its sources, then run the
// compiled server with plain node.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const api = path.join(root, 'apps/api');
const contract = path.join(root, 'packages/contract/src');

function newest(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

/** True when `stamp` is missing or older than any of `sources`. */
function stale(stamp, sources) {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  return Math.max(...sources.map(newest)) > built;
}

const webSources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((entry) =>
  path.join(web, entry),
);
if (
  process.env.MASAR_SKIP_WEB_BUILD !== '1' &&
  stale(path.join(web, 'dist/index.html'), [...webSources, contract])
) {
  console.log(
    fs.existsSync(path.join(web, 'dist/index.html'))
      ? 'The web app changed since its last build: building it …'
      : 'Building the web app (first start) …',
  );
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = path.join(api, 'dist/server.js');
if (
  stale(server, [path.join(api, 'src'), path.join(api, 'package.json'), path.join(api, 'scripts'), contract])
) {
  console.log('Compiling the API …');
  const { buildApi } = await import('../apps/api/scripts/build.mjs');
  await buildApi();
}

process.setSourceMapsEnabled(true); // stack traces name the TypeScript lines
await import(server);

// Compiles the API to one JavaScript file for production (`npm start` runs it with plain node; dev and tests
// keep tsx). Our own code and the contract are bundled; every npm package stays an import of node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(api, 'dist');

export async function buildApi() {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(api, 'src/server.ts')],
    outfile: path.join(outDir, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-external',
        setup(esbuild) {
          // Bare specifiers (packages, node: builtins) are loaded at run time, except the TypeScript contract.
          esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@masar/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // db/migrate.ts finds its SQL beside itself: in the bundle, that is dist/.
  fs.cpSync(path.join(api, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildApi();

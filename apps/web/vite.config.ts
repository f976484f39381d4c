import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.MASAR_API_URL ?? 'http://127.0.0.1:3000';
/** Identifies this build: baked into the code and written to /version.json, which open tabs poll (spec §4). */
const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
const teal = '#0e7c86'; // PRIMARY_COLOR_SHADES[6] of src/shared/config.ts

function versionFile(): Plugin {
  return {
    name: 'masar-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ buildId }) });
    },
  };
}

/**
 * The entry's stylesheet does not block the first paint (issue #21): index.html preloads it and main.tsx
 * applies it and waits for it before the first render, so the splash (inline CSS) paints at once and no
 * page ever shows unstyled.
 */
function entryStylesheetPreloaded(): Plugin {
  return {
    name: 'masar-entry-stylesheet-preloaded',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const rewritten = html.replace(
          /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g,
          '<link rel="preload" as="style" crossorigin href="$1" data-entry-style>',
        );
        if (!rewritten.includes('data-entry-style')) throw new Error('index.html: no entry stylesheet found');
        return rewritten;
      },
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `.br` and `.gz` beside every text file of the build, at the highest levels (done once, served
 * many times); the API's static plugin picks one by the request's Accept-Encoding (`preCompressed`).
 * Runs last, after the service worker is written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'masar-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = await fs.readdir(outDir, { recursive: true });
        const texts = files.filter((file) => /\.(js|css|html|svg|json|webmanifest)$/.test(file));
        await Promise.all(
          texts.map(async (file) => {
            const full = path.join(outDir, file);
            const content = await fs.readFile(full);
            if (content.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzip(content, { level: 9 }),
            ]);
            await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
          }),
        );
      },
    },
  };
}

export default defineConfig({
  root,
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  // The web app pins Mantine (apps/web/node_modules) while mantine-datatable resolves the hoisted copy:
  // two copies means two React contexts ("MantineProvider was not found"). One copy for everybody.
  resolve: { dedupe: ['@mantine/core', '@mantine/hooks'] },
  plugins: [
    react(),
    versionFile(),
    entryStylesheetPreloaded(),
    precompress(),
    // Service worker at /sw.js, scope / (spec §1), from our own source (src/sw.ts); registered in main.tsx.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      scope: '/',
      injectManifest: {
        // Pages are not precached (they always come from the network); the offline page is.
        globPatterns: ['**/*.{js,css,woff2,png,svg}', 'offline.html'],
        globIgnores: ['**/*.map'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      manifest: {
        name: 'Masar · مسار',
        short_name: 'Masar',
        description: 'مسار — حجز التاكسي والتوصيل | Masar — taxi and transfer booking',
        lang: 'ar',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: teal,
        background_color: '#f3fafa',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically loads on every first visit anyway: one file compresses
        // better than the handful of shared chunks it would otherwise be split into (~6 KB gzip less).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { OutputChunk } from 'rolldown';
import { build, defineConfig, type Plugin } from 'vite';
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

/** What the SSR build of src/app/prerender/first-screen.tsx gives the plugin below. */
interface FirstScreenModule {
  firstScreens: {
    name: string;
    language: string;
    dir: string;
    file: string;
    fontSubset: string;
    modules: { layout: string; page: string };
  }[];
  renderFirstScreen: (name: string, language: string) => Promise<string>;
  SPLASH_MS: number;
}

/**
 * The first screen of the pages listed in contract/web-pages.ts (`prerenderedPages`: the home page and the
 * customer's and agent's sign-in pages) in the HTML (issue #21: their LCP element waited for the entry's
 * JavaScript and React's first render). After the client build, an SSR build of
 * src/app/prerender/first-screen.tsx renders each page's layout and page in each language from the real
 * components and locale files; each is written into a copy of index.html with its `<html lang dir>`, after the
 * splash (which still paints at once and covers it for the spec's second), with the stylesheets it needs linked
 * just before it (they block only what follows them, not the splash). It is inert from the first byte: nothing
 * can be typed into it, autofilled or submitted before the app replaces it. main.tsx renders the app beside it
 * and removes it in the same frame (shared/ui/prerendered.ts). Without JavaScript it is what shows.
 */
function prerenderedFirstScreens(): Plugin {
  let outDir = '';
  const chunks = new Map<string, OutputChunk>();
  const fontFiles: string[] = [];
  let startScript = '';
  return {
    name: 'masar-prerendered-first-screens',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
      fontFiles.push(...Object.keys(bundle).filter((file) => file.endsWith('.woff2')));
      const source = await fs.readFile(path.join(root, 'src/app/prerender/start-after-paint.js'), 'utf8');
      startScript = this.getFileName(this.emitFile({ type: 'asset', name: 'start-after-paint.js', source }));
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        // A build that failed before writing its bundle: its own error says why (closeBundle runs anyway).
        if (chunks.size === 0) return;
        const ssrDir = path.join(root, 'node_modules', '.masar-prerender');
        await build({
          configFile: path.join(root, 'vite.config.ts'),
          logLevel: 'warn',
          build: {
            ssr: 'src/app/prerender/first-screen.tsx',
            outDir: ssrDir,
            emptyOutDir: true,
            copyPublicDir: false,
            sourcemap: false,
          },
        });
        const { firstScreens, renderFirstScreen, SPLASH_MS } = (await import(
          pathToFileURL(path.join(ssrDir, 'first-screen.js')).href
        )) as FirstScreenModule;
        const index = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
        const all = [...chunks.values()];
        const entry = all.find((chunk) => chunk.isEntry);
        // The app's script (the runtime chunk, which it imports, has a tag of its own before it).
        const appScript = index.match(
          /<script type="module" crossorigin src="(\/assets\/(?!rolldown-runtime)[^"]+\.js)"><\/script>/,
        );
        if (!appScript) throw new Error('prerendered first screens: no app script in index.html');
        const chunkOf = (module: string) => {
          const chunk = all.find((candidate) => candidate.facadeModuleId?.endsWith(`/src/${module}`));
          if (!chunk) throw new Error(`prerendered first screens: no chunk for ${module}`);
          return chunk;
        };
        for (const screen of firstScreens) {
          // The stylesheets of the entry, the layout and the page (with the chunks they import), in the order
          // the app applies them: Mantine's rules first, the CSS modules after.
          const stylesheets = new Set<string>();
          const seen = new Set<string>();
          const scripts: string[] = [];
          const visit = (chunk: OutputChunk | undefined) => {
            if (!chunk || seen.has(chunk.fileName)) return;
            seen.add(chunk.fileName);
            for (const imported of chunk.imports) visit(chunks.get(imported));
            for (const file of chunk.viteMetadata?.importedCss ?? []) stylesheets.add(file);
            scripts.push(chunk.fileName);
          };
          visit(entry);
          const entryScripts = scripts.length;
          visit(chunkOf(screen.modules.layout));
          visit(chunkOf(screen.modules.page));
          // The layout's and the page's own chunks, asked for beside the entry by start-after-paint.js.
          const pageChunks = scripts
            .slice(entryScripts)
            .map((file) => `/${file}`)
            .join(' ');
          const links = [...stylesheets]
            .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
            .join('');
          const css = (
            await Promise.all([...stylesheets].map((file) => fs.readFile(path.join(outDir, file), 'utf8')))
          ).join('\n');
          // The page's text font (its language's subset of Noto Sans Arabic, main.tsx) is asked for with the
          // page, and waits (`block`, up to 3 s) instead of a fallback painting first (`swap`, fontsource's):
          // the LCP text's first paint is then at its final size, and the app's later one is no larger LCP
          // candidate. The entry stylesheet's own face, defined after it, so this one is used.
          const font = fontFiles.find((file) =>
            new RegExp(`/noto-sans-arabic-${screen.fontSubset}-wght-normal-[^/]+\\.woff2$`).test(`/${file}`),
          );
          const face = css
            .split('@font-face{')
            .map((rule) => rule.slice(0, rule.indexOf('}')))
            .find((rule) => rule.includes(`url(/${font})`));
          if (!font || !face?.includes('font-display:swap'))
            throw new Error(`prerendered first screens: no ${screen.fontSubset} font or its @font-face`);
          const blockingFace = `<style>@font-face{${face.replace('font-display:swap', 'font-display:block')}}</style>`;
          const markup = await renderFirstScreen(screen.name, screen.language);
          const html = index
            .replace(
              /<html lang="ar" dir="rtl">/,
              `<html lang="${screen.language}" dir="${screen.dir}" data-mantine-color-scheme="light">`,
            )
            // Without JavaScript the splash would never leave: the prerendered screen shows instead.
            .replace(
              '</head>',
              `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">` +
                '<noscript><style>#splash{display:none}</style></noscript></head>',
            )
            .replace(
              '<div id="root"></div>',
              `${links}${blockingFace}<div id="prerendered" inert>${markup}</div><div id="root"></div>`,
            )
            // The first paint needs no script: the app starts after it (src/app/prerender/start-after-paint.js;
            // the entry imports the runtime chunk itself). With the first screen painted, the splash leaves
            // after its second (spec §9) even if the app is not in yet; the app removes it.
            .replace(
              /<script type="module" crossorigin src="\/assets\/rolldown-runtime-[^"]+\.js"><\/script>\s*/,
              '',
            )
            .replace(
              appScript[0],
              `<script type="module" crossorigin src="/${startScript}" data-app-entry="${appScript[1]}" data-page-chunks="${pageChunks}"></script>` +
                `<style>#splash{animation:splash-out .25s ${SPLASH_MS}ms forwards}@keyframes splash-out{to{opacity:0;visibility:hidden}}</style>`,
            );
          if (
            !html.includes('id="prerendered"') ||
            !html.includes(`lang="${screen.language}"`) ||
            !html.includes('data-app-entry') ||
            html.includes('rolldown-runtime')
          ) {
            throw new Error('prerendered first screens: index.html is not shaped as expected');
          }
          await fs.writeFile(path.join(outDir, screen.file), html);
        }
      },
    },
  };
}

/**
 * Mantine's `useId` (@mantine/hooks) starts from React's id and swaps it for a random one in a layout effect,
 * a leftover of React 17's server rendering. Every input of a first page then renders twice in its commit,
 * synchronously, and drags React's passive effects (measurements that force a layout) into the same task:
 * the home page's longest task on a phone (issue #21). React 18's `useId` is already stable and unique, so
 * the production build uses it as is. Checked against Mantine's source: a change there fails the build.
 */
function mantineStableIds(): Plugin {
  const file = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  let replaced = false;
  return {
    name: 'masar-mantine-stable-ids',
    apply: 'build',
    enforce: 'pre',
    buildEnd(error) {
      // A Mantine that moved the file would otherwise leave the plugin silently doing nothing.
      if (!error && !replaced) this.error('mantine-stable-ids: @mantine/hooks use-id.mjs was never loaded');
    },
    async load(id) {
      if (!file.test(id)) return null;
      replaced = true;
      const source = await fs.readFile(id, 'utf8');
      if (!source.includes('setUuid(randomId())') || !source.includes('export { useId$1 as useId }'))
        throw new Error(`mantine-stable-ids: ${id} is not shaped as expected; check the plugin`);
      return [
        'import { useId as useReactId } from "react";',
        'function useId(staticId) {',
        '  const reactId = useReactId();',
        '  return typeof staticId === "string" ? staticId : "mantine-" + reactId.replace(/:/g, "");',
        '}',
        'export { useId };',
      ].join('\n');
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

export default defineConfig(({ isSsrBuild }) => ({
  root,
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  // The web app pins Mantine (apps/web/node_modules) while mantine-datatable resolves the hoisted copy:
  // two copies means two React contexts ("MantineProvider was not found"). One copy for everybody.
  resolve: { dedupe: ['@mantine/core', '@mantine/hooks'] },
  // The SSR build (the prerendered first screens, above) needs only React's plugin: nothing of it is served.
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        mantineStableIds(),
        versionFile(),
        entryStylesheetPreloaded(),
        prerenderedFirstScreens(),
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
    rolldownOptions: isSsrBuild
      ? {}
      : {
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
}));

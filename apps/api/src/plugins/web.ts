import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { message } from '@masar/contract/messages';
import { isWebPagePath, prerenderedFileOf } from '@masar/contract/web-pages';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, text files precompressed,
 * and every non-API GET that is not a file answered with index.html (the SPA routes it) — with 404 for a path
 * that is no page of the app (contract/web-pages.ts), so the SPA's 404 page is a 404 to browsers and crawlers too.
 * The pages whose first screen the build prerenders (`prerenderedPages` there: the home and sign-in pages) get
 * their language's copy of index.html (index.login-en.html…), when the build has it.
 */
export async function registerWeb(app: FastifyInstance, distDir: string | undefined) {
  const hasWeb = !!distDir && fs.existsSync(path.join(distDir, 'index.html'));
  const built = new Set(hasWeb && distDir ? fs.readdirSync(distDir) : []);
  if (hasWeb && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/vite.config.ts): chosen by Accept-Encoding.
      preCompressed: true,
      // Ours below, not send's default `public, max-age=0` (which would also override the sendFile one).
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (hasWeb && request.method === 'GET' && !url.startsWith('/api/') && url !== '/api') {
      const prerendered = prerenderedFileOf(url);
      return reply
        .code(isWebPagePath(url) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile(prerendered && built.has(prerendered) ? prerendered : 'index.html');
    }
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: message('routeNotFound', { method: request.method, path: url }),
    });
  });
}

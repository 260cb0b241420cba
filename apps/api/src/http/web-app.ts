// Serves the built single-page app on the same origin as the API. Hashed assets are cached for a year;
// index.html is never cached so a release reaches users on their next visit. Any GET or HEAD for a page the
// API does not own gets index.html and the client router decides (including its not-found page). The build
// leaves a brotli and a gzip copy beside each text file (apps/web/vite.config.ts): the browser gets the one it
// accepts, with Content-Encoding and Vary: Accept-Encoding, and nothing is compressed per request.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const apiPrefixes = ['/graphql', '/health', '/oauth', '/dev/', '/uploads/', '/documents/'];

/**
 * A browser asks for a page with Accept: text/html. A client that takes anything (an uptime check's `HEAD /`,
 * curl) gets the app too for a path that looks like a page; a missing file (/assets/gone.js) stays a 404.
 */
function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?', 1)[0]!;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (apiPrefixes.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix))) {
    return false;
  }
  const accept = request.headers.accept ?? '*/*';
  if (accept.includes('text/html')) return true;
  const looksLikeFile = pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);
  return accept.includes('*/*') && !looksLikeFile;
}

export async function registerWebApp(
  app: FastifyInstance,
  options: { distDir: string; production: boolean },
): Promise<void> {
  const { distDir, production } = options;
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // foo.js.br and foo.js.gz beside foo.js, made by the build.
      preCompressed: true,
      // The build makes no source maps; in production one left in dist (an older or a local build) is not
      // served either: it would hand out the app's sources.
      ...(production ? { allowedPath: (pathname: string) => !pathname.endsWith('.map') } : {}),
      setHeaders: (res, filePath) => {
        const immutable = filePath.startsWith(path.join(distDir, 'assets'));
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A hashed file never changes, so it is never revalidated: its validators would be bytes for nothing.
        if (immutable) {
          res.removeHeader('etag');
          res.removeHeader('last-modified');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request)) {
      if (!built) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet: run `npm run build` (or `npm start`, which builds it).');
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({
      error: 'not_found',
      error_description: `No route for ${request.method} ${request.url.split('?', 1)[0]}.`,
    });
  });
}

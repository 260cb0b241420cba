// Serves the built single-page app on the same origin as the API. Hashed assets are cached for a year;
// index.html is never cached so a release reaches users on their next visit. Any GET for a page the API does
// not own gets index.html and the client router decides (including its not-found page).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const apiPrefixes = ['/graphql', '/health', '/oauth', '/dev/', '/uploads/'];

function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?', 1)[0]!;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !apiPrefixes.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix)) &&
    (request.headers.accept ?? '').includes('text/html')
  );
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
      // The build makes no source maps; in production one left in dist (an older or a local build) is not
      // served either: it would hand out the app's sources.
      ...(production ? { allowedPath: (pathname: string) => !pathname.endsWith('.map') } : {}),
      setHeaders: (res, filePath) => {
        const immutable = filePath.startsWith(path.join(distDir, 'assets'));
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
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

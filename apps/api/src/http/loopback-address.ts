// When APP_URL names this machine (a laptop run: `npm start`, `npm run dev`), the machine answers at two
// spellings of itself (localhost and 127.0.0.1, or [::1]), but signing in works at APP_URL only: the OAuth
// client's redirect URI and the session cookie belong to one origin. A page opened at the other spelling is sent
// to the same path at APP_URL, so either address a person types works. Only page loads are moved (GET or HEAD
// asking for HTML): the app's own calls then go to APP_URL. A deployment's APP_URL is a public name: no effect.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function hostAndPort(host: string, defaultPort: string): { name: string; port: string } | null {
  try {
    const url = new URL(`http://${host}`);
    return { name: url.hostname, port: url.port || defaultPort };
  } catch {
    return null;
  }
}

export function registerLoopbackRedirect(app: FastifyInstance, config: Config): void {
  const canonical = new URL(config.appUrl);
  if (!LOOPBACK_NAMES.has(canonical.hostname)) return;
  const canonicalPort = canonical.port || (canonical.protocol === 'https:' ? '443' : '80');

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!request.headers.accept?.includes('text/html')) return;
    const asked = hostAndPort(request.headers.host ?? '', '80');
    if (!asked || !LOOPBACK_NAMES.has(asked.name) || asked.name === canonical.hostname) return;
    if (asked.port !== canonicalPort) return;
    return reply.redirect(`${canonical.origin}${request.url}`, 307);
  });
}

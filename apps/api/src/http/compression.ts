// Compresses dynamic answers (GraphQL, JSON, text) of 1 KB or more with brotli or gzip, whichever the browser
// accepts; the web app's files come precompressed from the build (web-app.ts) and are never compressed here.
//
// BREACH: an attacker who can see the size of encrypted answers and make a victim's browser send requests
// with chosen input can read a secret that a compressed answer carries beside that input. GraphQL is safe
// from it: it authenticates with a bearer token the page adds itself, so a request another site makes
// carries no credentials and its answer no secret. The OAuth routes answer with tokens and codes, and the
// sandbox's /dev/ routes with sign-in links and one-time codes: those answers are never compressed.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';

const neverCompressed = ['/oauth', '/dev/'];

/** JSON, text, JavaScript and SVG; not images, uploads or event streams. */
const compressibleTypes = /^text\/(?!event-stream)|[+/]json(?:;|$)|\/javascript(?:;|$)|\/svg\+xml(?:;|$)/;

export const compressionThresholdBytes = 1024;

export function carriesSecrets(url: string): boolean {
  return neverCompressed.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));
}

/** Register before any route: the plugin wraps each route as it is declared. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    // A route named like a file serves one of the web app's built files: compressed at build time, or too
    // small to gain (web-app.ts).
    if (carriesSecrets(url) || /\.[a-z0-9]+$/i.test(url)) route.compress = false;
  });
  await app.register(compress, {
    globalCompression: true,
    // Request bodies are taken as sent: inflating them would let a small body grow past the body limit.
    globalDecompression: false,
    threshold: compressionThresholdBytes,
    encodings: ['br', 'gzip'],
    customTypes: compressibleTypes,
    // Quality 4: close to gzip's speed with brotli's better ratio; 11 is for build time, not per request.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

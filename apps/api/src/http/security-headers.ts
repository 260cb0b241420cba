// The security headers of every response: what browsers may do with our pages and answers.
import type { FastifyInstance } from 'fastify';

// Powerful features the app does not use, denied to it and to anything it might frame. Only names Chromium
// knows: an unknown one is reported as an error in the console.
const deniedFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];
const permissionsPolicy = deniedFeatures.map((feature) => `${feature}=()`).join(', ');

/** Scripts and stylesheets: never shown as a page, so the headers that govern a page would be bytes for nothing. */
const subresourceTypes = /^(?:application|text)\/(?:javascript|css)\b/;

/** The one page another site may frame: the affiliate placement (spec 001 §7.7). Every other page is unframeable. */
export const FRAMEABLE_PATHS: ReadonlySet<string> = new Set(['/embed/estimate', '/embed/estimate/']);

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * Headers every response carries; the content security policy only applies to HTML documents, and HSTS only
 * in production (the development server is plain http://localhost). Scripts and stylesheets skip the ones
 * that only a page obeys (framing, powerful features, opener): a first visit fetches a score of them, and on
 * HTTP/1.1 those headers cost about 250 bytes each time.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    production: boolean;
    extraConnectSrc: string[];
    /** Origins the pages may frame besides their own (the card provider's card field). */
    extraFrameSrc?: string[];
    extraScriptSrc?: string[];
  },
) {
  const sources = (first: string, extra: string[] = []) => [first, ...extra].join(' ');
  const policy = (frameAncestors: string) =>
    [
      "default-src 'self'",
      `script-src ${sources("'self'", options.extraScriptSrc)}`,
      // React sets inline style attributes; the outbox page has an inline stylesheet.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      `connect-src 'self' ${options.extraConnectSrc.join(' ')}`.trim(),
      `frame-src ${sources("'self'", options.extraFrameSrc)}`,
      `frame-ancestors ${frameAncestors}`,
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; ');
  const csp = policy("'none'");
  // Partners' pages are served over HTTPS; the placement may sit in any of them.
  const frameableCsp = policy("'self' https:");

  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const frameable = FRAMEABLE_PATHS.has(pathOf(request.url));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!subresourceTypes.test(type)) {
      if (!frameable) reply.header('x-frame-options', 'DENY');
      reply.header('permissions-policy', permissionsPolicy);
      // A page of another origin that opens ours, or that ours opens, gets no handle on its window.
      reply.header('cross-origin-opener-policy', 'same-origin');
    }
    if (options.production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (options.production && type.startsWith('text/html'))
      reply.header('content-security-policy', frameable ? frameableCsp : csp);
    return payload;
  });
}

import type { FastifyInstance } from 'fastify';

/** Headers every response carries; the content security policy only applies to HTML documents. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean; extraConnectSrc: string[] },
) {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // React sets inline style attributes; the outbox page has an inline stylesheet.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self' ${options.extraConnectSrc.join(' ')}`.trim(),
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    const type = String(reply.getHeader('content-type') ?? '');
    if (options.production && type.startsWith('text/html')) reply.header('content-security-policy', csp);
    return payload;
  });
}

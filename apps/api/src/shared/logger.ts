// One logger for the process. Secrets and personal data never reach the log: the redaction paths cover
// credentials, tokens, codes and personal identifiers wherever they appear in a logged object, and request
// URLs are logged with token-bearing path segments and sensitive query values removed.
import pino, { type Logger } from 'pino';

const sensitiveKeys = [
  'password',
  'passwordConfirmation',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'access_token',
  'refresh_token',
  'code_verifier',
  'authorizationCode',
  'loginToken',
  'login_token',
  'verificationCode',
  'otp',
  'client_secret',
  'ssn',
  'taxId',
  'dmv_lic_nmbr',
  'cardNumber',
  'cvc',
  'authorization',
  'cookie',
  'email',
  'phone',
  'phoneNumber',
  'birthdate',
];

export const redactPaths = [
  ...sensitiveKeys,
  ...sensitiveKeys.map((key) => `*.${key}`),
  ...sensitiveKeys.map((key) => `*.*.${key}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

const tokenPathPattern = /^(\/(?:verify-email|create-new-password)\/)[^/?#]+/;
// Query parameters whose values are secrets (tokens, codes, URL signatures, credentials, keys) or personal data
// (e-mail addresses, phone numbers, the outbox's recipient filter `to`), by name.
const sensitiveQuery = /token|code|password|secret|sig|credential|key|auth|session|ssn|email|phone|^to$/i;

/** A request URL safe to log: token path segments and sensitive query values are replaced. */
export function loggableUrl(url: string): string {
  const [pathname = '', query] = url.split('?', 2);
  const safePath = pathname.replace(tokenPathPattern, '$1[redacted]');
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (sensitiveQuery.test(key)) params.set(key, '[redacted]');
  }
  return `${safePath}?${params.toString()}`;
}

export function createLogger(options: { level: string; destination?: pino.DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      redact: { paths: redactPaths, censor: '[redacted]' },
      serializers: {
        req: (req: { method?: string; url?: unknown; id?: string }) => ({
          method: req.method,
          url: typeof req.url === 'string' ? loggableUrl(req.url) : undefined,
          id: req.id,
        }),
      },
    },
    options.destination,
  );
}

/**
 * An error as it may be logged. A failed database query carries its parameters (names, addresses, e-mail
 * addresses...) in its message, and PostgreSQL's detail repeats key values ("Key (email)=(...) already exists"):
 * keep the statement and the error code, drop the values.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !('query' in error) || !('params' in error)) return error;
  const cause = (error.cause ?? {}) as {
    code?: string;
    constraint?: string;
    table?: string;
    message?: string;
  };
  const safe = new Error(`Failed query: ${String(error.query)}`);
  safe.name = error.name;
  // The original stack starts with the message (parameters included): keep only its frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  return Object.assign(safe, { code: cause.code, constraint: cause.constraint, table: cause.table });
}

// Configuration: read from the environment once at start-up and validated, so that a bad value stops the
// start with a message naming the variable instead of failing later in a request.
import crypto from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './shared/paths.ts';

const port = z.coerce.number().int().min(0).max(65_535);
const base64Key32 = z
  .string()
  .refine(
    (value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32,
    'must be 32 bytes in base64',
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PROVIDERS: z.enum(['sandbox', 'live']).default('sandbox'),
  /**
   * Lets a request bearing it (Authorization: Bearer ...) reach the sandbox's /dev/* routes from another
   * machine (a shared staging sandbox). Unset: only this machine's own loopback requests reach them.
   */
  SANDBOX_OPERATOR_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The card provider's keys in live mode (the sandbox has fixed, non-secret keys of its own). */
  CARD_PROVIDER_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a secret key (sk_...)')
    .optional(),
  CARD_PROVIDER_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a publishable key (pk_...)').optional(),
  /**
   * The signing secret of our card-provider webhook endpoint (whsec_..., from the provider's dashboard): needed in
   * live mode. In the sandbox, unset: the server makes one and keeps it among its secrets, and the sandbox signs
   * with it.
   */
  CARD_PROVIDER_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_...)')
    .optional(),
  /**
   * Where the sandbox card provider posts its events: by default this process's own endpoint
   * (http://127.0.0.1:PORT/webhooks/card-provider); `none` for a process nothing listens for (tests).
   */
  SANDBOX_CARD_WEBHOOK_URL: z.union([z.url(), z.literal('none')]).optional(),
  /** Where the sandbox card provider listens on 127.0.0.1 (0: any free port, each process its own). */
  SANDBOX_CARD_PROVIDER_PORT: port.default(0),
  /** The sandbox card provider's public URL (its card field's origin), for a sandbox reached from another machine. */
  SANDBOX_CARD_PROVIDER_URL: z.url().optional(),
  /**
   * Fault tests only: how long the sandbox card provider waits after making a charge before it answers, so that
   * a process killed between the provider's charge and our commit is common enough to test. 0 in every real use.
   */
  SANDBOX_CARD_ANSWER_DELAY_MS: z.coerce.number().int().min(0).max(2000).default(0),
  /** The bank-link provider's keys in live mode (the sandbox has fixed, non-secret keys of its own). */
  BANK_LINK_CLIENT_ID: z.string().min(1).optional(),
  BANK_LINK_SECRET: z.string().min(1).optional(),
  /** The bank-link provider's environment in live mode (its own test environment, or production). */
  BANK_LINK_ENVIRONMENT: z.enum(['sandbox', 'production']).default('production'),
  /** Where the sandbox bank-link provider listens on 127.0.0.1 (0: any free port, each process its own). */
  SANDBOX_BANK_LINK_PROVIDER_PORT: port.default(0),
  /** The sandbox bank-link provider's public URL (its Link screens' API), for a sandbox reached from another machine. */
  SANDBOX_BANK_LINK_PROVIDER_URL: z.url().optional(),
  /**
   * The error-reporting service's DSN (https://<key>@<host>/<project>): the server's reports go there. Unset:
   * to the sandbox endpoint of this server (/dev/errors) with PROVIDERS=sandbox, nowhere with PROVIDERS=live.
   */
  ERROR_REPORTING_DSN: z
    .url()
    .regex(/^https?:\/\/[^@/]+@[^/]+\/.*\d+$/, 'must be a DSN (https://key@host/project)')
    .optional(),
  /** The browser's DSN, when its reports go to a project of their own; unset, ERROR_REPORTING_DSN. */
  ERROR_REPORTING_BROWSER_DSN: z
    .url()
    .regex(/^https?:\/\/[^@/]+@[^/]+\/.*\d+$/, 'must be a DSN (https://key@host/project)')
    .optional(),
  /**
   * The messaging service's Track API credentials (site id and API key): home_view and page views go to the real
   * service. Unset: to the sandbox endpoint of this server (/dev/messaging) with PROVIDERS=sandbox; required
   * with PROVIDERS=live.
   */
  MESSAGING_SITE_ID: z.string().min(1).optional(),
  MESSAGING_API_KEY: z.string().min(1).optional(),
  /** The messaging service's data centre. */
  MESSAGING_REGION: z.enum(['us', 'eu']).default('us'),
  /**
   * The write key of the event source the attribution service imports from: COMPLETE_REGISTRATION, PURCHASE and
   * VIEW_ITEM go to the real service. Unset: to this server's sandbox (/dev/attribution) with PROVIDERS=sandbox;
   * required with PROVIDERS=live.
   */
  ATTRIBUTION_WRITE_KEY: z.string().min(1).optional(),
  OAUTH_CLIENT_ID: z.string().min(1).default('wysh-web'),
  SUPPORT_PHONE: z
    .string()
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().regex(/^1?\d{10}$/, 'must be a 10-digit US phone number'))
    .transform((digits) => digits.slice(-10))
    .default('8005550100'),
  /** The help centre people are sent to; unset, our own pages at $APP_URL/help. */
  HELP_CENTER_URL: z.url().optional(),
  MARKETING_SITE_URL: z.url().default('https://www.wysh.example'),
  /** A second API origin the web client may fall back to when the primary is unhealthy (allowed by the CSP). */
  FALLBACK_API_URL: z.url().optional(),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  /**
   * Which proxies in front of the server to believe about the client's address (X-Forwarded-For). Unset: none,
   * the address is the connection's. A hop count (1: one proxy, whose right-most entry is the client), or
   * comma-separated addresses and CIDRs of the proxies (or loopback, linklocal, uniquelocal).
   */
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === null) {
        context.addIssue({
          code: 'custom',
          message: 'must be a hop count (1, 2...) or comma-separated proxy addresses and CIDRs',
        });
        return z.NEVER;
      }
      return trust;
    })
    .optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  /** The public origin of the web app, for links in e-mails and the OAuth redirect URI. */
  APP_URL: z.url().optional(),
  /** Extra exact redirect URIs the web client may use (comma-separated), e.g. the Vite dev server's. */
  OAUTH_REDIRECT_URIS: z.string().optional(),
  /** Signs access tokens (HS256, at least 32 characters). Unset: the server makes one and keeps it in the database. */
  AUTH_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  /** Real e-mail delivery in addition to the sandbox outbox, e.g. smtp://user:pass@smtp.example.com:587. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('wysh <hello@wysh.example>'),
  /**
   * Whether the server runs the background jobs in its own process (`in-process`, the default) or leaves them
   * to `npm run worker` processes (`separate`; a real PostgreSQL server only).
   */
  JOBS_WORKER: z.enum(['in-process', 'separate']).default('in-process'),
  /** Seconds between two polls of a job worker for new jobs. */
  JOBS_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Sign-in attempts allowed from one address per 15 minutes. */
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(100),
  /** Sign-ups allowed from one address per hour, and code requests per 15 minutes. */
  SIGNUPS_PER_IP: z.coerce.number().int().min(1).default(20),
  OTP_REQUESTS_PER_IP: z.coerce.number().int().min(1).default(30),
  /** New passwords through reset links (resetForgottenPassword) one address may try per hour. */
  PASSWORD_RESETS_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Argon2id cost: memory in KiB and passes (OWASP minimum: 19 MiB, 2 passes). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
  ARGON2_PASSES: z.coerce.number().int().min(1).default(2),
  /** Address suggestions and verifications one user may ask for per minute. */
  ADDRESS_LOOKUPS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Where uploaded files are kept when no S3 storage is configured. Unset: DATA_DIR/uploads. */
  UPLOADS_DIR: z.string().min(1).optional(),
  /** Upload URLs one user may ask for per hour. */
  UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(100),
  /** S3-compatible storage for uploads: all five together, or none. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  /**
   * The RSA private key (PEM, 2048 bits or more) whose public half the browser encrypts the SSN with. Unset: the
   * server makes one on first start and keeps it in the database. A literal \n stands for a line break.
   */
  SENSITIVE_DATA_PRIVATE_KEY: z
    .string()
    .transform((value) => value.replace(/\\n/g, '\n'))
    .refine(isRsaPrivateKey, 'must be an RSA private key in PEM of 2048 bits or more')
    .optional(),
  /**
   * The master key that seals the secrets the server keeps in its database (32 bytes in base64). Unset: a key
   * file DATA_DIR/secrets.key, made on first start and readable by this user only.
   */
  SECRETS_KEY: base64Key32.optional(),
  /** Encrypts SSNs at rest (AES-256-GCM): 32 bytes in base64. Unset: made on first start, kept in the database. */
  SENSITIVE_DATA_KEY: base64Key32.optional(),
});

const PROXY_ADDRESS_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY as Fastify's trustProxy takes it (a hop count or a list of addresses), or null when invalid. */
function parseTrustProxy(value: string): number | string[] | null {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? hops : null;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function isRsaPrivateKey(pem: string): boolean {
  try {
    const key = crypto.createPrivateKey(pem);
    return key.asymmetricKeyType === 'rsa' && (key.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048;
  } catch {
    return false;
  }
}

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_REGION',
] as const;

export type S3Settings = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

export type Config = z.infer<typeof envSchema> & {
  embeddedDatabase: boolean;
  appUrl: string;
  /** HELP_CENTER_URL, else our own help pages ($APP_URL/help). */
  helpCenterUrl: string;
  redirectUris: string[];
  uploadsDir: string;
  /** Set when uploads go to S3-compatible storage instead of UPLOADS_DIR. */
  s3: S3Settings | null;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset": a blank line in a .env file must not turn a default into an error.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const data = parsed.data;
  const s3Given = S3_SETTINGS.filter((name) => data[name] !== undefined);
  if (s3Given.length > 0 && s3Given.length < S3_SETTINGS.length) {
    const missing = S3_SETTINGS.filter((name) => data[name] === undefined);
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required with the other S3_* settings`).join('\n')}`,
    );
  }
  if (data.JOBS_WORKER === 'separate' && data.DATABASE_URL === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  JOBS_WORKER: separate needs DATABASE_URL (the embedded database serves one process only)',
    );
  }
  const appUrl = (data.APP_URL ?? `http://localhost:${data.PORT}`).replace(/\/$/, '');
  const extraRedirects = (data.OAUTH_REDIRECT_URIS ?? '')
    .split(',')
    .map((uri) => uri.trim())
    .filter(Boolean);
  const devRedirects = data.NODE_ENV === 'production' ? [] : ['http://localhost:5173/auth/callback'];
  return {
    ...data,
    embeddedDatabase: data.DATABASE_URL === undefined,
    appUrl,
    helpCenterUrl: data.HELP_CENTER_URL ?? `${appUrl}/help`,
    redirectUris: [`${appUrl}/auth/callback`, ...devRedirects, ...extraRedirects],
    // An in-memory database (tests) has no data folder: its uploads go to the system's temporary folder.
    uploadsDir:
      data.UPLOADS_DIR ??
      (data.DATA_DIR === 'memory'
        ? path.join(os.tmpdir(), 'wysh-uploads')
        : path.join(data.DATA_DIR, 'uploads')),
    s3:
      s3Given.length === S3_SETTINGS.length
        ? {
            endpoint: data.S3_ENDPOINT!.replace(/\/$/, ''),
            bucket: data.S3_BUCKET!,
            accessKeyId: data.S3_ACCESS_KEY_ID!,
            secretAccessKey: data.S3_SECRET_ACCESS_KEY!,
            region: data.S3_REGION!,
          }
        : null,
  };
}

// Builds the real server for a test file: its own database (embedded in memory, or a scratch database on the
// PostgreSQL server named by DATABASE_URL), a clock the test can move, and a log the test can read.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createSandboxAddressProvider } from '../../src/modules/addresses/sandbox-address-provider.ts';
import type { PasswordHasher } from '../../src/modules/accounts/passwords.ts';
import type { FlowDefinition } from '../../src/modules/flows/flow-definition.ts';
import { createSandboxAnalyticsSink } from '../../src/modules/analytics/analytics-sink.ts';
import { noAttribution, noMarketingMessaging } from '../../src/modules/marketing/marketing.types.ts';
import type { Ports } from '../../src/services.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { createScratchDatabase } from '../../src/db/scratch-database.ts';
import { openAppJobQueue, type AppJobQueue } from '../../src/modules/jobs/app-job-queue.ts';
import { fixedClock } from '../../src/shared/clock.ts';
import { createSandboxEvidenceProviders } from '../../src/modules/underwriting/evidence-providers.ts';
import { createLogger } from '../../src/shared/logger.ts';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: Database;
  clock: ReturnType<typeof fixedClock>;
  /** The adapters the app was built with (a second app on the same database is built with them too). */
  ports: Partial<Ports>;
  /** The app's job queue: no worker polls it; `jobs.drain()` runs what is ready, when a test says so. */
  jobs: AppJobQueue;
  logs: string[];
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    /** `headers`: more request headers (a browser's user-agent). */
    options?: { token?: string; headers?: Record<string, string> },
  ): Promise<{
    status: number;
    data?: T;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  }>;
  close(): Promise<void>;
};

/** The migrated database the global setup made (database-template.ts), for an in-memory embedded database. */
function embeddedTemplate(config: Config): Blob | undefined {
  const file = inject('databaseTemplate');
  if (!file || config.DATABASE_URL || config.DATA_DIR !== 'memory') return undefined;
  return new Blob([fs.readFileSync(file)]);
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    flowDefinitions?: readonly FlowDefinition[];
    passwordHasher?: PasswordHasher;
    /** Adapters to use instead of the configured ones (a rate catalogue the test files versions in, a cover for the Wyshes summary). */
    ports?: Partial<Ports>;
  } = {},
): Promise<TestApp> {
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, undefined, { flushCommits: false })
    : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: 'memory',
    WEB_DIST_DIR: '/nonexistent',
    // Every request of a test comes from one address; the per-address limits have tests of their own.
    SIGNUPS_PER_IP: '10000',
    // Uploads of each test app go to a folder of their own, removed with it.
    UPLOADS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'wysh-test-uploads-')),
    OTP_REQUESTS_PER_IP: '10000',
    // Nothing listens for the sandbox's webhooks (the app is reached by inject): its events are only listed.
    // card-webhooks.test.ts points them at a listener of its own.
    SANDBOX_CARD_WEBHOOK_URL: 'none',
    // The master key of this app's sealed secrets, so a test can open them as the app does.
    SECRETS_KEY: crypto.randomBytes(32).toString('base64'),
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    // Live mode needs the card provider's keys to start; these reach no one (no test charges in live mode).
    ...(env.PROVIDERS === 'live'
      ? {
          CARD_PROVIDER_SECRET_KEY: 'sk_test_unused',
          CARD_PROVIDER_PUBLISHABLE_KEY: 'pk_test_unused',
          CARD_PROVIDER_WEBHOOK_SECRET: 'whsec_unused',
          BANK_LINK_CLIENT_ID: 'client_unused',
          BANK_LINK_SECRET: 'secret_unused',
        }
      : {}),
    ...env,
  });
  const logs: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger({ level: config.LOG_LEVEL, destination });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    embeddedTemplate: embeddedTemplate(config),
  });
  await prepareDatabase(database);
  const clock = fixedClock(new Date('2026-11-21T15:00:00Z'));
  // Live mode has no live adapters yet (it refuses to start without them): its tests use the sandboxes.
  const jobs = await openAppJobQueue({ database, clock, logger, runsWorker: false });
  const ports: Partial<Ports> = {
    // The marketing clients post to this app's own sandbox over loopback, which only an app listening on its
    // own port (env.PORT) has: elsewhere they would reach whatever listens on the default port.
    ...(env.PORT === undefined ? { messaging: noMarketingMessaging, attribution: noAttribution } : {}),
    ...(config.PROVIDERS === 'live'
      ? {
          addresses: createSandboxAddressProvider(),
          analytics: createSandboxAnalyticsSink(database.db),
          evidence: createSandboxEvidenceProviders(),
        }
      : {}),
    ...options.ports,
  };
  const app = await buildApp({
    config,
    database,
    logger,
    clock,
    ports,
    flowDefinitions: options.flowDefinitions,
    passwordHasher: options.passwordHasher,
    jobs,
  });
  await app.ready();

  return {
    app,
    config,
    database,
    clock,
    ports,
    jobs,
    logs,
    async graphql(query, variables, options) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query, variables },
        headers: {
          ...options?.headers,
          ...(options?.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      });
      return { status: response.statusCode, ...response.json() };
    },
    async close() {
      await app.close();
      await jobs.stop();
      await database.close();
      await scratch?.drop();
      await fs.promises.rm(config.uploadsDir, { recursive: true, force: true });
    },
  };
}

/** The server's last logged errors (pino level 50 and up), for a failed assertion's message. */
export function loggedErrors(t: Pick<TestApp, 'logs'>): string {
  const errors = t.logs.filter((line) => /"level":(5|6)0/.test(line));
  return errors.slice(-3).join('\n').slice(0, 4000);
}

// Starts the whole product in one process: database (embedded unless DATABASE_URL is set), migrations and
// seeds, the job queue, then the HTTP server with the API and the built web app, and the job worker (unless
// JOBS_WORKER=separate leaves the jobs to `npm run worker`).
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { ProviderConfigurationError } from './shared/provider-configuration-error.ts';
import { openDatabase } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';
import { openAppJobQueue } from './modules/jobs/app-job-queue.ts';
import { systemClock } from './shared/clock.ts';
import { openSandboxClock } from './modules/sandbox-clock/sandbox-clock.ts';
import { stopOnSignals } from './shared/graceful-stop.ts';
import { createLogger } from './shared/logger.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await prepareDatabase(database);
  // The sandbox's clock can be moved (/dev/clock), for every process on the database; real providers run on
  // real time only.
  const clock = config.PROVIDERS === 'sandbox' ? await openSandboxClock(database.db) : systemClock;
  const runsWorker = config.JOBS_WORKER === 'in-process';
  const jobs = await openAppJobQueue({
    database,
    clock,
    logger,
    runsWorker,
    pollingIntervalSeconds: config.JOBS_POLLING_SECONDS,
  });
  const app = await buildApp({ config, database, logger, clock, jobs, seedSandboxStaff: true });

  stopOnSignals(logger, {
    stopping: 'Shutting down',
    steps: [
      { close: () => app.close(), done: 'HTTP server closed' },
      // Running jobs finish (or are retried later: a job is done only once its handler returned).
      { close: () => jobs.stop(), done: 'Job queue stopped' },
      { close: () => database.close(), done: 'Database closed' },
    ],
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  if (runsWorker) await jobs.startWorker();
  logger.info(
    {
      database: database.embedded ? `embedded (${config.DATA_DIR})` : 'DATABASE_URL',
      providers: config.PROVIDERS,
      jobs: config.JOBS_WORKER,
      node: process.version,
    },
    // APP_URL, not the interface: sign-in redirects back to APP_URL only, so that is the address that works.
    `Wysh is up at ${config.appUrl}`,
  );
  if (config.PROVIDERS === 'sandbox') logger.warn({ providers: 'sandbox' }, sandboxBanner(config));
}

/** Said at every sandbox start, so nobody mistakes a sandbox for the real thing (or the other way round). */
function sandboxBanner(config: Config): string {
  const reachers = config.SANDBOX_OPERATOR_KEY
    ? 'this machine and requests bearing SANDBOX_OPERATOR_KEY'
    : 'this machine only';
  return (
    'SANDBOX MODE: e-mail, texts, payments and checks go to local sandboxes and reach no real person, card or bank. ' +
    `Their messages and helpers (/dev/outbox, /dev/login-link, /dev/maintenance) answer ${reachers}. ` +
    'Set PROVIDERS=live for real providers.'
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ProviderConfigurationError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});

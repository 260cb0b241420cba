// `npm run worker`: a process that runs the background jobs only (no HTTP server), beside servers started
// with JOBS_WORKER=separate, on the same PostgreSQL server (DATABASE_URL) and with the same configuration.
// Stops gracefully on SIGTERM or SIGINT: running jobs finish first (up to a deadline).
import { loadConfig, ConfigError } from './config.ts';
import { composeServices } from './compose.ts';
import { openDatabase } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';
import { openAppJobQueue } from './modules/jobs/app-job-queue.ts';
import { systemClock } from './shared/clock.ts';
import { openSandboxClock } from './modules/sandbox-clock/sandbox-clock.ts';
import { stopOnSignals } from './shared/graceful-stop.ts';
import { createLogger } from './shared/logger.ts';
import { ProviderConfigurationError } from './shared/provider-configuration-error.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.embeddedDatabase) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL: the embedded database belongs to the server process, where `npm start` runs the jobs itself.',
    );
  }
  const logger = createLogger({ level: config.LOG_LEVEL });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await prepareDatabase(database);
  // The server's sandbox clock, moved by /dev/clock: jobs here run on the day it says.
  const clock = config.PROVIDERS === 'sandbox' ? await openSandboxClock(database.db) : systemClock;
  const jobs = await openAppJobQueue({
    database,
    clock,
    logger,
    runsWorker: true,
    pollingIntervalSeconds: config.JOBS_POLLING_SECONDS,
  });
  const services = await composeServices({ config, database, logger, clock, jobs });
  await jobs.startWorker();

  stopOnSignals(logger, {
    stopping: 'Job worker shutting down',
    steps: [
      { close: () => jobs.stop(), done: 'Job queue stopped' },
      { close: () => services.cardProvider.close(), done: 'Card provider closed' },
      { close: () => services.bankLinkProvider.close(), done: 'Bank-link provider closed' },
      { close: () => services.errorReporting.reporter.close(), done: 'Error reports sent' },
      { close: () => services.marketing.close(), done: 'Marketing events sent' },
      { close: () => database.close(), done: 'Job worker stopped' },
    ],
  });
  logger.info({ providers: config.PROVIDERS, node: process.version }, 'Job worker is running');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ProviderConfigurationError) {
    console.error(error.message);
  } else {
    console.error('Failed to start the job worker:', error);
  }
  process.exit(1);
});

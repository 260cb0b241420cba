// The application's job queue: the pg-boss adapter over the application's database, with the jobs of
// job-catalogue.ts. Created (and its schema installed) before the services, which register their handlers.
import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { appJobSettings, type AppJobs } from './job-catalogue.ts';
import type { AppJobQueue } from './jobs.types.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';

export type { AppJobQueue } from './jobs.types.ts';

export async function openAppJobQueue(deps: {
  database: Database;
  clock: Clock;
  logger: Logger;
  /** Whether this process runs jobs (then it also keeps the queue's upkeep and schedules). */
  runsWorker: boolean;
  pollingIntervalSeconds?: number;
}): Promise<AppJobQueue> {
  const queue = createPgBossQueue<AppJobs>({
    pool: deps.database.pool,
    embedded: deps.database.embedded,
    clock: deps.clock,
    logger: deps.logger,
    settings: appJobSettings,
    runsWorker: deps.runsWorker,
    pollingIntervalSeconds: deps.pollingIntervalSeconds,
  });
  await queue.start();
  return queue;
}

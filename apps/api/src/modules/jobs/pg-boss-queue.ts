// The job queue on the application's own PostgreSQL, with pg-boss: jobs are rows in its `pgboss` schema,
// written in the use case's transaction (db/job-executor.ts) and claimed by workers with SKIP LOCKED, so a
// committed job runs once however many workers poll. pg-boss runs its statements on the application's pool:
// the embedded database (PGlite over a socket) serves one connection safely, and a second pool there would
// interleave statements of two connections on its single backend. No LISTEN/NOTIFY: workers poll.
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { PgBoss, type Job } from 'pg-boss';
import type { Logger } from 'pino';
import { jobExecutor } from '../../db/job-executor.ts';
import type { Clock } from '../../shared/clock.ts';
import type { MovableClock } from '../../shared/movable-clock.ts';
import type { JobCatalogue, JobHandler, JobQueue, QueueSettings } from './job-queue.ts';

/** The dead letter of a queue: where its jobs go once their retries are spent. */
export const deadLetterOf = (name: string): string => `${name}.dead`;

export type PgBossQueueOptions<C extends JobCatalogue> = {
  pool: pg.Pool;
  /** The embedded database: pg-boss's index and vacuum upkeep is for a real server only. */
  embedded: boolean;
  clock: Clock;
  logger: Logger;
  settings: { [N in keyof C & string]: QueueSettings };
  /** Whether this process runs jobs (upkeep and schedules run only where jobs do). */
  runsWorker: boolean;
  /** Seconds between two polls of a worker for each queue (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
};

type RunnableJob = Pick<Job<Record<string, unknown>>, 'id' | 'name' | 'data' | 'retryCount'>;

export function createPgBossQueue<C extends JobCatalogue>(
  options: PgBossQueueOptions<C>,
): JobQueue<C> & { start(): Promise<void> } {
  const { pool, clock, logger, settings } = options;
  const names = Object.keys(settings) as Array<keyof C & string>;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    supervise: options.runsWorker,
    schedule: options.runsWorker,
    migrate: true,
    registerInstance: false,
    openTelemetry: { enabled: false },
    monitorVacuum: !options.embedded,
    reindex: !options.embedded,
  });
  // Errors of pg-boss's own upkeep: logged, never thrown into the process (an unhandled 'error' would end it).
  boss.on('error', (error) => logger.error({ err: error }, 'Job queue error'));
  boss.on('warning', (warning) => logger.warn({ type: warning.message }, 'Job queue warning'));

  const handlers = new Map<string, JobHandler<Record<string, unknown>>>();
  let started = false;
  /** Jobs this process is running now, whether its worker or a drain took them. */
  let inFlight = 0;

  /**
   * Runs one job with its handler. A failure is logged without the payload or the error's message (either may
   * name a person): name, id, attempt and the error's type; then thrown, for pg-boss to retry the job.
   */
  async function runJob(name: string, job: RunnableJob): Promise<void> {
    inFlight += 1;
    try {
      await runHandler(name, job);
    } finally {
      inFlight -= 1;
    }
  }

  async function runHandler(name: string, job: RunnableJob): Promise<void> {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`No handler for job ${name}`);
    // A clock shared with other processes may have been moved since this one last read it.
    await (clock as MovableClock).refresh?.();
    try {
      await handler(job.data, { id: job.id, name, attempt: job.retryCount + 1 });
    } catch (error) {
      logger.warn(
        { job: name, jobId: job.id, attempt: job.retryCount + 1, errorType: errorType(error) },
        'Job failed; it will be retried unless its retries are spent',
      );
      throw error;
    }
  }

  function onDeadJob(name: string): JobHandler<Record<string, unknown>> {
    return async (_payload, job) => {
      logger.error({ job: name, jobId: job.id }, 'Job is dead: its retries are spent');
    };
  }

  return {
    async start() {
      if (started) return;
      await boss.start();
      const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      for (const name of names) {
        const queue = settings[name];
        const deadLetter = deadLetterOf(name);
        if (!existing.has(deadLetter)) await boss.createQueue(deadLetter, { retryLimit: 0 });
        const queueOptions = {
          retryLimit: queue.retryLimit,
          retryDelay: queue.retryDelaySeconds,
          retryBackoff: true,
          ...(queue.retryDelayMaxSeconds ? { retryDelayMax: queue.retryDelayMaxSeconds } : {}),
          expireInSeconds: queue.expireInSeconds,
          deadLetter,
        };
        if (existing.has(name)) await boss.updateQueue(name, queueOptions);
        else await boss.createQueue(name, queueOptions);
        handlers.set(deadLetter, onDeadJob(name));
      }
      started = true;
    },

    async enqueue(name, payload, enqueueOptions) {
      const startAfter = enqueueOptions.startAfter
        ? // The application's clock may have been moved (tests, sandbox): the delay is what counts.
          new Date(Date.now() + (enqueueOptions.startAfter.getTime() - clock.now().getTime()))
        : undefined;
      await boss.send(name, payload, {
        db: jobExecutor(enqueueOptions.tx),
        ...(startAfter ? { startAfter } : {}),
        ...(enqueueOptions.singletonKey ? { singletonKey: enqueueOptions.singletonKey } : {}),
      });
    },

    async enqueueMany(name, jobs, enqueueOptions) {
      if (jobs.length === 0) return;
      await boss.insert(
        name,
        jobs.map((job) => ({
          data: job.payload,
          ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
        })),
        { db: jobExecutor(enqueueOptions.tx) },
      );
    },

    work(name, handler) {
      handlers.set(name, handler as JobHandler<Record<string, unknown>>);
    },

    async startWorker() {
      const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
      for (const name of handlers.keys()) {
        // (Dead letter queues have no settings of their own: one worker.)
        const concurrency = (settings as Record<string, QueueSettings | undefined>)[name]?.concurrency;
        if (!concurrency) {
          await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds }, async ([job]) => {
            if (job) await runJob(name, job);
          });
          continue;
        }
        // A queue whose jobs come in bursts: `concurrency` workers, each fetching again at once while its
        // fetches come back full. pg-boss otherwise waits out the polling interval after every fetch, one job
        // per worker per poll: a billing run's charges went at 2 a second per process.
        await boss.work<Record<string, unknown>>(
          name,
          {
            pollingIntervalSeconds,
            localConcurrency: concurrency,
            batchSize: BURST_BATCH,
            burstWhenBatchFull: true,
            perJobResults: true,
          },
          async (jobs) => {
            const results = [];
            for (const job of jobs) {
              try {
                await runJob(name, job);
                results.push({ id: job.id, status: 'completed' as const });
              } catch (error) {
                results.push({
                  id: job.id,
                  status: 'failed' as const,
                  output: { errorType: errorType(error) },
                });
              }
            }
            return results;
          },
        );
      }
      for (const name of names) {
        const cron = settings[name].schedule;
        if (cron) await boss.schedule(name, cron, {}, { tz: 'UTC' });
      }
    },

    async deadJobCounts() {
      // pg-boss marks a job `failed` once its retries are spent (a job to retry is `retry`), and keeps it until
      // its retention ends; the copy sent to the dead letter queue is only logged (onDeadJob), so not counted.
      const { rows } = await pool.query<{ name: string; count: number }>(
        `select name, count(*)::int as count from pgboss.job
          where state = 'failed' and name not like '%.dead' group by name order by name`,
      );
      return rows.map((row) => ({ queue: row.name, count: row.count }));
    },

    async drain(drainOptions = {}) {
      let ran = 0;
      const waitUntil = Date.now() + DRAIN_WAIT_MS;
      for (;;) {
        let found = false;
        // A queue is run until it is empty before the next is asked: asking every queue for each job made a
        // burst of one queue's jobs (a billing run's charges) cost a fetch per queue per job.
        for (const name of handlers.keys()) {
          // A bursty queue's jobs run `concurrency` at a time, as its worker runs them.
          const batchSize = (settings as Record<string, QueueSettings | undefined>)[name]?.concurrency ?? 1;
          for (;;) {
            const jobs = await boss.fetch<Record<string, unknown>>(name, {
              batchSize,
              ignoreStartAfter: drainOptions.includeDelayed ?? false,
            });
            if (jobs.length === 0) break;
            found = true;
            ran += jobs.length;
            await Promise.all(
              jobs.map(async (job) => {
                try {
                  await runJob(name, job);
                  await boss.complete(name, job.id);
                } catch (error) {
                  await boss.fail(name, job.id, { errorType: errorType(error) });
                }
              }),
            );
          }
        }
        if (found) continue;
        // Nothing ready: done once this process's worker has finished what it took (what it runs may enqueue
        // more), so that a drain after moving the clock sees the whole day's work done.
        if (inFlight === 0 || Date.now() > waitUntil) return ran;
        await sleep(25);
      }
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 8_000, close: false });
    },
  };
}

/** The jobs a worker of a bursty queue fetches at once: a full fetch means more are waiting. */
const BURST_BATCH = 2;

/** How long a drain waits for jobs the worker already took. */
const DRAIN_WAIT_MS = 30_000;

/** The kind of an error, never its message. */
function errorType(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${error.name}:${code}` : error.name;
  }
  return typeof error;
}

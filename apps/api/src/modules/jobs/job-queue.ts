// The job queue port: what a use case or a module needs to hand work to the background worker. A job is
// enqueued inside the use case's transaction (a rolled-back use case enqueues nothing); a worker runs its
// handler at least once, retrying with backoff, and a job that keeps failing lands in its dead letter.
// The pg-boss adapter (pg-boss-queue.ts) implements it on the application's own PostgreSQL.
import type { DbOrTx } from '../../db/database.ts';

/** How a queue retries, expires and keeps its jobs. */
export type QueueSettings = {
  /** Attempts after the first before the job is dead. */
  retryLimit: number;
  /** Seconds before the first retry; each later retry waits about twice as long (backoff). */
  retryDelaySeconds: number;
  /** Most seconds between two retries. */
  retryDelayMaxSeconds?: number;
  /** Seconds a running job may take before it counts as failed (and is retried). */
  expireInSeconds: number;
  /** A cron expression (UTC) to enqueue the job on: recurring work such as clean-ups. */
  schedule?: string;
  /**
   * For a queue whose jobs come in bursts (a packet per policy issued, a billing run's charges): how many jobs
   * one worker process runs at once. Its workers fetch again at once while there is a backlog, instead of
   * waiting for the next poll (a queue without it takes one job per poll).
   */
  concurrency?: number;
};

/** A catalogue of jobs: each name's payload type. */
export type JobCatalogue = Record<string, Record<string, unknown>>;

export type EnqueueOptions = {
  /** The use case's transaction (or the database, outside one): the job exists only if it commits. */
  tx: DbOrTx;
  /** Not before this instant of the application's clock. */
  startAfter?: Date;
  /** At most one job of the name with this key waits at a time (a second enqueue is dropped). */
  singletonKey?: string;
};

/** What a handler learns about the job besides its payload. */
export type JobContext = { id: string; name: string; attempt: number };

export type JobHandler<P> = (payload: P, job: JobContext) => Promise<void>;

export interface JobQueue<C extends JobCatalogue> {
  enqueue<N extends keyof C & string>(name: N, payload: C[N], options: EnqueueOptions): Promise<void>;
  /** Many jobs of one name, as `enqueue` each, in one statement (a billing run's page of charges). */
  enqueueMany<N extends keyof C & string>(
    name: N,
    jobs: ReadonlyArray<{ payload: C[N]; singletonKey?: string }>,
    options: { tx: DbOrTx },
  ): Promise<void>;
  /** Says which handler runs the jobs of a name (before `startWorker`). */
  work<N extends keyof C & string>(name: N, handler: JobHandler<C[N]>): void;
  /** Starts polling for jobs (and the recurring schedules); `npm start` and `npm run worker` call it. */
  startWorker(): Promise<void>;
  /**
   * Runs every job that is ready now, one at a time, until none is left; answers how many ran. For tests
   * and the sandbox: deterministic where polling is not. `includeDelayed` also runs jobs waiting for a
   * later start or a retry (as if the clock had moved past them).
   */
  drain(options?: { includeDelayed?: boolean }): Promise<number>;
  /**
   * The dead jobs (failed with their retries spent, still kept) of each queue that has any, by queue name: one
   * aggregate over the queue's storage.
   */
  deadJobCounts(): Promise<Array<{ queue: string; count: number }>>;
  /** Lets running jobs finish (up to a deadline), then stops. */
  stop(): Promise<void>;
}

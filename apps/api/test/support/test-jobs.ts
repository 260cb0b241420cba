// The jobs of the job queue's own tests (jobs.test.ts and its second worker process): a counted one whose
// runs are recorded in test_job_runs, one that fails, and one of a queue whose jobs come in bursts.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database.ts';
import type { QueueSettings } from '../../src/modules/jobs/job-queue.ts';

export type TestJobs = {
  'test.counted': { key: string };
  'test.failing': { key: string };
  /** A queue whose jobs come in bursts (concurrency set). */
  'test.burst': { key: string };
};

export const testJobSettings: Record<keyof TestJobs, QueueSettings> = {
  'test.counted': { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 60 },
  'test.failing': { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 60 },
  'test.burst': { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 60, concurrency: 2 },
};

export async function createRunsTable(db: Db): Promise<void> {
  await db.execute(sql`create table if not exists test_job_runs (key text not null, worker text not null)`);
}

export async function recordRun(db: Db, key: string, worker: string): Promise<void> {
  await db.execute(sql`insert into test_job_runs (key, worker) values (${key}, ${worker})`);
}

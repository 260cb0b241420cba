// The job queue (pg-boss on the application's database), on the embedded database or, with DATABASE_URL, on a
// scratch database of a PostgreSQL server: a job enqueued in a transaction that rolls back never runs, one
// that commits runs once however many workers poll, and one that keeps failing is retried, with backoff,
// and then lands in its dead letter (logged without its payload).
import { fork } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { createScratchDatabase, type ScratchDatabase } from '../src/db/scratch-database.ts';
import { createPgBossQueue, deadLetterOf } from '../src/modules/jobs/pg-boss-queue.ts';
import { fixedClock } from '../src/shared/clock.ts';
import { createLogger } from '../src/shared/logger.ts';
import { createRunsTable, recordRun, testJobSettings, type TestJobs } from './support/test-jobs.ts';

const settings = testJobSettings;

let scratch: ScratchDatabase | undefined;
let database: Database;
/** Databases the second worker uses (on a server: a pool of its own, as another process would have). */
let second: Database;
const logs: string[] = [];
const clock = fixedClock(new Date('2026-11-21T15:00:00Z'));
const logger = createLogger({
  level: 'info',
  destination: new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  }),
});

function queueOn(db: Database, runsWorker = false, pollingIntervalSeconds = 0.5) {
  return createPgBossQueue<TestJobs>({
    pool: db.pool,
    embedded: db.embedded,
    clock,
    logger,
    settings,
    runsWorker,
    pollingIntervalSeconds,
  });
}

beforeAll(async () => {
  scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  const open = () => openDatabase({ databaseUrl: scratch?.url, dataDir: 'memory', poolSize: 4 });
  database = await open();
  second = scratch ? await open() : database;
}, 60_000);

afterAll(async () => {
  if (second !== database) await second.close();
  await database.close();
  await scratch?.drop();
});

async function jobCount(name: string): Promise<number> {
  const result = await database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from pgboss.job where name = ${name}`,
  );
  return result.rows[0]!.count;
}

describe('the job queue', () => {
  it('never runs a job whose transaction rolled back, and runs a committed one', async () => {
    const queue = queueOn(database);
    await queue.start();
    const ran: string[] = [];
    queue.work('test.counted', async ({ key }) => {
      ran.push(key);
    });

    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue('test.counted', { key: 'rolled-back' }, { tx });
        throw new Error('the use case fails');
      }),
    ).rejects.toThrow('the use case fails');
    await database.db.transaction(async (tx) => {
      await queue.enqueue('test.counted', { key: 'committed' }, { tx });
    });

    expect(await queue.drain()).toBe(1);
    expect(ran).toEqual(['committed']);
    expect(await queue.drain()).toBe(0);
    await queue.stop();
  }, 60_000);

  it('runs each committed job exactly once with two workers polling', async () => {
    const ran: string[] = [];
    const workers = [queueOn(database, true), queueOn(second, true)];
    for (const worker of workers) {
      await worker.start();
      worker.work('test.counted', async ({ key }) => {
        ran.push(key);
      });
    }
    const keys = Array.from({ length: 12 }, (_, index) => `job-${index}`);
    await database.db.transaction(async (tx) => {
      for (const key of keys) await workers[0]!.enqueue('test.counted', { key }, { tx });
    });
    await Promise.all(workers.map((worker) => worker.startWorker()));
    await expect.poll(() => ran.length, { timeout: 30_000, interval: 100 }).toBe(keys.length);
    await Promise.all(workers.map((worker) => worker.stop()));
    expect([...ran].sort()).toEqual([...keys].sort());
  }, 60_000);

  it.runIf(process.env.DATABASE_URL)(
    'runs each committed job exactly once with a worker in another process polling too',
    async () => {
      await createRunsTable(database.db);
      const child = fork(path.join(import.meta.dirname, 'support/job-worker-process.ts'), {
        env: { ...process.env, DATABASE_URL: scratch!.url },
      });
      try {
        await new Promise<void>((resolve, reject) => {
          child.once('message', () => resolve());
          child.once('exit', (code) => reject(new Error(`the worker process exited (${code})`)));
        });
        const worker = queueOn(database, true);
        await worker.start();
        worker.work('test.counted', ({ key }) => recordRun(database.db, key, 'parent'));
        const keys = Array.from({ length: 20 }, (_, index) => `process-job-${index}`);
        await database.db.transaction(async (tx) => {
          for (const key of keys) await worker.enqueue('test.counted', { key }, { tx });
        });
        await worker.startWorker();
        const runs = async () =>
          (await database.db.execute<{ key: string }>(sql`select key from test_job_runs`)).rows;
        await expect.poll(async () => (await runs()).length, { timeout: 30_000, interval: 100 }).toBe(20);
        await worker.stop();
        expect((await runs()).map((run) => run.key).sort()).toEqual([...keys].sort());
      } finally {
        child.kill('SIGTERM');
      }
    },
    60_000,
  );

  it('runs a burst of jobs without waiting for a poll each, settling each job of a fetch on its own', async () => {
    // Polled once a minute: one job per worker per poll would take minutes; two workers fetching two at a time
    // and again at once while fetches come back full take the backlog in one go.
    const worker = queueOn(database, true, 60);
    await worker.start();
    const ran: string[] = [];
    worker.work('test.burst', async ({ key }) => {
      ran.push(key);
      if (key === 'burst-3') throw new Error('this one fails');
    });
    const keys = Array.from({ length: 10 }, (_, index) => `burst-${index}`);
    await database.db.transaction(async (tx) => {
      for (const key of keys) await worker.enqueue('test.burst', { key }, { tx });
    });
    await worker.startWorker();
    await expect.poll(() => ran.length, { timeout: 20_000, interval: 100 }).toBe(keys.length);
    await worker.stop();
    expect([...ran].sort()).toEqual([...keys].sort());
    // The failing job waits for its retry alone; the one fetched with it completed.
    const states = await database.db.execute<{ key: string; state: string }>(
      sql`select data->>'key' as key, state from pgboss.job where name = 'test.burst' order by 1`,
    );
    expect(states.rows.filter((row) => row.state !== 'completed')).toEqual([
      { key: 'burst-3', state: 'retry' },
    ]);
  }, 60_000);

  it('retries a failing job with backoff, then moves it to its dead letter and logs it without its payload', async () => {
    const queue = queueOn(database);
    await queue.start();
    let attempts = 0;
    queue.work('test.failing', async () => {
      attempts += 1;
      throw new Error('the SMTP server said no to secret@example.com');
    });
    await queue.enqueue('test.failing', { key: 'secret@example.com' }, { tx: database.db });

    // The first attempt fails: the job waits for its retry (not ready before its backoff delay).
    expect(await queue.drain()).toBe(1);
    expect(attempts).toBe(1);
    expect(await queue.drain()).toBe(0);
    const [retrying] = (
      await database.db.execute<{ state: string; waits: boolean }>(
        sql`select state, start_after > now() as waits from pgboss.job where name = 'test.failing'`,
      )
    ).rows;
    expect(retrying).toEqual({ state: 'retry', waits: true });

    // Past the backoff (as if the clock had moved): the retries fail too, and the job is dead.
    await queue.drain({ includeDelayed: true });
    expect(attempts).toBe(3);
    expect(await jobCount(deadLetterOf('test.failing'))).toBe(1);
    await queue.drain();
    const dead = logs.filter((line) => line.includes('Job is dead'));
    expect(dead).toHaveLength(1);
    expect(dead[0]).toContain('test.failing');
    expect(logs.join('\n')).not.toContain('secret@example.com');
    await queue.stop();
  }, 60_000);
});

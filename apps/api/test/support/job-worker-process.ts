// A second job worker in a process of its own, for jobs.test.ts on a PostgreSQL server: it runs the test
// catalogue's `test.counted` jobs, recording each run in test_job_runs, until SIGTERM.
import { openDatabase } from '../../src/db/database.ts';
import { createPgBossQueue } from '../../src/modules/jobs/pg-boss-queue.ts';
import { systemClock } from '../../src/shared/clock.ts';
import { createLogger } from '../../src/shared/logger.ts';
import { recordRun, testJobSettings, type TestJobs } from './test-jobs.ts';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL!,
  dataDir: 'memory',
  poolSize: 2,
});
const queue = createPgBossQueue<TestJobs>({
  pool: database.pool,
  embedded: false,
  clock: systemClock,
  logger: createLogger({ level: 'warn' }),
  settings: testJobSettings,
  runsWorker: true,
  pollingIntervalSeconds: 0.5,
});
await queue.start();
queue.work('test.counted', ({ key }) => recordRun(database.db, key, 'child'));
queue.work('test.failing', async () => {});
await queue.startWorker();
process.send?.('ready');
process.on('SIGTERM', () => {
  void queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});

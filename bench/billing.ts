// The billing run at scale (issue 24, "Done when" 4), on PostgreSQL only (BENCH_DATABASE_URL or DATABASE_URL: a
// scratch database on it). BILLING_BENCH_POLICIES active policies (100,000): one bought through the API, the others
// SQL copies of it (apps/api/test/support/policy-clones.ts), all effective the same day. Then:
//  (a) the billing run (issueDueInvoices, as the billing.run job runs it) issues the month's premium of every one,
//      each with its ledger posting and its charge job: invoices issued per second (target >= 2,000/s); and the run
//      again the same day, which finds nothing left to issue;
//  (b) the renewals charged off-session through the sandbox card provider by job workers (`npm run worker`, the
//      production configuration: JOBS_POLLING_SECONDS as set, 2 s by default), one, then two side by side: renewals
//      settled per second over BILLING_BENCH_WINDOW_SECONDS (30) after a few seconds of warm-up, and two workers'
//      rate over one's (target >= 1.7x). A renewal's work is its charge job and its receipt job.
// The run is timed in this process, with the application's own services and nothing else running; the API serves
// the one purchase and moves the sandbox clock. `npm run bench:billing` runs it alone (BENCH_KEEP_DATABASE=1 keeps
// its scratch database, to look into).
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { createLogger } from '../apps/api/src/shared/logger.ts';
import { businessToday } from '../apps/api/src/shared/clock.ts';
import { composeServices } from '../apps/api/src/compose.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { createScratchDatabase } from '../apps/api/src/db/scratch-database.ts';
import { openAppJobQueue } from '../apps/api/src/modules/jobs/app-job-queue.ts';
import { openSandboxClock } from '../apps/api/src/modules/sandbox-clock/sandbox-clock.ts';
import { monthAfter } from '../apps/api/test/support/billing-invariants.ts';
import { clonePolicy } from '../apps/api/test/support/policy-clones.ts';
import { payInvoice, prepareBuyers } from './buyers.ts';
import { cpuMsOf, startApi, startWorker, stopApi } from './flows.ts';

const POLICIES = Number(process.env.BILLING_BENCH_POLICIES ?? 100_000);
const WINDOW_SECONDS = Number(process.env.BILLING_BENCH_WINDOW_SECONDS ?? 30);
const WARMUP_SECONDS = 5;
const PORT = 3908;

export const billingHeading = `Billing run, PostgreSQL, ${POLICIES.toLocaleString('en-US')} active policies: (a) invoices issued per second (target >= 2,000/s); (b) renewals charged per second against the sandbox card provider, one job worker and two (target: two >= 1.7x one)`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The machine's CPU time, busy and in all, from /proc/stat (clock ticks, every core). */
function machineCpu(): { busy: number; total: number } {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const numbers = ticks.map(Number);
  const idle = numbers[3]! + numbers[4]!;
  const total = numbers.reduce((sum, n) => sum + n, 0);
  return { busy: total - idle, total };
}
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export async function billingBench(serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL) {
  if (!serverUrl) {
    console.log('    (set DATABASE_URL to measure the billing run on PostgreSQL)');
    return;
  }
  const scratch = await createScratchDatabase(serverUrl, 'wysh_bench');
  const env = {
    PROVIDERS: 'sandbox',
    JOBS_WORKER: 'separate',
    OTP_REQUESTS_PER_IP: '1000000',
    LOGIN_ATTEMPTS_PER_IP: '1000000',
    DATABASE_URL: scratch.url,
  };
  const api = await startApi(PORT, env);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  pool.on('error', () => {});
  const count = async (text: string) => Number((await pool.query(text)).rows[0].n);
  let app: Awaited<ReturnType<typeof composeApp>> | undefined;
  try {
    const [buyer] = await prepareBuyers(`http://127.0.0.1:${PORT}`, 0, 1);
    const paid = await payInvoice(`http://127.0.0.1:${PORT}`, buyer!, buyer!.card);
    if (paid.transactionResult !== 'success') throw new Error(`The purchase failed: ${JSON.stringify(paid)}`);
    const { rows } = await pool.query(
      `select policy_id, effective_on::text from invoices join policies on policies.id = invoices.policy_id
        where invoices.id = $1`,
      [buyer!.invoiceId],
    );
    let started = performance.now();
    const connection = await pool.connect();
    try {
      await clonePolicy(connection, { policyId: String(rows[0].policy_id), count: POLICIES - 1 });
      await connection.query('analyze');
    } finally {
      connection.release();
    }
    const seedSeconds = (performance.now() - started) / 1000;

    // (a) The run, in this process, on the day the month's premium is due.
    app = await composeApp(scratch.url);
    await app.clock.set(new Date(`${monthAfter(String(rows[0].effective_on), 1)}T15:00:00Z`));
    const today = businessToday(app.clock);
    started = performance.now();
    const run = await app.services.billing.issueDueInvoices(today);
    const runSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const rerun = await app.services.billing.issueDueInvoices(today);
    const rerunSeconds = (performance.now() - started) / 1000;
    const loadAfterRun = load();
    await app.close();
    app = undefined;
    // The run wrote 100,000 charge jobs. A server's autovacuum analyzes a table that grew so within a minute;
    // this machine's runs without it, and on the empty table's statistics pg-boss's fetch sorted the whole
    // queue on each call (47 ms instead of 0.1), which the charges below would measure instead.
    await pool.query('analyze');

    // (b) The charges: one worker, then two, each over the same window of the same backlog.
    const settled = () => count(`select count(*) as n from payments where status <> 'pending'`);
    async function charging(workers: number) {
      const children = Array.from({ length: workers }, () => startWorker(env));
      try {
        const before = await settled();
        while ((await settled()) === before) await sleep(100);
        await sleep(WARMUP_SECONDS * 1000);
        const from = await settled();
        const cpuFrom = children.map((child) => cpuMsOf(child.pid) ?? NaN);
        const busyFrom = machineCpu();
        const at = performance.now();
        await sleep(WINDOW_SECONDS * 1000);
        const charged = (await settled()) - from;
        const seconds = (performance.now() - at) / 1000;
        const workerCpuMs = children.reduce(
          (sum, child, k) => sum + (cpuMsOf(child.pid) ?? NaN) - cpuFrom[k]!,
          0,
        );
        const busy = machineCpu();
        return {
          perSecond: charged / seconds,
          workerCpuMsEach: workerCpuMs / charged,
          machineBusy: (busy.busy - busyFrom.busy) / (busy.total - busyFrom.total),
          load: load(),
        };
      } finally {
        await Promise.all(children.map(stopApi));
      }
    }
    const one = await charging(1);
    const two = await charging(2);
    const declined = await count(`select count(*) as n from payments where status = 'failed'`);

    const row = (label: string, value: string) => console.log(`    ${label.padEnd(44)} ${value}`);
    row('seeded', `${POLICIES.toLocaleString('en-US')} policies in ${seedSeconds.toFixed(1)} s (SQL copies)`);
    row(
      '(a) billing run',
      `${run.invoices.toLocaleString('en-US')} invoices in ${runSeconds.toFixed(1)} s: ${(run.invoices / runSeconds).toFixed(0)} invoices/s (load average ${loadAfterRun})`,
    );
    row(
      '    the same run again, the same day',
      `${rerun.invoices} invoices, ${rerun.policies.toLocaleString('en-US')} policies read in ${rerunSeconds.toFixed(1)} s`,
    );
    const cpu = (run: typeof one) =>
      `workers' CPU ${run.workerCpuMsEach.toFixed(1)} ms a renewal, machine ${(run.machineBusy * 100).toFixed(0)}% busy, load average ${run.load}`;
    row(
      '(b) renewals charged, one worker',
      `${one.perSecond.toFixed(1)}/s over ${WINDOW_SECONDS} s (${cpu(one)})`,
    );
    row(
      '    two workers',
      `${two.perSecond.toFixed(1)}/s: ${(two.perSecond / one.perSecond).toFixed(2)}x one (${cpu(two)})`,
    );
    row('    declined', `${declined} (every card works)`);
  } finally {
    await app?.close();
    await stopApi(api);
    await pool.end();
    if (process.env.BENCH_KEEP_DATABASE) console.log(`    scratch database kept: ${scratch.url}`);
    else await scratch.drop();
  }
}

/** The application's services on the scratch database, in this process, with no job worker. */
async function composeApp(databaseUrl: string) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PROVIDERS: 'sandbox',
    JOBS_WORKER: 'separate',
    DATABASE_URL: databaseUrl,
  });
  const logger = createLogger({ level: config.LOG_LEVEL });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const clock = await openSandboxClock(database.db);
  const jobs = await openAppJobQueue({ database, clock, logger, runsWorker: false });
  const services = await composeServices({ config, database, logger, clock, jobs });
  return {
    clock,
    services,
    async close() {
      await jobs.stop();
      await services.cardProvider.close();
      clock.stop();
      await database.close();
    },
  };
}

if (import.meta.main) {
  console.log(billingHeading);
  await billingBench();
}

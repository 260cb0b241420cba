// A billing run never bills or charges twice (issue 24, "Done when" 3): the real API process is killed with SIGKILL
// at random points of billing runs, restarted, and the run started again; then the database is asked whether money
// and invoices agree. `npm run fault:billing` (FAULT_TRIALS trials, 50 by default; CI runs 20), on PostgreSQL
// only: a scratch database of BENCH_DATABASE_URL or DATABASE_URL (FAULT_KEEP_DATABASE=1 keeps it, to look into).
//
// FAULT_POLICIES policies (50): one bought through the API, the rest SQL copies of it (every row a purchase writes;
// apps/api/test/support/policy-clones.ts), all effective the same day, so that each trial's run bills all of them.
// Before each trial about one card in ten declines and the others work (the issuer's side, in the sandbox
// provider's table), so declines, grace, cures and lapses happen under the kills too. A trial moves the sandbox
// clock a month on and runs the jobs as the sandbox operator does (POST /dev/clock, which enqueues the billing run,
// then POST /dev/jobs/drain: the run, its charges 4 at a time (the API's own worker takes some), receipts,
// declines), kills the process after a random delay, uniform over the duration of an unkilled run (calibrated
// first, on fresh processes, as every trial's is), reads what the kill left, and restarts it. The jobs the killed
// process was running stay active until pg-boss expires them (2 minutes for a charge) and retries them; the harness
// does at once, through pg-boss, what that expiry does (fails them, to be retried after their retry delay). Then
// the run again, a minute later on the same day, with everything it sets off.
// SANDBOX_CARD_ANSWER_DELAY_MS (FAULT_ANSWER_DELAY_MS, default 40) makes the provider wait after charging before
// it answers, so that kills between its charge and our commit are common enough.
//
// After the last trial the clock moves past every lease and the reconciling job runs (it runs every minute
// anyway): no payment may be left pending. Then the jobs waiting for their retry run, and for every policy
// (apps/api/test/support/billing-invariants.ts): one invoice per period in force, never a duplicate; never two
// charges for an invoice (ours or the provider's); no invoice left processing; grace and lapses by the rules; the
// ledger balanced.
import os from 'node:os';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { createScratchDatabase } from '../apps/api/src/db/scratch-database.ts';
import { billingFaults, monthAfter } from '../apps/api/test/support/billing-invariants.ts';
import { clonePolicy } from '../apps/api/test/support/policy-clones.ts';
import { payInvoice, prepareBuyers, quantile } from './buyers.ts';
import { killApi as killed, moveClock, startApi } from './flows.ts';

const TRIALS = Number(process.env.FAULT_TRIALS ?? 50);
const POLICIES = Number(process.env.FAULT_POLICIES ?? 50);
const ANSWER_DELAY_MS = Number(process.env.FAULT_ANSWER_DELAY_MS ?? 40);
const DECLINING = 0.1;
const CALIBRATION = 3;
const PORT = Number(process.env.FAULT_PORT ?? 3907);
const baseUrl = `http://127.0.0.1:${PORT}`;
/** How long the harness waits for the reconciling job and for pg-boss to retry the dead processes' jobs. */
const RECOVERY_DEADLINE_MS = 120_000;

type Bucket = 'before any invoice' | 'issuing invoices' | 'charging' | 'after the charges';

const setClock = (at: Date) => moveClock(baseUrl, { at: at.toISOString() });

/** What the sandbox operator does after moving the clock: run the ready jobs now, one after another. */
async function drain(options: { includeDelayed?: boolean; signal?: AbortSignal } = {}) {
  const response = await fetch(`${baseUrl}/dev/jobs/drain`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ includeDelayed: options.includeDelayed ?? false }),
    signal: options.signal,
  });
  if (!response.ok) throw new Error(`POST /dev/jobs/drain answered ${response.status}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function billingFaultTest(
  serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL,
) {
  if (!serverUrl)
    throw new Error('The billing fault test runs on PostgreSQL: set DATABASE_URL (or BENCH_DATABASE_URL).');
  const scratch = await createScratchDatabase(serverUrl, 'wysh_fault');
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  const boss = new PgBoss({
    connectionString: scratch.url,
    supervise: false,
    schedule: false,
    migrate: false,
  });
  boss.on('error', () => {});
  // The scratch database is dropped with its connections open: an idle client told so is not a fault.
  pool.on('error', () => {});
  const count = async (text: string, values: unknown[] = []) =>
    Number((await pool.query(text, values)).rows[0].n);
  const env = {
    PROVIDERS: 'sandbox',
    JOBS_WORKER: 'in-process',
    JOBS_POLLING_SECONDS: '0.5',
    SANDBOX_CARD_ANSWER_DELAY_MS: String(ANSWER_DELAY_MS),
    OTP_REQUESTS_PER_IP: '1000000',
    LOGIN_ATTEMPTS_PER_IP: '1000000',
    DATABASE_URL: scratch.url,
  };
  let child = await startApi(PORT, env);
  await boss.start();
  const startedAt = performance.now();
  /** Jobs that were running in a killed process: pg-boss gives them back only once they expire. */
  const dead = new Set<string>();
  try {
    console.error(`… seeding ${POLICIES} policies`);
    const [buyer] = await prepareBuyers(baseUrl, 0, 1);
    const paid = await payInvoice(baseUrl, buyer!, buyer!.card);
    if (paid.transactionResult !== 'success') throw new Error(`The purchase failed: ${JSON.stringify(paid)}`);
    const { rows } = await pool.query(
      'select policy_id, effective_on::text from invoices join policies on policies.id = policy_id where invoices.id = $1',
      [buyer!.invoiceId],
    );
    const effectiveOn = String(rows[0].effective_on);
    const connection = await pool.connect();
    try {
      await clonePolicy(connection, { policyId: String(rows[0].policy_id), count: POLICIES - 1 });
    } finally {
      connection.release();
    }
    const cards = (await pool.query(`select provider_payment_method_id as id from payment_methods`)).rows.map(
      (row) => String(row.id),
    );

    /** The issuers this month: about one card in ten declines. */
    const issuers = () => {
      const declining = cards.filter(() => Math.random() < DECLINING);
      return pool.query(
        `update sandbox_card_payment_methods set behaviour = case when id = any($1::text[])
          then '{"kind":"declines","code":"card_declined"}' else '{"kind":"succeeds"}' end`,
        [declining],
      );
    };
    /**
     * The jobs the killed process was running stay active until pg-boss expires them (2 minutes for a charge,
     * an hour for the run) and retries them. The harness does at once what the expiry would do, through pg-boss:
     * fails them, to be retried after their retry delay (a minute for a charge). A killed run's job is left: the
     * run is started again anyway.
     */
    const expireDead = async () => {
      const { rows: running } = await pool.query(`select id, name from pgboss.job where state = 'active'`);
      for (const row of running) dead.add(String(row.id));
      const byName = Map.groupBy(
        running.filter((row) => row.name !== 'billing.run'),
        (row) => String(row.name),
      );
      for (const [name, jobs] of byName)
        await boss.fail(
          name,
          jobs.map((row) => String(row.id)),
          { errorType: 'killed' },
        );
    };
    /** Whether the billing jobs are all done, leaving aside the dead processes' (waiting for their expiry). */
    const settled = async () =>
      (await count(
        `select count(*) as n from pgboss.job where name like 'billing.%' and state in ('created', 'active')
          and not (name = 'billing.run' and id = any($1::uuid[]))`,
        [[...dead]],
      )) === 0;
    const month = (k: number) => new Date(`${monthAfter(effectiveOn, k)}T15:00:00Z`);
    const waitSettled = async (since: number, limitMs = 120_000) => {
      while (!(await settled())) {
        if (performance.now() - since > limitMs) throw new Error('The billing run did not finish');
        await sleep(100);
      }
      return performance.now() - since;
    };

    // Calibration: unkilled runs, each the first of a freshly started process, as every trial's is.
    const calibration: number[] = [];
    for (let k = 1; k <= CALIBRATION; k += 1) {
      await killed(child);
      child = await startApi(PORT, env);
      await issuers();
      const since = performance.now();
      await setClock(month(k));
      await drain();
      calibration.push(await waitSettled(since));
    }
    const windowMs = Math.max(...calibration);
    console.error(
      `… a billing run of ${POLICIES} policies takes p50 ${quantile(calibration, 0.5).toFixed(0)} ms`,
    );

    const buckets = new Map<Bucket, number>();
    const left = { pending: 0, chargedNotSettled: 0 };
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const k = CALIBRATION + 1 + trial;
      await issuers();
      await setClock(month(k));
      const abort = new AbortController();
      const run = drain({ signal: abort.signal }).catch(() => undefined);
      await sleep(Math.random() * windowMs);
      await killed(child);
      abort.abort();
      await run;
      const period = monthAfter(effectiveOn, k);
      const issued = await count(
        `select count(*) as n from invoices where kind = 'premium' and period_start = $1`,
        [period],
      );
      const inForce = await count(`select count(*) as n from policies where status in ('active', 'grace')`);
      const open = await count(
        `select count(*) as n from invoices where period_start = $1 and status in ('created', 'processing')`,
        [period],
      );
      const bucket: Bucket =
        issued === 0
          ? 'before any invoice'
          : issued < inForce
            ? 'issuing invoices'
            : open > 0
              ? 'charging'
              : 'after the charges';
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
      // This kill's: the charges tried since the clock moved to this trial's day.
      const since = [month(k).toISOString()];
      left.pending += await count(
        `select count(*) as n from payments where status = 'pending' and created_at >= $1`,
        since,
      );
      left.chargedNotSettled += await count(
        `select count(*) as n from payments
          join sandbox_card_payment_intents intent on intent.metadata->>'paymentId' = payments.id::text
          where payments.status = 'pending' and intent.status = 'succeeded' and payments.created_at >= $1`,
        since,
      );
      await expireDead();
      child = await startApi(PORT, env);
      // The run again, a minute later on the same day.
      const rerunAt = performance.now();
      await setClock(new Date(month(k).getTime() + 60_000));
      await drain();
      await waitSettled(rerunAt);
      if ((trial + 1) % 10 === 0) console.error(`… ${trial + 1}/${TRIALS} trials`);
    }

    // Recovery, as the sandbox operator would: the clock past every lease, the reconciling job run now (it runs
    // every minute anyway) for the charges the kills left pending; then the jobs waiting for their retry.
    const last = month(CALIBRATION + TRIALS);
    const lastDay = monthAfter(effectiveOn, CALIBRATION + TRIALS);
    await setClock(new Date(last.getTime() + 3_600_000));
    const recoveryStarted = performance.now();
    const pending = () => count(`select count(*) as n from payments where status = 'pending'`);
    const pendingBeforeReconcile = await pending();
    await boss.send('payments.reconcile', {});
    await drain();
    const pendingAfterReconcile = await pending();
    const unsettled = async () =>
      (await pending()) +
      (await count(`select count(*) as n from invoices where status in ('created', 'processing')`)) +
      // A killed run's job comes back only after an hour (its expiry); the reruns did its work.
      (await count(
        `select count(*) as n from pgboss.job where name like 'billing.%' and state in ('created', 'retry', 'active')
          and not (name = 'billing.run' and id = any($1::uuid[]))`,
        [[...dead]],
      ));
    let waiting = await unsettled();
    while (waiting > 0 && performance.now() - recoveryStarted < RECOVERY_DEADLINE_MS) {
      await drain({ includeDelayed: true });
      await sleep(500);
      waiting = await unsettled();
    }
    const recoveryMs = performance.now() - recoveryStarted;
    const stuckKeys = await count(`select count(*) as n from sandbox_card_idempotency where status_code = 0`);
    const { faults, counts } = await billingFaults(pool, lastDay);
    if (pendingAfterReconcile > 0)
      faults.push(`${pendingAfterReconcile} payments still pending after the reconciling job ran`);
    if (waiting > 0)
      faults.push(`${waiting} charges, invoices or billing jobs still unsettled after recovery`);

    const row = (label: string, value: string | number) => console.log(`    ${label.padEnd(50)} ${value}`);
    console.log(`\nBilling run fault test, PostgreSQL: SIGKILL at random points of billing runs`);
    row('trials (API killed, restarted, run again)', `${TRIALS} runs of ${POLICIES} policies`);
    row('kill window (uniform delay after the clock moved)', `0..${windowMs.toFixed(0)} ms`);
    row('provider answer delay (fault test only)', `${ANSWER_DELAY_MS} ms`);
    console.log('    kill points, from what the kill left in the database:');
    for (const bucket of ['before any invoice', 'issuing invoices', 'charging', 'after the charges'] as const)
      row(`  ${bucket}`, buckets.get(bucket) ?? 0);
    row('  payments the kills left pending', left.pending);
    row('  of them charged at the provider, not settled', left.chargedNotSettled);
    row('  jobs left running in the killed processes', dead.size);
    row(
      'recovery: payments pending before the reconciling job, after',
      `${pendingBeforeReconcile}, ${pendingAfterReconcile}`,
    );
    row('recovery, the killed jobs retried too', `${(recoveryMs / 1000).toFixed(1)} s`);
    row(
      'after recovery',
      `${counts.policies} policies, ${counts.invoices} invoices, ${counts.charges} charges, ${counts.declines} declines, ${counts.graces} graces, ${counts.cures} cures, ${counts.lapses} lapses`,
    );
    row('violations (duplicate invoice, double charge, unsettled attempt, ledger, grace)', faults.length);
    row('provider idempotency keys left in progress', stuckKeys);
    row(
      'time',
      `${((performance.now() - startedAt) / 1000).toFixed(0)} s, load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    for (const fault of faults.slice(0, 20)) console.log(`    VIOLATION ${fault}`);
    return { violations: faults.length };
  } finally {
    await killed(child);
    await boss.stop({ graceful: false, close: true });
    await pool.end();
    if (process.env.FAULT_KEEP_DATABASE) console.log(`    scratch database kept: ${scratch.url}`);
    else await scratch.drop();
  }
}

if (import.meta.main) {
  const result = await billingFaultTest();
  if (result.violations > 0) process.exit(1);
}

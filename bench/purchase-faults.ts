// Money never moves twice (issue 15): the real API process is killed (SIGKILL) at random points of purchases,
// restarted, and the purchases recovered the way a person and the system would; then, per buyer, the database
// is asked whether money and policies agree. `npm run fault:purchase` (FAULT_TRIALS trials, 100 by default).
//
// Each trial: one prepared buyer (verified, quote accepted, card tokenised; prepared in batches, never killed)
// sends payInvoice to a real API child (`node apps/api/src/main.ts`, PROVIDERS=sandbox, jobs in-process); the
// child is killed after a random delay, uniform over a window that adapts (see windowMs), then restarted.
// What the kill left is read from the database (the bucket of the kill point), and the purchase is recovered:
//   - odd trials: the person retries at once (the app's clock moved past the dead process's 15 s lease;
//     a fresh card token, as a person re-entering their card);
//   - even trials: nobody retries; after the last trial the clock is moved past every lease and the reconciling
//     job (pg-boss, every minute) finishes what it can; then those people come back and retry.
// The sandbox card provider runs inside the API process, so it dies with it; its state is in the database.
// SANDBOX_CARD_ANSWER_DELAY_MS (fault tests only) makes it wait after charging before it answers, so that kills
// between the provider's charge and our commit are common enough (FAULT_ANSWER_DELAY_MS, default 40).
//
// Invariants, per buyer, from the database: charged => policy active; policy active => exactly one charge;
// never two charges; and, after the retries, every purchase finished (one charge, an active policy).
// On PostgreSQL: a scratch database of BENCH_DATABASE_URL or DATABASE_URL. Without one: the embedded database
// (PGlite) in a temporary data directory, read between a kill and the restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createScratchDatabase } from '../apps/api/src/db/scratch-database.ts';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded.ts';
import { prepareBuyers, payInvoice, quantile, sandboxCardPort, tokenise, type Buyer } from './buyers.ts';
import { killApi as killed, moveClock, startApi, stopApi } from './flows.ts';

const TRIALS = Number(process.env.FAULT_TRIALS ?? 100);
const ANSWER_DELAY_MS = Number(process.env.FAULT_ANSWER_DELAY_MS ?? 40);
const CALIBRATION = 6;
const PORT = Number(process.env.FAULT_PORT ?? 3906);
const baseUrl = `http://127.0.0.1:${PORT}`;

type Bucket = 'no payment row' | 'pending, not charged' | 'charged, not settled' | 'settled';
type State = {
  charges: number;
  payments: Record<string, number>;
  invoice: string;
  policy: string;
};

const stateQuery = `select i.id as invoice_id, i.status as invoice_status, p.status as policy_status,
    (select count(*) from sandbox_card_payment_intents s
      where s.status = 'succeeded' and s.metadata->>'invoiceId' = i.id::text) as charges,
    (select coalesce(json_object_agg(status, n), '{}') from
      (select status, count(*) as n from payments where invoice_id = i.id group by status) q) as payments
  from invoices i join policies p on p.id = i.policy_id where i.id = any($1::uuid[])`;

/** Reads the state of invoices: on PostgreSQL at any time; embedded only while no API holds the data. */
type Reader = {
  states(invoiceIds: string[]): Promise<Map<string, State>>;
  /** Idempotency keys the sandbox provider took and never answered (a request it will refuse for ever). */
  keysInProgress(): Promise<number>;
  close(): Promise<void>;
};
const keysQuery = 'select count(*) as n from sandbox_card_idempotency where status_code = 0';

function toStates(rows: Array<Record<string, unknown>>): Map<string, State> {
  return new Map(
    rows.map((row) => [
      String(row['invoice_id']),
      {
        charges: Number(row['charges']),
        payments: Object.fromEntries(
          Object.entries(row['payments'] as Record<string, unknown>).map(([k, v]) => [k, Number(v)]),
        ),
        invoice: String(row['invoice_status']),
        policy: String(row['policy_status']),
      },
    ]),
  );
}

function postgresReader(url: string): Reader {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // The scratch database is dropped with its connections open: an idle client told so is not a fault.
  pool.on('error', () => {});
  return {
    async states(ids) {
      return toStates((await pool.query(stateQuery, [ids])).rows);
    },
    async keysInProgress() {
      return Number((await pool.query(keysQuery)).rows[0].n);
    },
    close: () => pool.end(),
  };
}

function embeddedReader(dataDir: string): Reader {
  async function query(text: string, values: unknown[] = []) {
    const embedded = await startEmbeddedPostgres({ dataDir, maxConnections: 1 });
    const client = new pg.Client({ connectionString: embedded.connectionString });
    try {
      await client.connect();
      return (await client.query(text, values)).rows as Array<Record<string, unknown>>;
    } finally {
      await client.end().catch(() => undefined);
      await embedded.stop();
    }
  }
  return {
    states: async (ids) => toStates(await query(stateQuery, [ids])),
    keysInProgress: async () => Number((await query(keysQuery))[0]!['n']),
    close: async () => {},
  };
}

function bucketOf(state: State): Bucket {
  if (state.payments['succeeded']) return 'settled';
  if (state.charges > 0) return 'charged, not settled';
  if (state.payments['pending']) return 'pending, not charged';
  return 'no payment row';
}

function violationsOf(state: State): string[] {
  const found: string[] = [];
  if (state.charges > 1) found.push(`${state.charges} charges`);
  if (state.charges > 0 && state.policy !== 'active') found.push('charged, policy not active');
  if (state.policy === 'active' && state.charges !== 1)
    found.push(`policy active with ${state.charges} charges`);
  return found;
}

const advanceClock = (seconds: number) => moveClock(baseUrl, { advanceSeconds: seconds });

/** A person retrying: a fresh token of the same card, until the purchase answers (at most 5 tries). */
async function retry(buyer: Buyer): Promise<string> {
  let last = 'none';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const card = await tokenise(await sandboxCardPort(baseUrl));
    const answer = await payInvoice(baseUrl, buyer, card).catch((error: Error) => ({
      transactionResult: null,
      error: error.message,
    }));
    last = answer.transactionResult ?? `error ${answer.error}`;
    if (answer.transactionResult === 'success') return last;
    // Still another's charge in flight (its lease not out yet): wait as a person would, move the clock on.
    await advanceClock(20);
  }
  return last;
}

export async function purchaseFaults(serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL) {
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'wysh_fault') : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wysh-fault-'));
  const env = {
    PROVIDERS: 'sandbox',
    JOBS_WORKER: 'in-process',
    JOBS_POLLING_SECONDS: '0.5',
    SANDBOX_CARD_ANSWER_DELAY_MS: String(ANSWER_DELAY_MS),
    OTP_REQUESTS_PER_IP: '1000000',
    LOGIN_ATTEMPTS_PER_IP: '1000000',
    ...(scratch ? { DATABASE_URL: scratch.url } : { DATABASE_URL: '', DATA_DIR: dataDir }),
  };
  const reader = scratch ? postgresReader(scratch.url) : embeddedReader(dataDir);
  const database = scratch ? 'PostgreSQL' : 'embedded (PGlite)';
  let child = await startApi(PORT, env);
  let restarts = 0;
  const startedAt = performance.now();
  try {
    console.error(`… preparing ${CALIBRATION + TRIALS} buyers (${database})`);
    const buyers = await prepareBuyers(baseUrl, 0, CALIBRATION + TRIALS);
    // Calibration: unkilled purchases, each the first of a freshly started process as every trial's is (a new
    // process is slower: its code not yet compiled, its pool empty), for the window the kills are spread over.
    const calibration: number[] = [];
    for (const buyer of buyers.slice(0, CALIBRATION)) {
      await stopApi(child);
      child = await startApi(PORT, env);
      const answer = await payInvoice(baseUrl, buyer, buyer.card);
      if (answer.transactionResult !== 'success')
        throw new Error(`Calibration purchase: ${JSON.stringify(answer)}`);
      calibration.push(answer.clientMs);
    }
    // The window starts at the slowest calibrated purchase and then follows what the kills hit: narrower after a
    // kill that came too late (the purchase had settled), wider after one that came before; at equilibrium about
    // a third of the kills land after the settlement, the rest spread over the purchase.
    let windowMs = Math.max(50, Math.max(...calibration));
    const windows: number[] = [];
    console.error(`… purchase takes p50 ${quantile(calibration, 0.5).toFixed(0)} ms`);

    const trials = buyers.slice(CALIBRATION);
    const buckets = new Map<Bucket, number>();
    const answeredBeforeKill = { yes: 0, no: 0 };
    const retried: Record<string, number> = {};
    for (const [index, buyer] of trials.entries()) {
      windows.push(windowMs);
      const delay = Math.random() * windowMs;
      const abort = new AbortController();
      let answered = false;
      const purchase = payInvoice(baseUrl, buyer, buyer.card, abort.signal).then(
        () => (answered = true),
        () => undefined,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
      await killed(child);
      abort.abort();
      await purchase;
      answeredBeforeKill[answered ? 'yes' : 'no'] += 1;
      const left = (await reader.states([buyer.invoiceId])).get(buyer.invoiceId)!;
      const bucket = bucketOf(left);
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
      windowMs = Math.max(50, windowMs * (bucket === 'settled' ? 0.9 : 1.06));
      child = await startApi(PORT, env);
      restarts += 1;
      if (index % 2 === 1) {
        await advanceClock(20);
        const outcome = await retry(buyer);
        retried[outcome] = (retried[outcome] ?? 0) + 1;
      }
      if ((index + 1) % 10 === 0) console.error(`… ${index + 1}/${trials.length} trials`);
    }

    // The reconciling job, for the purchases nobody retried: every lease is out once the clock moves on.
    const waiting = trials.filter((_, index) => index % 2 === 0);
    const ids = waiting.map((buyer) => buyer.invoiceId);
    await advanceClock(60);
    let reconciled = new Map<string, State>();
    const jobDeadline = performance.now() + 150_000;
    if (scratch) {
      while (performance.now() < jobDeadline) {
        reconciled = await reader.states(ids);
        if ([...reconciled.values()].every((state) => !state.payments['pending'])) break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    } else {
      // The embedded database serves one process: wait for the job (it runs each minute), then read it stopped.
      await new Promise((resolve) => setTimeout(resolve, 75_000));
      await stopApi(child);
      reconciled = await reader.states(ids);
      child = await startApi(PORT, env);
      await advanceClock(60);
    }
    const afterJob = { pendingLeft: 0, paid: 0, unpaid: 0 };
    for (const state of reconciled.values()) {
      if (state.payments['pending']) afterJob.pendingLeft += 1;
      else if (state.invoice === 'fully_paid') afterJob.paid += 1;
      else afterJob.unpaid += 1;
    }
    const midViolations = [...reconciled.values()].flatMap(violationsOf);
    // Then those people come back and retry (a purchase the job could not finish, or one never sent on).
    for (const buyer of waiting) {
      const outcome = await retry(buyer);
      retried[`later: ${outcome}`] = (retried[`later: ${outcome}`] ?? 0) + 1;
    }

    if (!scratch) await stopApi(child);
    const final = await reader.states(trials.map((buyer) => buyer.invoiceId));
    const stuckKeys = await reader.keysInProgress();
    if (!scratch) child = await startApi(PORT, env);
    const violations: string[] = [...midViolations];
    const outcomes = { 'one charge, policy active': 0, 'no charge, policy pending': 0, other: 0 };
    for (const buyer of trials) {
      const state = final.get(buyer.invoiceId)!;
      for (const violation of violationsOf(state)) violations.push(`buyer ${buyer.index}: ${violation}`);
      if (state.charges === 1 && state.policy === 'active') outcomes['one charge, policy active'] += 1;
      else if (state.charges === 0 && state.policy === 'pending') outcomes['no charge, policy pending'] += 1;
      else outcomes.other += 1;
    }
    const unfinished = trials.length - outcomes['one charge, policy active'];

    const row = (label: string, value: string | number) => console.log(`    ${label.padEnd(46)} ${value}`);
    console.log(`\nPurchase fault test, ${database}: SIGKILL at random points of payInvoice`);
    row('trials (API killed and restarted)', `${trials.length} (${restarts} restarts)`);
    row(
      'kill window (uniform delay after payInvoice was sent)',
      `0..${quantile(windows, 0.5).toFixed(0)} ms (median; from ${Math.min(...windows).toFixed(0)} to ${Math.max(...windows).toFixed(0)})`,
    );
    row(
      'calibrated purchase on a fresh process',
      `p50 ${quantile(calibration, 0.5).toFixed(0)} ms, max ${Math.max(...calibration).toFixed(0)} ms`,
    );
    row('provider answer delay (fault test only)', `${ANSWER_DELAY_MS} ms`);
    console.log('    kill points, from what the kill left in the database:');
    for (const bucket of [
      'no payment row',
      'pending, not charged',
      'charged, not settled',
      'settled',
    ] as const)
      row(`  ${bucket}`, buckets.get(bucket) ?? 0);
    row('  answer reached the buyer before the kill', answeredBeforeKill.yes);
    console.log('    recovery:');
    for (const [outcome, n] of Object.entries(retried).sort()) row(`  retry -> ${outcome}`, n);
    row(
      '  reconciling job, before anyone retried',
      `${afterJob.paid} paid, ${afterJob.unpaid} not charged, ${afterJob.pendingLeft} still pending (of ${waiting.length})`,
    );
    console.log('    outcomes after recovery:');
    for (const [outcome, n] of Object.entries(outcomes)) row(`  ${outcome}`, n);
    row('violations (charge without policy, policy without charge, double charge)', violations.length);
    row('unfinished purchases after retry', unfinished);
    row('provider idempotency keys left in progress', stuckKeys);
    row(
      'time',
      `${((performance.now() - startedAt) / 1000).toFixed(0)} s, load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    for (const violation of violations.slice(0, 20)) console.log(`    VIOLATION ${violation}`);
    return { violations: violations.length, unfinished };
  } finally {
    await killed(child);
    await reader.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const result = await purchaseFaults();
  if (result.violations > 0 || result.unfinished > 0) process.exit(1);
}

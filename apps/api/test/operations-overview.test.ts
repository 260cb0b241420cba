// The operator's view (issue 29 item 3, "Done when": the figures equal a hand count over a book of at least 10,000
// policies with every status). One policy is bought through the API; the rest are SQL copies of it
// (support/policy-clones.ts), with dates spread over 40 days so that first premiums fall due and settle in two
// months; then SQL gives them every status of the lifecycle, premium invoices in every invoice status due before and
// after the month's bounds, open and decided underwriting cases, dead jobs in two queues, and the ledger
// reconciliation runs over it all (the SQL-made invoices have no ledger entries: it finds them). Every figure of
// `operationsOverview` is then compared with a count made here by plain SQL over the rows (one status at a time,
// rows summed in the test, the month's bounds written out), not with the service's statements. OPERATIONS_POLICIES
// (10,000) sets the size, on the embedded database and on PostgreSQL alike. A person without the role is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_STATUSES } from '@wysh/domain/policies/policy-lifecycle';
import { grantRole } from '../src/modules/roles/roles.service.ts';
import { userIdOf, verifiedUser } from './support/accounts.ts';
import { sandboxCardPort } from './support/cards.ts';
import { clonePolicy } from './support/policy-clones.ts';
import { buyTermPolicy } from './support/purchasing.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const POLICIES = Number(process.env['OPERATIONS_POLICIES'] ?? 10_000);
/** Wednesday 18 November 2026, 10:00 in New York (EST): the month is November, the week the 18th to the 24th. */
const NOW = new Date('2026-11-18T15:00:00Z');
/** Midnight in New York on 1 November (still EDT) and on 1 December (EST). */
const MONTH_FROM = new Date('2026-11-01T04:00:00Z');
const MONTH_TO = new Date('2026-12-01T05:00:00Z');
/** The oldest open case: Friday 13 November, 10:00 in New York; to NOW, 14 + 24 + 24 + 10 working hours. */
const OLDEST_CASE = new Date('2026-11-13T15:00:00Z');

const OVERVIEW = `{ operationsOverview {
  asOf businessDay monthFrom monthTo
  policiesByStatus { status count }
  billedThisMonth { count cents } collectedThisMonth { count cents } pastDue { count cents }
  lapsesThisWeek { from to count }
  underwritingQueue { open oldestOpenedAt oldestWorkingHours workingHoursAllowed overdue }
  ledgerReconciliation { ranAt invoicesChecked differences }
  deadJobs { queue count }
} }`;

type Figure = { count: number; cents: number };
type Overview = {
  asOf: string;
  businessDay: string;
  monthFrom: string;
  monthTo: string;
  policiesByStatus: Array<{ status: string; count: number }>;
  billedThisMonth: Figure;
  collectedThisMonth: Figure;
  pastDue: Figure;
  lapsesThisWeek: { from: string; to: string; count: number };
  underwritingQueue: {
    open: number;
    oldestOpenedAt: string | null;
    oldestWorkingHours: number | null;
    workingHoursAllowed: number;
    overdue: number;
  };
  ledgerReconciliation: { ranAt: string; invoicesChecked: number; differences: number } | null;
  deadJobs: Array<{ queue: string; count: number }>;
};

let t: TestApp;
let operator: string;
const timings: string[] = [];

const rowsOf = async <T>(text: string, values: unknown[] = []) =>
  (await t.database.pool.query(text, values)).rows as T[];

/** Sums a figure over rows loaded by plain SQL. */
const figureOf = (rows: Array<{ cents: number }>): Figure => ({
  count: rows.length,
  cents: rows.reduce((sum, row) => sum + Number(row.cents), 0),
});

async function overview(token?: string) {
  return t.graphql<{ operationsOverview: Overview }>(OVERVIEW, {}, token ? { token } : {});
}

beforeAll(async () => {
  const started = Date.now();
  t = await startTestApp();
  t.clock.set(NOW);
  const bought = await buyTermPolicy(t, await sandboxCardPort(t));
  const connection = await t.database.pool.connect();
  try {
    await clonePolicy(connection, {
      policyId: bought.policyId,
      count: POLICIES - 1,
      shiftDays: (n) => -(n % 40),
    });
  } finally {
    connection.release();
  }
  timings.push(`seeding ${POLICIES} policies: ${Date.now() - started} ms`);
  const shaped = Date.now();
  // Every status of the lifecycle, by each policy's place in id order (k = its number mod 20). Not issued
  // (pending, settling, withdrawn): no number, no effective time. In grace: a missed premium and a lapse date from
  // the day before NOW to ten days after it.
  await t.database.pool.query(`
    with numbered as (select id, (row_number() over (order by id))::int as n from policies)
    update policies p set
      status = case n % 20 when 0 then 'pending' when 1 then 'settling' when 2 then 'withdrawn'
        when 3 then 'grace' when 4 then 'grace' when 5 then 'lapsed' when 6 then 'cancelled'
        when 7 then 'terminated' when 8 then 'expired' else 'active' end,
      label = case when n % 20 in (0, 1, 2) then null else p.label end,
      effective_at = case when n % 20 in (0, 1, 2) then null else p.effective_at end,
      missed_due_on = case when n % 20 in (3, 4) then date '2026-10-17' end,
      lapses_on = case when n % 20 in (3, 4) then date '2026-11-17' + (n % 11)
        when n % 20 = 5 then date '2026-11-20' else null end
    from numbered where numbered.id = p.id`);
  // Premium invoices for a third of the issued policies, in every invoice status, due from 30 days before NOW
  // to 15 days after it (so in October, November and December); paid and void ones owe nothing.
  await t.database.pool.query(
    `
    with numbered as (
      select id, user_id, (row_number() over (order by id))::int as n from policies where label is not null)
    insert into invoices (id, user_id, policy_id, kind, amount, balance, status, period_start, period_end, due_at,
      issued_at, updated_at)
    select gen_random_uuid(), user_id, id, 'premium', 2000 + n % 977,
      case n % 7 when 5 then 0 when 6 then 0 when 2 then (2000 + n % 977) / 2 else 2000 + n % 977 end,
      (array['created', 'processing', 'short_paid', 'failed', 'retryable', 'fully_paid', 'void'])[n % 7 + 1],
      date '2027-01-01' + n % 5, date '2027-01-31' + n % 5,
      $1::timestamptz + ((n % 46) - 30) * interval '1 day' + (n % 24) * interval '1 hour',
      $1::timestamptz, $1::timestamptz
    from numbered where n % 3 = 0`,
    [NOW],
  );
  // Some settled first premiums came back (returned): collected no more.
  await t.database.pool.query(`
    with numbered as (select id, (row_number() over (order by id))::int as n from payments)
    update payments p set status = 'returned', return_code = 'R10' from numbered
    where numbered.id = p.id and p.status = 'succeeded' and n % 13 = 0`);
  // Underwriting cases on every 50th application: the oldest opened OLDEST_CASE, the others after it, a fifth
  // decided; due 4 days after opening (here only its order against NOW matters).
  await t.database.pool.query(
    `
    with numbered as (
      select id, user_id, (row_number() over (order by id))::int as n from insurance_applications)
    insert into underwriting_cases (id, insurance_application_id, user_id, status, opened_at, due_at, decided_at,
      decided_by, decision)
    select gen_random_uuid(), id, user_id, case when n % 250 = 0 then 'decided' else 'open' end,
      $1::timestamptz + (n / 50 - 1) * interval '37 minutes', $1::timestamptz + (n / 50 - 1) * interval '37 minutes' + interval '4 days',
      case when n % 250 = 0 then $2::timestamptz end, case when n % 250 = 0 then user_id end,
      case when n % 250 = 0 then 'reject' end
    from numbered where n % 50 = 0`,
    [OLDEST_CASE, NOW],
  );
  // Dead jobs (failed, retries spent) in two queues; a job waiting to retry and a dead letter's copy are not.
  await t.database.pool.query(`
    insert into pgboss.job (name, state, retry_limit, retry_count)
    select name, state::pgboss.job_state, retries, retries from (
      select 'ledger.reconcile' as name, 'failed' as state, 3 as retries from generate_series(1, 3)
      union all select 'data-exports.purge', 'failed', 2 from generate_series(1, 2)
      union all select 'data-exports.purge', 'retry', 1
      union all select 'ledger.reconcile.dead', 'completed', 0) as jobs`);
  timings.push(`shaping the book: ${Date.now() - shaped} ms`);
  const user = await verifiedUser(t);
  await grantRole(t.database.db, await userIdOf(t, user.tokens.accessToken), 'operations', t.clock.now());
  operator = user.tokens.accessToken;
}, 600_000);
afterAll(async () => {
  console.log(
    `operations-overview (${t.config.DATABASE_URL ? 'PostgreSQL' : 'embedded'}): ${timings.join('; ')}`,
  );
  await t.close();
});

describe('operationsOverview', () => {
  it('answers every figure as a hand count over the book finds it', async () => {
    const before = await overview(operator);
    expect(before.errors).toBeUndefined();
    expect(before.data!.operationsOverview.ledgerReconciliation).toBeNull();

    await t.jobs.enqueue('ledger.reconcile', {}, { tx: t.database.db });
    await t.jobs.drain();
    const asked = Date.now();
    const answer = await overview(operator);
    timings.push(`the overview: ${Date.now() - asked} ms`);
    expect(answer.errors).toBeUndefined();
    const o = answer.data!.operationsOverview;

    expect(o.asOf).toBe(NOW.toISOString());
    expect([o.businessDay, o.monthFrom, o.monthTo]).toEqual(['2026-11-18', '2026-11-01', '2026-11-30']);

    // Policies: one count per status, every status present.
    const byStatus: Record<string, number> = {};
    for (const status of POLICY_STATUSES) {
      const [row] = await rowsOf<{ n: number }>('select count(*)::int as n from policies where status = $1', [
        status,
      ]);
      byStatus[status] = row!.n;
      expect(row!.n).toBeGreaterThan(0);
    }
    expect(Object.fromEntries(o.policiesByStatus.map((each) => [each.status, each.count]))).toEqual(byStatus);
    expect(Object.values(byStatus).reduce((a, b) => a + b, 0)).toBe(POLICIES);

    // Billed: invoices not void falling due in November (New York); collected: payments that succeeded and settled
    // in November.
    const invoices = await rowsOf<{
      kind: string;
      status: string;
      amount: number;
      balance: number;
      due: Date;
    }>('select kind, status, amount, balance, due_at as due from invoices');
    const inMonth = (at: Date) => at >= MONTH_FROM && at < MONTH_TO;
    expect(o.billedThisMonth).toEqual(
      figureOf(
        invoices.filter((i) => i.status !== 'void' && inMonth(i.due)).map((i) => ({ cents: i.amount })),
      ),
    );
    const payments = await rowsOf<{ status: string; amount: number; settled: Date | null }>(
      'select status, amount, settled_at as settled from payments',
    );
    expect(o.collectedThisMonth).toEqual(
      figureOf(
        payments
          .filter((p) => p.status === 'succeeded' && p.settled && inMonth(p.settled))
          .map((p) => ({
            cents: p.amount,
          })),
      ),
    );
    expect(o.billedThisMonth.count).toBeGreaterThan(0);
    expect(o.billedThisMonth.count).toBeLessThan(invoices.length);
    expect(o.collectedThisMonth.count).toBeGreaterThan(0);
    expect(o.collectedThisMonth.count).toBeLessThan(payments.length);

    // Past due: premiums owed with no charge in flight, due before 10:00 New York on the 17th (a day before NOW).
    const dayBefore = new Date('2026-11-17T15:00:00Z');
    const pastDue = invoices.filter(
      (i) =>
        i.kind === 'premium' &&
        ['created', 'short_paid', 'failed', 'retryable'].includes(i.status) &&
        i.due < dayBefore,
    );
    expect(o.pastDue).toEqual(figureOf(pastDue.map((i) => ({ cents: i.balance }))));
    expect(o.pastDue.count).toBeGreaterThan(0);

    // Lapses this week: in grace, lapse date from the 18th to the 24th (the 17th, and after the 24th, are not).
    const [lapsing] = await rowsOf<{ n: number }>(
      `select count(*)::int as n from policies where status = 'grace'
        and lapses_on in ('2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23',
          '2026-11-24')`,
    );
    expect(o.lapsesThisWeek).toEqual({ from: '2026-11-18', to: '2026-11-24', count: lapsing!.n });
    const [grace] = await rowsOf<{ n: number }>(
      `select count(*)::int as n from policies where status = 'grace'`,
    );
    expect(lapsing!.n).toBeGreaterThan(0);
    expect(lapsing!.n).toBeLessThan(grace!.n);

    // The underwriting queue.
    const cases = await rowsOf<{ status: string; opened: Date; due: Date }>(
      'select status, opened_at as opened, due_at as due from underwriting_cases',
    );
    const open = cases.filter((c) => c.status === 'open');
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(cases.length);
    expect(o.underwritingQueue).toEqual({
      open: open.length,
      oldestOpenedAt: OLDEST_CASE.toISOString(),
      oldestWorkingHours: 72,
      workingHoursAllowed: 48,
      overdue: open.filter((c) => c.due < NOW).length,
    });
    expect(o.underwritingQueue.overdue).toBeGreaterThan(0);
    expect(o.underwritingQueue.overdue).toBeLessThan(open.length);

    // The reconciliation: every invoice checked; a difference for each invoice whose balance is not its
    // receivable on the ledger (the SQL-made premiums owing something have no entries at all).
    const receivables = new Map(
      (
        await rowsOf<{ invoice: string; total: string }>(
          `select invoice_id as invoice, sum(amount)::text as total from ledger_entries
            where account = 'receivable' group by invoice_id`,
        )
      ).map((row) => [row.invoice, Number(row.total)]),
    );
    const balances = await rowsOf<{ id: string; balance: number }>('select id, balance from invoices');
    const unbalanced = await rowsOf<{ id: string }>(
      'select transaction_id as id from ledger_entries group by transaction_id having sum(amount) <> 0',
    );
    const differences =
      balances.filter((i) => (receivables.get(i.id) ?? 0) !== i.balance).length + unbalanced.length;
    expect(o.ledgerReconciliation).toEqual({
      ranAt: NOW.toISOString(),
      invoicesChecked: balances.length,
      differences,
    });
    expect(differences).toBeGreaterThan(0);

    // Dead jobs by queue: the failed rows, not those to retry nor the dead letters' copies.
    const failed = await rowsOf<{ name: string }>(`select name from pgboss.job where state = 'failed'`);
    const dead: Record<string, number> = {};
    for (const { name } of failed) if (!name.endsWith('.dead')) dead[name] = (dead[name] ?? 0) + 1;
    expect(Object.fromEntries(o.deadJobs.map((each) => [each.queue, each.count]))).toEqual(dead);
    expect(dead).toMatchObject({ 'ledger.reconcile': 3, 'data-exports.purge': 2 });
  });

  it('refuses anyone without the operations role', async () => {
    const someone = await verifiedUser(t);
    const refused = await overview(someone.tokens.accessToken);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data?.operationsOverview ?? null).toBeNull();
    const signedOut = await overview();
    expect(signedOut.errors?.[0]?.extensions?.code).toBeDefined();
    expect(signedOut.data?.operationsOverview ?? null).toBeNull();
  });
});

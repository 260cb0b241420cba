// Billing over years (issues 24, 25 and 26, "Done when"): CLOCK_TRAVEL_POLICIES policies (500) billed for
// CLOCK_TRAVEL_MONTHS months (36) by the billing run, a day at a time, while their cards start declining and work
// again at random, and a fifth of them pay from a linked bank account by ACH: debits processing for days, then
// settled, failed at settlement (R01: insufficient funds, presented again; R02: account closed, debits stopped) or
// returned weeks after they settled (R10: unauthorised), at random too (a seeded PRNG: CLOCK_TRAVEL_SEED replays
// a run; the seed is printed). Of the policies that lapse, some are reinstated through the API: with the arrears
// alone within 60 days, or after them through the interview again, paid by the card or the bank account on file
// and tried again when that fails (support/reinstaters.ts). Then, for every policy: one invoice per period it was
// in force for, each paid once (as a premium or a reinstatement's line); never two charges for one invoice, by
// our records and the provider's; nothing processing past its settlement day; no lapse before the end of grace,
// nor without the written grace notice 30 days before the last day of cover; every ledger transaction sums to
// zero and every invoice's balance is its receivable; a missed premium paid during grace made the policy active
// again; no policy active again without its reinstatement paid (every missed premium's line, and the interest's
// when underwritten), under the number it always had. Two policies are bought through the API (one then pays from
// a bank); the others are SQL copies of them (support/policy-clones.ts) with effective dates spread over a month
// (the 29th, 30th and 31st among them). The card payers' policy lowers its cover from its second due date; the
// bank payers' lowers it and withdraws the change, then raises it through underwriting (an added layer priced on its
// own): every premium is priced from the version in force on its due date.
// Some owners ask customer service to cancel (support/cancellers.ts): in the free look (every premium refunded, the
// policy void), or after it (billed to the end of the paid period, then ended).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDayOf } from '../src/shared/clock.ts';
import { billingFaults, daysBetween, monthAfter } from './support/billing-invariants.ts';
import { payFromBank } from './support/bank-link.ts';
import { bankReturns, sandboxCardPort } from './support/cards.ts';
import { clonePolicy } from './support/policy-clones.ts';
import { reinstaters } from './support/reinstaters.ts';
import { cancellers } from './support/cancellers.ts';
import { answerInterview } from './support/applying.ts';
import { buyTermPolicy } from './support/purchasing.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const POLICIES = Number(process.env.CLOCK_TRAVEL_POLICIES ?? 500);
const MONTHS = Number(process.env.CLOCK_TRAVEL_MONTHS ?? 36);
const SEED = Number(process.env.CLOCK_TRAVEL_SEED ?? Math.floor(Math.random() * 2 ** 31));
const DAY = 86_400_000;

/** Per day: a working card starts declining; a declining one works again. */
const STARTS_DECLINING = 1 / 150;
const WORKS_AGAIN = 1 / 12;
/** The share of the people who pay from a bank account. */
const BANK_SHARE = 0.2;
/** Per day: a good account starts failing its debits at settlement, and what with; a failing one is good again. */
const STARTS_FAILING = 1 / 150;
const FAILURES = [
  ['R01', 0.9],
  ['R02', 0.1],
] as const;
/** Per day, for each debit settled in the last 60 days: the account holder disputes it (R10). */
const DISPUTED = 1 / 1500;
/** Of the cards that start declining, what they answer (expired_card is a hard decline: never retried). */
const DECLINES = [
  ['card_declined', 0.75],
  ['insufficient_funds', 0.2],
  ['expired_card', 0.05],
] as const;

/** mulberry32: a small seeded PRNG, so that a failing run can be replayed with its seed. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let t: TestApp;

/** Lowers a policy's cover through the API (requestCoverageAdjustment), and withdraws the change if told. */
async function changeCover(
  app: TestApp,
  person: { token: string; policyId: string },
  amount: number,
  withdraw: boolean,
) {
  const lowered = await app.graphql<{ requestCoverageAdjustment: { error: { code: string } | null } }>(
    `mutation ($input: RequestCoverageAdjustmentInput!) { requestCoverageAdjustment(input: $input) { error { code } } }`,
    { input: { policyId: person.policyId, amount } },
    { token: person.token },
  );
  expect(lowered.data?.requestCoverageAdjustment.error).toBeNull();
  if (!withdraw) return;
  const withdrawn = await app.graphql<{ cancelPendingPolicyUpdates: { error: { code: string } | null } }>(
    `mutation ($input: CancelPendingPolicyUpdatesInput!) { cancelPendingPolicyUpdates(input: $input) { error { code } } }`,
    { input: { policyId: person.policyId } },
    { token: person.token },
  );
  expect(withdrawn.data?.cancelPendingPolicyUpdates.error).toBeNull();
}

/** Raises a policy's cover through underwriting (issue 27): asked, the interview answered, approved, accepted. */
async function raiseCover(app: TestApp, person: { token: string; policyId: string }, amount: number) {
  const step = async (name: string, input: Record<string, unknown>) => {
    const inputType =
      name === 'requestCoverIncrease' ? 'RequestCoverIncreaseInput' : 'CoverIncreasePolicyInput';
    const answer = await app.graphql<
      Record<string, { coverIncrease: { status: string } | null; error: unknown }>
    >(
      `mutation ($input: ${inputType}!) { ${name}(input: $input) { coverIncrease { status } error { code } } }`,
      { input },
      { token: person.token },
    );
    expect(answer.data?.[name]?.error ?? null).toBeNull();
    return answer.data![name]!.coverIncrease!.status;
  };
  await step('requestCoverIncrease', { policyId: person.policyId, amount });
  // The test's clock stands still: the interview's answers come a minute after the purchase's (newest wins).
  app.clock.advance(60_000);
  await answerInterview(app, person.token, {}, { flowScope: 'COVERAGE_ADJUSTMENT' });
  expect(await step('submitCoverIncreaseUnderwriting', { policyId: person.policyId })).toBe('OFFERED');
  expect(await step('acceptCoverIncrease', { policyId: person.policyId })).toBe('ACCEPTED');
}

async function labelsOf(policyIds: string[]): Promise<Map<string, string>> {
  const { rows } = await t.database.pool.query<{ id: string; label: string }>(
    'select id, label from policies where id = any($1::uuid[])',
    [policyIds],
  );
  return new Map(rows.map((row) => [row.id, row.label]));
}
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const today = () => businessDayOf(t.clock.now());

/** The issuers of the people's cards: each card works or declines, and changes its mind at random. */
async function cardIssuers(policyIds: string[], random: () => number) {
  const { rows: cards } = await t.database.pool.query<{ card: string }>(
    `select payment_methods.provider_payment_method_id as card from policies
      join payment_methods on payment_methods.user_id = policies.user_id where policies.id = any($1::uuid[])`,
    [policyIds],
  );
  const declining = new Map<string, string | null>(cards.map((row) => [row.card, null]));
  return {
    /** One day of the issuers: the cards that change are told to the sandbox provider in one statement. */
    async day() {
      const changed: Array<[string, string]> = [];
      for (const [card, code] of declining) {
        if (code === null && random() < STARTS_DECLINING) {
          let pick = random();
          const [next] = DECLINES.find(([, share]) => (pick -= share) < 0) ?? DECLINES[0];
          declining.set(card, next);
          changed.push([card, JSON.stringify({ kind: 'declines', code: next })]);
        } else if (code !== null && random() < WORKS_AGAIN) {
          declining.set(card, null);
          changed.push([card, JSON.stringify({ kind: 'succeeds' })]);
        }
      }
      if (changed.length === 0) return;
      await t.database.pool.query(
        `update sandbox_card_payment_methods set behaviour = changed.behaviour
          from unnest($1::text[], $2::text[]) as changed(id, behaviour)
          where sandbox_card_payment_methods.id = changed.id`,
        [changed.map(([card]) => card), changed.map(([, behaviour]) => behaviour)],
      );
    },
  };
}

/** The banks of the people who pay from an account: debits fail at settlement, and settled ones come back. */
async function banks(policyIds: string[], random: () => number, cardPort: number) {
  const { rows: accounts } = await t.database.pool.query<{ account: string }>(
    `select payment_methods.provider_payment_method_id as account from policies
      join payment_methods on payment_methods.user_id = policies.user_id
      where policies.id = any($1::uuid[]) and payment_methods.source = 'bank_account'`,
    [policyIds],
  );
  const failing = new Map<string, string | null>(accounts.map((row) => [row.account, null]));
  const returnDebit = (paymentIntentId: string, code: string) => bankReturns(cardPort, paymentIntentId, code);

  return {
    accounts: failing.size,
    async day() {
      const changed: Array<[string, string | null]> = [];
      for (const [account, code] of failing) {
        if (code === null && random() < STARTS_FAILING) {
          let pick = random();
          const [next] = FAILURES.find(([, share]) => (pick -= share) < 0) ?? FAILURES[0];
          failing.set(account, next);
          changed.push([account, next]);
        } else if (code === 'R01' && random() < WORKS_AGAIN) {
          failing.set(account, null);
          changed.push([account, null]);
        }
      }
      if (changed.length > 0)
        await t.database.pool.query(
          `update sandbox_card_bank_accounts set fails_with = changed.code
            from unnest($1::text[], $2::text[]) as changed(id, code)
            where sandbox_card_bank_accounts.id = changed.id`,
          [changed.map(([account]) => account), changed.map(([, code]) => code)],
        );
      const { rows: settled } = await t.database.pool.query<{ intent: string }>(
        `select provider_payment_intent_id as intent from payments
          where status = 'succeeded' and submitted_on is not null and submitted_on > $1::date - 60`,
        [today()],
      );
      for (const { intent } of settled) if (random() < DISPUTED) await returnDebit(intent, 'R10');
    },
  };
}

describe(`${POLICIES} policies billed for ${MONTHS} months (CLOCK_TRAVEL_SEED=${SEED})`, () => {
  it(
    'bill every period once, charge every invoice at most once, lapse only after grace and a notice, cure when paid, and balance',
    async () => {
      console.log(`clock travel: seed ${SEED} (CLOCK_TRAVEL_SEED=${SEED} replays this run)`);
      const random = prng(SEED);
      const timings: string[] = [];
      let phase = performance.now();
      const lap = (label: string) => {
        timings.push(`${label} ${((performance.now() - phase) / 1000).toFixed(1)} s`);
        phase = performance.now();
      };

      const cardPort = await sandboxCardPort(t);
      const bought = await buyTermPolicy(t, cardPort);
      const payer = await buyTermPolicy(t, cardPort);
      await payFromBank(t, payer.token);
      // Policy changes (issue 27): the card payers' policy lowers its cover from its next due date (every copy
      // of it carries that version 2), the bank payers' lowers it and withdraws the change (never applies), then
      // raises it from its next due date (version 3, with a layer of its own).
      await changeCover(t, bought, 25_000_000, false);
      await changeCover(t, payer, 30_000_000, true);
      await raiseCover(t, payer, 75_000_000);
      const payers = Math.max(1, Math.round(POLICIES * BANK_SHARE));
      const connection = await t.database.pool.connect();
      const copies: string[] = [];
      try {
        // Effective dates spread over the 31 days up to the purchase's (November 21): every day of a month is
        // someone's due date, October's 29th, 30th and 31st among them.
        copies.push(
          ...(await clonePolicy(connection, {
            policyId: bought.policyId,
            count: POLICIES - payers - 1,
            shiftDays: (n) => -(n % 31),
          })),
          ...(await clonePolicy(connection, {
            policyId: payer.policyId,
            count: payers - 1,
            shiftDays: (n) => -((n * 7) % 31),
          })),
        );
      } finally {
        connection.release();
      }
      const policyIds = [bought.policyId, payer.policyId, ...copies];
      lap('seeding');

      const labels = await labelsOf(policyIds);
      const issuers = await cardIssuers(policyIds, random);
      const accounts = await banks(policyIds, random, cardPort);
      const start = today();
      const lastDay = monthAfter(start, MONTHS);
      const lapsed = reinstaters(t, policyIds, random, lastDay);
      // The cancellations draw from a generator of their own: the seed's other draws stay as they were.
      const callers = cancellers(t, policyIds, prng(SEED ^ 0x5eed));
      expect(accounts.accounts).toBe(payers);
      const days = daysBetween(start, lastDay);
      for (let day = 1; day <= days; day += 1) {
        await t.clock.advance(DAY);
        await issuers.day();
        await accounts.day();
        await t.jobs.enqueue('billing.run', {}, { tx: t.database.db });
        await t.jobs.drain();
        await lapsed.day(today());
        await callers.day();
        await t.jobs.drain();
      }
      const last = today();
      lap(`${days} days`);

      const { faults, counts } = await billingFaults(t.database.pool, last);
      // A reinstated policy keeps its number; no two policies share one.
      const renumbered = [...(await labelsOf(policyIds))].filter(([id, label]) => labels.get(id) !== label);
      lap('checks');
      expect(counts.policies).toBe(POLICIES);
      expect(new Set(labels.values()).size).toBe(POLICIES);
      console.log(
        `clock travel (seed ${SEED}, ${MONTHS} months to ${last}): ${counts.policies} policies, ${counts.invoices} invoices, ` +
          `${counts.charges} charges, ${counts.declines} declines (${counts.debits} bank debits, ${counts.returns} returned), ` +
          `${counts.graces} graces, ${counts.cures} cures, ` +
          `${counts.lapses} lapses, ${counts.reinstatements} reinstatements ` +
          `(${JSON.stringify(lapsed.tally)}), cancellations ${JSON.stringify(callers.tally)}; ${timings.join(', ')}`,
      );
      expect(faults.slice(0, 20)).toEqual([]);
      expect(renumbered).toEqual([]);
      // Healthy people paying in time are never refused; each path is asked by the plan made for it (the
      // first lapse whose window allows it takes each, whatever the seed), offered, and every paid one reinstated.
      expect(lapsed.tally.surprises).toEqual([]);
      expect(lapsed.tally.asked.arrearsOnly).toBeGreaterThanOrEqual(lapsed.tally.forced.arrearsOnly ? 1 : 0);
      expect(lapsed.tally.asked.underwritten).toBeGreaterThanOrEqual(
        lapsed.tally.forced.underwritten ? 1 : 0,
      );
      if (counts.lapses >= 20) expect(lapsed.tally.forced).toEqual({ arrearsOnly: true, underwritten: true });
      expect(counts.reinstatements).toBeGreaterThanOrEqual(lapsed.tally.paid);
      // Customer service cancels in the free look and after it, and the API refuses nothing it should take.
      expect(callers.tally.surprises).toEqual([]);
      expect(callers.tally.freeLook).toBeGreaterThanOrEqual(1);
      expect(callers.tally.afterFreeLook).toBeGreaterThanOrEqual(1);
    },
    60 * 60_000,
  );
});

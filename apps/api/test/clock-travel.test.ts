// Billing over years (issue 24, "Done when" 1): CLOCK_TRAVEL_POLICIES policies (500) billed for CLOCK_TRAVEL_MONTHS
// months (36) by the billing run, a day at a time, while their cards start declining and work again at random
// (a seeded PRNG: CLOCK_TRAVEL_SEED replays a run; the seed is printed). Then, for every policy: one invoice per
// period it was in force for; never two charges for one invoice, by our records and the provider's; no lapse
// before the end of grace, nor without the written grace notice 30 days before the last day of cover; every
// ledger transaction sums to zero and every invoice's balance is its receivable; a missed premium paid during
// grace made the policy active again. One policy is bought through the API; the others are SQL copies of it
// (support/policy-clones.ts) with effective dates spread over a month (the 29th, 30th and 31st among them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDayOf } from '../src/shared/clock.ts';
import { billingFaults, daysBetween, monthAfter } from './support/billing-invariants.ts';
import { sandboxCardPort } from './support/cards.ts';
import { clonePolicy } from './support/policy-clones.ts';
import { buyTermPolicy } from './support/purchasing.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const POLICIES = Number(process.env.CLOCK_TRAVEL_POLICIES ?? 500);
const MONTHS = Number(process.env.CLOCK_TRAVEL_MONTHS ?? 36);
const SEED = Number(process.env.CLOCK_TRAVEL_SEED ?? Math.floor(Math.random() * 2 ** 31));
const DAY = 86_400_000;

/** Per day: a working card starts declining; a declining one works again. */
const STARTS_DECLINING = 1 / 150;
const WORKS_AGAIN = 1 / 12;
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

describe(`${POLICIES} policies billed for ${MONTHS} months`, () => {
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

      const bought = await buyTermPolicy(t, await sandboxCardPort(t));
      const connection = await t.database.pool.connect();
      let copies: string[];
      try {
        // Effective dates spread over the 31 days up to the purchase's (November 21): every day of a month is
        // someone's due date, October's 29th, 30th and 31st among them.
        copies = await clonePolicy(connection, {
          policyId: bought.policyId,
          count: POLICIES - 1,
          shiftDays: (n) => -(n % 31),
        });
      } finally {
        connection.release();
      }
      const policyIds = [bought.policyId, ...copies];
      lap('seeding');

      const issuers = await cardIssuers(policyIds, random);
      const start = today();
      const days = daysBetween(start, monthAfter(start, MONTHS));
      for (let day = 1; day <= days; day += 1) {
        await t.clock.advance(DAY);
        await issuers.day();
        await t.jobs.enqueue('billing.run', {}, { tx: t.database.db });
        await t.jobs.drain();
      }
      const last = today();
      lap(`${days} days`);

      const { faults, counts } = await billingFaults(t.database.pool, last);
      lap('checks');
      expect(counts.policies).toBe(POLICIES);
      console.log(
        `clock travel (seed ${SEED}, ${MONTHS} months to ${last}): ${counts.policies} policies, ${counts.invoices} invoices, ` +
          `${counts.charges} charges, ${counts.declines} declines, ${counts.graces} graces, ${counts.cures} cures, ` +
          `${counts.lapses} lapses; ${timings.join(', ')}`,
      );
      expect(faults.slice(0, 20)).toEqual([]);
    },
    60 * 60_000,
  );
});

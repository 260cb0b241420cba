// The people of the clock-travel test whose policy lapsed and who want it back, through the API as the app asks
// it: some within the 60 days of arrears alone, some later, answering the interview again (healthy answers:
// approved by the rules, an offer of the missed premiums and interest); each signs back in, asks, is billed and
// pays by what they have on file (a card that may still be declining, or a linked bank account whose debit
// settles days later, or fails). A payment that fails is tried again some days later, on whatever path the rules
// then give (an arrears-only plan past its 60 days is underwritten). A seeded PRNG picks who and when, except
// that the first lapse whose window allows it takes each path: every run asks by both, whatever the seed.
import { addDays, daysBetween } from './billing-invariants.ts';
import { answerInsuranceProfile, answerInterview } from './applying.ts';
import { signBackIn, type Policyholder } from './policyholders.ts';
import { ask, invoiceFor, pay } from './reinstating.ts';
import type { TestApp } from './test-app.ts';

/** Of the policies that lapse: who reinstates with the arrears alone, who after 60 days (the rest never do). */
const ARREARS_SHARE = 0.2;
const UNDERWRITTEN_SHARE = 0.1;
/** How many times a person tries before giving up. */
const TRIES = 3;

const OUTCOME = `success status underwritingRequired reinstatementRequest { id status } error { code message }`;
type Outcome = {
  success: boolean;
  status: string | null;
  underwritingRequired: boolean | null;
  error: { code: string; message: string } | null;
};

type Plan = { person: Policyholder; missedDueOn: string; nextTry: string; tries: number; done: boolean };

export type ReinstatementTally = {
  planned: { arrearsOnly: number; underwritten: number };
  /** Whether a plan was made for each path regardless of the seed (a lapse early enough for it came). */
  forced: { arrearsOnly: boolean; underwritten: boolean };
  /** Requests made by each path (an underwritten one answered the interview again). */
  asked: { arrearsOnly: number; underwritten: number };
  attempts: number;
  paid: number;
  declined: number;
  debits: number;
  /** What the API answered that a healthy person paying in time should not be told, for the test to show. */
  surprises: string[];
};

/** `until`: the travel's last day (an underwritten plan is forced only for a lapse whose try falls before it). */
export function reinstaters(t: TestApp, policyIds: string[], random: () => number, until: string) {
  const plans = new Map<string, Plan>();
  const tally: ReinstatementTally = {
    planned: { arrearsOnly: 0, underwritten: 0 },
    forced: { arrearsOnly: false, underwritten: false },
    asked: { arrearsOnly: 0, underwritten: 0 },
    attempts: 0,
    paid: 0,
    declined: 0,
    debits: 0,
    surprises: [],
  };
  const daysFrom = (from: string, span: number) => addDays(from, Math.floor(random() * span));

  /** New lapses get their plan: a day within the 60 days, one after them, or none. */
  async function plan(today: string) {
    const { rows: lapsed } = await t.database.pool.query<{
      id: string;
      user_id: string;
      seq: number;
      missed: string;
      phone: string;
      e164: string;
    }>(
      `select policies.id, policies.user_id, lapse.seq,
        coalesce(lapse.details->>'firstMissedDueOn', lapse.details->>'missedDueOn') as missed,
        phone.id as phone, phone.e164 from policies
        join lateral (select seq, details from policy_events where policy_id = policies.id and event = 'lapse'
          order by seq desc limit 1) lapse on true
        join phone_numbers phone on phone.user_id = policies.user_id and phone.status = 'active'
        where policies.status = 'lapsed' and policies.id = any($1::uuid[])
        order by array_position($1::uuid[], policies.id)`,
      [policyIds],
    );
    for (const row of lapsed) {
      const key = `${row.id} ${row.seq}`;
      if (plans.has(key)) continue;
      const person = {
        token: '',
        policyId: row.id,
        invoiceId: '',
        userId: row.user_id,
        phone: row.phone,
        e164: row.e164,
      };
      const arrearsLast = addDays(row.missed, 58);
      const forceArrears = !tally.forced.arrearsOnly && arrearsLast <= until && today <= arrearsLast;
      const forceUnderwritten =
        !forceArrears && !tally.forced.underwritten && addDays(row.missed, 121) <= until;
      tally.forced.arrearsOnly ||= forceArrears;
      tally.forced.underwritten ||= forceUnderwritten;
      const pick = forceArrears ? 0 : forceUnderwritten ? ARREARS_SHARE : random();
      const nextTry =
        pick < ARREARS_SHARE && today <= arrearsLast
          ? daysFrom(today, daysBetween(today, arrearsLast) + 1)
          : pick < ARREARS_SHARE + UNDERWRITTEN_SHARE
            ? daysFrom(addDays(row.missed, 61), 60)
            : null;
      if (nextTry === null) {
        plans.set(key, { person, missedDueOn: row.missed, nextTry: '', tries: 0, done: true });
        continue;
      }
      if (nextTry <= addDays(row.missed, 60)) tally.planned.arrearsOnly += 1;
      else tally.planned.underwritten += 1;
      plans.set(key, { person, missedDueOn: row.missed, nextTry, tries: 0, done: false });
    }
  }

  /** One try: ask, answer the interview when the rules want it, be billed, pay. */
  async function attempt(plan: Plan, today: string) {
    const { person } = plan;
    plan.tries += 1;
    tally.attempts += 1;
    await signBackIn(t, person);
    const input = { input: { policyId: person.policyId } };
    let outcome = (
      await ask<{ requestReinstatement: Outcome }>(
        t,
        person,
        `mutation ($input: RequestReinstatementInput!) { requestReinstatement(input: $input) { ${OUTCOME} } }`,
        input,
      )
    ).requestReinstatement;
    if (outcome.success && outcome.status === 'offered') tally.asked.arrearsOnly += 1;
    if (outcome.success && outcome.status === 'underwriting') {
      // The journey's profile under the reinstatement scope, then the interview: a copied person's tax id is
      // not copied (sealed with its owner's id), so it is entered here again, as the journey asks.
      await answerInsuranceProfile(t, person.token, {}, { flowScope: 'REINSTATEMENT' });
      await answerInterview(t, person.token, {}, { flowScope: 'REINSTATEMENT', fromStart: true });
      tally.asked.underwritten += 1;
      outcome = (
        await ask<{ submitReinstatementUnderwriting: Outcome }>(
          t,
          person,
          `mutation ($input: SubmitReinstatementUnderwritingInput!) {
            submitReinstatementUnderwriting(input: $input) { ${OUTCOME} } }`,
          input,
        )
      ).submitReinstatementUnderwriting;
    }
    if (!outcome.success || outcome.status !== 'offered') {
      tally.surprises.push(
        `policy ${person.policyId} on ${today}: ${outcome.status ?? ''} ${outcome.error?.code ?? ''}`.trim(),
      );
      plan.done = true;
      return;
    }
    const billed = await invoiceFor(t, person);
    if (!billed.invoice) {
      tally.surprises.push(`policy ${person.policyId} on ${today}: not billed (${billed.error?.code})`);
      plan.done = true;
      return;
    }
    const paid = await pay(t, person, billed.invoice.id);
    if (paid.transactionResult === 'success') {
      tally.paid += 1;
      plan.done = true;
    } else if (paid.transactionResult === 'processing') {
      // A bank debit: settled or failed in a few days; looked at again after.
      tally.debits += 1;
      plan.nextTry = addDays(today, 7);
    } else {
      tally.declined += 1;
      plan.nextTry = daysFrom(addDays(today, 5), 10);
    }
    if (plan.tries >= TRIES) plan.done = true;
  }

  return {
    tally,
    /** One day: new lapses planned, and the tries due today made (a policy no longer lapsed is done). */
    async day(today: string) {
      await plan(today);
      const due = [...plans.values()].filter((each) => !each.done && each.nextTry <= today);
      if (due.length === 0) return;
      const { rows: still } = await t.database.pool.query<{ id: string }>(
        `select id from policies where status = 'lapsed' and id = any($1::uuid[])`,
        [due.map((each) => each.person.policyId)],
      );
      const lapsed = new Set(still.map((row) => row.id));
      for (const each of due) {
        if (!lapsed.has(each.person.policyId)) each.done = true;
        else await attempt(each, today);
      }
    },
  };
}

// The people of the clock-travel test who ask customer service to cancel (issue 27 item 5), through the API as
// the servicing console asks it (a support agent in a verified session, `cancelPolicyForCustomer`). A PRNG of
// their own picks who and when, so the other draws of a seed stay as they were; whatever the seed, the first day
// cancels the newest policy while it is still in its free look, and the sixtieth day one long past it, so every
// run cancels both ways.
import { grantRole } from '../../src/modules/roles/roles.service.ts';
import { userIdOf, verifiedUser } from './accounts.ts';
import type { TestApp } from './test-app.ts';

/** Per day, for each policy in force: its owner calls to cancel it. */
const CALLS = 1 / 6_000;
const FORCED_LATER_ON_DAY = 60;

const CANCEL = `mutation ($input: CancelPolicyForCustomerInput!) {
  cancelPolicyForCustomer(input: $input) {
    policy { status cancellation { kind refundAmount } }
    error { code message }
  }
}`;
type Answer = {
  cancelPolicyForCustomer: {
    policy: { status: string; cancellation: { kind: string; refundAmount: number } | null } | null;
    error: { code: string; message: string } | null;
  };
};

export type CancellationTally = {
  freeLook: number;
  afterFreeLook: number;
  /** Refused while a payment was in flight (asked again another day). */
  inFlight: number;
  /** What the API answered that it should not have, for the test to show. */
  surprises: string[];
};

export function cancellers(t: TestApp, policyIds: string[], random: () => number) {
  const tally: CancellationTally = { freeLook: 0, afterFreeLook: 0, inFlight: 0, surprises: [] };
  let day = 0;

  /** A customer service agent's verified session, fresh (the clock may have moved past the last one). */
  async function agent(): Promise<string> {
    const user = await verifiedUser(t);
    await grantRole(t.database.db, await userIdOf(t, user.tokens.accessToken), 'support', t.clock.now());
    return user.tokens.accessToken;
  }

  async function cancel(policyId: string): Promise<void> {
    const answer = await t.graphql<Answer>(
      CANCEL,
      { input: { policyId, reason: 'Clock travel: the owner called to cancel' } },
      { token: await agent() },
    );
    const outcome = answer.data?.cancelPolicyForCustomer;
    if (!outcome) return void tally.surprises.push(`${policyId}: ${JSON.stringify(answer.errors)}`);
    if (outcome.error?.code === 'PAYMENT_IN_FLIGHT') return void (tally.inFlight += 1);
    if (outcome.error)
      return void tally.surprises.push(`${policyId}: ${outcome.error.code} ${outcome.error.message}`);
    if (outcome.policy?.cancellation?.kind === 'free_look') tally.freeLook += 1;
    else tally.afterFreeLook += 1;
  }

  return {
    tally,
    async day(): Promise<void> {
      day += 1;
      const { rows } = await t.database.pool.query<{ id: string }>(
        `select policies.id from policies
          left join policy_cancellations cancelled on cancelled.policy_id = policies.id
          where policies.id = any($1::uuid[]) and policies.status in ('active', 'grace') and cancelled.id is null
          order by policies.effective_on desc, array_position($1::uuid[], policies.id)`,
        [policyIds],
      );
      const chosen = rows.filter(() => random() < CALLS).map((row) => row.id);
      if (day === 1 && rows[0]) chosen.unshift(rows[0].id);
      if (day === FORCED_LATER_ON_DAY && rows.length > 0)
        chosen.unshift(rows[Math.floor(random() * rows.length)]!.id);
      for (const policyId of new Set(chosen)) await cancel(policyId);
    },
  };
}

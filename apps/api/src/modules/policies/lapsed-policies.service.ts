// Lapsed policies as reinstatement reads and moves them (docs/reinstatement.md): their facts for the rules (the
// schedule, the premiums, the premium that was missed and the lapse date), and the two ways out of `lapsed`:
// `reinstate` (active again, the same number) and `terminate_lapsed` (past every window). Each move goes through
// the domain's lifecycle and is recorded in policy_events with its reason, in the caller's transaction.
import type { BillingSchedule } from '@wysh/domain/billing/billing-schedule';
import { cents, type Cents } from '@wysh/domain/money';
import type { PolicyStatus } from '@wysh/domain/policies/policy-lifecycle';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  latestEventOfPolicy,
  lockPolicy,
  otherOpenPolicyOfMembership,
  policiesOfUser,
  transitionPolicy,
  type Because,
  type PolicyRow,
} from './policies.repository.ts';

/** A lapsed (or once lapsed) policy: what the reinstatement rules and screens read. */
export type LapsedPolicy = {
  id: string;
  userId: string;
  membershipId: string;
  status: PolicyStatus;
  label: string | null;
  productSlug: string;
  amount: Cents;
  insuredsAgeAtTerm: number;
  monthlyPremium: Cents;
  annualPremium: Cents;
  schedule: BillingSchedule;
  coverEndsOn: string;
  /** The due date of the premium whose non-payment lapsed it (from the lapse in its history). */
  firstMissedDueOn: string | null;
  /** The last day it covered: the end of grace. */
  lapseDate: string | null;
};

async function factsOf(db: DbOrTx, row: PolicyRow): Promise<LapsedPolicy> {
  const lapse = row.status === 'lapsed' ? await latestEventOfPolicy(db, row.id, 'lapse') : undefined;
  const missed = lapse?.details['missedDueOn'];
  return {
    id: row.id,
    userId: row.userId,
    membershipId: row.insuranceMembershipId,
    status: row.status,
    label: row.label,
    productSlug: row.productSlug,
    amount: cents(row.amount),
    insuredsAgeAtTerm: row.insuredsAgeAtTerm,
    monthlyPremium: cents(row.monthlyPremium),
    annualPremium: cents(row.annualPremium),
    schedule: { effectiveOn: row.effectiveOn!, segments: row.billingSegments },
    coverEndsOn: row.terminatesAt!,
    firstMissedDueOn: typeof missed === 'string' ? missed : null,
    lapseDate: row.status === 'lapsed' ? row.lapsesOn : null,
  };
}

export function createLapsedPoliciesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /** The user's lapsed policies, newest first. */
    async lapsedOfUser(userId: string): Promise<LapsedPolicy[]> {
      const rows = await policiesOfUser(db, userId, ['lapsed']);
      return Promise.all(rows.map((row) => factsOf(db, row)));
    },

    /** One of the user's policies (any status), or null: the owner check of every reinstatement use case. */
    async ofUser(userId: string, policyId: string): Promise<LapsedPolicy | null> {
      const row = (await policiesOfUser(db, userId, ['lapsed', 'active', 'grace', 'terminated'])).find(
        (policy) => policy.id === policyId,
      );
      return row ? factsOf(db, row) : null;
    },

    /** The policy locked for the caller's transaction (first in the lock order: policy, invoice, payment). */
    async lock(tx: DbOrTx, policyId: string): Promise<LapsedPolicy> {
      const row = await lockPolicy(tx, policyId);
      if (!row) throw new Error(`No policy ${policyId}`);
      return factsOf(tx, row);
    },

    /** Another policy of the membership is open: reinstating this one would make two (a unique index forbids it). */
    otherOpenPolicy: (tx: DbOrTx, policy: LapsedPolicy) =>
      otherOpenPolicyOfMembership(tx, policy.membershipId, policy.id),

    /** Lapsed to active, the same number; the caller holds the lock. False when it was not lapsed. */
    async reinstate(tx: DbOrTx, policyId: string, because: Because): Promise<boolean> {
      const row = (await lockPolicy(tx, policyId))!;
      const moved = await transitionPolicy(tx, row, { type: 'reinstate' }, because, clock.now(), {
        missedDueOn: null,
        graceNoticeSentOn: null,
        lapsesOn: null,
      });
      return moved.ok;
    },

    /** Lapsed to terminated: no reinstatement window is left. False when it was not lapsed. */
    async terminateLapsed(tx: DbOrTx, policyId: string, because: Because): Promise<boolean> {
      const row = (await lockPolicy(tx, policyId))!;
      const moved = await transitionPolicy(tx, row, { type: 'terminate_lapsed' }, because, clock.now());
      return moved.ok;
    },
  };
}

export type LapsedPoliciesService = ReturnType<typeof createLapsedPoliciesService>;

// Lapsed policies as reinstatement reads and moves them (docs/reinstatement.md): their facts for the rules (the
// schedule, the premiums, the premium that was missed and the lapse date), and the two ways out of `lapsed`:
// `reinstate` (active again, the same number) and `terminate_lapsed` (past every window). Each move goes through
// the domain's lifecycle and is recorded in policy_events with its reason, in the caller's transaction.
import type { BillingSchedule } from '@wysh/domain/billing/billing-schedule';
import { cents, type Cents } from '@wysh/domain/money';
import type { PolicyStatus } from '@wysh/domain/policies/policy-lifecycle';
import { termsOn } from '@wysh/domain/policy-changes/endorsements';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  eventsOfPolicy,
  findPolicy,
  latestEventOfPolicy,
  lockPolicy,
  otherOpenPolicyOfMembership,
  policiesOfUser,
  transitionPolicy,
  type Because,
  type PolicyRow,
} from './policies.repository.ts';
import { endorsementOfRow, endorsementsOfPolicy } from './endorsements.repository.ts';
import { issuedTerms } from './issued-terms.ts';

/** A lapsed (or once lapsed) policy: what the reinstatement rules and screens read. */
export type LapsedPolicy = {
  id: string;
  userId: string;
  membershipId: string;
  status: PolicyStatus;
  label: string | null;
  productSlug: string;
  amount: Cents;
  /** The class it was issued at (null for accidental death): a reinstatement restores it, no worse. */
  rateClass: string | null;
  insuredsAgeAtTerm: number;
  monthlyPremium: Cents;
  annualPremium: Cents;
  /** How its premium was priced at issue (the filed rate, fee and version), for the premium's working. */
  price: {
    annualRatePer1000: string;
    annualPolicyFee: Cents;
    rateVersion: string;
    issueAge: number;
    termDuration: number | null;
  };
  schedule: BillingSchedule;
  coverEndsOn: string;
  /** The due date of the premium whose non-payment lapsed it (from the lapse in its history). */
  firstMissedDueOn: string | null;
  /** The last day it covered: the end of grace. */
  lapseDate: string | null;
};

/**
 * The terms the missed premiums are priced from: those in force on the first missed due date (a lower cover that
 * took effect before it prices the arrears at its premium), else the terms it was issued with.
 */
async function termsOfArrears(db: DbOrTx, row: PolicyRow, firstMissedDueOn: string | null) {
  const endorsements = (await endorsementsOfPolicy(db, row.id)).map(endorsementOfRow);
  const first = endorsements.find((each) => each.version === 1);
  return firstMissedDueOn && first && first.effectiveOn <= firstMissedDueOn
    ? termsOn(endorsements, firstMissedDueOn).terms
    : issuedTerms(row);
}

async function factsOf(db: DbOrTx, row: PolicyRow): Promise<LapsedPolicy> {
  const lapse = row.status === 'lapsed' ? await latestEventOfPolicy(db, row.id, 'lapse') : undefined;
  // The first premium owed: a lapse after a returned reinstatement records it apart from the day grace counted
  // from (dunning.service.ts, firstOwedDueOn); an older lapse has the one date.
  const missed = lapse?.details['firstMissedDueOn'] ?? lapse?.details['missedDueOn'];
  const terms = await termsOfArrears(db, row, typeof missed === 'string' ? missed : null);
  return {
    id: row.id,
    userId: row.userId,
    membershipId: row.insuranceMembershipId,
    status: row.status,
    label: row.label,
    productSlug: row.productSlug,
    amount: terms.cover,
    rateClass: row.rateClass,
    insuredsAgeAtTerm: row.insuredsAgeAtTerm,
    monthlyPremium: terms.monthlyPremium,
    annualPremium: terms.annualPremium,
    price: {
      annualRatePer1000: row.annualRatePer1000,
      annualPolicyFee: cents(row.annualPolicyFee),
      rateVersion: row.rateVersion,
      issueAge: row.issueAge,
      termDuration: row.termDuration,
    },
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

    /** The policy's number and history, oldest first, for an underwriter deciding its reinstatement. */
    async historyOf(policyId: string) {
      const row = await findPolicy(db, policyId);
      if (!row) return null;
      const events = await eventsOfPolicy(db, policyId);
      return {
        policyId,
        policyNumber: row.label,
        history: events.map((event) => ({
          event: event.event,
          fromStatus: event.fromStatus,
          toStatus: event.toStatus,
          reason: event.reason,
          at: event.occurredAt,
        })),
      };
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

// The rules' decision on an underwritten change of a policy (more cover, a longer term), recorded on the request
// waiting for it, in the caller's transaction: the application stored, then the request offered (priced by the
// change's own `offer`), declined (the adverse-action notice sent when a consumer report weighed in) or referred
// to an underwriter. Shared by cover-increases.service.ts and term-extensions.service.ts.
import type { IncreaseOutcome } from '@wysh/domain/policy-changes/increase-decision';
import type { TermLifeClass } from '@wysh/domain/pricing/rate-tables';
import type { Cents } from '@wysh/domain/money';
import type { Result } from '@wysh/domain/result';
import type { UnderwritingDecision } from '@wysh/domain/underwriting/engine';
import type { ReadyApplication, UnderwritingErrorCode } from '../underwriting/underwriting.service.ts';
import type { UserFailure } from '../../shared/user-error.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  moveChangeRequest,
  updateChangeRequest,
  type ChangeBecause,
  type ChangeRequestRow,
} from './change-requests.repository.ts';
import type { PolicyRow } from './policies.repository.ts';

/** Underwriting, reached through services.ts (the policies module does not import it). */
export type ChangeUnderwritingPort = {
  /** Decides the owner's coverage_adjustment interview on the cover asked for in all (evidence pulled). */
  decide(
    userId: string,
    policy: { product: PolicyRow['productSlug']; amount: Cents; termYears: number },
  ): Promise<Result<ReadyApplication, UserFailure<UnderwritingErrorCode>>>;
  store(
    tx: DbOrTx,
    ready: ReadyApplication,
    policy: { id: string; membershipId: string },
  ): Promise<{ id: string }>;
  /** Opens the underwriter's case (the console shows it is an increase). */
  refer(tx: DbOrTx, application: { id: string; userId: string }): Promise<void>;
  /** The adverse-action notice, when consumer reports weighed in the decision; `action` says what was refused. */
  adverseAction(tx: DbOrTx, userId: string, decision: UnderwritingDecision, action: string): Promise<void>;
};

export async function recordChangeDecision(
  tx: DbOrTx,
  deps: { clock: Clock; underwriting: ChangeUnderwritingPort },
  input: {
    request: ChangeRequestRow;
    row: PolicyRow;
    userId: string;
    ready: ReadyApplication;
    outcome: IncreaseOutcome;
    today: string;
    /** What a decline refuses: the adverse-action notice's words, and the owner's. */
    declined: { action: string; closedReason: string };
    /** Prices and offers what the rules approved, at the class they gave (null for accidental death). */
    offer(
      request: ChangeRequestRow,
      because: ChangeBecause,
      rateClass: TermLifeClass | null,
    ): Promise<ChangeRequestRow>;
  },
): Promise<ChangeRequestRow> {
  const { request, row, userId, ready, outcome } = input;
  const { decision } = ready;
  const application = await deps.underwriting.store(tx, ready, {
    id: row.id,
    membershipId: row.insuranceMembershipId,
  });
  const because: ChangeBecause = {
    reason: outcome.reason,
    actor: { kind: 'person', userId },
    details: {
      insuranceApplicationId: application.id,
      underwritingRulesVersion: decision.rulesVersion,
      underwritingOutcome: decision.outcome,
      reasons: decision.reasons.map((fired) => fired.ruleId).join(', '),
    },
  };
  const withApplication = await updateChangeRequest(tx, request.id, {
    insuranceApplicationId: application.id,
    updatedAt: deps.clock.now(),
  });
  if (outcome.outcome === 'approved') return input.offer(withApplication, because, outcome.rateClass);
  if (outcome.outcome === 'declined') {
    await deps.underwriting.adverseAction(tx, userId, decision, input.declined.action);
    return moveChangeRequest(tx, withApplication, { type: 'decline' }, because, deps.clock.now(), {
      decidedOn: input.today,
      closedReason: input.declined.closedReason,
    });
  }
  await deps.underwriting.refer(tx, { id: application.id, userId });
  return moveChangeRequest(tx, withApplication, { type: 'refer' }, because, deps.clock.now());
}

// The underwritten path of a reinstatement (issue 26): after 60 days a lapsed policy comes back only if the
// insured still qualifies. The owner answers the underwriting interview again (its reinstatement scope) and
// submits it here: underwriting decides it as it decides an application (the same answers, evidence, rules and
// stored application, on the policy's own cover), and the request moves with the decision. Approved at the
// policy's class and cover: an offer of the day's missed premiums and interest, payable for
// UNDERWRITTEN_OFFER_DAYS. Referred: a case in the underwriter console, marked as a reinstatement, whose decision
// moves the request (`decideReferred`). Declined: refused with the reason, the adverse-action notice sent when a
// consumer report contributed, and the rules' 30-day wait before asking again.
import {
  reinstatementUnderwritingOutcome,
  UNDERWRITTEN_OFFER_DAYS,
} from '@wysh/domain/reinstatement/underwriting-outcome';
import { ok, type Result } from '@wysh/domain/result';
import type { Db, DbOrTx } from '../../db/database.ts';
import { businessToday, type Clock } from '../../shared/clock.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { UnderwritingErrorCode } from '../underwriting/underwriting.service.ts';
import type { LapsedPolicy } from '../policies/lapsed-policies.service.ts';
import { figuresOf, type Eligible, type RequestKeeper } from './current-request.ts';
import {
  lockRequestOfApplication,
  requestOfApplication,
  updateRequest,
  type ReinstatementRequestRow,
} from './reinstatements.repository.ts';
import { requestView, type RequestOutcome } from './reinstatements.views.ts';
import { moveRequest, noteRequest, type RequestActor } from './request-moves.ts';
import type { ReinstatementUnderwritingPort } from './reinstatements.ports.ts';

export type SubmitErrorCode = 'NOT_FOUND' | 'REINSTATEMENT.UNDERWRITING_NOT_OPEN' | UnderwritingErrorCode;

/** Where an underwriter's decision left a referred reinstatement: offered, refused, or expired (no longer due). */
export type ReferredDecision = { status: ReinstatementRequestRow['status']; policyNumber: string };

export function createReinstatementUnderwriting(deps: {
  db: Db;
  clock: Clock;
  keeper: RequestKeeper;
  policies: {
    ofUser(userId: string, policyId: string): Promise<LapsedPolicy | null>;
    lock(tx: DbOrTx, policyId: string): Promise<LapsedPolicy>;
  };
  stateOf(userId: string): Promise<string>;
  underwriting: ReinstatementUnderwritingPort;
}) {
  const { db, clock, keeper } = deps;

  /** underwriting -> offered, with the figures of `today` and the days to pay them. */
  async function approve(
    tx: DbOrTx,
    request: ReinstatementRequestRow,
    policy: LapsedPolicy,
    today: string,
    because: { reason: string; actor: RequestActor; details?: Record<string, string | number | null> },
  ): Promise<ReinstatementRequestRow> {
    const decision = await keeper.decide(tx, policy, request.state, today);
    if (!decision.eligible || decision.path !== 'underwritten')
      return moveRequest(
        tx,
        request,
        { type: 'expire' },
        { ...because, reason: decision.message },
        clock.now(),
        {
          closedReason: `Approved on ${today}, when the rules no longer gave an underwritten reinstatement (${decision.reason}).`,
          underwritingOutcome: 'approved',
          underwritingDecidedOn: today,
        },
      );
    return moveRequest(tx, request, { type: 'underwriting_approved' }, because, clock.now(), {
      ...figuresOf(decision as Eligible),
      underwritingOutcome: 'approved',
      underwritingDecidedOn: today,
      offerExpiresOn: keeper.offerExpiresOn(decision as Eligible, today, UNDERWRITTEN_OFFER_DAYS),
    });
  }

  function decline(
    tx: DbOrTx,
    request: ReinstatementRequestRow,
    today: string,
    because: { reason: string; actor: RequestActor; details?: Record<string, string | number | null> },
  ): Promise<ReinstatementRequestRow> {
    return moveRequest(tx, request, { type: 'underwriting_declined' }, because, clock.now(), {
      closedReason: because.reason,
      underwritingOutcome: 'declined',
      underwritingDecidedOn: today,
    });
  }

  const outcomeOf = (request: ReinstatementRequestRow, policy: LapsedPolicy): RequestOutcome => {
    const view = requestView(request, policy);
    return { status: request.status, underwritingRequired: view.underwritingRequired, request: view };
  };

  return {
    /**
     * submitReinstatementUnderwriting: the owner's reinstatement interview decided for the policy's open
     * underwriting request, and the request moved with the decision. Submitting again answers the same outcome.
     */
    async submitReinstatementUnderwriting(
      viewer: Viewer,
      input: { policyId: string },
    ): Promise<Result<RequestOutcome, UserFailure<SubmitErrorCode>>> {
      const { userId } = requireUser(viewer, 'verified');
      const owned = await deps.policies.ofUser(userId, input.policyId);
      if (!owned) return refusal('NOT_FOUND', "We couldn't find that policy.");
      const state = await deps.stateOf(userId);
      const today = businessToday(clock);
      const actor: RequestActor = { kind: 'person', userId };
      const current = await db.transaction(async (tx) => {
        const policy = await deps.policies.lock(tx, owned.id);
        return policy.status === 'lapsed' ? keeper.currentRequest(tx, policy, state, today, actor) : null;
      });
      if (!current || current.path !== 'underwritten')
        return refusal(
          'REINSTATEMENT.UNDERWRITING_NOT_OPEN',
          'This policy has no reinstatement to underwrite.',
        );
      if (current.status !== 'underwriting' || current.insuranceApplicationId)
        return ok(outcomeOf(current, owned));

      const ready = await deps.underwriting.decide(userId, owned);
      if (!ready.ok) return ready;
      const decision = ready.value.decision;
      const outcome = reinstatementUnderwritingOutcome(decision, owned);
      const moved = await db.transaction(async (tx) => {
        const policy = await deps.policies.lock(tx, owned.id);
        const request = await keeper.currentRequest(tx, policy, state, today, actor);
        // Decided meanwhile (a second tab) or no longer open: answer what it is now.
        if (request.id !== current.id || request.status !== 'underwriting' || request.insuranceApplicationId)
          return request;
        const application = await deps.underwriting.store(tx, ready.value, policy);
        const withApplication = await updateRequest(tx, request.id, {
          insuranceApplicationId: application.id,
          updatedAt: clock.now(),
        });
        const because = {
          reason: outcome.reason,
          actor,
          details: {
            insuranceApplicationId: application.id,
            underwritingRulesVersion: decision.rulesVersion,
            underwritingOutcome: decision.outcome,
            reasons: decision.reasons.map((fired) => fired.ruleId).join(', '),
          },
        };
        if (outcome.outcome === 'approved') return approve(tx, withApplication, policy, today, because);
        if (outcome.outcome === 'declined') {
          await deps.underwriting.adverseAction(tx, userId, decision);
          return decline(tx, withApplication, today, because);
        }
        await deps.underwriting.refer(tx, { id: application.id, userId });
        await noteRequest(tx, withApplication, 'referred', because, clock.now());
        return updateRequest(tx, request.id, { underwritingOutcome: 'referred', updatedAt: clock.now() });
      });
      return ok(outcomeOf(moved, owned));
    },

    /**
     * An underwriter's decision on a referred reinstatement, in the case's transaction: approved, the request
     * becomes an offer of the day's figures; rejected, it is refused with the underwriter's reason. A request no
     * longer waiting (expired meanwhile) is left as it is. Answers where the request ended, and the policy's
     * number, for the e-mail that tells the owner (null when nothing moved).
     */
    async decideReferred(
      tx: DbOrTx,
      input: { applicationId: string; underwriterId: string; approved: boolean; reason: string },
    ): Promise<ReferredDecision | null> {
      const waiting = await requestOfApplication(tx, input.applicationId);
      if (waiting?.status !== 'underwriting') return null;
      // The lock order: the policy, then its request.
      const policy = await deps.policies.lock(tx, waiting.policyId);
      const request = (await lockRequestOfApplication(tx, input.applicationId))!;
      const today = businessToday(clock);
      const because = {
        reason: input.reason,
        actor: { kind: 'underwriter' as const, userId: input.underwriterId },
        details: { insuranceApplicationId: input.applicationId },
      };
      if (policy.status !== 'lapsed' || request.status !== 'underwriting') return null;
      const moved = input.approved
        ? await approve(tx, request, policy, today, because)
        : await decline(tx, request, today, because);
      return { status: moved.status, policyNumber: policy.label ?? '' };
    },
  };
}

export type ReinstatementUnderwriting = ReturnType<typeof createReinstatementUnderwriting>;

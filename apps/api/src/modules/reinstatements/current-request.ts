// A policy's reinstatement request on a given day: the rules asked (decideReinstatement, with the policy's last
// underwriting decline), the open request kept while it still holds, or expired and replaced by the day's
// decision. Shared by requesting, billing, underwriting and paying (reinstatements.service.ts,
// reinstatement-underwriting.service.ts); every status change goes through request-moves.ts.
import { randomUUID } from 'node:crypto';
import { addDays } from '@wysh/domain/calendar';
import { decideReinstatement, type ReinstatementDecision } from '@wysh/domain/reinstatement/decide';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import type { LapsedPolicy } from '../policies/lapsed-policies.service.ts';
import {
  lastDeclinedOn,
  openRequestOf,
  updateRequest,
  type ReinstatementRequestRow,
} from './reinstatements.repository.ts';
import { moveRequest, openRequest, type RequestActor } from './request-moves.ts';
import type { ReinstatementsPorts } from './reinstatements.ports.ts';

export type Eligible = Extract<ReinstatementDecision, { eligible: true }>;

/** The figures of an eligible decision, as a request stores them. */
export const figuresOf = (decision: Eligible) => ({
  decidedOn: decision.decidedOn,
  totalMissedPremiums: decision.amounts.totalMissedPremiums,
  interestDue: decision.amounts.interestDue,
  dueToday: decision.amounts.dueToday,
  lines: [...decision.amounts.lines],
});

export function createRequestKeeper(deps: { db: Db; clock: Clock; ports: ReinstatementsPorts }) {
  const { clock, ports } = deps;

  /** The rules on `today` for a policy in `state`, no request open (the caller handles its own). */
  async function decide(
    db: DbOrTx,
    policy: LapsedPolicy,
    state: string,
    today: string,
  ): Promise<ReinstatementDecision> {
    const declined = await lastDeclinedOn(db, policy.id);
    const decided = decideReinstatement({
      policy: {
        status: policy.status,
        state,
        schedule: policy.schedule,
        premiums: { monthly: policy.monthlyPremium, annual: policy.annualPremium },
        coverEndsOn: policy.coverEndsOn,
        firstMissedDueOn: policy.firstMissedDueOn,
        paidDueOns: policy.firstMissedDueOn
          ? await ports.billing.paidPremiumDueDates(db, policy.id, policy.firstMissedDueOn)
          : [],
        lapseDate: policy.lapseDate,
      },
      today,
      openRequest: false,
      lastDeclinedOn: declined !== null && declined <= today ? declined : null,
    });
    // Malformed facts are a fault of ours (a lapsed policy always has them), never the person's.
    if (!decided.ok) throw new Error(`Reinstatement not decidable: ${JSON.stringify(decided.error)}`);
    return decided.value;
  }

  /**
   * An open request still holds on `today` when the rules, asked again, give its path: an arrears-only offer
   * with the same figures; an underwritten one through its last day (its figures are refreshed daily, below).
   */
  function stillHolds(
    request: ReinstatementRequestRow,
    decision: ReinstatementDecision,
    today: string,
  ): boolean {
    if (!decision.eligible || decision.path !== request.path) return false;
    if (request.status === 'underwriting') return true;
    if (request.path === 'underwritten')
      return request.offerExpiresOn !== null && today <= request.offerExpiresOn;
    return decision.amounts.dueToday === request.dueToday;
  }

  async function record(
    tx: DbOrTx,
    policy: LapsedPolicy,
    state: string,
    decision: ReinstatementDecision,
    actor: RequestActor,
  ): Promise<ReinstatementRequestRow> {
    const now = clock.now();
    const eligible = decision.eligible ? decision : null;
    return openRequest(
      tx,
      {
        id: randomUUID(),
        policyId: policy.id,
        userId: policy.userId,
        status: !eligible ? 'refused' : eligible.path === 'arrears_only' ? 'offered' : 'underwriting',
        rulesVersion: decision.rulesVersion,
        decidedOn: decision.decidedOn,
        reason: decision.reason,
        message: decision.message,
        state,
        path: eligible?.path ?? null,
        firstMissedDueOn: policy.firstMissedDueOn,
        lapseDate: policy.lapseDate,
        arrearsOnlyThrough: eligible?.arrearsOnlyThrough ?? null,
        windowEndsOn: eligible?.windowEndsOn ?? null,
        totalMissedPremiums: eligible?.amounts.totalMissedPremiums ?? null,
        interestDue: eligible?.amounts.interestDue ?? null,
        dueToday: eligible?.amounts.dueToday ?? null,
        lines: eligible ? [...eligible.amounts.lines] : null,
        invoiceId: null,
        paymentId: null,
        closedReason: null,
        insuranceApplicationId: null,
        underwritingOutcome: null,
        underwritingDecidedOn: null,
        offerExpiresOn: null,
        contestableFrom: null,
        contestableThrough: null,
        createdAt: now,
        updatedAt: now,
        completedAt: null,
      },
      {
        reason: decision.message,
        actor,
        details: { rulesVersion: decision.rulesVersion, reason: decision.reason },
      },
    );
  }

  /** An unpaid invoice of the request voided; false when its charge is in flight (the charge decides). */
  async function voidInvoice(tx: DbOrTx, request: ReinstatementRequestRow, why: string): Promise<boolean> {
    if (!request.invoiceId) return true;
    return (await ports.billing.voidUnpaidInvoice(tx, request.invoiceId, why)) !== 'in flight';
  }

  /**
   * The policy's request for `today` (its lock held): the open one while it holds (an underwritten offer
   * repriced to the day: interest runs daily); else a new decision, recorded (an offer that stopped holding
   * expires first, its unpaid invoice void). A policy past every window is terminated here, as the rules say.
   */
  async function currentRequest(
    tx: DbOrTx,
    policy: LapsedPolicy,
    state: string,
    today: string,
    actor: RequestActor,
  ): Promise<ReinstatementRequestRow> {
    const decision = await decide(tx, policy, state, today);
    const open = await openRequestOf(tx, policy.id);
    if (open) {
      if (stillHolds(open, decision, today)) {
        // Only an underwritten offer's figures change with the day (interest); an arrears-only one holds as is.
        const repriced =
          open.status === 'offered' && open.path === 'underwritten' && open.decidedOn !== today;
        if (!repriced || !decision.eligible) return open;
        if (!(await voidInvoice(tx, open, 'reinstatement offer repriced'))) return open;
        return updateRequest(tx, open.id, {
          ...figuresOf(decision),
          invoiceId: null,
          updatedAt: clock.now(),
        });
      }
      if (!(await voidInvoice(tx, open, 'reinstatement offer expired'))) return open;
      await moveRequest(
        tx,
        open,
        { type: 'expire' },
        { reason: `On ${today} the rules no longer gave this offer (${decision.reason}).`, actor },
        clock.now(),
        { closedReason: `On ${today} the rules no longer gave this offer (${decision.reason}).` },
      );
    }
    const recorded = await record(tx, policy, state, decision, actor);
    if (!decision.eligible && decision.pastReinstatement)
      await ports.policies.terminateLapsed(tx, policy.id, {
        reason: decision.message,
        actor: actor.kind === 'job' ? actor : { kind: 'person', userId: actor.userId },
        details: { requestId: recorded.id, rulesVersion: decision.rulesVersion, reason: decision.reason },
      });
    return recorded;
  }

  /** The last day an underwritten offer approved on `day` may be paid: its days, the window permitting. */
  const offerExpiresOn = (decision: Eligible, day: string, days: number) => {
    const last = addDays(day, days - 1);
    return last < decision.windowEndsOn ? last : decision.windowEndsOn;
  };

  return { decide, stillHolds, currentRequest, offerExpiresOn };
}

export type RequestKeeper = ReturnType<typeof createRequestKeeper>;

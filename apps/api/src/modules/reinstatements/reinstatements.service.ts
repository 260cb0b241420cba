// Reinstatement (issue 26, docs/reinstatement.md): a lapsed policy brought back. The rules are the domain's
// (decideReinstatement, on the sandbox clock's business day); this module asks them, records every decision with
// its rules version and reason (reinstatement_requests, one open request per policy), bills an arrears-only
// offer on a reinstatement invoice (one line per missed premium: payments makes it), and, as that invoice's
// payment settles, reinstates the policy in the payment's own transaction (collection calls `reinstate`).
// A policy past every window is terminated as the rules say so. The underwritten path (interview, evidence,
// interest) is decided and recorded but not yet offered: its journey is not built.
import { randomUUID } from 'node:crypto';
import { decideReinstatement, type ReinstatementDecision } from '@wysh/domain/reinstatement/decide';
import type { ReinstatementInput } from '@wysh/domain/reinstatement/input';
import { ok, type Result } from '@wysh/domain/result';
import type { Db, DbOrTx } from '../../db/database.ts';
import { businessDayOf, businessToday, type Clock } from '../../shared/clock.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { InvoiceView } from '../payments/payments.views.ts';
import type { LapsedPolicy } from '../policies/lapsed-policies.service.ts';
import {
  insertRequest,
  openRequestOf,
  requestOfInvoice,
  updateRequest,
  type ReinstatementRequestRow,
} from './reinstatements.repository.ts';
import {
  reinstateableView,
  requestView,
  type ReinstateablePolicyView,
  type ReinstatementRequestView,
} from './reinstatements.views.ts';

type Actor = { kind: 'person'; userId: string } | { kind: 'job'; name: string };
type Because = { reason: string; actor: Actor; details?: Record<string, string | number | null> };
type Eligible = Extract<ReinstatementDecision, { eligible: true }>;

export type ReinstatementsErrorCode =
  | 'NOT_FOUND'
  | 'REINSTATEMENT.ACTIVE_POLICY'
  | 'REINSTATEMENT.INVOICE_NOT_CREATED'
  | 'REINSTATEMENT.UNDERWRITING_REQUIRED'
  | 'REINSTATEMENT.POLICY_TERMINATED'
  | 'REINSTATEMENT.NOT_LAPSED'
  | 'REINSTATEMENT.TERM_ENDED'
  | 'REINSTATEMENT.WINDOW_CLOSED'
  | 'REINSTATEMENT.RECENTLY_DECLINED';
export type ReinstatementsError = UserFailure<ReinstatementsErrorCode>;

/** The spec's words for any failure to bill a reinstatement (000 §8). */
export const INVOICE_NOT_CREATED = 'Reinstatement invoice was unable to be created';
const ACTIVE_POLICY =
  'You already have a policy in force, so this one can’t be reinstated. Contact us if you want to talk it through.';

export type ReinstatementsPorts = {
  policies: {
    lapsedOfUser(userId: string): Promise<LapsedPolicy[]>;
    ofUser(userId: string, policyId: string): Promise<LapsedPolicy | null>;
    lock(tx: DbOrTx, policyId: string): Promise<LapsedPolicy>;
    otherOpenPolicy(tx: DbOrTx, policy: LapsedPolicy): Promise<boolean>;
    reinstate(tx: DbOrTx, policyId: string, because: Because): Promise<boolean>;
    terminateLapsed(tx: DbOrTx, policyId: string, because: Because): Promise<boolean>;
  };
  billing: {
    openReinstatementInvoice(
      tx: DbOrTx,
      input: {
        userId: string;
        policyId: string;
        lines: NonNullable<ReinstatementRequestRow['lines']>;
        dueOn: string;
      },
    ): Promise<InvoiceView>;
    invoiceById(tx: DbOrTx, id: string): Promise<InvoiceView | null>;
    voidUnpaidInvoice(tx: DbOrTx, invoiceId: string, reason: string): Promise<'void' | 'paid' | 'in flight'>;
  };
  /** The USPS state whose rules the policy's windows follow: the owner's address (read outside transactions). */
  stateOf(userId: string): Promise<string>;
  /** The confirmation e-mail of a reinstated policy, written to the outbox in the caller's transaction. */
  confirm(tx: DbOrTx, input: { userId: string; policy: LapsedPolicy; amount: number }): Promise<void>;
};

export type RequestOutcome = {
  status: ReinstatementRequestRow['status'];
  underwritingRequired: boolean;
  request: ReinstatementRequestView;
};

export function createReinstatementsService(deps: { db: Db; clock: Clock; ports: ReinstatementsPorts }) {
  const { db, clock, ports } = deps;

  /** The rules on `today` for a policy in `state`, no request open (the caller handles its own). */
  function decide(policy: LapsedPolicy, state: string, today: string): ReinstatementDecision {
    const input: ReinstatementInput = {
      policy: {
        status: policy.status,
        state,
        schedule: policy.schedule,
        premiums: { monthly: policy.monthlyPremium, annual: policy.annualPremium },
        coverEndsOn: policy.coverEndsOn,
        firstMissedDueOn: policy.firstMissedDueOn,
        lapseDate: policy.lapseDate,
      },
      today,
      openRequest: false,
      // No reinstatement is declined yet: the underwriting journey that could decline one is not built.
      lastDeclinedOn: null,
    };
    const decided = decideReinstatement(input);
    // Malformed facts are a fault of ours (a lapsed policy always has them), never the person's.
    if (!decided.ok) throw new Error(`Reinstatement not decidable: ${JSON.stringify(decided.error)}`);
    return decided.value;
  }

  /** An open offer still holds on `today` when the rules, asked again, give the same path and the same figures. */
  function stillHolds(request: ReinstatementRequestRow, decision: ReinstatementDecision): boolean {
    if (request.status === 'underwriting') return decision.eligible && decision.path === 'underwritten';
    return (
      decision.eligible && decision.path === request.path && decision.amounts.dueToday === request.dueToday
    );
  }

  async function record(
    tx: DbOrTx,
    policy: LapsedPolicy,
    state: string,
    decision: ReinstatementDecision,
  ): Promise<ReinstatementRequestRow> {
    const now = clock.now();
    const eligible = decision.eligible ? decision : null;
    return insertRequest(tx, {
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
      createdAt: now,
      updatedAt: now,
      completedAt: null,
    });
  }

  /**
   * The policy's request for `today` (its lock held): the open one while it holds; else a new decision, recorded
   * (an offer that stopped holding expires first, its unpaid invoice void). A policy past every window is
   * terminated here, as the rules say. An offer whose charge is in flight is left for the charge to decide.
   */
  async function currentRequest(
    tx: DbOrTx,
    policy: LapsedPolicy,
    state: string,
    today: string,
  ): Promise<ReinstatementRequestRow> {
    const decision = decide(policy, state, today);
    const open = await openRequestOf(tx, policy.id);
    if (open) {
      if (stillHolds(open, decision)) return open;
      if (open.invoiceId) {
        const voided = await ports.billing.voidUnpaidInvoice(
          tx,
          open.invoiceId,
          'reinstatement offer expired',
        );
        if (voided === 'in flight') return open;
      }
      await updateRequest(tx, open.id, {
        status: 'expired',
        closedReason: `On ${today} the rules no longer gave this offer (${decision.reason}).`,
        updatedAt: clock.now(),
      });
    }
    const recorded = await record(tx, policy, state, decision);
    if (!decision.eligible && decision.pastReinstatement)
      await ports.policies.terminateLapsed(tx, policy.id, {
        reason: decision.message,
        actor: { kind: 'person', userId: policy.userId },
        details: { requestId: recorded.id, rulesVersion: decision.rulesVersion, reason: decision.reason },
      });
    return recorded;
  }

  const refusedFor = (request: ReinstatementRequestRow) =>
    refusal(request.reason as ReinstatementsErrorCode, request.message);

  /** eligible reinstatement policies (spec 001 §7.3): the viewer's lapsed policies the rules allow today. */
  async function eligiblePolicies(viewer: Viewer): Promise<ReinstateablePolicyView[]> {
    const { userId } = requireUser(viewer, 'identified');
    const today = businessToday(clock);
    const [lapsed, state] = await Promise.all([ports.policies.lapsedOfUser(userId), ports.stateOf(userId)]);
    const listed: ReinstateablePolicyView[] = [];
    for (const policy of lapsed) {
      const decision = decide(policy, state, today);
      if (!decision.eligible) continue;
      const open = await openRequestOf(db, policy.id);
      listed.push(reinstateableView(policy, decision, open && stillHolds(open, decision) ? open : undefined));
    }
    return listed;
  }

  return {
    eligiblePolicies,

    /** One of those, for the offer and purchase screens; null when it is not (or no longer) reinstateable. */
    async reinstateablePolicy(viewer: Viewer, policyId: string): Promise<ReinstateablePolicyView | null> {
      return (await eligiblePolicies(viewer)).find((policy) => policy.id === policyId) ?? null;
    },

    /**
     * requestReinstatement (spec 001 §7.3): decides on today's rules and records the decision. Arrears only: an
     * offer to pay (status offered); later: underwriting required (its journey is not built yet); refused with
     * the rules' reason, a policy past every window terminated. Asked again while an offer holds, it answers it.
     */
    async requestReinstatement(
      viewer: Viewer,
      input: { policyId: string },
    ): Promise<Result<RequestOutcome, ReinstatementsError>> {
      const { userId } = requireUser(viewer, 'identified');
      const owned = await ports.policies.ofUser(userId, input.policyId);
      if (!owned) return refusal('NOT_FOUND', "We couldn't find that policy.");
      const state = await ports.stateOf(userId);
      const today = businessToday(clock);
      const request = await db.transaction(async (tx) => {
        const policy = await ports.policies.lock(tx, owned.id);
        if (policy.status === 'lapsed' && (await ports.policies.otherOpenPolicy(tx, policy))) return null;
        return currentRequest(tx, policy, state, today);
      });
      if (!request) return refusal('REINSTATEMENT.ACTIVE_POLICY', ACTIVE_POLICY);
      if (request.status === 'refused') return refusedFor(request);
      return ok({
        status: request.status,
        underwritingRequired: request.path === 'underwritten',
        request: requestView(request),
      });
    },

    /**
     * createReinstatementInvoice (spec 001 §7.3, §4.7): the open offer's invoice, one line per missed premium,
     * made once (a payable or paid one is answered again). Refused, in the spec's words, when there is no offer
     * to bill: none open, or one that needs underwriting first.
     */
    async createReinstatementInvoice(
      viewer: Viewer,
      input: { policyId: string },
    ): Promise<Result<{ invoice: InvoiceView; request: ReinstatementRequestView }, ReinstatementsError>> {
      const { userId } = requireUser(viewer, 'verified');
      const owned = await ports.policies.ofUser(userId, input.policyId);
      if (!owned) return refusal('NOT_FOUND', "We couldn't find that policy.");
      const state = await ports.stateOf(userId);
      const today = businessToday(clock);
      const made = await db.transaction(async (tx) => {
        const policy = await ports.policies.lock(tx, owned.id);
        if (policy.status !== 'lapsed') return null;
        const request = await currentRequest(tx, policy, state, today);
        if (request.status !== 'offered') return request;
        const existing = request.invoiceId ? await ports.billing.invoiceById(tx, request.invoiceId) : null;
        if (existing && existing.status !== 'void') return { request, invoice: existing };
        const invoice = await ports.billing.openReinstatementInvoice(tx, {
          userId,
          policyId: policy.id,
          lines: request.lines ?? [],
          dueOn: today,
        });
        const billed = await updateRequest(tx, request.id, { invoiceId: invoice.id, updatedAt: clock.now() });
        return { request: billed, invoice };
      });
      if (!made) return refusal('REINSTATEMENT.INVOICE_NOT_CREATED', INVOICE_NOT_CREATED);
      if ('invoice' in made) return ok({ invoice: made.invoice, request: requestView(made.request) });
      if (made.status === 'underwriting')
        return refusal('REINSTATEMENT.UNDERWRITING_REQUIRED', INVOICE_NOT_CREATED);
      return refusal('REINSTATEMENT.INVOICE_NOT_CREATED', INVOICE_NOT_CREATED);
    },

    /** Why a reinstatement invoice can no longer be paid today, or null (collection asks before charging). */
    async refusalToPay(invoiceId: string): Promise<string | null> {
      const request = await requestOfInvoice(db, invoiceId);
      if (request?.status !== 'offered') return 'This reinstatement offer is no longer open.';
      const policy = await ports.policies.ofUser(request.userId, request.policyId);
      if (policy?.status !== 'lapsed') return 'This policy is no longer lapsed.';
      const decision = decide(policy, await ports.stateOf(request.userId), businessToday(clock));
      return stillHolds(request, decision)
        ? null
        : 'This reinstatement offer has expired: please look at it again for today’s figures.';
    },

    /**
     * As the reinstatement invoice's payment settles, in its transaction (the policy locked first): the rules
     * asked again on the day paid must still give this offer; then the policy is reinstated (same number,
     * recorded with its reason), the request completed and the confirmation e-mailed. Otherwise 'refused': the
     * request expires and collection holds the money to give it back.
     */
    async reinstate(
      tx: DbOrTx,
      input: { invoiceId: string; paymentId: string; paidAt: Date; actor: Actor },
    ): Promise<'reinstated' | 'refused'> {
      const request = await requestOfInvoice(tx, input.invoiceId);
      if (request?.status !== 'offered') return 'refused';
      const policy = await ports.policies.lock(tx, request.policyId);
      const day = businessDayOf(input.paidAt);
      // Under the state it was decided under: the owner's profile is not read inside a payment's transaction.
      const decision = policy.status === 'lapsed' ? decide(policy, request.state, day) : null;
      const expire = async (why: string) => {
        await updateRequest(tx, request.id, { status: 'expired', closedReason: why, updatedAt: clock.now() });
        return 'refused' as const;
      };
      if (!decision || !stillHolds(request, decision))
        return expire(`Paid on ${day}, when the rules no longer gave this offer.`);
      if (await ports.policies.otherOpenPolicy(tx, policy))
        return expire('Another policy of the membership was open when it was paid.');
      const eligible = decision as Eligible;
      const moved = await ports.policies.reinstate(tx, policy.id, {
        reason: `Reinstated: every missed premium was paid (${eligible.amounts.missedPremiums.length}, arrears only). ${eligible.message}`,
        actor: input.actor,
        details: {
          requestId: request.id,
          invoiceId: input.invoiceId,
          paymentId: input.paymentId,
          rulesVersion: eligible.rulesVersion,
          reason: eligible.reason,
          paidOn: day,
        },
      });
      if (!moved) return expire('The policy was not lapsed when it was paid.');
      await updateRequest(tx, request.id, {
        status: 'completed',
        paymentId: input.paymentId,
        completedAt: input.paidAt,
        updatedAt: clock.now(),
      });
      await ports.confirm(tx, { userId: policy.userId, policy, amount: request.dueToday ?? 0 });
      return 'reinstated';
    },
  };
}

export type ReinstatementsService = ReturnType<typeof createReinstatementsService>;

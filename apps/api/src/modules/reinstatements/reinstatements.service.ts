// Reinstatement (issue 26, docs/reinstatement.md): a lapsed policy brought back. The rules are the domain's
// (decideReinstatement, on the sandbox clock's business day); this module asks them, records every decision with
// its rules version and reason (reinstatement_requests, one open request per policy), bills an arrears-only
// offer on a reinstatement invoice (one line per missed premium: payments makes it), and, as that invoice's
// payment settles, reinstates the policy in the payment's own transaction (collection calls `reinstate`).
// A policy past every window is terminated as the rules say so. The underwritten path (after 60 days) is decided
// by underwriting (reinstatement-underwriting.service.ts); its approved offer is billed the same way, with a line
// of interest, and its payment opens a new contestable period for the reinstatement's answers. A reinstatement
// paid is recorded as an endorsement of the policy (its document joins the packet; its e-mail confirms it).
import {
  reinstatementContestablePeriod,
  type ContestablePeriod,
} from '@wysh/domain/reinstatement/contestability';
import { reinstatementRules } from '@wysh/domain/reinstatement/rules';
import { ok, type Result } from '@wysh/domain/result';
import type { Db, DbOrTx } from '../../db/database.ts';
import { businessToday, type Clock } from '../../shared/clock.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { ReinstatementFacts } from '../endorsements/endorsements.types.ts';
import type { InvoiceView } from '../payments/payments.views.ts';
import type { LapsedPolicy } from '../policies/lapsed-policies.service.ts';
import { createRequestKeeper, type Eligible } from './current-request.ts';
import type { Actor, ReinstatementsPorts } from './reinstatements.ports.ts';
import { createReinstatementUnderwriting } from './reinstatement-underwriting.ts';
import {
  openRequestOf,
  openRequestsOfUser,
  requestOfInvoice,
  updateRequest,
  type ReinstatementRequestRow,
} from './reinstatements.repository.ts';
import { moveRequest } from './request-moves.ts';
import {
  reinstateableView,
  requestView,
  type ReinstateablePolicyView,
  type ReinstatementRequestView,
  type RequestOutcome,
} from './reinstatements.views.ts';

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

const OPEN_STATUSES = new Set(['offered', 'underwriting']);
/** The words of applying for new cover while a reinstatement is under way (the server's half of the block). */
const reinstatementUnderWay = (policyNumber: string | null) =>
  `${policyNumber ? `Policy ${policyNumber}` : 'Your policy'} is being reinstated. Finish its reinstatement ` +
  'first: a new policy in force would stop it.';

export type { ReinstatementsPorts, ReinstatementUnderwritingPort } from './reinstatements.ports.ts';

export type { RequestOutcome } from './reinstatements.views.ts';

/** The reinstatement as it is paid, for its endorsement (the packet's new page): figures in cents, ISO dates. */
function reinstatementFacts(
  request: ReinstatementRequestRow,
  policy: LapsedPolicy,
  paid: { day: string; contestable: ContestablePeriod | null },
): ReinstatementFacts {
  const lines = request.lines ?? [];
  const interest = lines.find((line) => line.kind === 'interest');
  return {
    policyNumber: policy.label ?? '',
    productSlug: policy.productSlug,
    lapsedOn: policy.lapseDate ?? request.lapseDate ?? paid.day,
    reinstatedOn: paid.day,
    path: request.path ?? 'arrears_only',
    missedPremiums: lines.flatMap((line) =>
      line.kind === 'missed_premium'
        ? [
            {
              dueOn: line.dueOn,
              periodStart: line.periodStart,
              periodEnd: line.periodEnd,
              amount: line.amount,
            },
          ]
        : [],
    ),
    interest: interest
      ? { amount: interest.amount, percentPerYear: interest.percentPerYear, throughOn: interest.throughOn }
      : null,
    totalPaid: request.dueToday ?? 0,
    contestable: paid.contestable
      ? { startsOn: paid.contestable.startsOn, endsOn: paid.contestable.endsOn }
      : null,
    reinstatementRulesVersion: request.rulesVersion,
    rateVersion: policy.price.rateVersion,
    insuranceApplicationId: request.insuranceApplicationId,
  };
}

export function createReinstatementsService(deps: { db: Db; clock: Clock; ports: ReinstatementsPorts }) {
  const { db, clock, ports } = deps;
  const keeper = createRequestKeeper(deps);
  const { decide, stillHolds, currentRequest } = keeper;
  const underwritten = createReinstatementUnderwriting({
    db,
    clock,
    keeper,
    policies: ports.policies,
    stateOf: ports.stateOf,
    underwriting: ports.underwriting,
  });

  /**
   * The policy this request reinstated is in force, and the bank since took its payment back (a late return):
   * what it paid is owed again, and paying it again keeps the reinstatement (dunning holds the policy in grace
   * meanwhile, and lapses it again if it is not paid).
   */
  async function owedAgain(request: ReinstatementRequestRow, tx?: DbOrTx): Promise<boolean> {
    if (request.status !== 'completed') return false;
    const policy = tx
      ? await ports.policies.lock(tx, request.policyId)
      : await ports.policies.ofUser(request.userId, request.policyId);
    return policy?.status === 'active' || policy?.status === 'grace';
  }

  const refusedFor = (request: ReinstatementRequestRow) =>
    refusal(request.reason as ReinstatementsErrorCode, request.message);

  /** eligible reinstatement policies (spec 001 §7.3): the viewer's lapsed policies the rules allow today. */
  async function eligiblePolicies(viewer: Viewer): Promise<ReinstateablePolicyView[]> {
    return eligibleOfUser(requireUser(viewer, 'identified').userId);
  }

  async function eligibleOfUser(userId: string): Promise<ReinstateablePolicyView[]> {
    const today = businessToday(clock);
    const [lapsed, state] = await Promise.all([ports.policies.lapsedOfUser(userId), ports.stateOf(userId)]);
    const listed: ReinstateablePolicyView[] = [];
    for (const policy of lapsed) {
      const decision = await decide(db, policy, state, today);
      if (!decision.eligible) continue;
      const open = await openRequestOf(db, policy.id);
      listed.push(
        reinstateableView(policy, decision, open && stillHolds(open, decision, today) ? open : undefined),
      );
    }
    return listed;
  }

  /**
   * Why the user may not apply for new cover now, or null: a reinstatement under way (an offer to pay, or its
   * underwriting) would be refused once a new policy is in force (001 §4.5, 000 §8 "Reinstatement blocked").
   * A reinstateable policy with no request open only warns, on the web.
   */
  async function newCoverageRefusal(userId: string): Promise<string | null> {
    const underWay = (await eligibleOfUser(userId)).find((policy) =>
      OPEN_STATUSES.has(policy.reinstatementRequest?.status ?? ''),
    );
    return underWay ? reinstatementUnderWay(underWay.policyNumber) : null;
  }

  return {
    eligiblePolicies,
    newCoverageRefusal,

    /** A person's requests under way (offered, or in underwriting), oldest first: the agent console's read. */
    async openRequestsOf(userId: string) {
      return (await openRequestsOfUser(db, userId)).map(({ status, createdAt }) => ({
        status: status as 'offered' | 'underwriting',
        createdAt,
      }));
    },

    /** The same, for the viewer (the web asks before an application starts). */
    async newCoverageRefusalFor(viewer: Viewer): Promise<string | null> {
      return newCoverageRefusal(requireUser(viewer, 'identified').userId);
    },
    submitReinstatementUnderwriting: underwritten.submitReinstatementUnderwriting,
    decideReferred: underwritten.decideReferred,

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
        return currentRequest(tx, policy, state, today, { kind: 'person', userId });
      });
      if (!request) return refusal('REINSTATEMENT.ACTIVE_POLICY', ACTIVE_POLICY);
      if (request.status === 'refused') return refusedFor(request);
      return ok({
        status: request.status,
        underwritingRequired: requestView(request, owned).underwritingRequired,
        request: requestView(request, owned),
      });
    },

    /**
     * createReinstatementInvoice (spec 001 §7.3, §4.7): the open offer's invoice, one line per missed premium
     * (and one of interest after underwriting), made once a day (a payable or paid one is answered again). Refused, in the spec's words, when there is no offer
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
        const request = await currentRequest(tx, policy, state, today, { kind: 'person', userId });
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
      if ('invoice' in made) return ok({ invoice: made.invoice, request: requestView(made.request, owned) });
      if (made.status === 'underwriting')
        return refusal('REINSTATEMENT.UNDERWRITING_REQUIRED', INVOICE_NOT_CREATED);
      return refusal('REINSTATEMENT.INVOICE_NOT_CREATED', INVOICE_NOT_CREATED);
    },

    /** Why a reinstatement invoice can no longer be paid today, or null (collection asks before charging). */
    async refusalToPay(invoiceId: string): Promise<string | null> {
      const request = await requestOfInvoice(db, invoiceId);
      if (request && (await owedAgain(request))) return null;
      if (request?.status !== 'offered') return 'This reinstatement offer is no longer open.';
      const policy = await ports.policies.ofUser(request.userId, request.policyId);
      if (policy?.status !== 'lapsed') return 'This policy is no longer lapsed.';
      const today = businessToday(clock);
      const decision = await decide(db, policy, await ports.stateOf(request.userId), today);
      if (!stillHolds(request, decision, today))
        return 'This reinstatement offer has expired: please look at it again for today’s figures.';
      // Interest runs daily: an underwritten offer's invoice is paid the day its figures are of.
      return request.path !== 'underwritten' || request.decidedOn === today
        ? null
        : 'This reinstatement offer’s figures were of another day: please look at it again for today’s figures.';
    },

    /**
     * As the reinstatement invoice's payment settles, in its transaction (the policy locked first): the rules
     * asked again on the day paid must still give this offer; then the policy is reinstated (same number,
     * recorded with its reason), the request completed and the confirmation e-mailed. Otherwise 'refused': the
     * request expires and collection holds the money to give it back.
     */
    async reinstate(
      tx: DbOrTx,
      input: { invoiceId: string; paymentId: string; paidAt: Date; paidOn: string; actor: Actor },
    ): Promise<'reinstated' | 'paid again' | 'refused'> {
      const request = await requestOfInvoice(tx, input.invoiceId);
      if (request && (await owedAgain(request, tx))) return 'paid again';
      if (request?.status !== 'offered') return 'refused';
      const policy = await ports.policies.lock(tx, request.policyId);
      // Judged on the day the person paid: a bank debit is as good as paid on the day it was made, once settled.
      const day = input.paidOn;
      // Under the state it was decided under: the owner's profile is not read inside a payment's transaction.
      const decision = policy.status === 'lapsed' ? await decide(tx, policy, request.state, day) : null;
      const expire = async (why: string) => {
        await moveRequest(tx, request, { type: 'expire' }, { reason: why, actor: input.actor }, clock.now(), {
          closedReason: why,
        });
        return 'refused' as const;
      };
      if (!decision || !stillHolds(request, decision, day))
        return expire(`Paid on ${day}, when the rules no longer gave this offer.`);
      if (await ports.policies.otherOpenPolicy(tx, policy))
        return expire('Another policy of the membership was open when it was paid.');
      const eligible = decision as Eligible;
      const rules = reinstatementRules(request.rulesVersion);
      if (!rules.ok) throw new Error(`Unknown reinstatement rules ${request.rulesVersion}`);
      const contestable = reinstatementContestablePeriod(rules.value, day, eligible.path);
      const missed = (request.lines ?? []).filter((line) => line.kind === 'missed_premium').length;
      const how =
        eligible.path === 'arrears_only'
          ? `${missed}, arrears only`
          : `${missed}, with interest of ${request.interestDue ?? 0} cents, after underwriting`;
      const moved = await ports.policies.reinstate(tx, policy.id, {
        reason: `Reinstated: every missed premium was paid (${how}). ${request.message}`,
        actor: input.actor,
        details: {
          requestId: request.id,
          invoiceId: input.invoiceId,
          paymentId: input.paymentId,
          rulesVersion: request.rulesVersion,
          reason: request.reason,
          paidOn: day,
          insuranceApplicationId: request.insuranceApplicationId,
          contestableThrough: contestable?.endsOn ?? null,
        },
      });
      if (!moved) return expire('The policy was not lapsed when it was paid.');
      await moveRequest(
        tx,
        request,
        { type: 'paid' },
        {
          reason: contestable
            ? `Paid and reinstated; the reinstatement's answers are contestable from ${contestable.startsOn} through ${contestable.endsOn}.`
            : 'Paid and reinstated.',
          actor: input.actor,
          details: { invoiceId: input.invoiceId, paymentId: input.paymentId },
        },
        clock.now(),
        {
          paymentId: input.paymentId,
          completedAt: input.paidAt,
          contestableFrom: contestable?.startsOn ?? null,
          contestableThrough: contestable?.endsOn ?? null,
        },
      );
      await ports.endorse(tx, {
        kind: 'reinstatement',
        policyId: policy.id,
        userId: policy.userId,
        sourceId: request.id,
        effectiveOn: day,
        facts: reinstatementFacts(request, policy, { day, contestable }),
      });
      return 'reinstated';
    },
  };
}

export type ReinstatementsService = ReturnType<typeof createReinstatementsService>;

// Raising a policy's cover (issue 27, an increase): the coverage editor answers UNDERWRITING_REQUIRED, the owner
// asks (requestCoverIncrease), answers the underwriting interview in the coverage_adjustment scope, and submits
// it (submitCoverIncreaseUnderwriting): underwriting decides it as it decides an application, on the cover the
// policy would have in all. Approved, the added layer is priced at the class and age of that decision (no second
// policy fee) and offered on /products/insurance/confirm-update ("PENDING YOUR APPROVAL"); referred, an
// underwriter decides in the console while the policy's edits are blocked; declined, the policy stays as it is
// and the adverse-action notice goes when a consumer report weighed in. Accepted, the layer is the policy's next
// terms version, from its next due date. Each use case is one transaction under the policy's lock.
import { addDays, daysBetween } from '@wysh/domain/calendar';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { formatShortDate } from '@wysh/domain/dates';
import { cents, type Cents } from '@wysh/domain/money';
import { COVER_LIMITS, coverChange } from '@wysh/domain/policy-changes/cover-changes';
import { withLayer } from '@wysh/domain/policy-changes/cover-layers';
import {
  changeEffectiveOn,
  endorse,
  pendingEndorsements,
  termsOn,
  type Endorsement,
  type PolicyTerms,
} from '@wysh/domain/policy-changes/endorsements';
import { approvedCover, increaseOutcome } from '@wysh/domain/policy-changes/increase-decision';
import type { ChangeRequestStatus } from '@wysh/domain/policy-changes/change-request-lifecycle';
import { increaseLayerTermYears, type Premium, type PricingError } from '@wysh/domain/pricing/premiums';
import type { TermLifeClass } from '@wysh/domain/pricing/rate-tables';
import { ok, type Result } from '@wysh/domain/result';
import { allOrNothing } from '../../db/all-or-nothing.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { businessToday, type Clock } from '../../shared/clock.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { UnderwritingErrorCode } from '../underwriting/underwriting.service.ts';
import {
  latestChangeOfPolicy,
  shownChangeOfPolicy,
  lapsedOffers,
  lockChangeOfApplication,
  moveChangeRequest,
  openChangeRequest,
  openChangeOfPolicy,
  updateChangeRequest,
  type ChangeRequestRow,
  type ChangeBecause,
} from './change-requests.repository.ts';
import { endorsementOfRow, endorsementsOfPolicy, insertEndorsement } from './endorsements.repository.ts';
import { recordChangeDecision, type ChangeUnderwritingPort } from './change-decisions.ts';
import { policyNotFound, underOwnPolicyLock } from './own-policy.ts';
import { findPolicyOfUser, lockPolicy, type PolicyRow } from './policies.repository.ts';

/** The adverse-action notice's words for a declined increase. */
export const INCREASE_DECLINED = 'We could not offer you more cover on your policy.';

/** An approved increase may be accepted through this many days after its decision. */
export const INCREASE_OFFER_DAYS = 30;

export type CoverIncreasesErrorCode =
  | 'NOT_FOUND'
  | 'VALIDATION_FAILED'
  | 'POLICY.NOT_ACTIVE'
  | 'CHANGE_PENDING'
  | 'INCREASE_NOT_ASKED'
  | 'INCREASE_NOT_OFFERED'
  | 'NOT_AN_INCREASE'
  | 'ABOVE_MAXIMUM'
  | 'NOT_IN_STEPS'
  | 'POLICY_EDIT_BLOCKED'
  | UnderwritingErrorCode;
export type CoverIncreasesError = UserFailure<CoverIncreasesErrorCode>;

/** What the owner reads of their increase (confirm-update, the banner). */
export type CoverIncreaseView = {
  id: string;
  policyId: string;
  status: ChangeRequestStatus;
  currentAmount: Cents;
  requestedAmount: Cents;
  /** Offered or accepted: the cover in all, and the premiums with the added layer. */
  approvedAmount: Cents | null;
  currentMonthlyPremium: Cents;
  newMonthlyPremium: Cents | null;
  newAnnualPremium: Cents | null;
  addedMonthlyPremium: Cents | null;
  /** The class the added layer is priced at (null for accidental death, or before a decision). */
  rateClass: string | null;
  rateVersion: string | null;
  /** yyyy-MM-dd: accepted, the day the new cover starts; offered, the day it would if accepted today. */
  effectiveOn: string | null;
  offerExpiresOn: string | null;
  decidedOn: string | null;
  /** Declined, withdrawn or expired: why, in words. */
  closedReason: string | null;
};

export type { ChangeUnderwritingPort as CoverIncreaseUnderwritingPort } from './change-decisions.ts';

export type IncreasePricing = {
  priceTermLifeLayer(request: {
    sex: 'male' | 'female';
    rateClass: TermLifeClass;
    issueAge: number;
    termYears: number;
    amount: Cents;
  }): Result<Premium, PricingError>;
  priceAccidentalDeathLayer(request: { issueAge: number; amount: Cents }): Result<Premium, PricingError>;
};

const limitsOf = (row: PolicyRow) =>
  COVER_LIMITS[row.productSlug === 'wysh-term-life' ? 'term_life' : 'accidental_death'];

const scheduleOf = (row: PolicyRow) => ({ effectiveOn: row.effectiveOn!, segments: row.billingSegments });

export function createCoverIncreasesService(deps: {
  db: Db;
  clock: Clock;
  pricing: IncreasePricing;
  underwriting: ChangeUnderwritingPort;
}) {
  const { db, clock, pricing } = deps;
  const ownPolicy = underOwnPolicyLock(db, clock);

  const historyOf = async (tx: DbOrTx, policyId: string): Promise<Endorsement[]> =>
    (await endorsementsOfPolicy(tx, policyId)).map(endorsementOfRow);

  /** The years the added layer runs: what the policy has left, as a filed term. */
  const layerTermYears = (row: PolicyRow, today: string) =>
    increaseLayerTermYears(row.terminatesAt ? daysBetween(today, row.terminatesAt) : 0);

  /** The added layer's price: `amount` more cover at `rateClass` and the decision's age. */
  function layerPrice(
    row: PolicyRow,
    request: { amount: Cents; rateClass: TermLifeClass | null; issueAge: number; today: string },
  ): Result<Premium, PricingError> {
    if (row.productSlug === 'wysh-accidental-death')
      return pricing.priceAccidentalDeathLayer({ issueAge: request.issueAge, amount: request.amount });
    return pricing.priceTermLifeLayer({
      sex: row.sex!,
      rateClass: request.rateClass ?? 'standard',
      issueAge: request.issueAge,
      termYears: layerTermYears(row, request.today),
      amount: request.amount,
    });
  }

  /** Why the policy cannot ask for more cover now, or null. */
  function notRaisable(row: PolicyRow, history: readonly Endorsement[], today: string) {
    if (row.status !== 'active')
      return refusal(
        'POLICY.NOT_ACTIVE',
        row.status === 'grace'
          ? 'Pay your past-due balance first; then you can change your cover.'
          : 'Only an active policy can change its cover.',
      );
    const [pending] = pendingEndorsements(history, today);
    if (pending)
      return refusal(
        'CHANGE_PENDING',
        `You already have a change starting ${formatShortDate(pending.effectiveOn)}. Cancel it first to make another.`,
      );
    return null;
  }

  /** approve -> offered: the layer priced at the decision's class and age, or declined when it cannot be. */
  async function offer(
    tx: DbOrTx,
    request: ChangeRequestRow,
    row: PolicyRow,
    decided: { amount: Cents; rateClass: TermLifeClass | null; issueAge: number; today: string },
    because: ChangeBecause,
  ): Promise<ChangeRequestRow> {
    const added = cents(decided.amount - request.currentCover);
    const price = layerPrice(row, { ...decided, amount: added });
    if (!price.ok)
      return moveChangeRequest(
        tx,
        request,
        { type: 'decline' },
        { ...because, reason: 'No filed rate for the added cover.' },
        clock.now(),
        {
          decidedOn: decided.today,
          closedReason: `We can't add cover to this policy at age ${decided.issueAge}: there is no filed rate for it.`,
        },
      );
    return moveChangeRequest(tx, request, { type: 'approve' }, because, clock.now(), {
      decidedOn: decided.today,
      approvedCover: decided.amount,
      layerRateClass: decided.rateClass,
      layerIssueAge: decided.issueAge,
      layerTermYears: row.productSlug === 'wysh-term-life' ? layerTermYears(row, decided.today) : null,
      layerRateVersion: price.value.rateVersion,
      layerMonthlyPremium: price.value.monthly,
      layerAnnualPremium: price.value.annual,
      offerExpiresOn: addDays(decided.today, INCREASE_OFFER_DAYS),
    });
  }

  async function view(tx: DbOrTx, request: ChangeRequestRow, row: PolicyRow): Promise<CoverIncreaseView> {
    const today = businessToday(clock);
    const history = await historyOf(tx, row.id);
    const now =
      history.length > 0 && row.effectiveOn && row.effectiveOn <= today
        ? termsOn(history, today).terms
        : null;
    const currentMonthly = now?.monthlyPremium ?? cents(row.monthlyPremium);
    const accepted =
      request.termsVersion !== null
        ? history.find((version) => version.version === request.termsVersion)
        : undefined;
    const added = request.layerMonthlyPremium;
    return {
      id: request.id,
      policyId: request.policyId,
      status: request.status,
      currentAmount: cents(request.currentCover),
      requestedAmount: cents(request.requestedCover),
      approvedAmount: request.approvedCover === null ? null : cents(request.approvedCover),
      currentMonthlyPremium: currentMonthly,
      newMonthlyPremium: accepted
        ? accepted.terms.monthlyPremium
        : added === null
          ? null
          : cents(currentMonthly + added),
      newAnnualPremium: accepted
        ? accepted.terms.annualPremium
        : request.layerAnnualPremium === null || !now
          ? null
          : cents(now.annualPremium + request.layerAnnualPremium),
      addedMonthlyPremium: added === null ? null : cents(added),
      rateClass: request.layerRateClass,
      rateVersion: request.layerRateVersion,
      effectiveOn: accepted
        ? accepted.effectiveOn
        : request.status === 'offered' && row.effectiveOn
          ? changeEffectiveOn(scheduleOf(row), today)
          : null,
      offerExpiresOn: request.offerExpiresOn,
      decidedOn: request.decidedOn,
      closedReason: request.closedReason,
    };
  }

  /** The policy's open increase (an open extension is another request: it is not this one). */
  const openIncreaseOf = async (tx: DbOrTx, policyId: string) => {
    const open = await openChangeOfPolicy(tx, policyId);
    return open?.kind === 'cover_increase' ? open : undefined;
  };

  const amountOf = (value: unknown): Result<Cents, CoverIncreasesError> =>
    typeof value === 'number' && Number.isSafeInteger(value) && value > 0
      ? ok(cents(value))
      : refusal('VALIDATION_FAILED', 'Choose an amount of cover.', [
          { field: 'amount', message: 'Choose an amount of cover.' },
        ]);

  return {
    /**
     * requestCoverIncrease: the owner asks for `amount` cover in all, more than they have. The request waits for
     * the interview; asked again before it is decided, the cover asked for is updated. Refused while a change is
     * pending, while an underwriter reviews an increase (the policy-edit block), or with an offer to answer.
     */
    async requestIncrease(
      viewer: Viewer,
      input: { policyId: string; amount: unknown },
    ): Promise<Result<CoverIncreaseView, CoverIncreasesError>> {
      return ownPolicy(viewer, input.policyId, async ({ tx, row, userId, today }) => {
        const amount = amountOf(input.amount);
        if (!amount.ok) return amount;
        const history = await historyOf(tx, row.id);
        const blocked = notRaisable(row, history, today);
        if (blocked) return blocked;
        const current = termsOn(history, today).terms;
        const change = coverChange(limitsOf(row), current.cover, amount.value);
        if (!change.ok) {
          const { error } = change;
          if (error.code === 'ABOVE_MAXIMUM')
            return refusal('ABOVE_MAXIMUM', `The most cover we offer is ${formatWholeDollars(error.max)}.`, [
              { field: 'amount', message: `The most cover we offer is ${formatWholeDollars(error.max)}.` },
            ]);
          if (error.code === 'NOT_IN_STEPS')
            return refusal('NOT_IN_STEPS', `Choose cover in steps of ${formatWholeDollars(error.step)}.`);
          return refusal('NOT_AN_INCREASE', 'Choose more cover than you have now.');
        }
        if (change.value.kind !== 'increase')
          return refusal('NOT_AN_INCREASE', 'Choose more cover than you have now.');
        const open = await openChangeOfPolicy(tx, row.id);
        if (open && open.kind !== 'cover_increase')
          return refusal(
            'CHANGE_PENDING',
            'You asked to extend your term: finish or cancel that first, then you can ask for more cover.',
          );
        if (open?.status === 'referred')
          return refusal(
            'POLICY_EDIT_BLOCKED',
            'An underwriter is reviewing your request for more cover. You can change your policy again once they decide.',
          );
        if (open?.status === 'offered')
          return refusal(
            'INCREASE_NOT_ASKED',
            'Your new price is waiting for your approval: review it first, or cancel it to ask again.',
          );
        if (open) {
          const updated =
            open.requestedCover === amount.value
              ? open
              : await updateChangeRequest(tx, open.id, {
                  requestedCover: amount.value,
                  currentCover: current.cover,
                  updatedAt: clock.now(),
                });
          return ok(await view(tx, updated, row));
        }
        const opened = await openChangeRequest(
          tx,
          {
            kind: 'cover_increase',
            policyId: row.id,
            userId,
            extendsFrom: null,
            extensionYears: null,
            currentCover: current.cover,
            requestedCover: amount.value,
            insuranceApplicationId: null,
            decidedOn: null,
            approvedCover: null,
            layerRateClass: null,
            layerIssueAge: null,
            layerTermYears: null,
            layerRateVersion: null,
            layerMonthlyPremium: null,
            layerAnnualPremium: null,
            offerExpiresOn: null,
            termsVersion: null,
            closedReason: null,
            createdAt: clock.now(),
          },
          {
            reason: `The policyholder asked to raise the cover to ${formatWholeDollars(amount.value)}.`,
            actor: { kind: 'person', userId },
          },
        );
        return ok(await view(tx, opened, row));
      });
    },

    /**
     * submitCoverIncreaseUnderwriting: the owner's interview decided for the policy's increase waiting for it,
     * and the request moved with the decision. Submitting again answers where it stands.
     */
    async submitUnderwriting(
      viewer: Viewer,
      input: { policyId: string },
    ): Promise<Result<CoverIncreaseView, CoverIncreasesError>> {
      const { userId } = requireUser(viewer, 'verified');
      const owned = await findPolicyOfUser(db, userId, input.policyId);
      if (!owned?.effectiveOn) return policyNotFound();
      const waiting = await openIncreaseOf(db, owned.id);
      if (!waiting) {
        const latest = await latestChangeOfPolicy(db, owned.id, 'cover_increase');
        return latest
          ? ok(await view(db, latest, owned))
          : refusal('INCREASE_NOT_ASKED', 'Choose the cover you want first.');
      }
      if (waiting.status !== 'underwriting') return ok(await view(db, waiting, owned));
      const today = businessToday(clock);
      const ready = await deps.underwriting.decide(userId, {
        product: owned.productSlug,
        amount: cents(waiting.requestedCover),
        termYears: layerTermYears(owned, today),
      });
      if (!ready.ok) return ready;
      const { decision } = ready.value;
      const outcome = increaseOutcome(decision, {
        product: owned.productSlug === 'wysh-term-life' ? 'term_life' : 'accidental_death',
        amount: cents(waiting.requestedCover),
      });
      return allOrNothing(db, async (tx) => {
        const row = (await lockPolicy(tx, owned.id))!;
        const request = await openIncreaseOf(tx, row.id);
        // Decided meanwhile (a second tab), or withdrawn: answer what it is now.
        if (!request || request.id !== waiting.id || request.status !== 'underwriting')
          return ok(
            await view(tx, request ?? (await latestChangeOfPolicy(tx, row.id, 'cover_increase'))!, row),
          );
        const blocked = notRaisable(row, await historyOf(tx, row.id), today);
        if (blocked) return blocked;
        const moved = await recordChangeDecision(tx, deps, {
          request,
          row,
          userId,
          ready: ready.value,
          outcome,
          today,
          declined: {
            action: INCREASE_DECLINED,
            closedReason: 'We could not offer you more cover. Your policy stays as it is.',
          },
          offer: (withApplication, because, rateClass) =>
            offer(
              tx,
              withApplication,
              row,
              {
                amount: cents(request.requestedCover),
                rateClass,
                issueAge: decision.issueAge,
                today,
              },
              because,
            ),
        });
        return ok(await view(tx, moved, row));
      });
    },

    /**
     * An underwriter's decision on a referred increase, in the case's transaction: accepted, the layer is priced at
     * the class they chose, up to the cover they allow; rejected, the request is declined with their reason.
     * Answers the request's status and the policy's number for the e-mail (null when nothing moved).
     */
    async decideReferred(
      tx: DbOrTx,
      input: {
        applicationId: string;
        underwriterId: string;
        decision:
          | { approved: true; rateClass: TermLifeClass; maxAmount: Cents }
          | { approved: false; reason: string };
        issueAge: number;
      },
    ): Promise<{ status: ChangeRequestStatus; policyNumber: string; declined: string } | null> {
      const found = await lockChangeOfApplication(tx, input.applicationId);
      if (found?.kind !== 'cover_increase' || found.status !== 'referred') return null;
      // The lock order: the policy, then its request.
      const row = (await lockPolicy(tx, found.policyId))!;
      const request = (await lockChangeOfApplication(tx, input.applicationId))!;
      if (request.status !== 'referred') return null;
      const today = businessToday(clock);
      const actor = { kind: 'underwriter' as const, userId: input.underwriterId };
      const details = { insuranceApplicationId: input.applicationId };
      const decline = (reason: string, closedReason: string) =>
        moveChangeRequest(tx, request, { type: 'decline' }, { reason, actor, details }, clock.now(), {
          decidedOn: today,
          closedReason,
        });
      let moved: ChangeRequestRow;
      if (row.status !== 'active')
        moved = await moveChangeRequest(
          tx,
          request,
          { type: 'expire' },
          { reason: 'The policy is no longer active.', actor, details },
          clock.now(),
          {
            closedReason: 'Your policy is no longer active, so its cover cannot be raised.',
          },
        );
      else if (!input.decision.approved)
        moved = await decline(
          input.decision.reason,
          'We could not offer you more cover. Your policy stays as it is.',
        );
      else {
        const cover = approvedCover(
          limitsOf(row),
          { current: cents(request.currentCover), asked: cents(request.requestedCover) },
          input.decision.maxAmount,
        );
        const rateClass = row.productSlug === 'wysh-term-life' ? input.decision.rateClass : null;
        moved =
          cover === null
            ? await decline(
                'The underwriter allowed no more cover than the policy has.',
                'We could not offer you more cover. Your policy stays as it is.',
              )
            : await offer(
                tx,
                request,
                row,
                { amount: cover, rateClass, issueAge: input.issueAge, today },
                {
                  reason: `An underwriter approved the increase${rateClass ? ` at ${rateClass.replaceAll('_', ' ')}` : ''}.`,
                  actor,
                  details,
                },
              );
      }
      return { status: moved.status, policyNumber: row.label ?? '', declined: INCREASE_DECLINED };
    },

    /**
     * updateProductOffering on confirm-update: the owner accepts the offered price. The added layer becomes the
     * policy's next terms version, from its next due date (a pending change until then).
     */
    async accept(
      viewer: Viewer,
      input: { policyId: string },
    ): Promise<Result<CoverIncreaseView, CoverIncreasesError>> {
      return ownPolicy(viewer, input.policyId, async ({ tx, row, userId, today }) => {
        const request = await openIncreaseOf(tx, row.id);
        if (request?.status !== 'offered' || request.offerExpiresOn! < today)
          return refusal('INCREASE_NOT_OFFERED', 'There is no new price waiting for your approval.');
        const history = await historyOf(tx, row.id);
        const blocked = notRaisable(row, history, today);
        if (blocked) return blocked;
        const current: PolicyTerms = termsOn(history, today).terms;
        const terms = withLayer(current, {
          cover: cents(request.approvedCover! - current.cover),
          monthlyPremium: cents(request.layerMonthlyPremium!),
          annualPremium: cents(request.layerAnnualPremium!),
          rateClass: request.layerRateClass,
          issueAge: request.layerIssueAge!,
          termYears: request.layerTermYears,
          rateVersion: request.layerRateVersion!,
          increaseId: request.id,
        });
        // The cover may have moved since the offer (a decrease taken effect): the layer is what it priced.
        if (current.cover !== request.currentCover)
          return refusal(
            'INCREASE_NOT_OFFERED',
            'Your cover changed since this price was made. Please ask again.',
          );
        const made = endorse(history, scheduleOf(row), terms, today);
        if (!made.ok) return refusal('CHANGE_PENDING', 'You already have a change waiting. Cancel it first.');
        await insertEndorsement(
          tx,
          row.id,
          made.value,
          {
            reason: `The policyholder accepted the increase to ${formatWholeDollars(terms.cover)} from the next due date.`,
            actor: { kind: 'person', userId },
          },
          clock.now(),
        );
        const accepted = await moveChangeRequest(
          tx,
          request,
          { type: 'accept' },
          { reason: 'The policyholder accepted the new price.', actor: { kind: 'person', userId } },
          clock.now(),
          { termsVersion: made.value.version },
        );
        return ok(await view(tx, accepted, row));
      });
    },

    /** The owner cancels the increase: before the interview is decided, or an offer they do not want. */
    async withdraw(
      viewer: Viewer,
      input: { policyId: string },
    ): Promise<Result<CoverIncreaseView, CoverIncreasesError>> {
      return ownPolicy(viewer, input.policyId, async ({ tx, row, userId }) => {
        const request = await openIncreaseOf(tx, row.id);
        if (request?.status === 'referred')
          return refusal(
            'POLICY_EDIT_BLOCKED',
            'An underwriter is reviewing your request for more cover. You can change your policy again once they decide.',
          );
        if (!request) return refusal('INCREASE_NOT_ASKED', 'There is no request for more cover to cancel.');
        const withdrawn = await moveChangeRequest(
          tx,
          request,
          { type: 'withdraw' },
          {
            reason: 'The policyholder cancelled the request for more cover.',
            actor: { kind: 'person', userId },
          },
          clock.now(),
          { closedReason: 'You cancelled this request. Your policy stays as it is.' },
        );
        return ok(await view(tx, withdrawn, row));
      });
    },

    /** The policy's open increase, or its newest one closed lately (CLOSED_SHOWN_DAYS), for its owner; else null. */
    async increaseOf(viewer: Viewer, policyId: string): Promise<CoverIncreaseView | null> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await findPolicyOfUser(db, userId, policyId);
      if (!row) return null;
      const request = await shownChangeOfPolicy(db, row.id, 'cover_increase', clock.now());
      return request ? view(db, request, row) : null;
    },

    /** The daily run: offers not accepted by their last day expire (the policy stays as it was). */
    async expireOffers(today: string): Promise<number> {
      let expired = 0;
      for (;;) {
        const due = await lapsedOffers(db, today, 200);
        if (due.length === 0) return expired;
        for (const found of due)
          await db.transaction(async (tx) => {
            await lockPolicy(tx, found.policyId);
            const request = await openChangeOfPolicy(tx, found.policyId);
            if (request?.id !== found.id || request.status !== 'offered') return;
            await moveChangeRequest(
              tx,
              request,
              { type: 'expire' },
              {
                reason: `The offer was not accepted by ${request.offerExpiresOn}.`,
                actor: { kind: 'job', name: 'billing-run' },
              },
              clock.now(),
              { closedReason: 'This price was not accepted in time. You can ask again.' },
            );
            expired += 1;
          });
      }
    },
  };
}

export type CoverIncreasesService = ReturnType<typeof createCoverIncreasesService>;

// Extending a term to age 65 (issue 27 item 4): in the term's last year the policy offers it
// (`termExtension`, the domain's rule); the owner asks (requestTermExtension), answers the digital check-up (the
// underwriting interview in the coverage_adjustment scope) and submits it: underwriting decides on the whole cover
// for the years to 65, and an approval is priced at the insured's age on the anniversary and the decision's class,
// from the filed table, and offered on confirm-update. Referred, an underwriter decides in the console; declined,
// the term ends as written. Accepted, the policy's last day of cover moves to the day before the 65th-year
// anniversary and a terms version prices the periods from the anniversary. Each use case is one transaction under
// the policy's lock; a policy has one underwritten change open at most (more cover, or this).
import { formatShortDate } from '@wysh/domain/dates';
import { cents, type Cents } from '@wysh/domain/money';
import type { ChangeRequestStatus } from '@wysh/domain/policy-changes/change-request-lifecycle';
import { increaseOutcome } from '@wysh/domain/policy-changes/increase-decision';
import { pendingEndorsements, termsOn, type Endorsement } from '@wysh/domain/policy-changes/endorsements';
import {
  extensionVersion,
  termExtension,
  type TermExtension,
} from '@wysh/domain/policy-changes/term-extension';
import type { Premium, PricingError } from '@wysh/domain/pricing/premiums';
import type { TermLifeClass } from '@wysh/domain/pricing/rate-tables';
import { ok, type Result } from '@wysh/domain/result';
import { allOrNothing } from '../../db/all-or-nothing.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { addDays } from '@wysh/domain/calendar';
import { monthsAfter } from '@wysh/domain/policies/policy-dates';
import { businessToday, type Clock } from '../../shared/clock.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import {
  latestChangeOfPolicy,
  shownChangeOfPolicy,
  lockChangeOfApplication,
  moveChangeRequest,
  openChangeOfPolicy,
  openChangeRequest,
  type ChangeBecause,
  type ChangeRequestRow,
} from './change-requests.repository.ts';
import { endorsementOfRow, endorsementsOfPolicy, insertEndorsement } from './endorsements.repository.ts';
import type { UnderwritingErrorCode } from '../underwriting/underwriting.service.ts';
import { recordChangeDecision, type ChangeUnderwritingPort } from './change-decisions.ts';
import { policyNotFound, underOwnPolicyLock } from './own-policy.ts';
import { findPolicyOfUser, lockPolicy, updatePolicyDetails, type PolicyRow } from './policies.repository.ts';

/** The adverse-action notice's words for a declined extension. */
export const EXTENSION_DECLINED = 'We could not extend the term of your policy.';

/** An approved extension may be accepted through this many days after its decision (and before the term ends). */
export const EXTENSION_OFFER_DAYS = 30;

export type TermExtensionsErrorCode =
  | 'NOT_FOUND'
  | 'POLICY.NOT_ACTIVE'
  | 'CHANGE_PENDING'
  | 'EXTENSION_NOT_AVAILABLE'
  | 'EXTENSION_NOT_ASKED'
  | 'EXTENSION_NOT_OFFERED'
  | 'POLICY_EDIT_BLOCKED'
  | UnderwritingErrorCode;
export type TermExtensionsError = UserFailure<TermExtensionsErrorCode>;

/** What the owner reads of the extension: whether it is offered now, and their request. */
export type TermExtensionView = {
  policyId: string;
  /** Offered now (the term's last year, within the filed table). */
  available: boolean;
  /** yyyy-MM-dd: the extension's first day, its years to 65, the last day of cover extended; null when none fits. */
  extendsFrom: string | null;
  years: number | null;
  attainedAge: number | null;
  coverEndsOn: string | null;
  /** yyyy-MM-dd: the first day it may be asked for (the term's last year). */
  opensOn: string | null;
  request: TermExtensionRequestView | null;
};

export type TermExtensionRequestView = {
  id: string;
  status: ChangeRequestStatus;
  cover: Cents;
  currentMonthlyPremium: Cents;
  /** Offered or accepted: the premium from the extension's first day, its class and table. */
  newMonthlyPremium: Cents | null;
  newAnnualPremium: Cents | null;
  rateClass: string | null;
  rateVersion: string | null;
  extendsFrom: string;
  years: number;
  /** yyyy-MM-dd: the last day of cover once extended. */
  coverEndsOn: string;
  offerExpiresOn: string | null;
  decidedOn: string | null;
  closedReason: string | null;
};

export type ExtensionPricing = {
  priceTermLife(request: {
    sex: 'male' | 'female';
    rateClass: TermLifeClass;
    issueAge: number;
    termYears: number;
    amount: Cents;
  }): Result<Premium, PricingError>;
};

const termOf = (row: PolicyRow) => ({
  productSlug: row.productSlug,
  effectiveOn: row.effectiveOn!,
  termYears: row.termDuration,
  issueAge: row.issueAge,
});

export function createTermExtensionsService(deps: {
  db: Db;
  clock: Clock;
  pricing: ExtensionPricing;
  underwriting: ChangeUnderwritingPort;
}) {
  const { db, clock, pricing } = deps;
  const ownPolicy = underOwnPolicyLock(db, clock);

  const historyOf = async (tx: DbOrTx, policyId: string): Promise<Endorsement[]> =>
    (await endorsementsOfPolicy(tx, policyId)).map(endorsementOfRow);

  const openExtensionOf = async (tx: DbOrTx, policyId: string) => {
    const open = await openChangeOfPolicy(tx, policyId);
    return open?.kind === 'term_extension' ? open : undefined;
  };

  /** Why the policy cannot be extended today, or its extension. */
  function extensionOf(row: PolicyRow, today: string): Result<TermExtension, TermExtensionsError> {
    if (row.status !== 'active')
      return refusal(
        'POLICY.NOT_ACTIVE',
        row.status === 'grace'
          ? 'Pay your past-due balance first; then you can extend your term.'
          : 'Only an active policy can be extended.',
      );
    const extension = termExtension(termOf(row), today);
    if (extension.ok) return extension;
    const { error } = extension;
    return refusal(
      'EXTENSION_NOT_AVAILABLE',
      error.code === 'NOT_YET'
        ? `You can extend your term from ${formatShortDate(error.opensOn)}, in its last year.`
        : error.code === 'NOT_FILED'
          ? `We can't extend a term for someone ${error.attainedAge} at its end.`
          : 'This policy cannot be extended.',
    );
  }

  /** approve -> offered: the whole cover priced for the years to 65 at the attained age and `rateClass`. */
  async function offer(
    tx: DbOrTx,
    request: ChangeRequestRow,
    row: PolicyRow,
    decided: { rateClass: TermLifeClass; today: string },
    because: ChangeBecause,
  ): Promise<ChangeRequestRow> {
    const extension = termExtension(termOf(row), decided.today);
    const price = extension.ok
      ? pricing.priceTermLife({
          sex: row.sex!,
          rateClass: decided.rateClass,
          issueAge: extension.value.attainedAge,
          termYears: extension.value.years,
          amount: cents(request.requestedCover),
        })
      : null;
    if (!extension.ok || !price?.ok)
      return moveChangeRequest(
        tx,
        request,
        { type: 'expire' },
        { ...because, reason: 'The term can no longer be extended.' },
        clock.now(),
        { decidedOn: decided.today, closedReason: 'Your term can no longer be extended.' },
      );
    const lastDay = addDays(extension.value.extendsFrom, -1);
    const offerDays = addDays(decided.today, EXTENSION_OFFER_DAYS);
    return moveChangeRequest(tx, request, { type: 'approve' }, because, clock.now(), {
      decidedOn: decided.today,
      approvedCover: request.requestedCover,
      layerRateClass: decided.rateClass,
      layerIssueAge: extension.value.attainedAge,
      layerTermYears: extension.value.years,
      layerRateVersion: price.value.rateVersion,
      layerMonthlyPremium: price.value.monthly,
      layerAnnualPremium: price.value.annual,
      // Accepted by the term's last day at the latest.
      offerExpiresOn: offerDays < lastDay ? offerDays : lastDay,
    });
  }

  async function requestView(
    tx: DbOrTx,
    request: ChangeRequestRow,
    row: PolicyRow,
  ): Promise<TermExtensionRequestView> {
    const today = businessToday(clock);
    const history = await historyOf(tx, row.id);
    const now = history.length > 0 ? termsOn(history, today).terms : null;
    return {
      id: request.id,
      status: request.status,
      cover: cents(request.requestedCover),
      currentMonthlyPremium: now?.monthlyPremium ?? cents(row.monthlyPremium),
      newMonthlyPremium: request.layerMonthlyPremium === null ? null : cents(request.layerMonthlyPremium),
      newAnnualPremium: request.layerAnnualPremium === null ? null : cents(request.layerAnnualPremium),
      rateClass: request.layerRateClass,
      rateVersion: request.layerRateVersion,
      extendsFrom: request.extendsFrom!,
      years: request.extensionYears!,
      coverEndsOn: addDays(monthsAfter(request.extendsFrom!, request.extensionYears! * 12), -1),
      offerExpiresOn: request.offerExpiresOn,
      decidedOn: request.decidedOn,
      closedReason: request.closedReason,
    };
  }

  /** The extension the policy has today, or the one its last year will offer; null when none fits. */
  function extensionShown(row: PolicyRow, today: string): { value: TermExtension; open: boolean } | null {
    const now = termExtension(termOf(row), today);
    if (now.ok) return { value: now.value, open: true };
    if (now.error.code !== 'NOT_YET') return null;
    const later = termExtension(termOf(row), now.error.opensOn);
    return later.ok ? { value: later.value, open: false } : null;
  }

  async function view(tx: DbOrTx, row: PolicyRow): Promise<TermExtensionView> {
    const shown = extensionShown(row, businessToday(clock));
    const request = await shownChangeOfPolicy(tx, row.id, 'term_extension', clock.now());
    return {
      policyId: row.id,
      available: row.status === 'active' && shown?.open === true,
      extendsFrom: shown?.value.extendsFrom ?? null,
      years: shown?.value.years ?? null,
      attainedAge: shown?.value.attainedAge ?? null,
      coverEndsOn: shown?.value.coverEndsOn ?? null,
      opensOn: shown?.value.opensOn ?? null,
      request: request ? await requestView(tx, request, row) : null,
    };
  }

  async function extensionOfOwner(viewer: Viewer, policyId: string): Promise<TermExtensionView | null> {
    const { userId } = requireUser(viewer, 'identified');
    const row = await findPolicyOfUser(db, userId, policyId);
    return row?.effectiveOn ? view(db, row) : null;
  }

  return {
    /** The policy's extension for its owner (Policy.termExtension), or null for a policy not theirs. */
    extensionOf: extensionOfOwner,

    /** requestTermExtension: asked in the term's last year; the check-up comes next. Asked again: the same. */
    async requestExtension(
      viewer: Viewer,
      input: { policyId: string },
    ): Promise<Result<TermExtensionView, TermExtensionsError>> {
      return ownPolicy(viewer, input.policyId, async ({ tx, row, userId, today }) => {
        const extension = extensionOf(row, today);
        if (!extension.ok) return extension;
        const open = await openChangeOfPolicy(tx, row.id);
        if (open?.kind === 'term_extension') return ok(await view(tx, row));
        if (open)
          return refusal(
            open.status === 'referred' ? 'POLICY_EDIT_BLOCKED' : 'CHANGE_PENDING',
            'You asked for more cover: finish or cancel that first, then you can extend your term.',
          );
        const [pending] = pendingEndorsements(await historyOf(tx, row.id), today);
        if (pending)
          return refusal(
            'CHANGE_PENDING',
            `You already have a change starting ${formatShortDate(pending.effectiveOn)}. Cancel it first to extend your term.`,
          );
        const cover = termsOn(await historyOf(tx, row.id), today).terms.cover;
        await openChangeRequest(
          tx,
          {
            kind: 'term_extension',
            policyId: row.id,
            userId,
            currentCover: cover,
            requestedCover: cover,
            extendsFrom: extension.value.extendsFrom,
            extensionYears: extension.value.years,
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
            reason: `The policyholder asked to extend the term by ${extension.value.years} years, to age 65.`,
            actor: { kind: 'person', userId },
          },
        );
        return ok(await view(tx, row));
      });
    },

    /** submitTermExtensionUnderwriting: the check-up decided for the extension waiting for it. */
    async submitUnderwriting(
      viewer: Viewer,
      input: { policyId: string },
    ): Promise<Result<TermExtensionView, TermExtensionsError>> {
      const { userId } = requireUser(viewer, 'verified');
      const owned = await findPolicyOfUser(db, userId, input.policyId);
      if (!owned?.effectiveOn) return policyNotFound();
      const waiting = await openExtensionOf(db, owned.id);
      if (!waiting) {
        const latest = await latestChangeOfPolicy(db, owned.id, 'term_extension');
        return latest
          ? ok(await view(db, owned))
          : refusal('EXTENSION_NOT_ASKED', 'Ask to extend your term first.');
      }
      if (waiting.status !== 'underwriting') return ok(await view(db, owned));
      const ready = await deps.underwriting.decide(userId, {
        product: owned.productSlug,
        amount: cents(waiting.requestedCover),
        termYears: waiting.extensionYears!,
      });
      if (!ready.ok) return ready;
      const { decision } = ready.value;
      const outcome = increaseOutcome(decision, {
        product: 'term_life',
        amount: cents(waiting.requestedCover),
        change: 'extension',
      });
      return allOrNothing(db, async (tx) => {
        const row = (await lockPolicy(tx, owned.id))!;
        const request = await openExtensionOf(tx, row.id);
        if (!request || request.id !== waiting.id || request.status !== 'underwriting')
          return ok(await view(tx, row));
        const today = businessToday(clock);
        await recordChangeDecision(tx, deps, {
          request,
          row,
          userId,
          ready: ready.value,
          outcome,
          today,
          declined: {
            action: EXTENSION_DECLINED,
            closedReason:
              'We could not extend your term. Your policy runs to the end of its term as written.',
          },
          offer: (withApplication, because, rateClass) =>
            offer(
              tx,
              withApplication,
              row,
              // Term life: the rules approve it at a class.
              { rateClass: rateClass!, today },
              because,
            ),
        });
        return ok(await view(tx, row));
      });
    },

    /** An underwriter's decision on a referred extension (the case's transaction); null when it is not one. */
    async decideReferred(
      tx: DbOrTx,
      input: {
        applicationId: string;
        underwriterId: string;
        decision:
          | { approved: true; rateClass: TermLifeClass; maxAmount: Cents }
          | { approved: false; reason: string };
      },
    ): Promise<{ status: ChangeRequestStatus; policyNumber: string; declined: string } | null> {
      const found = await lockChangeOfApplication(tx, input.applicationId);
      if (found?.kind !== 'term_extension' || found.status !== 'referred') return null;
      const row = (await lockPolicy(tx, found.policyId))!;
      const request = (await lockChangeOfApplication(tx, input.applicationId))!;
      if (request.status !== 'referred') return null;
      const today = businessToday(clock);
      const because: ChangeBecause = {
        reason: input.decision.approved
          ? `An underwriter approved the extension at ${input.decision.rateClass.replaceAll('_', ' ')}.`
          : input.decision.reason,
        actor: { kind: 'underwriter', userId: input.underwriterId },
        details: { insuranceApplicationId: input.applicationId },
      };
      const moved =
        input.decision.approved && input.decision.maxAmount >= request.requestedCover
          ? await offer(tx, request, row, { rateClass: input.decision.rateClass, today }, because)
          : await moveChangeRequest(tx, request, { type: 'decline' }, because, clock.now(), {
              decidedOn: today,
              closedReason:
                'We could not extend your term. Your policy runs to the end of its term as written.',
            });
      return { status: moved.status, policyNumber: row.label ?? '', declined: EXTENSION_DECLINED };
    },

    /**
     * acceptTermExtension on confirm-update: the last day of cover moves to the day before the anniversary at 65,
     * and a terms version prices the periods from the extension's first day.
     */
    async accept(
      viewer: Viewer,
      input: { policyId: string },
    ): Promise<Result<TermExtensionView, TermExtensionsError>> {
      return ownPolicy(viewer, input.policyId, async ({ tx, row, userId, today }) => {
        const request = await openExtensionOf(tx, row.id);
        if (request?.status !== 'offered' || request.offerExpiresOn! < today)
          return refusal('EXTENSION_NOT_OFFERED', 'There is no extension waiting for your approval.');
        const extension = extensionOf(row, today);
        if (!extension.ok) return extension;
        const history = await historyOf(tx, row.id);
        const current = termsOn(history, today).terms;
        const made = extensionVersion(
          history,
          extension.value,
          {
            cover: cents(request.approvedCover!),
            monthlyPremium: cents(request.layerMonthlyPremium!),
            annualPremium: cents(request.layerAnnualPremium!),
            rateClass: request.layerRateClass,
            issueAge: request.layerIssueAge!,
            termYears: request.layerTermYears,
            rateVersion: request.layerRateVersion!,
          },
          today,
        );
        if (!made.ok || current.cover !== request.approvedCover)
          return refusal(
            'CHANGE_PENDING',
            'Your policy changed since this price was made. Please ask again.',
          );
        await insertEndorsement(
          tx,
          row.id,
          made.value,
          {
            reason: `The policyholder extended the term to ${extension.value.coverEndsOn} (age 65).`,
            actor: { kind: 'person', userId },
          },
          clock.now(),
        );
        await updatePolicyDetails(tx, row.id, {
          terminatesAt: extension.value.coverEndsOn,
          termDuration: row.termDuration! + extension.value.years,
          insuredsAgeAtTerm: extension.value.attainedAge + extension.value.years,
          updatedAt: clock.now(),
        });
        await moveChangeRequest(
          tx,
          request,
          { type: 'accept' },
          { reason: 'The policyholder accepted the extension.', actor: { kind: 'person', userId } },
          clock.now(),
          { termsVersion: made.value.version },
        );
        return ok(await view(tx, (await lockPolicy(tx, row.id))!));
      });
    },

    /** The owner cancels the extension (not while an underwriter reviews it). */
    async withdraw(
      viewer: Viewer,
      input: { policyId: string },
    ): Promise<Result<TermExtensionView, TermExtensionsError>> {
      return ownPolicy(viewer, input.policyId, async ({ tx, row, userId }) => {
        const request = await openExtensionOf(tx, row.id);
        if (request?.status === 'referred')
          return refusal(
            'POLICY_EDIT_BLOCKED',
            'An underwriter is reviewing your extension. You can change your policy again once they decide.',
          );
        if (!request) return refusal('EXTENSION_NOT_ASKED', 'There is no extension to cancel.');
        await moveChangeRequest(
          tx,
          request,
          { type: 'withdraw' },
          { reason: 'The policyholder cancelled the extension.', actor: { kind: 'person', userId } },
          clock.now(),
          { closedReason: 'You cancelled this request. Your term ends as written.' },
        );
        return ok(await view(tx, row));
      });
    },

    /** capabilities.termLifeExtension: the viewer's term policy in force can be extended today. */
    async canExtend(viewer: Viewer, policyId: string | null): Promise<boolean> {
      if (!policyId) return false;
      return (await extensionOfOwner(viewer, policyId))?.available ?? false;
    },
  };
}

export type TermExtensionsService = ReturnType<typeof createTermExtensionsService>;

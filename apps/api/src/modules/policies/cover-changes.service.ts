// Lowering a policy's cover (issue 27, a decrease): instant and self-serve, at the policy's own class, issue age
// and filed rate table, never below the product's minimum; an endorsement that takes effect at the next due date
// (packages/domain/src/policy-changes), so the periods already billed keep their price. One change waits at a
// time (CHANGE_PENDING); one not yet in force can be withdrawn (CancelPendingUpdatesModal). Raising cover needs
// underwriting (UNDERWRITING_REQUIRED), a later step. Each use case is one transaction under the policy's lock.
// Once a change is in effect, the daily run gives it to its owner in writing (endorseTakenEffect).
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { addDays } from '@wysh/domain/calendar';
import { formatShortDate } from '@wysh/domain/dates';
import { cents, type Cents } from '@wysh/domain/money';
import { COVER_LIMITS, coverChange } from '@wysh/domain/policy-changes/cover-changes';
import { loweredTerms } from '@wysh/domain/policy-changes/cover-layers';
import type { CoverChangeFacts } from '@wysh/domain/policy-changes/endorsement-facts';
import {
  endorse,
  pendingEndorsements,
  termsOn,
  withdraw,
  type Endorsement,
  type PolicyTerms,
} from '@wysh/domain/policy-changes/endorsements';
import { policyEditorState } from '@wysh/domain/policy-changes/policy-editor-state';
import type { OfferEditorState } from '@wysh/domain/coverage-editor-state';
import type { Premium, PricingError } from '@wysh/domain/pricing/premiums';
import type { TermLifeClass } from '@wysh/domain/pricing/rate-tables';
import { ok, type Result } from '@wysh/domain/result';
import { allOrNothing } from '../../db/all-or-nothing.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { businessDayOf, businessToday, type Clock } from '../../shared/clock.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import {
  changesToEndorse,
  endorsementOfRow,
  endorsementsOfPolicy,
  insertEndorsement,
  markEndorsed,
  markEndorsementWithdrawn,
  termsOfRow,
} from './endorsements.repository.ts';
import { moveChangeRequest, openChangeOfPolicy } from './change-requests.repository.ts';
import { findPolicyOfUser, lockPolicy, type PolicyRow } from './policies.repository.ts';
import { breakdownView, type BreakdownView } from './policies.views.ts';

export type CoverChangesErrorCode =
  | 'NOT_FOUND'
  | 'VALIDATION_FAILED'
  | 'POLICY.NOT_ACTIVE'
  | 'CHANGE_PENDING'
  | 'UNCHANGED'
  | 'BELOW_MINIMUM'
  | 'NOT_IN_STEPS'
  | 'UNDERWRITING_REQUIRED'
  | 'NOT_PENDING'
  | 'POLICY_EDIT_BLOCKED'
  | 'INCREASE_PENDING';
export type CoverChangesError = UserFailure<CoverChangesErrorCode>;

/** Pricing, at the version the policy was priced with (its class and issue age kept). */
export type CoverPricing = {
  priceTermLife(request: {
    sex: 'male' | 'female';
    rateClass: TermLifeClass;
    issueAge: number;
    termYears: number;
    amount: Cents;
    rateVersion: string;
  }): Result<Premium, PricingError>;
  priceAccidentalDeath(request: {
    issueAge: number;
    amount: Cents;
    rateVersion: string;
  }): Result<Premium, PricingError>;
  /** What is left of an added layer (cover-layers.ts), at its own class, age and rate version. */
  priceTermLifeLayer(request: {
    sex: 'male' | 'female';
    rateClass: TermLifeClass;
    issueAge: number;
    termYears: number;
    amount: Cents;
    rateVersion: string;
  }): Result<Premium, PricingError>;
  priceAccidentalDeathLayer(request: {
    issueAge: number;
    amount: Cents;
    rateVersion: string;
  }): Result<Premium, PricingError>;
};

/** A lower cover's price and when it would start (the editor's preview; nothing is saved). */
export type DecreasePreview = {
  amount: Cents;
  monthlyPremium: Cents;
  annualPremium: Cents;
  rateVersion: string;
  effectiveOn: string;
  /** How the new premium was computed ("Learn how we calculate monthly premiums"). */
  breakdown: BreakdownView;
};

const termsFacts = (terms: PolicyTerms) => ({
  cover: terms.cover,
  monthlyPremium: terms.monthlyPremium,
  annualPremium: terms.annualPremium,
});

const scheduleOf = (row: PolicyRow) => ({ effectiveOn: row.effectiveOn!, segments: row.billingSegments });

const notFound = () => refusal('NOT_FOUND', "We couldn't find that policy.");

/** A change in effect, given to its owner in writing (endorsements: the packet's page and the e-mail). */
export type CoverChangeEndorsement = {
  kind: 'cover_change';
  policyId: string;
  userId: string;
  sourceId: string;
  effectiveOn: string;
  facts: CoverChangeFacts;
};

export function createCoverChangesService(deps: {
  db: Db;
  clock: Clock;
  pricing: CoverPricing;
  endorse(tx: DbOrTx, endorsement: CoverChangeEndorsement): Promise<void>;
}) {
  const { db, clock, pricing } = deps;

  /**
   * The terms a lower cover would have: the newest added layers go first (each re-priced at its own class and
   * age), then the policy's own cover at its class, issue age, term and rate table. `premium` is the base's price
   * when it was re-priced (the breakdown shows it), else null.
   */
  function repriced(
    row: PolicyRow,
    current: PolicyTerms,
    amount: Cents,
  ): { terms: PolicyTerms; premium: Premium | null } {
    let basePremium: Premium | null = null;
    const priced = (premium: Result<Premium, PricingError>, what: string) => {
      // Priced before from this very table at this class and age: a failure is a fault in our data.
      if (!premium.ok)
        throw new Error(
          `A lower cover of policy ${row.id} (${what}) could not be priced: ${premium.error.code}`,
        );
      return premium.value;
    };
    const terms = loweredTerms(current, amount, {
      base: (lower) => {
        basePremium = priced(
          row.productSlug === 'wysh-term-life'
            ? pricing.priceTermLife({
                sex: row.sex!,
                rateClass: current.rateClass as TermLifeClass,
                issueAge: current.issueAge,
                termYears: current.termYears!,
                amount: lower,
                rateVersion: current.rateVersion,
              })
            : pricing.priceAccidentalDeath({
                issueAge: current.issueAge,
                amount: lower,
                rateVersion: current.rateVersion,
              }),
          'its own cover',
        );
        return basePremium;
      },
      layer: (layer, lower) =>
        priced(
          row.productSlug === 'wysh-term-life'
            ? pricing.priceTermLifeLayer({
                sex: row.sex!,
                rateClass: layer.rateClass as TermLifeClass,
                issueAge: layer.issueAge,
                termYears: layer.termYears!,
                amount: lower,
                rateVersion: layer.rateVersion,
              })
            : pricing.priceAccidentalDeathLayer({
                issueAge: layer.issueAge,
                amount: lower,
                rateVersion: layer.rateVersion,
              }),
          'an added layer',
        ),
    });
    return { terms, premium: basePremium };
  }

  /** The decrease to `amount` checked against the policy's terms on `today`: its new terms, or why not. */
  function decreaseOf(
    row: PolicyRow,
    endorsements: readonly Endorsement[],
    amount: Cents,
    today: string,
  ): Result<
    { terms: PolicyTerms; premium: Premium | null; effectiveOn: string; version: number },
    CoverChangesError
  > {
    if (row.status !== 'active')
      return refusal(
        'POLICY.NOT_ACTIVE',
        row.status === 'grace'
          ? 'Pay your past-due balance first; then you can change your cover.'
          : 'Only an active policy can change its cover.',
      );
    const [pending] = pendingEndorsements(endorsements, today);
    if (pending)
      return refusal(
        'CHANGE_PENDING',
        `You already have a change starting ${formatShortDate(pending.effectiveOn)}. Cancel it first to make another.`,
      );
    const current = termsOn(endorsements, today).terms;
    const limits = COVER_LIMITS[row.productSlug === 'wysh-term-life' ? 'term_life' : 'accidental_death'];
    const change = coverChange(limits, current.cover, amount);
    if (!change.ok) {
      const { error } = change;
      if (error.code === 'UNCHANGED') return refusal('UNCHANGED', 'That is the cover you have now.');
      if (error.code === 'BELOW_MINIMUM')
        return refusal('BELOW_MINIMUM', `The least cover we offer is ${formatWholeDollars(error.min)}.`, [
          { field: 'amount', message: `The least cover we offer is ${formatWholeDollars(error.min)}.` },
        ]);
      if (error.code === 'NOT_IN_STEPS')
        return refusal('NOT_IN_STEPS', `Choose cover in steps of ${formatWholeDollars(error.step)}.`, [
          { field: 'amount', message: `Choose cover in steps of ${formatWholeDollars(error.step)}.` },
        ]);
      return refusal(
        'UNDERWRITING_REQUIRED',
        'Raising your cover needs a few questions about your health first.',
      );
    }
    if (change.value.kind === 'increase')
      return refusal(
        'UNDERWRITING_REQUIRED',
        'Raising your cover needs a few questions about your health first.',
      );
    const { terms, premium } = repriced(row, current, amount);
    const made = endorse(endorsements, scheduleOf(row), terms, today);
    if (!made.ok)
      return made.error.code === 'CHANGE_PENDING'
        ? refusal('CHANGE_PENDING', 'You already have a change waiting. Cancel it first to make another.')
        : refusal('UNCHANGED', 'That is the cover you have now.');
    return ok({
      terms: made.value.terms,
      premium,
      effectiveOn: made.value.effectiveOn,
      version: made.value.version,
    });
  }

  const amountOf = (value: unknown): Result<Cents, CoverChangesError> =>
    typeof value === 'number' && Number.isSafeInteger(value) && value > 0
      ? ok(cents(value))
      : refusal('VALIDATION_FAILED', 'Choose an amount of cover.', [
          { field: 'amount', message: 'Choose an amount of cover.' },
        ]);

  /** An increase an underwriter reviews blocks every edit (spec 001 §4.8); an offer waits for its answer. */
  async function increaseBlock(
    tx: DbOrTx,
    policyId: string,
  ): Promise<Result<never, CoverChangesError> | null> {
    const open = await openChangeOfPolicy(tx, policyId);
    if (open?.status === 'referred')
      return refusal(
        'POLICY_EDIT_BLOCKED',
        'An underwriter is reviewing your request for more cover. You can change your policy again once they decide.',
      );
    if (open?.status === 'offered')
      return refusal(
        'INCREASE_PENDING',
        'Your new price for more cover is waiting for your approval: accept or cancel it first.',
      );
    return null;
  }

  const historyOf = async (tx: DbOrTx, policyId: string) =>
    (await endorsementsOfPolicy(tx, policyId)).map(endorsementOfRow);

  return {
    /** coverageEditorState(policyId): the policy mode's sliders, from the minimum up to the cover in force. */
    async editorState(
      viewer: Viewer,
      policyId: string,
    ): Promise<Result<OfferEditorState, CoverChangesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await findPolicyOfUser(db, userId, policyId);
      if (!row?.effectiveOn) return notFound();
      const endorsements = await historyOf(db, row.id);
      const today = businessToday(clock);
      const terms =
        endorsements.length > 0 && row.effectiveOn <= today ? termsOn(endorsements, today).terms : null;
      return ok(
        policyEditorState({
          id: row.id,
          productSlug: row.productSlug,
          cover: terms?.cover ?? row.amount,
          issueAge: row.issueAge,
        }),
      );
    },

    /** adjustPolicy: what a lower cover would cost and when it would start, without saving. */
    async previewDecrease(
      viewer: Viewer,
      input: { policyId: string; amount: unknown },
    ): Promise<Result<DecreasePreview, CoverChangesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const amount = amountOf(input.amount);
      if (!amount.ok) return amount;
      const row = await findPolicyOfUser(db, userId, input.policyId);
      if (!row) return notFound();
      const blocked = await increaseBlock(db, row.id);
      if (blocked) return blocked;
      const decrease = decreaseOf(row, await historyOf(db, row.id), amount.value, businessToday(clock));
      if (!decrease.ok) return decrease;
      const { terms, premium, effectiveOn } = decrease.value;
      return ok({
        amount: terms.cover,
        monthlyPremium: terms.monthlyPremium,
        annualPremium: terms.annualPremium,
        rateVersion: terms.rateVersion,
        effectiveOn,
        // Only added layers trimmed: the policy's own cover keeps the figures it was priced from.
        breakdown: breakdownView(
          terms,
          premium ?? {
            annualRatePer1000: row.annualRatePer1000,
            annualPolicyFee: cents(row.annualPolicyFee),
          },
        ),
      });
    },

    /**
     * requestCoverageAdjustment (a decrease): the policy's next version, effective at its next due date. Under
     * the policy's lock, so of two at once the second finds the first pending (CHANGE_PENDING).
     */
    async requestDecrease(
      viewer: Viewer,
      input: { policyId: string; amount: unknown },
    ): Promise<Result<{ policyId: string; effectiveOn: string }, CoverChangesError>> {
      const { userId } = requireUser(viewer, 'verified');
      const amount = amountOf(input.amount);
      if (!amount.ok) return amount;
      const owned = await findPolicyOfUser(db, userId, input.policyId);
      if (!owned) return notFound();
      return allOrNothing(db, async (tx) => {
        const row = (await lockPolicy(tx, owned.id))!;
        const today = businessToday(clock);
        const blocked = await increaseBlock(tx, row.id);
        if (blocked) return blocked;
        const decrease = decreaseOf(row, await historyOf(tx, row.id), amount.value, today);
        if (!decrease.ok) return decrease;
        // An increase asked for and not yet decided: lowering cover instead is the person's answer to it.
        const undecided = await openChangeOfPolicy(tx, row.id);
        if (undecided?.status === 'underwriting')
          await moveChangeRequest(
            tx,
            undecided,
            { type: 'withdraw' },
            { reason: 'The policyholder lowered the cover instead.', actor: { kind: 'person', userId } },
            clock.now(),
            { closedReason: 'You lowered your cover instead.' },
          );
        const { terms, effectiveOn, version } = decrease.value;
        await insertEndorsement(
          tx,
          row.id,
          { version, effectiveOn, terms, withdrawnOn: null },
          {
            reason: `The policyholder lowered the cover to ${formatWholeDollars(terms.cover)} from the next due date.`,
            actor: { kind: 'person', userId },
          },
          clock.now(),
        );
        return ok({ policyId: row.id, effectiveOn });
      });
    },

    /**
     * The daily run: each change whose due date has come is given to its owner in writing, once (the terms
     * version marked under the policy's lock): a page of the packet and an e-mail. A withdrawn change never is.
     */
    async endorseTakenEffect(today: string): Promise<number> {
      let endorsed = 0;
      for (;;) {
        const due = await changesToEndorse(db, today, 200);
        if (due.length === 0) return endorsed;
        for (const change of due)
          await db.transaction(async (tx) => {
            const row = (await lockPolicy(tx, change.policyId))!;
            if (!(await markEndorsed(tx, change.id, clock.now()))) return;
            const history = await historyOf(tx, row.id);
            const before = termsOn(history, addDays(change.effectiveOn, -1)).terms;
            const after = termsOfRow(change);
            await deps.endorse(tx, {
              kind: 'cover_change',
              policyId: row.id,
              userId: row.userId,
              sourceId: change.id,
              effectiveOn: change.effectiveOn,
              facts: {
                policyNumber: row.label!,
                productSlug: row.productSlug,
                version: change.version,
                requestedOn: businessDayOf(change.createdAt),
                effectiveOn: change.effectiveOn,
                before: termsFacts(before),
                after: termsFacts(after),
                rateClass: after.rateClass,
                issueAge: after.issueAge,
                termYears: after.termYears,
                rateVersion: after.rateVersion,
              },
            });
            endorsed += 1;
          });
      }
    },

    /** CancelPendingUpdatesModal: withdraws the change waiting to take effect, which then never applies. */
    async withdrawPendingChange(
      viewer: Viewer,
      input: { policyId: string },
    ): Promise<Result<{ policyId: string }, CoverChangesError>> {
      const { userId } = requireUser(viewer, 'verified');
      const owned = await findPolicyOfUser(db, userId, input.policyId);
      if (!owned) return notFound();
      return allOrNothing(db, async (tx) => {
        const row = (await lockPolicy(tx, owned.id))!;
        const today = businessToday(clock);
        const [pending] = pendingEndorsements(await historyOf(tx, row.id), today);
        const withdrawn = pending ? withdraw(pending, today) : null;
        if (!pending || !withdrawn?.ok)
          return refusal('NOT_PENDING', 'There is no change waiting to take effect.');
        await markEndorsementWithdrawn(tx, row.id, pending.version, {
          withdrawnOn: today,
          reason: 'The policyholder cancelled the pending change before it took effect.',
          at: clock.now(),
        });
        return ok({ policyId: row.id });
      });
    },
  };
}

export type CoverChangesService = ReturnType<typeof createCoverChangesService>;

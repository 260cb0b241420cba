// Policies (issue 15): accepting a quote or an offering makes a pending policy with its first invoice, in one
// transaction; paying that invoice issues it (payments calls `issue` in the payment's own transaction): a policy
// number, status active, cover from the day it was paid to the term's end (or the 65th birthday for accidental
// death), the membership's beneficiaries, and the job that renders its packet and e-mails it.
import { randomUUID } from 'node:crypto';
import {
  billingSchedule,
  firstPeriodAfter,
  switchFrequency,
  type BillingSchedule,
} from '@wysh/domain/billing/billing-schedule';
import { ACCIDENTAL_DEATH_SLUG } from '@wysh/domain/home-state';
import { cents, type Cents } from '@wysh/domain/money';
import { coverEnds } from '@wysh/domain/policies/policy-dates';
import {
  IN_FORCE_STATUSES,
  isInForce,
  isIssued,
  POLICY_STATUSES,
  transition,
} from '@wysh/domain/policies/policy-lifecycle';
import { policyNumber } from '@wysh/domain/policies/policy-numbers';
import { ok, type Result } from '@wysh/domain/result';
import { allOrNothing } from '../../db/all-or-nothing.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { businessDayOf, businessToday, type Clock } from '../../shared/clock.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { AppJobQueue } from '../jobs/jobs.types.ts';
import type { AcceptedOffer, QuotesError } from '../quotes/quotes.service.ts';
import {
  findPolicy,
  findPolicyOfUser,
  createPolicy,
  inForceEndedBefore,
  policiesWithStatusAfter,
  updatePolicyDetails,
  latestPolicyOfUser,
  lockOpenPolicyOfMembership,
  lockPolicy,
  nextPolicySerial,
  policiesOfUser,
  transitionPolicy,
  type Because,
  type PolicyRow,
} from './policies.repository.ts';
import { policyView, type NextPayment, type PolicyView } from './policies.views.ts';
import {
  endorsementOfRow,
  endorsementsOfPolicies,
  endorsementsOfPolicy,
  insertEndorsement,
} from './endorsements.repository.ts';
import { issuedTerms } from './issued-terms.ts';
import { cancellationOfPolicy, cancelledCoverEnds } from './cancellations.repository.ts';

export type PoliciesErrorCode =
  | 'NOT_FOUND'
  | 'QUOTE_EXPIRED'
  | 'VALIDATION_FAILED'
  | 'POLICY_EXISTS'
  | 'PAYMENT_IN_PROGRESS'
  | 'POLICY.NOT_ACTIVE';
export type PoliciesError = UserFailure<PoliciesErrorCode>;

/** The first invoice of a pending policy (payments makes it). */
export type FirstInvoice = { id: string; amount: Cents; status: string };

export type PoliciesPorts = {
  /** Quotes: accepts an offer in the purchase's transaction. */
  offers: {
    acceptFor(
      tx: DbOrTx,
      userId: string,
      offer: { quoteId: string } | { offeringId: string },
    ): Promise<Result<AcceptedOffer, QuotesError>>;
  };
  /** Payments: the policy's invoices. */
  billing: {
    openFirstInvoice(
      tx: DbOrTx,
      input: { userId: string; policyId: string; amount: Cents; dueAt: Date },
    ): Promise<FirstInvoice>;
    /** The open first invoice of a pending policy (a retried acceptance answers it again). */
    firstInvoiceOf(tx: DbOrTx, policyId: string): Promise<FirstInvoice | null>;
    /**
     * Voids the unpaid invoices of a policy not bought after all, under the lock a charge's claim takes; refused
     * while a charge of one of them is in flight (its outcome decides whether the policy is bought).
     */
    voidOpenInvoices(tx: DbOrTx, policyId: string): Promise<Result<void, { code: 'PAYMENT_IN_PROGRESS' }>>;
    /** The next premium of a policy in force: its invoice when one is open, else the day it falls due. */
    nextPayment(policy: { id: string; schedule: BillingSchedule }): Promise<NextPayment>;
    /** The start of the latest premium period invoiced, or null (none since the first premium). */
    lastPeriodInvoiced(tx: DbOrTx, policyId: string): Promise<string | null>;
  };
  /** Beneficiaries: the membership's move onto the policy at issue. */
  beneficiaries: { attach(tx: DbOrTx, membershipId: string, policyId: string): Promise<void> };
};

/** An issued policy's billing schedule, from its effective date. */
const scheduleOf = (row: PolicyRow): BillingSchedule => ({
  effectiveOn: row.effectiveOn!,
  segments: row.billingSegments,
});

export function createPoliciesService(deps: {
  db: Db;
  clock: Clock;
  jobs: AppJobQueue;
  ports: PoliciesPorts;
}) {
  const { db, clock, jobs, ports } = deps;

  async function view(row: PolicyRow): Promise<PolicyView> {
    const nextPayment =
      isInForce(row.status) && row.effectiveOn
        ? await ports.billing.nextPayment({ id: row.id, schedule: scheduleOf(row) })
        : null;
    const endorsements = (await endorsementsOfPolicy(db, row.id)).map(endorsementOfRow);
    const cancelled = await cancellationOfPolicy(db, row.id);
    return policyView(row, nextPayment, {
      endorsements,
      today: businessToday(clock),
      cancellation: cancelled
        ? {
            kind: cancelled.kind,
            requestedOn: cancelled.requestedOn,
            coverEndsOn: cancelled.coverEndsOn,
            refundAmount: cents(cancelled.refundAmount),
            reason: cancelled.reason,
          }
        : null,
    });
  }

  async function accept(
    viewer: Viewer,
    offer: { quoteId: string } | { offeringId: string },
  ): Promise<Result<{ policy: PolicyView; invoice: FirstInvoice }, PoliciesError>> {
    const { userId } = requireUser(viewer, 'verified');
    const outcome = await allOrNothing(db, async (tx) => {
      const accepted = await ports.offers.acceptFor(tx, userId, offer);
      if (!accepted.ok) return accepted;
      const terms = accepted.value;
      const open = await lockOpenPolicyOfMembership(tx, terms.insuranceMembershipId);
      if (open && isInForce(open.status))
        return refusal('POLICY_EXISTS', 'You already have a policy with us.' as const);
      const sameOffer =
        open && open.quoteId === terms.quoteId && open.productsOfferingId === terms.productsOfferingId;
      if (open && sameOffer) {
        const invoice = await ports.billing.firstInvoiceOf(tx, open.id);
        if (invoice) return ok({ row: open, invoice });
      }
      if (open) {
        // Another offer of the application is bought instead (term after AD, or the other way round).
        const voided = await ports.billing.voidOpenInvoices(tx, open.id);
        if (!voided.ok)
          return refusal(
            'PAYMENT_IN_PROGRESS',
            'Your payment for the other offer is still being processed. Wait a moment, then try again.' as const,
          );
        const withdrawn = await transitionPolicy(
          tx,
          open,
          { type: 'withdraw' },
          {
            reason: 'Another offer of the same application was accepted instead.',
            actor: { kind: 'person', userId },
            details: { quoteId: terms.quoteId, productsOfferingId: terms.productsOfferingId },
          },
          clock.now(),
        );
        if (!withdrawn.ok) throw new Error(withdrawn.error.message);
      }
      const now = clock.now();
      const row = await createPolicy(
        tx,
        {
          id: randomUUID(),
          userId,
          insuranceMembershipId: terms.insuranceMembershipId,
          insuranceApplicationId: terms.insuranceApplicationId,
          quoteId: terms.quoteId,
          productsOfferingId: terms.productsOfferingId,
          productSlug: terms.productSlug,
          label: null,
          amount: terms.amount,
          termDuration: terms.termDuration,
          issueAge: terms.issueAge,
          insuredsAgeAtTerm: terms.insuredsAgeAtTerm,
          rateClass: terms.rateClass,
          sex: terms.sex,
          rateVersion: terms.rateVersion,
          rulesVersion: terms.rulesVersion ?? 'unknown',
          annualRatePer1000: terms.annualRatePer1000,
          annualPolicyFee: terms.annualPolicyFee,
          annualPremium: terms.annualPremium,
          monthlyPremium: terms.monthlyPremium,
          billingFrequency: 'monthly',
          billingSegments: billingSchedule('2000-01-01', 'monthly').segments.slice(),
          effectiveAt: null,
          effectiveOn: null,
          terminatesAt: terms.coverEndsOn,
          missedDueOn: null,
          graceNoticeSentOn: null,
          lapsesOn: null,
          createdAt: now,
          updatedAt: now,
        },
        {
          reason: 'An offer was accepted; the policy is issued once its first premium is paid.',
          actor: { kind: 'person', userId },
          details: { quoteId: terms.quoteId, productsOfferingId: terms.productsOfferingId },
        },
      );
      const invoice = await ports.billing.openFirstInvoice(tx, {
        userId,
        policyId: row.id,
        amount: terms.monthlyPremium,
        dueAt: now,
      });
      return ok({ row, invoice });
    });
    if (!outcome.ok) return outcome as Result<never, PoliciesError>;
    return ok({ policy: await view(outcome.value.row), invoice: outcome.value.invoice });
  }

  return {
    /** Every policy of the user with its status and number (closing the account asks, in its transaction). */
    async statusesOfUser(tx: DbOrTx, userId: string) {
      return (await policiesOfUser(tx, userId, POLICY_STATUSES)).map(({ status, label }) => ({
        status,
        label,
      }));
    },

    /** updateQuote with status accepted (spec 000 §7): the pending policy and its first invoice. */
    async acceptQuote(viewer: Viewer, input: { quoteId: string; billingFrequency: string }) {
      // Premiums are collected monthly (spec 001 §4.5: "accepted, billing frequency monthly"); the annual price is
      // shown, never billed.
      if (input.billingFrequency !== 'monthly') {
        const message = 'A quote can only be accepted billed monthly.';
        return refusal('VALIDATION_FAILED', message, [{ field: 'billingFrequency', message }]);
      }
      return accept(viewer, { quoteId: input.quoteId });
    },

    /** acceptProductOffering: the same for the accidental-death offering. */
    acceptProductOffering: (viewer: Viewer, input: { offeringId: string }) =>
      accept(viewer, { offeringId: input.offeringId }),

    /**
     * Locks a policy for a payment's settlement, before the payment locks its invoice: the one order (policy,
     * invoice, payment) every use case takes them in, so an offer switch and a settlement never deadlock.
     */
    async lockForPayment(tx: DbOrTx, policyId: string): Promise<void> {
      await lockPolicy(tx, policyId);
    },

    /**
     * Issues the policy whose first premium was just paid, in the payment's transaction: its number, its dates
     * and its beneficiaries, and the job for its packet and e-mail. Only a pending policy is issued: an issued
     * one stays as it is ('already'), a withdrawn one is never revived ('refused': the money is not applied).
     */
    async issue(
      tx: DbOrTx,
      policyId: string,
      paidAt: Date,
      because: Because,
    ): Promise<'issued' | 'already' | 'refused'> {
      const row = await lockPolicy(tx, policyId);
      if (!row) throw new Error(`No policy ${policyId} to issue`);
      if (isIssued(row.status)) return 'already';
      if (!transition(row, { type: 'issue' }).ok) return 'refused';
      const effectiveOn = businessDayOf(paidAt);
      const term =
        row.productSlug === ACCIDENTAL_DEATH_SLUG
          ? null
          : ({ productSlug: 'wysh-term-life', termYears: row.termDuration ?? 0 } as const);
      const issued = await transitionPolicy(tx, row, { type: 'issue' }, because, clock.now(), {
        label: policyNumber(row.productSlug, await nextPolicySerial(tx)),
        effectiveAt: paidAt,
        effectiveOn,
        // Accidental death's end (the 65th birthday) was known when it was accepted.
        terminatesAt: term ? coverEnds(effectiveOn, term) : row.terminatesAt,
      });
      if (!issued.ok) return 'refused';
      await insertEndorsement(
        tx,
        row.id,
        { version: 1, effectiveOn, terms: issuedTerms(row), withdrawnOn: null },
        { reason: 'The terms the policy was issued with.', actor: because.actor },
        clock.now(),
      );
      await ports.beneficiaries.attach(tx, row.insuranceMembershipId, row.id);
      await jobs.enqueue('policies.issued', { policyId: row.id }, { tx, singletonKey: row.id });
      return 'issued';
    },

    /**
     * Its first premium is a bank debit the provider accepted (in the payment's transaction): the pending policy
     * waits for it to settle (`settling`, not in force); a debit that fails at settlement puts it back to pending,
     * its first premium payable again. A policy not in the state the move starts from is left as it is (a debit
     * answered twice, a policy withdrawn).
     */
    async firstPremiumMoved(
      tx: DbOrTx,
      policyId: string,
      event: 'first_premium_submitted' | 'first_premium_failed',
      because: Because,
    ): Promise<'moved' | 'unchanged'> {
      const row = await lockPolicy(tx, policyId);
      if (!row || !transition(row, { type: event }).ok) return 'unchanged';
      const moved = await transitionPolicy(tx, row, { type: event }, because, clock.now());
      return moved.ok ? 'moved' : 'unchanged';
    },

    /**
     * The policy the viewer holds, or held until it lapsed (status lapsed, its lapse date): what the policyholder
     * home and billing show, and what reinstatement will start from.
     */
    async currentPolicy(viewer: Viewer): Promise<PolicyView | null> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await latestPolicyOfUser(db, userId, [...IN_FORCE_STATUSES, 'lapsed']);
      return row ? view(row) : null;
    },

    /**
     * The viewer's latest policy when customer service cancelled it and none has been in force or lapsed since:
     * the insurance home says what became of it (void in its free look, or its cover over), with the refund.
     */
    async cancelledPolicy(viewer: Viewer): Promise<PolicyView | null> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await latestPolicyOfUser(db, userId, [...IN_FORCE_STATUSES, 'lapsed', 'cancelled']);
      return row?.status === 'cancelled' ? view(row) : null;
    },

    /** Every policy of the viewer, whatever its status, newest first (a person's data export). */
    async policiesOf(viewer: Viewer): Promise<PolicyView[]> {
      const { userId } = requireUser(viewer, 'identified');
      const rows = await policiesOfUser(db, userId, POLICY_STATUSES);
      return Promise.all(rows.map(view));
    },

    async activePolicy(viewer: Viewer): Promise<PolicyView | null> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await latestPolicyOfUser(db, userId, IN_FORCE_STATUSES);
      return row ? view(row) : null;
    },

    /** The viewer's policy in force bought with `offer`, and its first invoice (a purchase sent again). */
    async boughtWith(
      viewer: Viewer,
      offer: { quoteId: string } | { offeringId: string },
    ): Promise<{ policy: PolicyView; invoice: FirstInvoice } | null> {
      const { userId } = requireUser(viewer, 'verified');
      const row = await latestPolicyOfUser(db, userId, IN_FORCE_STATUSES);
      const same =
        row &&
        ('quoteId' in offer ? row.quoteId === offer.quoteId : row.productsOfferingId === offer.offeringId);
      if (!row || !same) return null;
      const invoice = await ports.billing.firstInvoiceOf(db, row.id);
      return invoice ? { policy: await view(row), invoice } : null;
    },

    async pendingPolicy(viewer: Viewer): Promise<PolicyView | null> {
      const { userId } = requireUser(viewer, 'identified');
      // Being bought: its first premium unpaid, or a bank debit of it settling.
      const row = await latestPolicyOfUser(db, userId, ['pending', 'settling']);
      return row ? view(row) : null;
    },

    async policy(viewer: Viewer, id: string): Promise<Result<PolicyView, PoliciesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await findPolicyOfUser(db, userId, id);
      return row ? ok(await view(row)) : refusal('NOT_FOUND', "We couldn't find that policy.");
    },

    /** The stored policy, for the packet job and other modules' ports (no viewer: callers checked the owner). */
    async record(policyId: string): Promise<PolicyView | null> {
      const row = await findPolicy(db, policyId);
      return row ? view(row) : null;
    },

    /** Every version of a policy's terms, oldest first (a person's data export; callers checked the owner). */
    termsOf: (policyId: string) => endorsementsOfPolicy(db, policyId),

    /** What buying a policy is signed in: its product and its membership (payments asks, having checked the owner). */
    async purchaseTerms(
      policyId: string,
    ): Promise<{ productSlug: string; insuranceMembershipId: string } | null> {
      const row = await findPolicy(db, policyId);
      return row ? { productSlug: row.productSlug, insuranceMembershipId: row.insuranceMembershipId } : null;
    },

    /**
     * A premium after the first went unpaid at its due date `dueOn` (billing, in its transaction): an active
     * policy goes into grace until `lapsesOn`; one in grace already keeps its oldest missed date.
     */
    async missPayment(
      tx: DbOrTx,
      policyId: string,
      input: { dueOn: string; lapsesOn: string },
      because: Because,
    ): Promise<'in grace' | 'already' | 'not in force'> {
      const row = (await lockPolicy(tx, policyId))!;
      if (row.status === 'grace') return 'already';
      const moved = await transitionPolicy(tx, row, { type: 'miss_payment' }, because, clock.now(), {
        missedDueOn: input.dueOn,
        graceNoticeSentOn: null,
        lapsesOn: input.lapsesOn,
      });
      return moved.ok ? 'in grace' : 'not in force';
    },

    /** The written grace notice went out on `sentOn`; the lapse date moves with it (Michigan's rule). */
    async recordGraceNotice(tx: DbOrTx, policyId: string, input: { sentOn: string; lapsesOn: string }) {
      await updatePolicyDetails(tx, policyId, {
        graceNoticeSentOn: input.sentOn,
        lapsesOn: input.lapsesOn,
        updatedAt: clock.now(),
      });
    },

    /** Everything past due was paid: a policy in grace is active again, with nothing lost. */
    async cure(tx: DbOrTx, policyId: string, because: Because): Promise<boolean> {
      const row = (await lockPolicy(tx, policyId))!;
      const moved = await transitionPolicy(tx, row, { type: 'cure' }, because, clock.now(), {
        missedDueOn: null,
        graceNoticeSentOn: null,
        lapsesOn: null,
      });
      return moved.ok;
    },

    /** Grace ran out unpaid: the policy lapses (lapsesOn stays: the last day it covered). */
    async lapse(tx: DbOrTx, policyId: string, because: Because): Promise<boolean> {
      const row = (await lockPolicy(tx, policyId))!;
      const moved = await transitionPolicy(tx, row, { type: 'lapse' }, because, clock.now(), {
        missedDueOn: null,
      });
      return moved.ok;
    },

    /** The daily run: every policy in force whose term ran out before `today` expires (billing stops). */
    async expireEnded(today: string): Promise<number> {
      let expired = 0;
      for (;;) {
        const ended = await inForceEndedBefore(db, today, 200);
        const before = expired;
        for (const row of ended) {
          await db.transaction(async (tx) => {
            const locked = (await lockPolicy(tx, row.id))!;
            const moved = await transitionPolicy(
              tx,
              locked,
              { type: 'expire' },
              {
                reason: `Its term ended on ${locked.terminatesAt}.`,
                actor: { kind: 'job', name: 'billing.run' },
                details: { terminatesAt: locked.terminatesAt },
              },
              clock.now(),
              { missedDueOn: null },
            );
            if (moved.ok) expired += 1;
          });
        }
        if (expired === before) return expired;
      }
    },

    /** Policies in grace with what the daily dunning needs, a page at a time in id order. */
    async inGrace(afterId: string | null, limit: number) {
      return (await policiesWithStatusAfter(db, ['grace'], afterId, limit)).map((row) => ({
        id: row.id,
        userId: row.userId,
        label: row.label!,
        productSlug: row.productSlug,
        missedDueOn: row.missedDueOn!,
        graceNoticeSentOn: row.graceNoticeSentOn,
        lapsesOn: row.lapsesOn!,
      }));
    },

    /** Policies in force with what billing needs, a page at a time in id order (the billing run). */
    async inForceForBilling(afterId: string | null, limit: number) {
      const rows = await policiesWithStatusAfter(db, IN_FORCE_STATUSES, afterId, limit);
      const ids = rows.map((row) => row.id);
      const endorsements = await endorsementsOfPolicies(db, ids);
      // Cancelled after the free look: billed no further than the end of the period paid for.
      const cancelled = await cancelledCoverEnds(db, ids);
      return rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        schedule: scheduleOf(row),
        coverEndsOn: [row.terminatesAt!, cancelled.get(row.id) ?? row.terminatesAt!].sort()[0]!,
        endorsements: endorsements.get(row.id)!,
      }));
    },

    /**
     * updateBillingFrequency (BillingChargeFrequencyModal): bills the viewer's active policy monthly or annually
     * from its next due date not yet invoiced (annually: the filed annual premium, less than twelve monthly ones).
     */
    async updateBillingFrequency(
      viewer: Viewer,
      input: { policyId: string; billingFrequency: string },
    ): Promise<Result<PolicyView, PoliciesError>> {
      const { userId } = requireUser(viewer, 'verified');
      const frequency = ({ monthly: 'monthly', annually: 'annual' } as const)[
        input.billingFrequency as 'monthly' | 'annually'
      ];
      if (!frequency) {
        const message = 'Choose monthly or annually.';
        return refusal('VALIDATION_FAILED', message, [{ field: 'billingFrequency', message }]);
      }
      const owned = await findPolicyOfUser(db, userId, input.policyId);
      if (!owned) return refusal('NOT_FOUND', "We couldn't find that policy.");
      const outcome = await allOrNothing(db, async (tx) => {
        const row = (await lockPolicy(tx, owned.id))!;
        if (row.status !== 'active')
          return refusal(
            'POLICY.NOT_ACTIVE',
            row.status === 'grace'
              ? 'Pay your past-due balance first; then you can change how often you pay.'
              : 'Only an active policy can change how often it is billed.',
          );
        const schedule = scheduleOf(row);
        const last = await ports.billing.lastPeriodInvoiced(tx, row.id);
        const next = firstPeriodAfter(schedule, last ?? row.effectiveOn!).n;
        const switched = switchFrequency(schedule, next, frequency);
        await updatePolicyDetails(tx, row.id, {
          billingSegments: switched.segments.slice(),
          billingFrequency: frequency,
          updatedAt: clock.now(),
        });
        return ok((await findPolicy(tx, row.id))!);
      });
      if (!outcome.ok) return outcome as Result<never, PoliciesError>;
      return ok(await view(outcome.value));
    },

    /** The cover of the user's policy in force, for the Wyshes summary; null without one. */
    async coverOf(userId: string): Promise<Cents | null> {
      const row = await latestPolicyOfUser(db, userId, IN_FORCE_STATUSES);
      return row ? cents(row.amount) : null;
    },
  };
}

export type PoliciesService = ReturnType<typeof createPoliciesService>;

// Quotes and offerings (issue 14 item 5): what underwriting approved, priced from the filed rates at the class it
// assigned. An accepted application gets a term quote and the accidental-death offering beside it; an AD-only
// one gets the offering alone. Both are made in the application's own transaction (createFor), are valid for a
// month, and may be re-priced (adjust*) or changed (update*) within the approved maximums, always at the rate
// version they were first priced on. An expired quote or offering is shown as expired and never changed.
import { extendableAtEnd } from '@wysh/domain/policy-changes/term-extension';
import { randomUUID } from 'node:crypto';
import {
  accidentalDeathCoverEnds,
  accidentalDeathPayouts,
  oneMonthAfter,
  type AccidentalDeathPayouts,
} from '@wysh/domain/accidental-death';
import { readChosenAmount } from '@wysh/domain/money-input';
import { cents, type Cents } from '@wysh/domain/money';
import {
  ACCIDENTAL_DEATH_COVER,
  MONTHLY_FACTOR_TEXT,
  TERM_LIFE_COVER,
  termOptions,
  type Premium,
} from '@wysh/domain/pricing/premiums';
import { rateClassName, type Sex, type TermLifeClass } from '@wysh/domain/pricing/rate-tables';
import { offerEditorState, type OfferEditorState } from '@wysh/domain/coverage-editor-state';
import { ok, type Result } from '@wysh/domain/result';
import type { FiredRule, UnderwritingDecision } from '@wysh/domain/underwriting/engine';
import { wyshCoveragePercent } from '@wysh/domain/wysh-coverage';
import type { Db, DbOrTx } from '../../db/database.ts';
import { businessToday, type Clock } from '../../shared/clock.ts';
import { refusedField } from '../../shared/field-refusals.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import {
  findOfferingOfUser,
  findQuoteOfUser,
  lockOfferingOfUser,
  lockQuoteOfUser,
  markOfferingAccepted,
  markQuoteAccepted,
  insertOffering,
  insertQuote,
  latestOfferingsOfUser,
  offeringsOfUser,
  quotesOfUser,
  latestQuoteOfUser,
  updateOfferingPrice,
  updateQuotePrice,
  type OfferingRow,
  type QuoteRow,
} from './quotes.repository.ts';

export type QuotesErrorCode = 'NOT_FOUND' | 'QUOTE_EXPIRED' | 'VALIDATION_FAILED';

/** The terms of an accepted quote or offering: what a policy is made of (its figures as they were priced). */
export type AcceptedOffer = {
  quoteId: string | null;
  productsOfferingId: string | null;
  productSlug: typeof TERM_LIFE_PRODUCT | typeof ACCIDENTAL_DEATH_PRODUCT;
  insuranceApplicationId: string;
  insuranceMembershipId: string;
  amount: Cents;
  termDuration: number | null;
  issueAge: number;
  insuredsAgeAtTerm: number;
  rateClass: string | null;
  sex: Sex | null;
  rateVersion: string;
  /** The rule set of the decision (a quote keeps it; an offering's is its application's). */
  rulesVersion: string | null;
  annualRatePer1000: string;
  annualPolicyFee: Cents;
  annualPremium: Cents;
  monthlyPremium: Cents;
  /** Accidental death's last day of cover (the 65th birthday); null for a term, which starts when paid. */
  coverEndsOn: string | null;
};
export type QuotesError = UserFailure<QuotesErrorCode>;

export const TERM_LIFE_PRODUCT = 'wysh-term-life';
export const ACCIDENTAL_DEATH_PRODUCT = 'wysh-accidental-death';

export type PriceBreakdownView = {
  amount: Cents;
  annualRatePer1000: string;
  annualPolicyFee: Cents;
  monthlyFactor: string;
  rateVersion: string;
  issueAge: number;
  annualPremium: Cents;
  monthlyPremium: Cents;
};
type Premiums = Array<{ amount: Cents; billingFrequency: 'monthly' | 'annually' }>;

export type QuoteView = {
  id: string;
  status: 'pending' | 'accepted' | 'expired';
  caseResult: 'accepted';
  insuranceApplicationId: string;
  rulesVersion: string;
  productSlug: string;
  amount: Cents;
  maxAmount: Cents;
  termUnit: 'year';
  termDuration: number;
  maxTermYears: number;
  termOptions: number[];
  insuredsAgeAtTerm: number;
  extensionAvailable: boolean;
  expiresAt: Date;
  allocationCoverage: number;
  classification: { id: string; name: string; gender: Sex };
  premiums: Premiums;
  annualPremium: Cents;
  monthlyPremium: Cents;
  breakdown: PriceBreakdownView & { rateClass: string; termDuration: number };
  /** Why this class, in plain words (the rules that set or capped it). */
  classReasons: string[];
  /** Every rule of the decision that shaped this quote: its class, its most cover, its longest term. */
  rules: QuoteRule[];
};

/** A rule of underwriting behind a quote, and what of the quote it shaped. */
export type QuoteRule = { ruleId: string; reason: string; shaped: 'class' | 'cover' | 'term' };

export type OfferingView = {
  id: string;
  productSlug: string;
  status: 'pending' | 'accepted' | 'expired';
  createdAt: Date;
  effectiveUntil: string;
  expiresAt: Date;
  amount: Cents;
  maxAmount: Cents;
  insuredsAgeAtTerm: number;
  extensionAvailable: boolean;
  allocationCoverage: number;
  premiums: Premiums;
  annualPremium: Cents;
  monthlyPremium: Cents;
  payoutDetails: AccidentalDeathPayouts;
  breakdown: PriceBreakdownView;
};

export type Repriced = {
  amount: Cents;
  termDuration: number | null;
  annualPremium: Cents;
  monthlyPremium: Cents;
  allocationsCoveredPercentage: number;
  breakdown: PriceBreakdownView & { rateClass: string | null; termDuration: number | null };
};

/** What createFor needs of the application it prices (underwriting hands it in its transaction). */
export type DecidedApplication = {
  id: string;
  userId: string;
  membershipId: string;
  birthdate: string;
  sex: Sex;
  decision: UnderwritingDecision;
};

const premiumsOf = (annual: Cents, monthly: Cents): Premiums => [
  { amount: monthly, billingFrequency: 'monthly' },
  { amount: annual, billingFrequency: 'annually' },
];

const priceColumns = (premium: Premium, amount: Cents) => ({
  amount,
  rateVersion: premium.rateVersion,
  issueAge: premium.issueAge,
  annualRatePer1000: premium.annualRatePer1000,
  annualPolicyFee: premium.annualPolicyFee,
  annualPremium: premium.annual,
  monthlyPremium: premium.monthly,
});

const breakdownOf = (premium: Premium, amount: Cents): PriceBreakdownView => ({
  amount,
  annualRatePer1000: premium.annualRatePer1000,
  annualPolicyFee: premium.annualPolicyFee,
  monthlyFactor: MONTHLY_FACTOR_TEXT,
  rateVersion: premium.rateVersion,
  issueAge: premium.issueAge,
  annualPremium: premium.annual,
  monthlyPremium: premium.monthly,
});

const classReasonsOf = (reasons: readonly FiredRule[]) =>
  reasons
    .filter((rule) => rule.effects.some((effect) => effect.kind === 'cap_class'))
    .map((rule) => rule.reason);

const SHAPED: Partial<Record<FiredRule['effects'][number]['kind'], QuoteRule['shaped']>> = {
  cap_class: 'class',
  cap_term_amount: 'cover',
  cap_term_years: 'term',
};

const quoteRulesOf = (reasons: readonly FiredRule[]): QuoteRule[] =>
  reasons.flatMap((rule) =>
    rule.effects.flatMap((effect) => {
      const shaped = SHAPED[effect.kind];
      return shaped ? [{ ruleId: rule.ruleId, reason: rule.reason, shaped }] : [];
    }),
  );

export function createQuotesService(deps: {
  db: Db;
  clock: Clock;
  pricing: PricingService;
  /** The user's wysh total (the share of it a cover pays for). */
  wyshTotalOf: (userId: string) => Promise<Cents>;
  /** The decision behind a quote, for its class reasons (the application is underwriting's). */
  decisionOf: (applicationId: string, tx?: DbOrTx) => Promise<UnderwritingDecision | null>;
}) {
  const { db, clock, pricing } = deps;
  const expired = (row: { expiresAt: Date }) => clock.now() >= row.expiresAt;
  const expiresAt = () => new Date(`${oneMonthAfter(businessToday(clock))}T23:59:59.999Z`);

  async function quoteView(row: QuoteRow): Promise<QuoteView> {
    const [wyshTotal, decision] = await Promise.all([
      deps.wyshTotalOf(row.userId),
      deps.decisionOf(row.insuranceApplicationId),
    ]);
    const amount = cents(row.amount);
    const annual = cents(row.annualPremium);
    const monthly = cents(row.monthlyPremium);
    return {
      id: row.id,
      status: expired(row) && row.status === 'pending' ? 'expired' : row.status,
      caseResult: 'accepted',
      insuranceApplicationId: row.insuranceApplicationId,
      rulesVersion: row.rulesVersion,
      productSlug: TERM_LIFE_PRODUCT,
      amount,
      maxAmount: cents(row.maxAmount),
      termUnit: 'year',
      termDuration: row.termDuration,
      maxTermYears: row.maxTermYears,
      termOptions: termOptions(row.issueAge).filter((years) => years <= row.maxTermYears),
      insuredsAgeAtTerm: row.issueAge + row.termDuration,
      // Its term could be extended to 65 in its last year (the filed table prices the insured then).
      extensionAvailable: extendableAtEnd(row.issueAge, row.termDuration),
      expiresAt: row.expiresAt,
      allocationCoverage: wyshCoveragePercent(amount, wyshTotal) ?? 0,
      classification: {
        id: row.rateClass,
        name: rateClassName(row.rateClass),
        gender: row.sex,
      },
      premiums: premiumsOf(annual, monthly),
      annualPremium: annual,
      monthlyPremium: monthly,
      breakdown: {
        amount,
        annualRatePer1000: row.annualRatePer1000,
        annualPolicyFee: cents(row.annualPolicyFee),
        monthlyFactor: MONTHLY_FACTOR_TEXT,
        rateVersion: row.rateVersion,
        rateClass: row.rateClass,
        issueAge: row.issueAge,
        termDuration: row.termDuration,
        annualPremium: annual,
        monthlyPremium: monthly,
      },
      classReasons: decision ? classReasonsOf(decision.reasons) : [],
      rules: decision ? quoteRulesOf(decision.reasons) : [],
    };
  }

  async function offeringView(row: OfferingRow): Promise<OfferingView> {
    const amount = cents(row.amount);
    const annual = cents(row.annualPremium);
    const monthly = cents(row.monthlyPremium);
    return {
      id: row.id,
      productSlug: row.productSlug,
      status: expired(row) && row.status === 'pending' ? 'expired' : row.status,
      createdAt: row.createdAt,
      effectiveUntil: row.effectiveUntil,
      expiresAt: row.expiresAt,
      amount,
      maxAmount: cents(row.maxAmount),
      insuredsAgeAtTerm: 65,
      // Accidental death runs to 65 already.
      extensionAvailable: false,
      allocationCoverage: wyshCoveragePercent(amount, await deps.wyshTotalOf(row.userId)) ?? 0,
      premiums: premiumsOf(annual, monthly),
      annualPremium: annual,
      monthlyPremium: monthly,
      payoutDetails: accidentalDeathPayouts(amount),
      breakdown: {
        amount,
        annualRatePer1000: row.annualRatePer1000,
        annualPolicyFee: cents(row.annualPolicyFee),
        monthlyFactor: MONTHLY_FACTOR_TEXT,
        rateVersion: row.rateVersion,
        issueAge: row.issueAge,
        annualPremium: annual,
        monthlyPremium: monthly,
      },
    };
  }

  /** A whole-dollar amount on the filed steps and within the approval, or the field error that says why not. */
  function chosenAmount(
    amount: unknown,
    limits: { min: Cents; max: Cents; step: Cents },
    approved: Cents,
  ): Result<Cents, QuotesError> {
    const read = readChosenAmount(amount, { min: limits.min, max: cents(Math.min(limits.max, approved)) });
    if (!read.ok) return refusedField('VALIDATION_FAILED', 'amount', read.error.code);
    if ((read.value - limits.min) % limits.step !== 0)
      return refusedField('VALIDATION_FAILED', 'amount', 'inRange');
    return ok(read.value);
  }

  function priceQuote(row: QuoteRow, input: { amount: unknown; termDuration: number }) {
    const amount = chosenAmount(input.amount, TERM_LIFE_COVER, cents(row.maxAmount));
    if (!amount.ok) return amount;
    const allowed = termOptions(row.issueAge).filter((years) => years <= row.maxTermYears);
    if (!allowed.includes(input.termDuration)) {
      const message = `Choose a term from ${allowed[0]} to ${allowed.at(-1)} years.`;
      return refusal('VALIDATION_FAILED', message, [{ field: 'termDuration', message }]);
    }
    const premium = pricing.priceTermLife({
      sex: row.sex,
      rateClass: row.rateClass as TermLifeClass,
      issueAge: row.issueAge,
      termYears: input.termDuration,
      amount: amount.value,
      rateVersion: row.rateVersion,
    });
    if (!premium.ok) throw new Error(`Filed rates have no price for a quote: ${premium.error.code}`);
    return ok({ premium: premium.value, amount: amount.value });
  }

  function priceOffering(row: OfferingRow, input: { amount: unknown }) {
    const amount = chosenAmount(input.amount, ACCIDENTAL_DEATH_COVER, cents(row.maxAmount));
    if (!amount.ok) return amount;
    const premium = pricing.priceAccidentalDeath({
      issueAge: row.issueAge,
      amount: amount.value,
      rateVersion: row.rateVersion,
    });
    if (!premium.ok) throw new Error(`Filed rates have no price for an offering: ${premium.error.code}`);
    return ok({ premium: premium.value, amount: amount.value });
  }

  const notFound = () => refusal('NOT_FOUND', "We couldn't find that quote.");
  const expiredQuote = () =>
    refusal('QUOTE_EXPIRED', 'This quote has expired. Please apply again for a new one.');

  return {
    /** The editor's sliders for a quote or an offering of the viewer's, bounded by the approval. */
    async editorState(
      viewer: Viewer,
      offer: { quoteId: string } | { offeringId: string },
    ): Promise<Result<OfferEditorState, QuotesError>> {
      const { userId } = requireUser(viewer, 'identified');
      if ('quoteId' in offer) {
        const row = await findQuoteOfUser(db, userId, offer.quoteId);
        if (!row) return notFound();
        if (expired(row)) return expiredQuote();
        return ok(
          offerEditorState({
            id: row.id,
            productSlug: TERM_LIFE_PRODUCT,
            amount: row.amount,
            maxAmount: row.maxAmount,
            issueAge: row.issueAge,
            termDuration: row.termDuration,
            maxTermYears: row.maxTermYears,
          }),
        );
      }
      const row = await findOfferingOfUser(db, userId, offer.offeringId);
      if (!row) return notFound();
      if (expired(row)) return expiredQuote();
      return ok(
        offerEditorState({
          id: row.id,
          productSlug: ACCIDENTAL_DEATH_PRODUCT,
          amount: row.amount,
          maxAmount: row.maxAmount,
          issueAge: row.issueAge,
          termDuration: null,
          maxTermYears: null,
        }),
      );
    },

    /**
     * Prices what the decision approved, in the caller's transaction: a term quote when term life is approved,
     * the AD offering when AD is. Nothing for a referral or a rejection.
     */
    async createFor(tx: DbOrTx, application: DecidedApplication): Promise<void> {
      const { decision } = application;
      const now = clock.now();
      const base = {
        userId: application.userId,
        insuranceMembershipId: application.membershipId,
        insuranceApplicationId: application.id,
        status: 'pending' as const,
        expiresAt: expiresAt(),
        createdAt: now,
        updatedAt: now,
      };
      const term = decision.termLife;
      if (decision.outcome === 'accepted' && term.verdict === 'approved' && term.rateClass) {
        const premium = pricing.priceTermLife({
          sex: application.sex,
          rateClass: term.rateClass,
          issueAge: decision.issueAge,
          termYears: term.termYears,
          amount: term.amount,
        });
        if (!premium.ok) throw new Error(`Filed rates have no price for an approval: ${premium.error.code}`);
        await insertQuote(tx, {
          ...base,
          id: randomUUID(),
          ...priceColumns(premium.value, term.amount),
          maxAmount: term.maxAmount,
          termDuration: term.termYears,
          maxTermYears: term.maxTermYears,
          rateClass: term.rateClass,
          sex: application.sex,
          rulesVersion: decision.rulesVersion,
        });
      }
      const ad = decision.accidentalDeath;
      if ((decision.outcome === 'accepted' || decision.outcome === 'ad_only') && ad.verdict === 'approved') {
        const premium = pricing.priceAccidentalDeath({ issueAge: decision.issueAge, amount: ad.amount });
        if (!premium.ok)
          throw new Error(`Filed rates have no AD price for an approval: ${premium.error.code}`);
        await insertOffering(tx, {
          ...base,
          id: randomUUID(),
          productSlug: ACCIDENTAL_DEATH_PRODUCT,
          ...priceColumns(premium.value, ad.amount),
          maxAmount: ad.maxAmount,
          effectiveUntil: accidentalDeathCoverEnds(application.birthdate),
        });
      }
    },

    /**
     * Accepts the user's quote or offering in the caller's transaction (the purchase's): its terms, or why not.
     * Accepting one already accepted answers its terms again, so a retried purchase goes on where it stopped.
     */
    async acceptFor(
      tx: DbOrTx,
      userId: string,
      offer: { quoteId: string } | { offeringId: string },
    ): Promise<Result<AcceptedOffer, QuotesError>> {
      const now = clock.now();
      if ('quoteId' in offer) {
        const row = await lockQuoteOfUser(tx, userId, offer.quoteId);
        if (!row) return notFound();
        if (row.status === 'pending' && expired(row)) return expiredQuote();
        if (row.status === 'pending') await markQuoteAccepted(tx, row.id, now);
        return ok({
          quoteId: row.id,
          productsOfferingId: null,
          productSlug: TERM_LIFE_PRODUCT,
          insuranceApplicationId: row.insuranceApplicationId,
          insuranceMembershipId: row.insuranceMembershipId,
          amount: cents(row.amount),
          termDuration: row.termDuration,
          issueAge: row.issueAge,
          insuredsAgeAtTerm: row.issueAge + row.termDuration,
          rateClass: row.rateClass,
          sex: row.sex,
          rateVersion: row.rateVersion,
          rulesVersion: row.rulesVersion,
          annualRatePer1000: row.annualRatePer1000,
          annualPolicyFee: cents(row.annualPolicyFee),
          annualPremium: cents(row.annualPremium),
          monthlyPremium: cents(row.monthlyPremium),
          coverEndsOn: null,
        });
      }
      const row = await lockOfferingOfUser(tx, userId, offer.offeringId);
      if (!row) return notFound();
      if (row.status === 'pending' && expired(row)) return expiredQuote();
      if (row.status === 'pending') await markOfferingAccepted(tx, row.id, now);
      return ok({
        quoteId: null,
        productsOfferingId: row.id,
        productSlug: ACCIDENTAL_DEATH_PRODUCT,
        insuranceApplicationId: row.insuranceApplicationId,
        insuranceMembershipId: row.insuranceMembershipId,
        amount: cents(row.amount),
        termDuration: null,
        issueAge: row.issueAge,
        insuredsAgeAtTerm: 65,
        rateClass: null,
        sex: null,
        rateVersion: row.rateVersion,
        rulesVersion: (await deps.decisionOf(row.insuranceApplicationId, tx))?.rulesVersion ?? null,
        annualRatePer1000: row.annualRatePer1000,
        annualPolicyFee: cents(row.annualPolicyFee),
        annualPremium: cents(row.annualPremium),
        monthlyPremium: cents(row.monthlyPremium),
        coverEndsOn: row.effectiveUntil,
      });
    },

    /** One of the user's quotes, by id (null when it is not theirs). */
    async quoteOf(viewer: Viewer, id: string): Promise<QuoteView | null> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await findQuoteOfUser(db, userId, id);
      return row ? quoteView(row) : null;
    },

    /** The newest quote (expired ones say so), or null. */
    async pendingQuote(viewer: Viewer): Promise<QuoteView | null> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await latestQuoteOfUser(db, userId);
      return row ? quoteView(row) : null;
    },

    /** Every quote and offering of the viewer, oldest first (their data export). */
    async allQuotesOf(viewer: Viewer): Promise<{ quotes: QuoteView[]; offerings: OfferingView[] }> {
      const { userId } = requireUser(viewer, 'identified');
      const [quoteRows, offeringRows] = await Promise.all([
        quotesOfUser(db, userId),
        offeringsOfUser(db, userId),
      ]);
      return {
        quotes: await Promise.all(quoteRows.map(quoteView)),
        offerings: await Promise.all(offeringRows.map(offeringView)),
      };
    },

    async productsOfferings(viewer: Viewer): Promise<OfferingView[]> {
      const { userId } = requireUser(viewer, 'identified');
      return Promise.all((await latestOfferingsOfUser(db, userId)).map(offeringView));
    },

    async adjustQuote(
      viewer: Viewer,
      input: { id: string; amount: unknown; termDuration: number },
    ): Promise<Result<Repriced, QuotesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await findQuoteOfUser(db, userId, input.id);
      if (!row) return notFound();
      if (expired(row)) return expiredQuote();
      const priced = priceQuote(row, input);
      if (!priced.ok) return priced;
      const { premium, amount } = priced.value;
      return ok({
        amount,
        termDuration: input.termDuration,
        annualPremium: premium.annual,
        monthlyPremium: premium.monthly,
        allocationsCoveredPercentage: wyshCoveragePercent(amount, await deps.wyshTotalOf(userId)) ?? 0,
        breakdown: {
          ...breakdownOf(premium, amount),
          rateClass: row.rateClass,
          termDuration: input.termDuration,
        },
      });
    },

    async updateQuote(
      viewer: Viewer,
      input: { quoteId: string; amount: unknown; termDuration: number },
    ): Promise<Result<{ quote: QuoteView }, QuotesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await findQuoteOfUser(db, userId, input.quoteId);
      if (!row) return notFound();
      if (expired(row) || row.status !== 'pending') return expiredQuote();
      const priced = priceQuote(row, input);
      if (!priced.ok) return priced;
      const { premium, amount } = priced.value;
      const updated = await updateQuotePrice(db, row.id, {
        ...priceColumns(premium, amount),
        termDuration: input.termDuration,
        updatedAt: clock.now(),
      });
      return ok({ quote: await quoteView(updated) });
    },

    async adjustProductOffering(
      viewer: Viewer,
      input: { id: string; amount: unknown },
    ): Promise<Result<Repriced, QuotesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await findOfferingOfUser(db, userId, input.id);
      if (!row) return notFound();
      if (expired(row)) return expiredQuote();
      const priced = priceOffering(row, input);
      if (!priced.ok) return priced;
      const { premium, amount } = priced.value;
      return ok({
        amount,
        termDuration: null,
        annualPremium: premium.annual,
        monthlyPremium: premium.monthly,
        allocationsCoveredPercentage: wyshCoveragePercent(amount, await deps.wyshTotalOf(userId)) ?? 0,
        breakdown: { ...breakdownOf(premium, amount), rateClass: null, termDuration: null },
      });
    },

    async updateProductOffering(
      viewer: Viewer,
      input: { offeringId: string; amount: unknown },
    ): Promise<Result<{ productsOffering: OfferingView }, QuotesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await findOfferingOfUser(db, userId, input.offeringId);
      if (!row) return notFound();
      if (expired(row) || row.status !== 'pending') return expiredQuote();
      const priced = priceOffering(row, input);
      if (!priced.ok) return priced;
      const { premium, amount } = priced.value;
      const updated = await updateOfferingPrice(db, row.id, {
        ...priceColumns(premium, amount),
        updatedAt: clock.now(),
      });
      return ok({ productsOffering: await offeringView(updated) });
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;

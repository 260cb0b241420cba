// Term-life estimates (spec 000 §3, §4, §7; 001 §3.3, §4.13, §7.3): priced from the filed rates at the
// estimate's class (preferred, or tobacco_preferred), with what the profile, the estimate-form flow and the
// prequalification answers say about the person. Each save is a new row; adjustEstimate re-prices a choice
// without saving; a visitor's preview prices without an account and stores nothing. A chosen amount outside the
// filed limits, and a term outside the person's options, are clamped into them; an amount that is not a whole
// number of dollars on the $50,000 step is refused with a field error.
import { ageOn, parseCalendarDate } from '@wysh/domain/calendar';
import { onSlider } from '@wysh/domain/coverage-slider';
import { isEligibleState, isInsurableAge, MAX_INSURED_AGE, MIN_INSURED_AGE } from '@wysh/domain/eligibility';
import { readChosenAmount } from '@wysh/domain/money-input';
import { cents, type Cents } from '@wysh/domain/money';
import { MONTHLY_FACTOR_TEXT, TERM_LIFE_COVER, termOptions } from '@wysh/domain/pricing/premiums';
import { ok, type Result } from '@wysh/domain/result';
import { wyshCoveragePercent } from '@wysh/domain/wysh-coverage';
import type { Db } from '../../db/database.ts';
import { businessToday, type Clock } from '../../shared/clock.ts';
import { refusedField } from '../../shared/field-refusals.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { FlowAnswersService } from '../flows/flow-answers.service.ts';
import type { MembershipsService } from '../memberships/memberships.service.ts';
import type { PricingService, TermLifePremium } from '../pricing/pricing.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import { coverageEditorState, type CoverageEditorState } from '@wysh/domain/coverage-editor-state';
import {
  findEstimateOfUser,
  findPrequalification,
  insertEstimate,
  latestEstimateOfMembership,
  estimatesOfUser,
  latestEstimateOfUser,
  savePrequalification,
  type EstimateRow,
} from './estimates.repository.ts';
import type { WyshTotals } from './estimates.types.ts';

export type EstimatesErrorCode =
  'NOT_FOUND' | 'VALIDATION_FAILED' | 'ESTIMATE_INPUTS_MISSING' | 'AGE_NOT_ELIGIBLE' | 'STATE_NOT_ELIGIBLE';
export type EstimatesError = UserFailure<EstimatesErrorCode>;

/** The estimate-form flow and its own answers (flows/definitions/estimate-form.ts). */
const ESTIMATE_FORM = { slug: 'estimate-form', tobacco: 'estimate.tobacco', state: 'estimate.state' };
export type Sex = 'male' | 'female';
export type EstimateInputs = {
  birthdate: string | null;
  sex: Sex | null;
  tobacco: boolean | null;
  state: string | null;
  /** What an estimate still needs asked (the estimate-form flow asks it). */
  missing: Array<'birthdate' | 'sex' | 'tobacco'>;
};

export type PremiumBreakdown = {
  amount: Cents;
  annualRatePer1000: string;
  annualPolicyFee: Cents;
  monthlyFactor: string;
  rateClass: string;
  rateVersion: string;
  issueAge: number;
  termDuration: number;
  annualPremium: Cents;
  monthlyPremium: Cents;
};
export type Priced = {
  amount: Cents;
  termDuration: number;
  annualPremium: Cents;
  monthlyPremium: Cents;
  premiums: Array<{ amount: Cents; billingFrequency: 'monthly' | 'annually' }>;
  allocationsCoveredPercentage: number;
  insuredsAgeAtTerm: number;
  breakdown: PremiumBreakdown;
};
export type EstimateView = Priced & {
  id: string;
  termUnit: 'year';
  health: 'average';
  tobacco: boolean;
  rateClass: string;
  rateVersion: string;
  createdAt: Date;
};

type Person = { birthdate: string; sex: Sex; tobacco: boolean; state: string | null };
type Choice = { amount?: unknown; termDuration: number; termUnit?: string | null };

const notFound = () => refusal('NOT_FOUND', "We couldn't find that estimate.");

function priced(premium: TermLifePremium, amount: Cents, wyshTotal: Cents): Priced {
  return {
    amount,
    termDuration: premium.termYears,
    annualPremium: premium.annual,
    monthlyPremium: premium.monthly,
    premiums: [
      { amount: premium.monthly, billingFrequency: 'monthly' },
      { amount: premium.annual, billingFrequency: 'annually' },
    ],
    allocationsCoveredPercentage: wyshCoveragePercent(amount, wyshTotal) ?? 0,
    insuredsAgeAtTerm: premium.issueAge + premium.termYears,
    breakdown: {
      amount,
      annualRatePer1000: premium.annualRatePer1000,
      annualPolicyFee: premium.annualPolicyFee,
      monthlyFactor: MONTHLY_FACTOR_TEXT,
      rateClass: premium.rateClass,
      rateVersion: premium.rateVersion,
      issueAge: premium.issueAge,
      termDuration: premium.termYears,
      annualPremium: premium.annual,
      monthlyPremium: premium.monthly,
    },
  };
}

function estimateView(row: EstimateRow, wyshTotal: Cents): EstimateView {
  const amount = cents(row.amount);
  return {
    id: row.id,
    termUnit: 'year',
    health: 'average',
    tobacco: row.tobacco,
    rateClass: row.rateClass,
    rateVersion: row.rateVersion,
    createdAt: row.createdAt,
    ...priced(
      {
        annual: cents(row.annualPremium),
        monthly: cents(row.monthlyPremium),
        annualRatePer1000: row.annualRatePer1000,
        annualPolicyFee: cents(row.annualPolicyFee),
        rateVersion: row.rateVersion,
        rateClass: row.rateClass as TermLifePremium['rateClass'],
        issueAge: row.issueAge,
        termYears: row.termDuration,
      },
      amount,
      wyshTotal,
    ),
  };
}

/** A chosen cover: whole dollars on the $50,000 step (refused otherwise), clamped into the filed limits. */
function readCover(raw: unknown): Result<Cents, EstimatesError> {
  const read = readChosenAmount(raw);
  if (!read.ok) return refusedField('VALIDATION_FAILED', 'amount', read.error.code);
  if (read.value % TERM_LIFE_COVER.step !== 0) return refusedField('VALIDATION_FAILED', 'amount', 'inRange');
  return ok(onSlider(read.value, TERM_LIFE_COVER));
}

/** The person's term options, the chosen term clamped into them. */
function clampTerm(term: number, issueAge: number): number {
  const options = termOptions(issueAge);
  return Math.min(Math.max(term, options[0]!), options.at(-1)!);
}

function checkTermUnit(termUnit: string | null | undefined): Result<void, EstimatesError> {
  if (termUnit == null || termUnit === 'year') return ok();
  const message = 'Terms are in whole years.';
  return refusal('VALIDATION_FAILED', message, [{ field: 'termUnit', message }]);
}

export function createEstimatesService(deps: {
  db: Db;
  clock: Clock;
  pricing: PricingService;
  profile: Pick<ProfileService, 'applicantProfile'>;
  memberships: Pick<MembershipsService, 'activeInsuranceMembershipId'>;
  flowAnswers: Pick<FlowAnswersService, 'latestAnswers'>;
  wyshTotals: WyshTotals;
}) {
  const { db, clock, pricing, wyshTotals } = deps;

  async function inputsOf(userId: string): Promise<EstimateInputs> {
    const [profile, prequalification, answers] = await Promise.all([
      deps.profile.applicantProfile(userId),
      findPrequalification(db, userId),
      deps.flowAnswers.latestAnswers(userId, ESTIMATE_FORM.slug),
    ]);
    // The newer of the flow's answer and the prequalification answer.
    const newest = <T>(field: string, fromPrequalification: T | null, read: (value: unknown) => T | null) => {
      const answer = answers.get(field);
      const answered = answer ? read(answer.value) : null;
      if (answered === null) return fromPrequalification;
      if (fromPrequalification === null || !prequalification) return answered;
      return answer!.answeredAt >= prequalification.updatedAt ? answered : fromPrequalification;
    };
    const tobacco = newest(ESTIMATE_FORM.tobacco, prequalification?.tobacco ?? null, (value) =>
      value === 'yes' ? true : value === 'no' ? false : null,
    );
    const answeredState = newest(ESTIMATE_FORM.state, prequalification?.state ?? null, (value) =>
      typeof value === 'string' && value.length === 2 ? value : null,
    );
    const birthdate = profile?.birthdate ?? prequalification?.birthdate ?? null;
    const sex = profile?.gender ?? prequalification?.sex ?? null;
    const state = answeredState ?? profile?.address?.state ?? null;
    const missing = (
      [
        ['birthdate', birthdate],
        ['sex', sex],
        ['tobacco', tobacco],
      ] as const
    )
      .filter(([, value]) => value === null)
      .map(([field]) => field);
    return { birthdate, sex, tobacco, state, missing };
  }

  /** The person an estimate is priced for, or why there is none: missing answers, age, state. */
  async function personOf(userId: string): Promise<Result<Person, EstimatesError>> {
    const inputs = await inputsOf(userId);
    if (inputs.missing.length > 0)
      return refusal(
        'ESTIMATE_INPUTS_MISSING',
        'Tell us a little about yourself first.',
        inputs.missing.map((field) => ({ field, message: 'Required' })),
      );
    const person = { ...inputs } as Person;
    const ageRefused = refusedAge(person.birthdate);
    if (ageRefused) return ageRefused;
    if (person.state !== null && !isEligibleState(person.state))
      return refusal('STATE_NOT_ELIGIBLE', "Sorry, we aren't in your state yet", [
        { field: 'state', message: "Sorry, we aren't in your state yet" },
      ]);
    return ok(person);
  }

  function refusedAge(birthdate: string) {
    const age = ageOn(birthdate, businessToday(clock));
    if (age === null || !isInsurableAge(age))
      return refusal(
        'AGE_NOT_ELIGIBLE',
        `We cover people from ${MIN_INSURED_AGE} to ${MAX_INSURED_AGE} years old.`,
        [
          {
            field: 'birthdate',
            message: `We cover people from ${MIN_INSURED_AGE} to ${MAX_INSURED_AGE} years old.`,
          },
        ],
      );
    return null;
  }

  /** Prices a choice for a person today at the current rates, clamping cover and term. */
  function price(
    person: Pick<Person, 'birthdate' | 'sex' | 'tobacco'>,
    choice: Choice,
  ): Result<TermLifePremium & { amount: Cents }, EstimatesError> {
    const unit = checkTermUnit(choice.termUnit);
    if (!unit.ok) return unit;
    const amount = readCover(choice.amount);
    if (!amount.ok) return amount;
    const issueAge = ageOn(person.birthdate, businessToday(clock))!;
    const premium = pricing.estimateTermLife({
      sex: person.sex,
      tobacco: person.tobacco,
      issueAge,
      termYears: clampTerm(choice.termDuration, issueAge),
      amount: amount.value,
    });
    // Clamped inputs are always offered; a refusal here is a gap in the filed data.
    if (!premium.ok) throw new Error(`Filed rates have no price: ${premium.error.code}`);
    return ok({ ...premium.value, amount: amount.value });
  }

  async function save(
    viewer: Viewer,
    choice: Choice,
  ): Promise<Result<{ amount: Cents; termDuration: number; estimate: EstimateView }, EstimatesError>> {
    const { userId } = requireUser(viewer, 'identified');
    const person = await personOf(userId);
    if (!person.ok) return person;
    const premium = price(person.value, choice);
    if (!premium.ok) return premium;
    const membershipId = await deps.memberships.activeInsuranceMembershipId(viewer, userId);
    if (!membershipId) return refusal('NOT_FOUND', "We couldn't find your insurance membership.");
    const p = premium.value;
    const row = await insertEstimate(db, {
      membershipId,
      userId,
      amount: p.amount,
      termDuration: p.termYears,
      termUnit: 'year',
      health: 'average',
      tobacco: person.value.tobacco,
      sex: person.value.sex,
      birthdate: person.value.birthdate,
      state: person.value.state,
      issueAge: p.issueAge,
      rateClass: p.rateClass,
      rateVersion: p.rateVersion,
      annualPremium: p.annual,
      monthlyPremium: p.monthly,
      annualRatePer1000: p.annualRatePer1000,
      annualPolicyFee: p.annualPolicyFee,
      createdAt: clock.now(),
    });
    const estimate = estimateView(row, await wyshTotals.totalFor(userId));
    return ok({ amount: estimate.amount, termDuration: estimate.termDuration, estimate });
  }

  return {
    createEstimate: save,
    updateEstimateDatum: save,

    async latestEstimate(viewer: Viewer): Promise<EstimateView | null> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await latestEstimateOfUser(db, userId);
      return row ? estimateView(row, await wyshTotals.totalFor(userId)) : null;
    },

    /** Every estimate of the viewer, oldest first (their data export). */
    async estimatesOf(viewer: Viewer): Promise<EstimateView[]> {
      const { userId } = requireUser(viewer, 'identified');
      const rows = await estimatesOfUser(db, userId);
      if (rows.length === 0) return [];
      const wyshTotal = await wyshTotals.totalFor(userId);
      return rows.map((row) => estimateView(row, wyshTotal));
    },

    /** The cover and term of the user's latest estimate (what an application asks for), or null without one. */
    async latestChoiceOf(userId: string): Promise<{ amount: Cents; termDuration: number } | null> {
      const row = await latestEstimateOfUser(db, userId);
      return row ? { amount: cents(row.amount), termDuration: row.termDuration } : null;
    },

    /** The cover of the user's latest estimate (the Wyshes summary's share covered), or null without one. */
    async coverFor(userId: string): Promise<Cents | null> {
      const row = await latestEstimateOfUser(db, userId);
      return row ? cents(row.amount) : null;
    },

    /** The membership's latest estimate, when the membership is the viewer's (the membership view is). */
    async latestEstimateDatum(viewer: Viewer, membershipId: string): Promise<EstimateView | null> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await latestEstimateOfMembership(db, membershipId);
      if (!row || row.userId !== userId) return null;
      return estimateView(row, await wyshTotals.totalFor(userId));
    },

    async adjustEstimate(
      viewer: Viewer,
      input: Choice & { id: string },
    ): Promise<Result<Priced, EstimatesError>> {
      const { userId } = requireUser(viewer, 'identified');
      // The slider asks for a price every half second: the estimate and the wysh total are read side by side
      // (two pooled connections on PostgreSQL), not one after the other. Both are reads of the viewer's rows.
      const [estimate, wyshTotal] = await Promise.all([
        findEstimateOfUser(db, userId, input.id),
        wyshTotals.totalFor(userId),
      ]);
      if (!estimate) return notFound();
      const refused = refusedAge(estimate.birthdate);
      if (refused) return refused;
      const premium = price(estimate, input);
      if (!premium.ok) return premium;
      return ok(priced(premium.value, premium.value.amount, wyshTotal));
    },

    async coverageEditorState(
      viewer: Viewer,
      estimateId: string,
    ): Promise<Result<CoverageEditorState, EstimatesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const estimate = await findEstimateOfUser(db, userId, estimateId);
      if (!estimate) return notFound();
      const issueAge = ageOn(estimate.birthdate, businessToday(clock)) ?? estimate.issueAge;
      return ok(
        coverageEditorState({
          id: estimate.id,
          amount: estimate.amount,
          termDuration: estimate.termDuration,
          issueAge: isInsurableAge(issueAge) ? issueAge : estimate.issueAge,
        }),
      );
    },

    /** A visitor's estimate: priced, never stored. */
    async previewEstimate(input: {
      birthdate: string;
      sex: string;
      tobacco: boolean;
      amount?: unknown;
      termDuration: number;
    }): Promise<Result<Priced, EstimatesError>> {
      const person = readPerson(input);
      if (!person.ok) return person;
      const refused = refusedAge(person.value.birthdate);
      if (refused) return refused;
      const premium = price(person.value, input);
      if (!premium.ok) return premium;
      return ok(priced(premium.value, premium.value.amount, cents(0)));
    },

    async updatePrequalificationInformation(
      viewer: Viewer,
      input: { birthdate: string; sex: string; tobacco: boolean; state?: string | null },
    ): Promise<Result<{ inputs: EstimateInputs }, EstimatesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const person = readPerson(input);
      if (!person.ok) return person;
      const refused = refusedAge(person.value.birthdate);
      if (refused) return refused;
      const state = input.state?.trim().toUpperCase() || null;
      if (state !== null && !isEligibleState(state))
        return refusal('STATE_NOT_ELIGIBLE', "Sorry, we aren't in your state yet", [
          { field: 'state', message: "Sorry, we aren't in your state yet" },
        ]);
      await savePrequalification(db, {
        userId,
        birthdate: person.value.birthdate,
        sex: person.value.sex,
        tobacco: person.value.tobacco,
        state,
        updatedAt: clock.now(),
      });
      return ok({ inputs: await inputsOf(userId) });
    },

    async estimateInputs(viewer: Viewer): Promise<EstimateInputs> {
      const { userId } = requireUser(viewer, 'identified');
      return inputsOf(userId);
    },
  };
}

function readPerson(input: {
  birthdate: string;
  sex: string;
  tobacco: boolean;
}): Result<Pick<Person, 'birthdate' | 'sex' | 'tobacco'>, EstimatesError> {
  const birthdate = parseCalendarDate(input.birthdate);
  if (!birthdate) return refusedField('VALIDATION_FAILED', 'birthdate', 'dateFormat');
  if (input.sex !== 'male' && input.sex !== 'female') {
    const message = 'Choose male or female.';
    return refusal('VALIDATION_FAILED', message, [{ field: 'sex', message }]);
  }
  return ok({ birthdate, sex: input.sex, tobacco: input.tobacco });
}

export type EstimatesService = ReturnType<typeof createEstimatesService>;

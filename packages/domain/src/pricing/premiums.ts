// Premiums from the filed rates, in integer cents (rating README of the reference): annual = rate x amount /
// 1000 + policy fee; monthly = annual x 0.0875, the modal factor of monthly billing. Both are computed exactly
// and rounded once, at the end: a quote (and so its policy's invoices) by the filed rule, half-up; an estimate
// floors its monthly premium (spec 000 §9), so it never promises more than the cent. Every premium says what
// produced it: table version, class, issue age.
import { divideRounded, parseDecimal, cents, type Cents, type Rounding } from '../money.ts';
import { err, ok, type Result } from '../result.ts';
import type {
  AccidentalDeathRateTable,
  FiledRate,
  Sex,
  TermLifeClass,
  TermLifeRateTable,
} from './rate-tables.ts';

/** The filed limits of cover, in cents, and the step between amounts a person can choose. */
export const TERM_LIFE_COVER = { min: cents(10_000_000), max: cents(200_000_000), step: cents(5_000_000) };
export const ACCIDENTAL_DEATH_COVER = {
  min: cents(5_000_000),
  max: cents(100_000_000),
  step: cents(5_000_000),
};
export const TERM_LIFE_ISSUE_AGES = { min: 18, max: 45 };
export const ACCIDENTAL_DEATH_ISSUE_AGES = { min: 18, max: 60 };
/** Every term ends by this age: a term-life term is whole years from 10 up to it; accidental death runs to it. */
export const COVER_ENDS_AT_AGE = 65;
const SHORTEST_TERM = 10;

/** 0.0875: the monthly premium's share of the annual one. */
const MONTHLY_FACTOR = { numerator: 875n, denominator: 10_000n };
/** The monthly factor as a price's working shows it. */
export const MONTHLY_FACTOR_TEXT = '0.0875';

/** What a price is for: an estimate before underwriting, or a quote (an offering, a policy) after it. */
export type PricedFor = 'estimate' | 'quote';
/** How each rounds its monthly premium (spec 000 §9); the annual premium always rounds by the filed rule. */
export const MONTHLY_ROUNDING: Readonly<Record<PricedFor, Rounding>> = {
  estimate: 'floor',
  quote: 'half-up',
};

export type PricingErrorCode = 'AGE_NOT_OFFERED' | 'TERM_NOT_OFFERED' | 'AMOUNT_NOT_OFFERED';
export type PricingError = { code: PricingErrorCode };

export type Premium = {
  annual: Cents;
  monthly: Cents;
  /** The filed figures used, as written in the table. */
  annualRatePer1000: string;
  annualPolicyFee: Cents;
  rateVersion: string;
  issueAge: number;
};
export type TermLifePremium = Premium & { rateClass: TermLifeClass; termYears: number };

/** An estimate is priced before underwriting at the spec's "average" health: preferred, or its tobacco twin. */
export const estimateClass = (tobacco: boolean): TermLifeClass =>
  tobacco ? 'tobacco_preferred' : 'preferred';

/** The terms a person of this issue age can choose: whole years from 10 to the one that ends at 65. */
export function termOptions(issueAge: number): number[] {
  const longest = COVER_ENDS_AT_AGE - issueAge;
  return Array.from(
    { length: Math.max(0, longest - SHORTEST_TERM + 1) },
    (_, index) => SHORTEST_TERM + index,
  );
}

function offeredAmount(amount: Cents, limits: { min: Cents; max: Cents; step: Cents }): boolean {
  return amount >= limits.min && amount <= limits.max && (amount - limits.min) % limits.step === 0;
}

function priced(
  rate: FiledRate,
  amount: Cents,
  rateVersion: string,
  issueAge: number,
  pricedFor: PricedFor,
): Premium {
  const perThousand = parseDecimal(rate.annualRatePer1000);
  const fee = parseDecimal(rate.annualPolicyFeeUsd);
  // annual, in cents, as one exact fraction: rate x amount / 1000 + fee x 100.
  const denominator = perThousand.denominator * 1000n * fee.denominator;
  const numerator =
    perThousand.numerator * BigInt(amount) * fee.denominator +
    fee.numerator * 100n * perThousand.denominator * 1000n;
  return {
    annual: cents(Number(divideRounded(numerator, denominator, 'half-up'))),
    monthly: cents(
      Number(
        divideRounded(
          numerator * MONTHLY_FACTOR.numerator,
          denominator * MONTHLY_FACTOR.denominator,
          MONTHLY_ROUNDING[pricedFor],
        ),
      ),
    ),
    annualRatePer1000: rate.annualRatePer1000,
    annualPolicyFee: cents(Number(divideRounded(fee.numerator * 100n, fee.denominator, 'half-up'))),
    rateVersion,
    issueAge,
  };
}

/** Term life at a class underwriting assigned (a quote), or at the estimate's class (`pricedFor` 'estimate'). */
export function termLifePremium(
  table: TermLifeRateTable,
  request: { sex: Sex; rateClass: TermLifeClass; issueAge: number; termYears: number; amount: Cents },
  pricedFor: PricedFor = 'quote',
): Result<TermLifePremium, PricingError> {
  const { sex, rateClass, issueAge, termYears, amount } = request;
  if (issueAge < TERM_LIFE_ISSUE_AGES.min || issueAge > TERM_LIFE_ISSUE_AGES.max)
    return err({ code: 'AGE_NOT_OFFERED' });
  if (!termOptions(issueAge).includes(termYears)) return err({ code: 'TERM_NOT_OFFERED' });
  if (!offeredAmount(amount, TERM_LIFE_COVER)) return err({ code: 'AMOUNT_NOT_OFFERED' });
  const rate = table.rate({ sex, rateClass, issueAge, termYears });
  if (!rate) return err({ code: 'TERM_NOT_OFFERED' });
  return ok({ ...priced(rate, amount, table.version, issueAge, pricedFor), rateClass, termYears });
}

/** An estimate: term life at the estimate's class, its monthly premium floored to the cent. */
export function termLifeEstimate(
  table: TermLifeRateTable,
  request: { sex: Sex; tobacco: boolean; issueAge: number; termYears: number; amount: Cents },
): Result<TermLifePremium, PricingError> {
  const { tobacco, ...rest } = request;
  return termLifePremium(table, { ...rest, rateClass: estimateClass(tobacco) }, 'estimate');
}

export function accidentalDeathPremium(
  table: AccidentalDeathRateTable,
  request: { issueAge: number; amount: Cents },
): Result<Premium, PricingError> {
  const { issueAge, amount } = request;
  if (issueAge < ACCIDENTAL_DEATH_ISSUE_AGES.min || issueAge > ACCIDENTAL_DEATH_ISSUE_AGES.max)
    return err({ code: 'AGE_NOT_OFFERED' });
  if (!offeredAmount(amount, ACCIDENTAL_DEATH_COVER)) return err({ code: 'AMOUNT_NOT_OFFERED' });
  const rate = table.rate(issueAge);
  if (!rate) return err({ code: 'AGE_NOT_OFFERED' });
  return ok(priced(rate, amount, table.version, issueAge, 'quote'));
}

const NO_POLICY_FEE = '0';

function offeredLayer(amount: Cents, limits: { max: Cents; step: Cents }): boolean {
  return amount > 0 && amount <= limits.max && amount % limits.step === 0;
}

/**
 * Cover added to a policy in force (an increase, issue 27): the filed rate at the class and age of the increase's
 * own decision, for the added amount only (in the product's steps), and no second policy fee: the policy already
 * pays one. Its term is the policy's remaining years as a filed term (`increaseLayerTermYears`).
 */
export function termLifeLayerPremium(
  table: TermLifeRateTable,
  request: { sex: Sex; rateClass: TermLifeClass; issueAge: number; termYears: number; amount: Cents },
): Result<TermLifePremium, PricingError> {
  const { sex, rateClass, issueAge, termYears, amount } = request;
  if (issueAge < TERM_LIFE_ISSUE_AGES.min || issueAge > TERM_LIFE_ISSUE_AGES.max)
    return err({ code: 'AGE_NOT_OFFERED' });
  if (!termOptions(issueAge).includes(termYears)) return err({ code: 'TERM_NOT_OFFERED' });
  if (!offeredLayer(amount, TERM_LIFE_COVER)) return err({ code: 'AMOUNT_NOT_OFFERED' });
  const rate = table.rate({ sex, rateClass, issueAge, termYears });
  if (!rate) return err({ code: 'TERM_NOT_OFFERED' });
  const layer = priced(
    { ...rate, annualPolicyFeeUsd: NO_POLICY_FEE },
    amount,
    table.version,
    issueAge,
    'quote',
  );
  return ok({ ...layer, rateClass, termYears });
}

/** Accidental-death cover added to a policy in force: the filed rate at the attained age, no second policy fee. */
export function accidentalDeathLayerPremium(
  table: AccidentalDeathRateTable,
  request: { issueAge: number; amount: Cents },
): Result<Premium, PricingError> {
  const { issueAge, amount } = request;
  if (issueAge < ACCIDENTAL_DEATH_ISSUE_AGES.min || issueAge > ACCIDENTAL_DEATH_ISSUE_AGES.max)
    return err({ code: 'AGE_NOT_OFFERED' });
  if (!offeredLayer(amount, ACCIDENTAL_DEATH_COVER)) return err({ code: 'AMOUNT_NOT_OFFERED' });
  const rate = table.rate(issueAge);
  if (!rate) return err({ code: 'AGE_NOT_OFFERED' });
  return ok(priced({ ...rate, annualPolicyFeeUsd: NO_POLICY_FEE }, amount, table.version, issueAge, 'quote'));
}

/** An added layer's term: the years the policy has left, rounded up, at least the shortest filed term. */
export const increaseLayerTermYears = (daysLeft: number): number =>
  Math.max(SHORTEST_TERM, Math.ceil(daysLeft / 365));

// Extending a term policy to age 65 (issue 27; spec 000 §1 "extendable up to age 65 ... with a digital health
// check-up"): offered in the term's last year, from the day after its last day of cover (its anniversary, a due
// date) for the years left to 65, priced at the insured's attained age then, from the filed table, at the class of
// the check-up's decision. The filed table issues term life up to 45 and for at least 10 years: an insured older
// than that at the anniversary cannot be extended (the policy simply ends).
import { coverEnds, monthsAfter } from '../policies/policy-dates.ts';
import { COVER_ENDS_AT_AGE, TERM_LIFE_ISSUE_AGES, termOptions } from '../pricing/premiums.ts';
import { err, ok, type Result } from '../result.ts';
import {
  endorsementVersionOn,
  type Endorsement,
  type EndorsementProblem,
  type PolicyTerms,
} from './endorsements.ts';

/** How long before its anniversary a term may be extended: its last year. */
export const EXTENSION_WINDOW_MONTHS = 12;

export type TermToExtend = {
  productSlug: 'wysh-term-life' | 'wysh-accidental-death';
  effectiveOn: string;
  /** The policy's term in years (extended terms included). */
  termYears: number | null;
  /** The insured's age on the effective date. */
  issueAge: number;
};

export type TermExtension = {
  /** yyyy-MM-dd: the first day of the extension (the term's anniversary). */
  extendsFrom: string;
  /** Years of the extension: to age 65. */
  years: number;
  /** The insured's age on `extendsFrom`: the age it is priced at. */
  attainedAge: number;
  /** yyyy-MM-dd: the last day of cover, extended. */
  coverEndsOn: string;
  /** yyyy-MM-dd: the first day it may be asked for. */
  opensOn: string;
};

export type ExtensionProblem =
  | { code: 'NOT_TERM_LIFE' }
  /** Too early: the term's last year starts on `opensOn`. */
  | { code: 'NOT_YET'; opensOn: string }
  /** The term has ended. */
  | { code: 'ENDED' }
  /** At the anniversary the insured is past the filed issue ages, or has under the shortest filed term to 65. */
  | { code: 'NOT_FILED'; attainedAge: number };

/** The extension a term policy could have on `today`, or why not. */
export function termExtension(policy: TermToExtend, today: string): Result<TermExtension, ExtensionProblem> {
  if (policy.productSlug !== 'wysh-term-life' || policy.termYears === null)
    return err({ code: 'NOT_TERM_LIFE' });
  const extendsFrom = monthsAfter(policy.effectiveOn, policy.termYears * 12);
  const attainedAge = policy.issueAge + policy.termYears;
  const years = COVER_ENDS_AT_AGE - attainedAge;
  if (attainedAge > TERM_LIFE_ISSUE_AGES.max || !termOptions(attainedAge).includes(years))
    return err({ code: 'NOT_FILED', attainedAge });
  const opensOn = monthsAfter(extendsFrom, -EXTENSION_WINDOW_MONTHS);
  if (today >= extendsFrom) return err({ code: 'ENDED' });
  if (today < opensOn) return err({ code: 'NOT_YET', opensOn });
  return ok({
    extendsFrom,
    years,
    attainedAge,
    coverEndsOn: coverEnds(policy.effectiveOn, {
      productSlug: 'wysh-term-life',
      termYears: policy.termYears + years,
    }),
    opensOn,
  });
}

/** The terms version of an accepted extension: `terms` from the extension's first day (the anniversary). */
export const extensionVersion = (
  endorsements: readonly Endorsement[],
  extension: Pick<TermExtension, 'extendsFrom'>,
  terms: PolicyTerms,
  today: string,
): Result<Endorsement, EndorsementProblem> =>
  endorsementVersionOn(endorsements, terms, extension.extendsFrom, today);

/** Whether a term bought at `issueAge` for `termYears` could be extended to 65 at its end (a quote's extensionAvailable). */
export function extendableAtEnd(issueAge: number, termYears: number): boolean {
  const attainedAge = issueAge + termYears;
  return (
    attainedAge <= TERM_LIFE_ISSUE_AGES.max &&
    termOptions(attainedAge).includes(COVER_ENDS_AT_AGE - attainedAge)
  );
}

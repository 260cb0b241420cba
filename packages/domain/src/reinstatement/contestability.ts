// A reinstated policy may be contested again, for statements made in the reinstatement application only, for
// the same period as at issue (OCGA 33-25-12; reference §4): 2 years from the day the reinstatement takes effect.
// A reinstatement on arrears alone asks nothing, so it opens no new period.
import { addDays } from '../calendar.ts';
import { monthsAfter } from '../policies/policy-dates.ts';
import type { ReinstatementPath } from './input.ts';
import type { ReinstatementRuleSet } from './rule-set.ts';

export type ContestablePeriod = {
  /** What may be contested: the answers given for the reinstatement, not the original application's. */
  covers: 'reinstatement_answers';
  startsOn: string;
  /** The last day the reinstatement answers may be contested. */
  endsOn: string;
};

/** The contestable period a reinstatement effective on `reinstatedOn` opens, or null (arrears only). */
export function reinstatementContestablePeriod(
  rules: ReinstatementRuleSet,
  reinstatedOn: string,
  path: ReinstatementPath,
): ContestablePeriod | null {
  if (path === 'arrears_only') return null;
  return {
    covers: 'reinstatement_answers',
    startsOn: reinstatedOn,
    endsOn: addDays(monthsAfter(reinstatedOn, 12 * rules.contestableYears), -1),
  };
}

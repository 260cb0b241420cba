// Whether a policy may be reinstated on a given day, how, and at what cost: a pure function of the policy's
// facts, the day and a rules version, recorded with the version that made it. In order, the first that holds:
//
//   terminated                                          POLICY_TERMINATED   never
//   not lapsed                                          NOT_LAPSED
//   after the last day the term would have covered      TERM_ENDED          never: terminate the policy
//   after the lapse date + 3 years (5 in NC)            WINDOW_CLOSED       never: terminate the policy
//   a reinstatement request is open                     REQUEST_OPEN
//   declined less than 30 days ago                      RECENTLY_DECLINED
//   within 60 days of the first missed due date         ARREARS_ONLY        the missed premiums
//   otherwise                                           UNDERWRITING_REQUIRED  underwriting, premiums, interest
//
// (codes prefixed REINSTATEMENT.; numbers from the rule set). The figures are those of paying on `today`:
// paying on another day is deciding again on that day, which may change the path (day 61 is no longer arrears
// only) as well as the interest.
import { addDays } from '../calendar.ts';
import { monthsAfter } from '../policies/policy-dates.ts';
import { err, ok, type Result } from '../result.ts';
import { reinstatementAmounts, type ReinstatementAmounts } from './amounts.ts';
import type { ReinstatementInput, ReinstatementPath } from './input.ts';
import { inputProblems } from './problems.ts';
import type { ReinstatementReason, ReinstatementRuleSet } from './rule-set.ts';
import { reinstatementRules, REINSTATEMENT_RULES_VERSION, type UnknownRulesVersion } from './rules.ts';

type Decided = { rulesVersion: string; decidedOn: string; reason: ReinstatementReason; message: string };

export type ReinstatementDecision = Decided &
  (
    | {
        eligible: true;
        path: ReinstatementPath;
        /** The last day the arrears alone reinstate. */
        arrearsOnlyThrough: string;
        /** The last day the policy may be reinstated at all. */
        windowEndsOn: string;
        amounts: ReinstatementAmounts;
      }
    | {
        eligible: false;
        /** No later day can change the answer for this lapsed policy: it is to be terminated (terminate_lapsed). */
        pastReinstatement: boolean;
      }
  );

export type ReinstatementError =
  { code: 'REINSTATEMENT_INPUT_INVALID'; problems: readonly string[] } | UnknownRulesVersion;

/** The last day a policy lapsed on `lapseDate` in `state` may be reinstated, the term's end permitting. */
export function windowEndsOn(
  rules: ReinstatementRuleSet,
  state: string,
  lapseDate: string,
  coverEndsOn: string,
): string {
  const { byState } = rules.windowYears;
  const years = (Object.hasOwn(byState, state) ? byState[state] : undefined) ?? rules.windowYears.default;
  const end = monthsAfter(lapseDate, 12 * years);
  return end < coverEndsOn ? end : coverEndsOn;
}

export function decideReinstatement(
  input: ReinstatementInput,
  version: string = REINSTATEMENT_RULES_VERSION,
): Result<ReinstatementDecision, ReinstatementError> {
  const found = reinstatementRules(version);
  if (!found.ok) return found;
  const rules = found.value;
  const problems = inputProblems(input);
  if (problems.length > 0) return err({ code: 'REINSTATEMENT_INPUT_INVALID', problems });

  const { policy, today } = input;
  const decided = (reason: ReinstatementReason): Decided => ({
    rulesVersion: rules.version,
    decidedOn: today,
    reason,
    message: rules.reasons[reason],
  });
  const refuse = (reason: ReinstatementReason, pastReinstatement = false) =>
    ok({ ...decided(reason), eligible: false as const, pastReinstatement });

  if (policy.status === 'terminated') return refuse('REINSTATEMENT.POLICY_TERMINATED');
  const { firstMissedDueOn, lapseDate } = policy;
  if (policy.status !== 'lapsed' || firstMissedDueOn === null || lapseDate === null)
    return refuse('REINSTATEMENT.NOT_LAPSED');
  if (today > policy.coverEndsOn) return refuse('REINSTATEMENT.TERM_ENDED', true);
  const lastDay = windowEndsOn(rules, policy.state, lapseDate, policy.coverEndsOn);
  if (today > lastDay) return refuse('REINSTATEMENT.WINDOW_CLOSED', true);
  if (input.openRequest) return refuse('REINSTATEMENT.REQUEST_OPEN');
  if (input.lastDeclinedOn !== null && today < addDays(input.lastDeclinedOn, rules.retryAfterDeclineDays))
    return refuse('REINSTATEMENT.RECENTLY_DECLINED');

  const arrearsOnlyThrough = addDays(firstMissedDueOn, rules.arrearsOnlyDays);
  const path: ReinstatementPath = today <= arrearsOnlyThrough ? 'arrears_only' : 'underwritten';
  const amounts = reinstatementAmounts(
    { ...policy, firstMissedDueOn },
    today,
    path === 'underwritten' ? rules.interest : null,
  );
  return ok({
    ...decided(
      path === 'arrears_only' ? 'REINSTATEMENT.ARREARS_ONLY' : 'REINSTATEMENT.UNDERWRITING_REQUIRED',
    ),
    eligible: true,
    path,
    arrearsOnlyThrough,
    windowEndsOn: lastDay,
    amounts,
  });
}

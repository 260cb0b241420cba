// The checks a reinstatement input passes before any rule reads it: a malformed input is a caller's bug, and is
// refused with what is wrong rather than decided on, so a stored decision always stands on well-formed facts.
import { addDays, parseCalendarDate } from '../calendar.ts';
import { isCents } from '../money.ts';
import { firstPeriodAfter } from '../billing/billing-schedule.ts';
import { US_STATES } from '../us-states.ts';
import type { ReinstatementInput } from './input.ts';

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && parseCalendarDate(value) === value;

/** What is wrong with the input, in words for a log (dates and codes only); empty when nothing is. */
export function inputProblems(input: ReinstatementInput): string[] {
  const problems: string[] = [];
  const check = (good: boolean, problem: string) => {
    if (!good) problems.push(problem);
  };
  const { policy, today, lastDeclinedOn } = input;
  check(isDay(today), 'today is not a yyyy-MM-dd date');
  check(
    lastDeclinedOn === null || (isDay(lastDeclinedOn) && lastDeclinedOn <= today),
    'lastDeclinedOn is not a day up to today',
  );
  if (policy.status !== 'lapsed') return problems;

  check(Object.hasOwn(US_STATES, policy.state), 'state is not a USPS state code');
  check(isDay(policy.coverEndsOn), 'coverEndsOn is not a yyyy-MM-dd date');
  check(isDay(policy.schedule.effectiveOn), 'schedule.effectiveOn is not a yyyy-MM-dd date');
  for (const { frequency } of policy.schedule.segments) {
    const premium = policy.premiums[frequency];
    check(isCents(premium) && premium > 0, `premiums.${frequency} is not a positive number of cents`);
  }
  const { firstMissedDueOn: first, lapseDate } = policy;
  if (!isDay(first) || !isDay(lapseDate) || !isDay(policy.schedule.effectiveOn)) {
    check(isDay(first), 'firstMissedDueOn is not a yyyy-MM-dd date');
    check(isDay(lapseDate), 'lapseDate is not a yyyy-MM-dd date');
    return problems;
  }
  const missed = firstPeriodAfter(policy.schedule, addDays(first, -1));
  check(
    missed.dueOn === first && missed.n >= 1,
    'firstMissedDueOn is not a due date after the first premium',
  );
  check(lapseDate >= first, 'lapseDate is before firstMissedDueOn');
  check(today >= first, 'today is before firstMissedDueOn');
  return problems;
}

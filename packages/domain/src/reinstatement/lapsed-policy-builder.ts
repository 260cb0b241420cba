// A small builder for reinstatement inputs ("a policyholder with a lapsed policy"), for the rules' tests and the
// server's: a $50-a-month Ohio term policy effective 2026-12-15 for 20 years whose premium of 2027-03-15 went
// unpaid, lapsed after 31 days of grace, asked about on `today`. Change only what a case is about.
import { addDays } from '../calendar.ts';
import { billingSchedule } from '../billing/billing-schedule.ts';
import { lapseDate } from '../billing/dunning.ts';
import { cents } from '../money.ts';
import { coverEnds } from '../policies/policy-dates.ts';
import type { ReinstatementInput, ReinstatementPolicy } from './input.ts';

export const EXAMPLE_EFFECTIVE_ON = '2026-12-15';
export const EXAMPLE_FIRST_MISSED_ON = '2027-03-15';

export function aLapsedPolicy(overrides: Partial<ReinstatementPolicy> = {}): ReinstatementPolicy {
  const firstMissedDueOn = overrides.firstMissedDueOn ?? EXAMPLE_FIRST_MISSED_ON;
  return {
    status: 'lapsed',
    state: 'OH',
    schedule: billingSchedule(EXAMPLE_EFFECTIVE_ON, 'monthly'),
    premiums: { monthly: cents(5_000), annual: cents(57_143) },
    coverEndsOn: coverEnds(EXAMPLE_EFFECTIVE_ON, { productSlug: 'wysh-term-life', termYears: 20 }),
    firstMissedDueOn,
    paidDueOns: [],
    lapseDate: firstMissedDueOn && lapseDate(firstMissedDueOn, addDays(firstMissedDueOn, 1)),
    ...overrides,
  };
}

export function aReinstatementAsk(
  today: string,
  policy: Partial<ReinstatementPolicy> = {},
  ask: Partial<Omit<ReinstatementInput, 'policy' | 'today'>> = {},
): ReinstatementInput {
  return { policy: aLapsedPolicy(policy), today, openRequest: false, lastDeclinedOn: null, ...ask };
}

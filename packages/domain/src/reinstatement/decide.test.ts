import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.ts';
import { billingSchedule, periodIn, type BillingFrequency } from '../billing/billing-schedule.ts';
import { lapseDate } from '../billing/dunning.ts';
import { cents } from '../money.ts';
import { coverEnds } from '../policies/policy-dates.ts';
import { POLICY_STATUSES } from '../policies/policy-lifecycle.ts';
import { decideReinstatement, type ReinstatementDecision } from './decide.ts';
import type { ReinstatementInput } from './input.ts';
import { aReinstatementAsk, EXAMPLE_FIRST_MISSED_ON } from './lapsed-policy-builder.ts';

/** The decision, failing the test on an input or version error. */
function decide(input: ReinstatementInput): ReinstatementDecision {
  const result = decideReinstatement(input);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

function eligible(input: ReinstatementInput) {
  const decision = decide(input);
  if (!decision.eligible) throw new Error(`Not eligible: ${decision.reason}`);
  return decision;
}

const NINE_STATES = ['AZ', 'GA', 'IL', 'MI', 'NC', 'OH', 'OR', 'PA', 'WI'] as const;
/** Years after the lapse date, as the reference says them: 5 in North Carolina, 3 in the others. */
const windowYears = (state: string) => (state === 'NC' ? 5 : 3);
/** The same day `years` later, 29 February becoming 28 in a common year (written apart from monthsAfter). */
function yearsLater(day: string, years: number): string {
  const [y, md] = [Number(day.slice(0, 4)) + years, day.slice(4)];
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return md === '-02-29' && !leap ? `${y}-02-28` : `${y}${md}`;
}

describe('who may reinstate, and how', () => {
  it('asks only the arrears through day 60 after the first missed due date, underwriting from day 61', () => {
    const day60 = decide(aReinstatementAsk(addDays(EXAMPLE_FIRST_MISSED_ON, 60)));
    expect(day60).toMatchObject({
      eligible: true,
      path: 'arrears_only',
      reason: 'REINSTATEMENT.ARREARS_ONLY',
      rulesVersion: '2026-11-v1',
      decidedOn: '2027-05-14',
      arrearsOnlyThrough: '2027-05-14',
    });
    expect(decide(aReinstatementAsk('2027-05-15'))).toMatchObject({
      eligible: true,
      path: 'underwritten',
      reason: 'REINSTATEMENT.UNDERWRITING_REQUIRED',
      message: expect.stringContaining('interest of 6% a year'),
    });
  });

  it('reinstates in North Carolina through 5 years after the lapse, in Ohio through 3', () => {
    // Lapse date (the last day of grace) 2027-04-15.
    expect(decide(aReinstatementAsk('2030-04-15'))).toMatchObject({
      eligible: true,
      windowEndsOn: '2030-04-15',
    });
    expect(decide(aReinstatementAsk('2030-04-16'))).toMatchObject({
      eligible: false,
      reason: 'REINSTATEMENT.WINDOW_CLOSED',
      pastReinstatement: true,
    });
    expect(decide(aReinstatementAsk('2032-04-15', { state: 'NC' }))).toMatchObject({ eligible: true });
    expect(decide(aReinstatementAsk('2032-04-16', { state: 'NC' }))).toMatchObject({
      reason: 'REINSTATEMENT.WINDOW_CLOSED',
    });
  });

  it('never reinstates after the term would have ended, even inside the window', () => {
    const policy = { coverEndsOn: '2028-01-14' };
    expect(decide(aReinstatementAsk('2028-01-14', policy))).toMatchObject({
      eligible: true,
      windowEndsOn: '2028-01-14',
    });
    expect(decide(aReinstatementAsk('2028-01-15', policy))).toMatchObject({
      eligible: false,
      reason: 'REINSTATEMENT.TERM_ENDED',
      pastReinstatement: true,
    });
  });

  it('never reinstates a terminated policy, nor one that is not lapsed', () => {
    expect(decide(aReinstatementAsk('2027-05-01', { status: 'terminated' }))).toMatchObject({
      eligible: false,
      reason: 'REINSTATEMENT.POLICY_TERMINATED',
      message: 'A terminated policy cannot be reinstated.',
      pastReinstatement: false,
    });
    for (const status of POLICY_STATUSES.filter((each) => each !== 'lapsed' && each !== 'terminated'))
      expect(decide(aReinstatementAsk('2027-05-01', { status })), status).toMatchObject({
        eligible: false,
        reason: 'REINSTATEMENT.NOT_LAPSED',
      });
  });

  it('never opens a second request while one is open, and waits 30 days after a decline', () => {
    expect(decide(aReinstatementAsk('2027-08-01', {}, { openRequest: true }))).toMatchObject({
      eligible: false,
      reason: 'REINSTATEMENT.REQUEST_OPEN',
      pastReinstatement: false,
    });
    expect(decide(aReinstatementAsk('2027-08-30', {}, { lastDeclinedOn: '2027-08-01' }))).toMatchObject({
      reason: 'REINSTATEMENT.RECENTLY_DECLINED',
    });
    expect(decide(aReinstatementAsk('2027-08-31', {}, { lastDeclinedOn: '2027-08-01' }))).toMatchObject({
      eligible: true,
    });
  });

  it('never bills again a premium paid after the first missed one (the policy lapsed all the same)', () => {
    // 2027-03-15 declined; 2027-04-15 paid by a card that worked again; lapsed at the end of grace, on 04-15.
    const paidAnyway = eligible(aReinstatementAsk('2027-05-01', { paidDueOns: ['2027-04-15'] }));
    expect(paidAnyway.amounts.missedPremiums.map((missed) => missed.dueOn)).toEqual(['2027-03-15']);
    expect(paidAnyway.amounts.dueToday).toBe(cents(5_000));
    const noneSince = eligible(aReinstatementAsk('2027-05-01'));
    expect(noneSince.amounts.missedPremiums.map((missed) => missed.dueOn)).toEqual([
      '2027-03-15',
      '2027-04-15',
    ]);
  });

  it('says a closed window before an open request: no later day changes it', () => {
    expect(decide(aReinstatementAsk('2031-01-01', {}, { openRequest: true }))).toMatchObject({
      reason: 'REINSTATEMENT.WINDOW_CLOSED',
    });
  });

  it('refuses a malformed input with its problems, and a version it does not hold', () => {
    const result = decideReinstatement(
      aReinstatementAsk('2027-02-01', { firstMissedDueOn: '2027-03-16', premiums: {}, state: 'XX' }),
    );
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'REINSTATEMENT_INPUT_INVALID',
        problems: [
          'state is not a USPS state code',
          'premiums.monthly is not a positive number of cents',
          'firstMissedDueOn is not a due date after the first premium',
          'today is before firstMissedDueOn',
        ],
      },
    });
    expect(
      decideReinstatement(aReinstatementAsk('2027-05-01', { firstMissedDueOn: '2026-12-15' })),
    ).toMatchObject({
      error: { problems: ['firstMissedDueOn is not a due date after the first premium'] },
    });
    expect(decideReinstatement(aReinstatementAsk('2027-05-01'), '1999-01-v1')).toMatchObject({
      ok: false,
      error: { code: 'REINSTATEMENT_RULES_VERSION_UNKNOWN' },
    });
  });
});

describe('what reinstating costs', () => {
  it('within 60 days: every missed premium, the current one included, and no interest', () => {
    const { amounts } = eligible(aReinstatementAsk('2027-05-01'));
    expect(amounts.missedPremiums.map((missed) => [missed.dueOn, missed.premium, missed.current])).toEqual([
      ['2027-03-15', 5_000, false],
      ['2027-04-15', 5_000, true],
    ]);
    expect(amounts).toMatchObject({
      totalMissedPremiums: 10_000,
      interestDue: 0,
      dueToday: 10_000,
      interest: null,
    });
    expect(amounts.lines).toEqual([
      {
        kind: 'missed_premium',
        n: 3,
        periodStart: '2027-03-15',
        periodEnd: '2027-04-14',
        dueOn: '2027-03-15',
        amount: 5_000,
      },
      {
        kind: 'missed_premium',
        n: 4,
        periodStart: '2027-04-15',
        periodEnd: '2027-05-14',
        dueOn: '2027-04-15',
        amount: 5_000,
      },
    ]);
  });

  it('after 60 days: every missed premium with 6% a year on each from its due date, and one line of interest', () => {
    const { amounts } = eligible(aReinstatementAsk('2027-06-20'));
    // $50 x 6% x 97, 66, 36 and 5 days over 365: 79.73, 54.25, 29.59 and 4.11 cents.
    expect(amounts.missedPremiums.map((missed) => [missed.dueOn, missed.interest])).toEqual([
      ['2027-03-15', 80],
      ['2027-04-15', 54],
      ['2027-05-15', 30],
      ['2027-06-15', 4],
    ]);
    expect(amounts).toMatchObject({ totalMissedPremiums: 20_000, interestDue: 168, dueToday: 20_168 });
    expect(amounts.lines.at(-1)).toEqual({
      kind: 'interest',
      amount: 168,
      percentPerYear: '6',
      throughOn: '2027-06-20',
    });
    expect(amounts.lines).toHaveLength(5);
  });

  it('bills an annual policy by its annual premiums', () => {
    const schedule = billingSchedule('2026-12-15', 'annual');
    const ask = aReinstatementAsk('2028-02-13', { schedule, firstMissedDueOn: '2027-12-15' });
    const { amounts } = eligible(ask);
    expect(amounts.missedPremiums.map((missed) => [missed.start, missed.end, missed.premium])).toEqual([
      ['2027-12-15', '2028-12-14', 57_143],
    ]);
    expect(amounts.dueToday).toBe(57_143);
    // 2 years on: two annual premiums, interest on each (a year and 60 days, and 60 days).
    const later = eligible({ ...ask, today: '2029-02-13' }).amounts;
    expect(later.missedPremiums.map((missed) => missed.interest)).toEqual([3_992, 564]);
  });

  it('never bills a period after the term would have ended', () => {
    const { amounts } = eligible(aReinstatementAsk('2027-06-20', { coverEndsOn: '2027-06-25' }));
    expect(amounts.missedPremiums.map((missed) => [missed.start, missed.end])).toEqual([
      ['2027-03-15', '2027-04-14'],
      ['2027-04-15', '2027-05-14'],
      ['2027-05-15', '2027-06-14'],
      ['2027-06-15', '2027-06-25'],
    ]);
  });
});

/** A lapsed policy of any frequency, term, start, missed premium, grace notice, state and day asked. */
const anyAsk = fc
  .record({
    effectiveOn: fc
      .date({
        min: new Date('2026-01-01T00:00:00Z'),
        max: new Date('2030-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10)),
    frequency: fc.constantFrom<BillingFrequency>('monthly', 'annual'),
    termYears: fc.integer({ min: 1, max: 30 }),
    missedN: fc.integer({ min: 1, max: 24 }),
    noticeDelay: fc.integer({ min: 1, max: 40 }),
    state: fc.constantFrom(...NINE_STATES),
    monthly: fc.integer({ min: 100, max: 100_000 }),
    annual: fc.integer({ min: 1_000, max: 1_200_000 }),
    daysAfterMissed: fc.oneof(fc.integer({ min: 0, max: 2_200 }), fc.integer({ min: 55, max: 65 })),
  })
  .map((draw) => {
    const schedule = billingSchedule(draw.effectiveOn, draw.frequency);
    const firstMissedDueOn = periodIn(schedule, draw.missedN).dueOn;
    const input: ReinstatementInput = {
      policy: {
        status: 'lapsed',
        state: draw.state,
        schedule,
        premiums: { monthly: cents(draw.monthly), annual: cents(draw.annual) },
        coverEndsOn: coverEnds(draw.effectiveOn, {
          productSlug: 'wysh-term-life',
          termYears: draw.termYears,
        }),
        firstMissedDueOn,
        paidDueOns: [],
        lapseDate: lapseDate(firstMissedDueOn, addDays(firstMissedDueOn, draw.noticeDelay)),
      },
      today: addDays(firstMissedDueOn, draw.daysAfterMissed),
      openRequest: false,
      lastDeclinedOn: null,
    };
    return input;
  })
  .filter((input) => input.policy.firstMissedDueOn! <= input.policy.coverEndsOn);

describe('reinstatement rules (properties)', () => {
  it('reinstates through the lapse date + 5 years in North Carolina, + 3 elsewhere, never after the term', () => {
    fc.assert(
      fc.property(anyAsk, (input) => {
        const { policy, today } = input;
        const decision = decide(input);
        const windowEnd = yearsLater(policy.lapseDate!, windowYears(policy.state));
        if (today > policy.coverEndsOn) expect(decision.reason).toBe('REINSTATEMENT.TERM_ENDED');
        else if (today > windowEnd) expect(decision.reason).toBe('REINSTATEMENT.WINDOW_CLOSED');
        else expect(decision.eligible).toBe(true);
        expect(decision.eligible).toBe(today <= policy.coverEndsOn && today <= windowEnd);
      }),
      { numRuns: 400 },
    );
  });

  it('asks only the arrears, without interest, exactly through day 60 after the first missed due date', () => {
    fc.assert(
      fc.property(anyAsk, (input) => {
        const decision = decide(input);
        if (!decision.eligible) return;
        const day60 = addDays(input.policy.firstMissedDueOn!, 60);
        expect(decision.path).toBe(input.today <= day60 ? 'arrears_only' : 'underwritten');
        if (decision.path === 'arrears_only') expect(decision.amounts.interestDue).toBe(0);
      }),
      { numRuns: 400 },
    );
  });

  it('bills each premium from the first missed one through the current one, none after the term, and adds up', () => {
    fc.assert(
      fc.property(anyAsk, (input) => {
        const decision = decide(input);
        if (!decision.eligible) return;
        const { amounts } = decision;
        const missed = amounts.missedPremiums;
        expect(missed[0]!.dueOn).toBe(input.policy.firstMissedDueOn);
        for (const [i, each] of missed.entries()) {
          if (i > 0) expect(each.start).toBe(addDays(missed[i - 1]!.end, 1));
          expect(each.dueOn <= input.today && each.end <= input.policy.coverEndsOn).toBe(true);
          expect(each.premium).toBe(input.policy.premiums[each.frequency]);
          expect(each.interest).toBeGreaterThanOrEqual(0);
        }
        expect(missed.filter((each) => each.current)).toEqual([missed.at(-1)]);
        expect(missed.at(-1)!.end >= input.today).toBe(true);
        const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
        expect(amounts.totalMissedPremiums).toBe(sum(missed.map((each) => each.premium)));
        expect(amounts.interestDue).toBe(sum(missed.map((each) => each.interest)));
        expect(amounts.dueToday).toBe(amounts.totalMissedPremiums + amounts.interestDue);
        expect(sum(amounts.lines.map((line) => line.amount))).toBe(amounts.dueToday);
        expect(amounts.lines.filter((line) => line.kind === 'missed_premium')).toHaveLength(missed.length);
        expect(amounts.lines.filter((line) => line.kind === 'interest')).toHaveLength(
          amounts.interestDue > 0 ? 1 : 0,
        );
      }),
      { numRuns: 400 },
    );
  });
});

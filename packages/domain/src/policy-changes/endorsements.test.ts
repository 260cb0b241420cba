import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.ts';
import { billingSchedule, periodIn } from '../billing/billing-schedule.ts';
import { cents } from '../money.ts';
import {
  changeEffectiveOn,
  endorse,
  pendingEndorsements,
  premiumFor,
  termsOn,
  withdraw,
  type Endorsement,
  type PolicyTerms,
} from './endorsements.ts';

const issued: PolicyTerms = {
  cover: cents(50_000_000),
  monthlyPremium: cents(2_795),
  annualPremium: cents(31_943),
  rateClass: 'preferred',
  issueAge: 35,
  termYears: 20,
  rateVersion: 'term-2026-11',
};
const lower: PolicyTerms = {
  ...issued,
  cover: cents(25_000_000),
  monthlyPremium: cents(1_520),
  annualPremium: cents(17_371),
};
const schedule = billingSchedule('2026-01-31', 'monthly');
const first: Endorsement = { version: 1, effectiveOn: '2026-01-31', terms: issued, withdrawnOn: null };

describe('endorsements', () => {
  it('starts a change at the next due date, never on the day it is made', () => {
    expect(changeEffectiveOn(schedule, '2026-02-10')).toBe('2026-02-28');
    // Made on a due date: that period is already billed, so the next one.
    expect(changeEffectiveOn(schedule, '2026-02-28')).toBe('2026-03-31');
  });

  it('prices each period from the version in force on its first day', () => {
    const second = endorse([first], schedule, lower, '2026-02-10');
    expect(second).toEqual({
      ok: true,
      value: { version: 2, effectiveOn: '2026-02-28', terms: lower, withdrawnOn: null },
    });
    const history = [first, second.ok ? second.value : first];
    expect(termsOn(history, '2026-02-27').terms).toBe(issued);
    expect(termsOn(history, '2026-02-28').terms).toBe(lower);
    expect(pendingEndorsements(history, '2026-02-10').map((each) => each.version)).toEqual([2]);
    expect(pendingEndorsements(history, '2026-02-28')).toEqual([]);
  });

  it('refuses a second change while one waits, and a change that changes nothing', () => {
    const pending: Endorsement = { version: 2, effectiveOn: '2026-02-28', terms: lower, withdrawnOn: null };
    expect(endorse([first, pending], schedule, { ...lower, cover: cents(20_000_000) }, '2026-02-11')).toEqual(
      {
        ok: false,
        error: { code: 'CHANGE_PENDING', version: 2 },
      },
    );
    expect(endorse([first], schedule, issued, '2026-02-11')).toEqual({
      ok: false,
      error: { code: 'UNCHANGED' },
    });
  });

  it('prices a period at its frequency from the terms in force on its due date', () => {
    const pending: Endorsement = { version: 2, effectiveOn: '2026-02-28', terms: lower, withdrawnOn: null };
    const history = [first, pending];
    expect(premiumFor(history, { dueOn: '2026-01-31', frequency: 'monthly' })).toBe(issued.monthlyPremium);
    expect(premiumFor(history, { dueOn: '2026-02-28', frequency: 'monthly' })).toBe(lower.monthlyPremium);
    expect(premiumFor(history, { dueOn: '2026-03-31', frequency: 'annual' })).toBe(lower.annualPremium);
    const withdrawn = { ...pending, withdrawnOn: '2026-02-20' };
    expect(premiumFor([first, withdrawn], { dueOn: '2026-03-31', frequency: 'monthly' })).toBe(
      issued.monthlyPremium,
    );
  });

  it('withdraws a change before it takes effect, and never one in force', () => {
    const pending: Endorsement = { version: 2, effectiveOn: '2026-02-28', terms: lower, withdrawnOn: null };
    const withdrawn = withdraw(pending, '2026-02-20');
    expect(withdrawn).toEqual({ ok: true, value: { ...pending, withdrawnOn: '2026-02-20' } });
    const history = [first, withdrawn.ok ? withdrawn.value : pending];
    expect(termsOn(history, '2026-03-31').terms).toBe(issued);
    expect(pendingEndorsements(history, '2026-02-20')).toEqual([]);
    // Another change can be made once it is withdrawn.
    expect(endorse(history, schedule, lower, '2026-02-21').ok).toBe(true);
    expect(withdraw(pending, '2026-02-28')).toEqual({ ok: false, error: { code: 'NOT_PENDING' } });
  });

  it('never changes the terms of a period that started before the change was made', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 1, max: 40 }),
        (startOffset, madeAfter, newCoverSteps) => {
          const effectiveOn = addDays('2026-01-01', startOffset);
          const policySchedule = billingSchedule(effectiveOn, 'monthly');
          const today = addDays(effectiveOn, madeAfter);
          const history: Endorsement[] = [{ ...first, effectiveOn }];
          const terms = { ...issued, cover: cents(10_000_000 + newCoverSteps * 5_000_000) };
          const made = endorse(history, policySchedule, terms, today);
          if (!made.ok) return made.error.code === 'UNCHANGED';
          const after = [...history, made.value];
          for (let n = 0; periodIn(policySchedule, n).start <= today; n += 1) {
            const start = periodIn(policySchedule, n).start;
            if (termsOn(after, start) !== termsOn(history, start)) return false;
          }
          // It takes effect on a due date after the day it was made.
          const next = made.value.effectiveOn;
          return next > today && termsOn(after, next).terms === terms;
        },
      ),
    );
  });
});

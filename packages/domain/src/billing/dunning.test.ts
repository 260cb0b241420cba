import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.ts';
import {
  CHARGE_DAYS,
  dunningPlan,
  HARD_DECLINE_CODES,
  hasLapsed,
  isHardDecline,
  lapseDate,
  nextRetryOn,
  retryDueNow,
} from './dunning.ts';

const D = '2026-03-10';
const day = (offset: number) => addDays(D, offset);

describe('dunning after a missed premium', () => {
  it('plans retries, the grace notice, reminders, the lapse and its notice from the due date', () => {
    expect(dunningPlan(D)).toEqual({
      retries: [
        '2026-03-11',
        '2026-03-13',
        '2026-03-15',
        '2026-03-17',
        '2026-03-24',
        '2026-03-31',
        '2026-04-07',
      ],
      graceNoticeOn: '2026-03-11',
      reminders: ['2026-03-24', '2026-04-03'],
      lapsesOn: '2026-04-10',
      lapseNoticeOn: '2026-04-11',
    });
  });

  it('moves the lapse when the grace notice went out late (Michigan: 30 days of notice)', () => {
    expect(lapseDate(D, day(1))).toBe(day(31));
    expect(lapseDate(D, D)).toBe(day(31));
    expect(lapseDate(D, day(5))).toBe(day(35));
    expect(dunningPlan(D, { graceNoticeSentOn: day(5) })).toMatchObject({
      graceNoticeOn: day(5),
      lapsesOn: day(35),
      lapseNoticeOn: day(36),
    });
  });

  it('gives every policy at least 31 days of grace and 30 days of notice, whenever the notice went out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (noticeDay) => {
        const lapsesOn = lapseDate(D, day(noticeDay));
        expect(lapsesOn >= day(31)).toBe(true);
        expect(lapsesOn >= day(noticeDay + 30)).toBe(true);
        expect([day(31), day(noticeDay + 30)]).toContain(lapsesOn);
      }),
    );
  });

  it('lapses only after the last day of grace, and never before the grace notice was sent', () => {
    expect(hasLapsed(D, day(1), day(31))).toBe(false);
    expect(hasLapsed(D, day(1), day(32))).toBe(true);
    expect(hasLapsed(D, day(5), day(35))).toBe(false);
    expect(hasLapsed(D, day(5), day(36))).toBe(true);
    expect(hasLapsed(D, null, day(90))).toBe(false);
  });

  it('charges on the due day, then on D+1, 3, 5, 7, 14, 21 and 28, and no more after 8 attempts', () => {
    const days = Array.from({ length: 9 }, (_, made) =>
      nextRetryOn(D, made, made === 0 ? null : 'card_declined'),
    );
    expect(days).toEqual([D, day(1), day(3), day(5), day(7), day(14), day(21), day(28), null]);
    expect(CHARGE_DAYS.every((offset) => offset < 31)).toBe(true);
  });

  it('never retries a hard decline, and retries the sandbox’s soft declines', () => {
    for (const code of HARD_DECLINE_CODES) expect(nextRetryOn(D, 1, code)).toBeNull();
    for (const code of ['lost_card', 'stolen_card', 'pickup_card', 'expired_card', 'incorrect_cvc'])
      expect(isHardDecline(code)).toBe(true);
    for (const code of ['card_declined', 'insufficient_funds', 'processing_error', 'do_not_honor', null])
      expect(nextRetryOn(D, 1, code)).toBe(day(1));
  });

  it('catches up with one charge after missed days, not a burst', () => {
    expect(nextRetryOn(D, 2, 'card_declined', day(10))).toBe(day(14));
    expect(nextRetryOn(D, 7, 'card_declined', day(29))).toBeNull();
    expect(
      retryDueNow(
        { dueOn: D, attemptsMade: 2, lastDeclineCode: 'card_declined', lastAttemptOn: day(1) },
        day(10),
      ),
    ).toBe(true);
    expect(
      retryDueNow(
        { dueOn: D, attemptsMade: 3, lastDeclineCode: 'card_declined', lastAttemptOn: day(10) },
        day(10),
      ),
    ).toBe(false);
  });

  it('retries at once when the customer adds a method, even after a hard decline or the last slot', () => {
    const failed = { dueOn: D, attemptsMade: 8, lastDeclineCode: 'stolen_card', lastAttemptOn: day(28) };
    expect(retryDueNow(failed, day(29))).toBe(false);
    expect(retryDueNow({ ...failed, methodChangedSinceLastAttempt: true }, day(29))).toBe(true);
    expect(
      retryDueNow(
        { dueOn: D, attemptsMade: 0, lastDeclineCode: null, methodChangedSinceLastAttempt: true },
        day(-3),
      ),
    ).toBe(false);
  });

  it('is due on a scheduled day and not before', () => {
    const state = { dueOn: D, attemptsMade: 1, lastDeclineCode: 'insufficient_funds', lastAttemptOn: D };
    expect(retryDueNow(state, D)).toBe(false);
    expect(retryDueNow(state, day(1))).toBe(true);
    expect(retryDueNow({ dueOn: D, attemptsMade: 0, lastDeclineCode: null }, D)).toBe(true);
    expect(retryDueNow({ dueOn: D, attemptsMade: 0, lastDeclineCode: null }, day(-1))).toBe(false);
  });

  it('refuses a count of attempts that is not a whole number', () => {
    expect(() => nextRetryOn(D, -1, null)).toThrow(RangeError);
    expect(() => nextRetryOn(D, 1.5, null)).toThrow(RangeError);
  });
});

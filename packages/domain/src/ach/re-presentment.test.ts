import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, addDays, isBusinessDay } from '../calendar.ts';
import {
  accountDebitable,
  nextPresentment,
  type AchPresentation,
  type RepresentmentErrorCode,
} from './re-presentment.ts';
import { achReturnRule } from './return-codes.ts';
import { achSettlementDate } from './settlement.ts';

/** A presentation submitted on `submittedOn` and returned with `code` on its settlement day. */
const returnedAtSettlement = (
  submittedOn: string,
  code = 'R01',
): Extract<AchPresentation, { outcome: 'returned' }> => ({
  submittedOn,
  outcome: 'returned',
  code,
  returnedOn: achSettlementDate(submittedOn),
});

const refusal = (presentations: readonly AchPresentation[], today: string): RepresentmentErrorCode | null => {
  const result = nextPresentment(presentations, today);
  return result.ok ? null : result.error.code;
};

// Monday 2026-03-02: the original settles (and is returned R01) on Monday 2026-03-09.
const D = '2026-03-02';

describe('presenting a returned debit again', () => {
  it('presents an R01 again on the business day after the return, marked RETRY PYMT', () => {
    expect(nextPresentment([returnedAtSettlement(D)], '2026-03-09')).toEqual({
      ok: true,
      value: {
        on: '2026-03-10',
        presentation: 2,
        entryDescription: 'RETRY PYMT',
        windowEndsOn: '2026-09-05',
      },
    });
  });

  it('keeps the whole dunning inside the 31-day grace: the second re-presentment is answered by day 23', () => {
    const first = nextPresentment([returnedAtSettlement(D)], '2026-03-09');
    if (!first.ok) throw new Error(first.error.code);
    const second = nextPresentment(
      [returnedAtSettlement(D), returnedAtSettlement(first.value.on, 'R09')],
      achSettlementDate(first.value.on),
    );
    if (!second.ok) throw new Error(second.error.code);
    expect(second.value).toMatchObject({ on: '2026-03-18', presentation: 3 });
    expect(achSettlementDate(second.value.on)).toBe('2026-03-25');
    expect(achSettlementDate(second.value.on) <= addDays(D, 31)).toBe(true);
  });

  it('presents on today’s business day when the day after the return has passed, skipping weekends and holidays', () => {
    expect(nextPresentment([returnedAtSettlement(D)], '2026-03-20')).toMatchObject({
      ok: true,
      value: { on: '2026-03-20' },
    });
    expect(nextPresentment([returnedAtSettlement(D)], '2026-03-21')).toMatchObject({
      ok: true,
      value: { on: '2026-03-23' },
    });
    // Returned on Wednesday 2026-11-25: Thanksgiving is not a banking day.
    const beforeThanksgiving: AchPresentation = {
      submittedOn: '2026-11-18',
      outcome: 'returned',
      code: 'R09',
      returnedOn: '2026-11-25',
    };
    expect(nextPresentment([beforeThanksgiving], '2026-11-25')).toMatchObject({
      ok: true,
      value: { on: '2026-11-27' },
    });
  });

  it('presents an entry no more than twice again', () => {
    const three = [
      returnedAtSettlement(D),
      returnedAtSettlement('2026-03-10'),
      returnedAtSettlement('2026-03-18'),
    ];
    expect(refusal(three, '2026-03-26')).toBe('ACH.RETRIES_EXHAUSTED');
  });

  it('never presents again more than 180 days after the original settled', () => {
    const late: AchPresentation = { ...returnedAtSettlement(D), returnedOn: '2026-09-03' };
    expect(nextPresentment([late], '2026-09-03')).toMatchObject({ ok: true, value: { on: '2026-09-04' } });
    expect(nextPresentment([late], '2026-09-04')).toMatchObject({ ok: true, value: { on: '2026-09-04' } });
    // 2026-09-05, the last day of the window, is a Saturday, and the Monday is Labor Day: too late.
    expect(refusal([late], '2026-09-05')).toBe('ACH.RETRY_WINDOW_CLOSED');
    expect(refusal([returnedAtSettlement(D)], '2026-12-01')).toBe('ACH.RETRY_WINDOW_CLOSED');
    // The window counts from the original's own settlement day when it is known.
    const known: AchPresentation = { ...returnedAtSettlement(D), settledOn: '2026-03-06' };
    expect(nextPresentment([known], '2026-03-09')).toMatchObject({
      ok: true,
      value: { windowEndsOn: '2026-09-02' },
    });
  });

  it('never presents again after any code but R01 and R09, and says what the person must give', () => {
    for (const code of ['R02', 'R03', 'R04', 'R05', 'R07', 'R08', 'R10', 'R11', 'R29', 'R20']) {
      const result = nextPresentment([returnedAtSettlement(D, code)], '2026-03-09');
      expect(result, code).toEqual({
        ok: false,
        error: {
          code: 'ACH.ACCOUNT_STOPPED',
          message: expect.any(String),
          returnCode: code,
          remedy: achReturnRule(code).remedy,
        },
      });
    }
    // An R01 re-presentment returned R02: stopped too.
    expect(refusal([returnedAtSettlement(D), returnedAtSettlement('2026-03-10', 'R02')], '2026-03-17')).toBe(
      'ACH.ACCOUNT_STOPPED',
    );
  });

  it('presents nothing again while a presentation is processing, once one settled, or before the first', () => {
    expect(refusal([], D)).toBe('ACH.NOT_PRESENTED');
    expect(refusal([{ submittedOn: D, outcome: 'processing' }], D)).toBe('ACH.DEBIT_IN_PROGRESS');
    expect(
      refusal([returnedAtSettlement(D), { submittedOn: '2026-03-10', outcome: 'processing' }], '2026-03-12'),
    ).toBe('ACH.DEBIT_IN_PROGRESS');
    expect(refusal([{ submittedOn: D, outcome: 'settled' }], '2026-03-10')).toBe('ACH.DEBIT_SETTLED');
  });
});

describe('an account’s debits', () => {
  it('are allowed after none or only R01 and R09 returns, and stopped by any other code', () => {
    expect(accountDebitable([])).toEqual({ ok: true, value: undefined });
    expect(accountDebitable(['R01', 'R09', 'R01']).ok).toBe(true);
    expect(accountDebitable(['R01', 'R10'])).toEqual({
      ok: false,
      error: {
        code: 'ACH.ACCOUNT_STOPPED',
        message: expect.any(String),
        returnCode: 'R10',
        remedy: 'new_authorisation',
      },
    });
    expect(accountDebitable(['R02'])).toMatchObject({ ok: false, error: { remedy: 'new_account' } });
  });
});

describe('re-presentment (property)', () => {
  const anyDay = fc
    .date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2060-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
  /** What the bank does with a presentation: settles it, or returns it (mostly R01/R09) some days later. */
  const anyOutcome = fc.record({
    // Weighted towards what may be presented again, so that histories reach the limit often.
    settles: fc.constantFrom(false, false, false, false, true),
    code: fc.constantFrom('R01', 'R09', 'R01', 'R09', 'R01', 'R09', 'R02', 'R08', 'R10', 'R29'),
    daysAfterSettlement: fc.oneof(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 70 })),
    callerWaits: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 200 })),
  });

  it('never presents one entry more than 3 times, nor again more than 180 days after it first settled, nor after a stop', () => {
    fc.assert(
      fc.property(anyDay, fc.array(anyOutcome, { minLength: 1, maxLength: 8 }), (firstDay, outcomes) => {
        const history: AchPresentation[] = [];
        let submittedOn = firstDay;
        for (const outcome of outcomes) {
          const settledOn = achSettlementDate(submittedOn);
          if (outcome.settles) {
            history.push({ submittedOn, outcome: 'settled' });
          } else {
            const returnedOn = addDays(settledOn, outcome.daysAfterSettlement);
            history.push({ submittedOn, outcome: 'returned', code: outcome.code, returnedOn });
          }
          const last = history.at(-1)!;
          const today = addDays(
            last.outcome === 'returned' ? last.returnedOn : settledOn,
            outcome.callerWaits,
          );
          const next = nextPresentment(history, today);
          if (!next.ok) break;
          expect(last.outcome).toBe('returned');
          expect(
            history.every((each) => each.outcome === 'returned' && ['R01', 'R09'].includes(each.code)),
          ).toBe(true);
          expect(next.value.on >= today).toBe(true);
          expect(isBusinessDay(next.value.on)).toBe(true);
          if (last.outcome === 'returned')
            expect(next.value.on >= addBusinessDays(last.returnedOn, 1)).toBe(true);
          submittedOn = next.value.on;
          history.push({ submittedOn, outcome: 'processing' });
          expect(nextPresentment(history, submittedOn).ok).toBe(false);
          history.pop();
        }
        const originalSettled = achSettlementDate(firstDay);
        expect(history.length).toBeLessThanOrEqual(3);
        for (const each of history.slice(1))
          expect(each.submittedOn <= addDays(originalSettled, 180), each.submittedOn).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('presents an entry returned R01 or R09 again while it has been presented fewer than 3 times, if asked the day of the return', () => {
    fc.assert(
      fc.property(
        anyDay,
        fc.array(fc.constantFrom('R01', 'R09'), { minLength: 1, maxLength: 3 }),
        (firstDay, codes) => {
          const history: AchPresentation[] = [];
          let submittedOn = firstDay;
          for (const code of codes) {
            history.push(returnedAtSettlement(submittedOn, code));
            const next = nextPresentment(history, achSettlementDate(submittedOn));
            if (history.length < 3) {
              expect(next).toMatchObject({ ok: true, value: { presentation: history.length + 1 } });
              if (next.ok) submittedOn = next.value.on;
            } else expect(next).toMatchObject({ ok: false, error: { code: 'ACH.RETRIES_EXHAUSTED' } });
          }
        },
      ),
    );
  });
});

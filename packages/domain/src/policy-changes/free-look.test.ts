import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.ts';
import { cancellation, freeLookDays, freeLookEndsOn, freeLookRefunds } from './free-look.ts';

const delivered = { deliveredOn: '2026-11-02', replacesCover: false, state: 'OH' };

describe('the free look', () => {
  it('gives 10 days from delivery, 30 when the policy replaces other cover, 45 in PA replacing ours', () => {
    expect(freeLookEndsOn(delivered)).toBe('2026-11-12');
    expect(freeLookEndsOn({ ...delivered, replacesCover: true })).toBe('2026-12-02');
    expect(freeLookDays({ replacesCover: true, replacesOurPolicy: true, state: 'PA' })).toBe(45);
    expect(freeLookDays({ replacesCover: true, replacesOurPolicy: true, state: 'OH' })).toBe(30);
    expect(freeLookDays({ replacesCover: false, replacesOurPolicy: true, state: 'PA' })).toBe(10);
  });

  it('refunds everything on its last day; the day after, cover runs to the end of the paid period', () => {
    expect(cancellation(delivered, '2026-11-12', '2026-12-01')).toEqual({
      kind: 'free_look',
      refundAllPremiums: true,
      coverEndsOn: null,
    });
    expect(cancellation(delivered, '2026-11-13', '2026-12-01')).toEqual({
      kind: 'end_of_paid_period',
      refundAllPremiums: false,
      coverEndsOn: '2026-12-01',
    });
  });

  it('is a refund exactly while the window is open, whatever the delivery day and replacement', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 60 }),
        (offset, replacesCover, daysLater) => {
          const facts = { deliveredOn: addDays('2026-01-01', offset), replacesCover, state: 'GA' };
          const today = addDays(facts.deliveredOn, daysLater);
          const refunded = cancellation(facts, today, addDays(today, 20)).refundAllPremiums;
          return refunded === daysLater <= (replacesCover ? 30 : 10);
        },
      ),
    );
  });

  it('ends the cover of a policy in grace on the day it is cancelled, not on a day already past', () => {
    expect(cancellation(delivered, '2027-02-20', '2027-02-01')).toEqual({
      kind: 'end_of_paid_period',
      refundAllPremiums: false,
      coverEndsOn: '2027-02-20',
    });
  });

  it('gives back each payment less what was refunded, and nothing of a payment the bank returned', () => {
    expect(
      freeLookRefunds([
        { paymentId: 'card', amount: 2_150, refunded: 0, returned: false },
        { paymentId: 'bank', amount: 2_150, refunded: 0, returned: true },
        { paymentId: 'partly', amount: 2_150, refunded: 150, returned: false },
        { paymentId: 'given back', amount: 2_150, refunded: 2_150, returned: false },
      ]),
    ).toEqual([
      { paymentId: 'card', amount: 2_150 },
      { paymentId: 'partly', amount: 2_000 },
    ]);
  });
});

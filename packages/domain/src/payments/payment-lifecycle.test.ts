import { describe, expect, it } from 'vitest';
import {
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  transitionPayment,
  type PaymentEvent,
} from './payment-lifecycle.ts';

const EVENTS = Object.keys(PAYMENT_TRANSITIONS) as PaymentEvent[];

describe('a payment', () => {
  it('is answered at once on a card, or processes and then settles on a bank account', () => {
    expect(transitionPayment('pending', 'succeeded')).toEqual({ ok: true, value: 'succeeded' });
    expect(transitionPayment('pending', 'failed')).toEqual({ ok: true, value: 'failed' });
    expect(transitionPayment('pending', 'accepted')).toEqual({ ok: true, value: 'processing' });
    expect(transitionPayment('processing', 'succeeded')).toEqual({ ok: true, value: 'succeeded' });
    expect(transitionPayment('processing', 'failed')).toEqual({ ok: true, value: 'failed' });
  });

  it('can be returned only once it has settled', () => {
    expect(transitionPayment('succeeded', 'returned')).toEqual({ ok: true, value: 'returned' });
    for (const from of ['pending', 'processing', 'failed', 'returned'] as const)
      expect(transitionPayment(from, 'returned')).toMatchObject({
        ok: false,
        error: { code: 'PAYMENT.NOT_SETTLED' },
      });
  });

  it('never changes its outcome once settled: another attempt is another payment', () => {
    for (const from of ['succeeded', 'failed', 'returned'] as const)
      for (const event of ['accepted', 'succeeded', 'failed'] as const)
        expect(transitionPayment(from, event)).toMatchObject({
          ok: false,
          error: { code: 'PAYMENT.ALREADY_SETTLED', from, event },
        });
  });

  it('answers every status and event, each allowed move exactly as the table says', () => {
    for (const from of PAYMENT_STATUSES)
      for (const event of EVENTS) {
        const moved = transitionPayment(from, event);
        const allowed = (PAYMENT_TRANSITIONS[event].from as readonly string[]).includes(from);
        expect(moved.ok).toBe(allowed);
        if (moved.ok) expect(moved.value).toBe(PAYMENT_TRANSITIONS[event].to);
      }
  });
});

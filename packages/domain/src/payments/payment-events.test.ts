import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectOf, type PaymentEvent, type PaymentFacts, type PaymentRef } from './payment-events.ts';

const ref: PaymentRef = {
  rail: 'card',
  paymentId: 'p1',
  invoiceId: 'i1',
  providerPaymentId: 'pi_1',
  providerCustomerId: 'cus_1',
  amount: 1692,
};
const settled: PaymentEvent = { type: 'payment_settled', ref };
const failed: PaymentEvent = { type: 'payment_failed', ref, code: 'card_declined', message: 'Declined.' };
const facts = (status: PaymentFacts['status'], refund: PaymentFacts['refund'] = null): PaymentFacts => ({
  status,
  refund,
});

describe('what a provider event does to a payment', () => {
  it('settles a payment still pending the way the provider says it ended', () => {
    expect(effectOf(facts('pending'), settled)).toEqual({ kind: 'settle', outcome: 'succeeded' });
    expect(effectOf(facts('pending'), failed)).toEqual({ kind: 'settle', outcome: 'failed' });
  });

  it('changes nothing we already knew, and never overrules our record', () => {
    expect(effectOf(facts('succeeded'), settled)).toEqual({ kind: 'already' });
    expect(effectOf(facts('failed'), failed)).toEqual({ kind: 'already' });
    expect(effectOf(facts('failed'), settled).kind).toBe('conflict');
    expect(effectOf(facts('succeeded'), failed).kind).toBe('conflict');
  });

  it('finishes our refund still pending; a refund we never decided is a record only', () => {
    const refunded: PaymentEvent = { type: 'refunded', ref, refunded: 1692, providerRefundId: 're_1' };
    expect(effectOf(facts('succeeded', { status: 'pending' }), refunded)).toEqual({ kind: 'settle_refund' });
    expect(effectOf(facts('succeeded', { status: 'succeeded' }), refunded)).toEqual({ kind: 'already' });
    expect(effectOf(facts('succeeded'), refunded).kind).toBe('record');
  });

  it('keeps disputes and bank returns as records', () => {
    const disputed: PaymentEvent = {
      type: 'disputed',
      ref,
      providerDisputeId: 'dp_1',
      reason: 'fraudulent',
      disputedAmount: 1692,
    };
    expect(effectOf(facts('succeeded'), disputed).kind).toBe('record');
    expect(
      effectOf(facts('succeeded'), { type: 'payment_returned', ref: { ...ref, rail: 'bank' }, code: 'R01' })
        .kind,
    ).toBe('record');
  });

  it('only ever settles a pending payment, whatever the event and the state', () => {
    const events = fc.constantFrom<PaymentEvent>(
      settled,
      failed,
      { type: 'payment_returned', ref, code: 'R10' },
      { type: 'refunded', ref, refunded: 100, providerRefundId: null },
      { type: 'disputed', ref, providerDisputeId: 'dp', reason: 'general', disputedAmount: 100 },
    );
    const states = fc.record({
      status: fc.constantFrom<PaymentFacts['status']>('pending', 'succeeded', 'failed'),
      refund: fc.option(
        fc.record({
          status: fc.constantFrom<'pending' | 'succeeded' | 'failed'>('pending', 'succeeded', 'failed'),
        }),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(states, events, (state, event) => {
        const effect = effectOf(state, event);
        if (effect.kind === 'settle') expect(state.status).toBe('pending');
        if (effect.kind === 'settle_refund') expect(state.refund?.status).toBe('pending');
      }),
    );
  });
});

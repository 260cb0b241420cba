import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, type Cents } from '../money.ts';
import {
  INVOICE_STATUSES,
  INVOICE_TRANSITIONS,
  isPayable,
  transition,
  type InvoiceEvent,
  type InvoiceStatus,
} from './invoice-lifecycle.ts';

const invoice = (status: InvoiceStatus, balance = 2500) => ({ status, balance: cents(balance) });
const succeeded = (amount: number): InvoiceEvent => ({ type: 'charge_succeeded', amount: amount as Cents });
const returned = (amount: number, invoiceAmount = 2500): InvoiceEvent => ({
  type: 'charge_returned',
  amount: amount as Cents,
  invoiceAmount: invoiceAmount as Cents,
});
const refusal = (status: InvoiceStatus, event: InvoiceEvent, balance = 2500) => {
  const result = transition(invoice(status, balance), event);
  return result.ok ? null : result.error;
};

describe('an invoice’s lifecycle', () => {
  it('starts a charge on every payable invoice with no charge in flight', () => {
    for (const status of ['created', 'failed', 'retryable', 'short_paid'] as const)
      expect(transition(invoice(status), { type: 'charge_started' })).toEqual({
        ok: true,
        value: invoice('processing'),
      });
  });

  it('refuses a second charge while one is in flight, and any charge of a paid or void invoice', () => {
    expect(refusal('processing', { type: 'charge_started' })).toEqual({
      code: 'INVOICE.PAYMENT_IN_PROGRESS',
      message: expect.any(String),
      from: 'processing',
      event: 'charge_started',
    });
    expect(refusal('fully_paid', { type: 'charge_started' }, 0)?.code).toBe('INVOICE.NOT_PAYABLE');
    expect(refusal('void', { type: 'charge_started' }, 0)?.code).toBe('INVOICE.NOT_PAYABLE');
  });

  it('is paid in full when a charge takes the whole balance, part paid when it takes less', () => {
    expect(transition(invoice('processing'), succeeded(2500))).toEqual({
      ok: true,
      value: invoice('fully_paid', 0),
    });
    expect(transition(invoice('processing'), succeeded(1000))).toEqual({
      ok: true,
      value: invoice('short_paid', 1500),
    });
  });

  it('refuses a charge outcome when no charge is in flight', () => {
    for (const status of INVOICE_STATUSES.filter((each) => each !== 'processing'))
      for (const event of [succeeded(100), { type: 'charge_failed' }, { type: 'charge_abandoned' }] as const)
        expect(refusal(status, event)?.code).toBe('INVOICE.NOT_PROCESSING');
  });

  it('refuses an amount that is not positive whole cents or is more than the balance', () => {
    expect(refusal('processing', succeeded(0))?.code).toBe('INVOICE.INVALID_AMOUNT');
    expect(refusal('processing', succeeded(-5))?.code).toBe('INVOICE.INVALID_AMOUNT');
    expect(refusal('processing', succeeded(10.5))?.code).toBe('INVOICE.INVALID_AMOUNT');
    expect(refusal('processing', succeeded(2501))?.code).toBe('INVOICE.OVERPAYMENT');
  });

  it('fails a declined charge, and an abandoned one too, keeping the balance; a failure may be scheduled for retry', () => {
    expect(transition(invoice('processing', 900), { type: 'charge_failed' })).toEqual({
      ok: true,
      value: invoice('failed', 900),
    });
    expect(transition(invoice('processing', 900), { type: 'charge_abandoned' })).toEqual({
      ok: true,
      value: invoice('failed', 900),
    });
    expect(transition(invoice('failed'), { type: 'retry_scheduled' })).toEqual({
      ok: true,
      value: invoice('retryable'),
    });
    expect(refusal('created', { type: 'retry_scheduled' })?.code).toBe('INVOICE.NOT_FAILED');
    expect(refusal('retryable', { type: 'retry_scheduled' })?.code).toBe('INVOICE.NOT_FAILED');
  });

  it('voids an unpaid or part-paid invoice to a zero balance, but not one with a charge in flight', () => {
    for (const status of ['created', 'failed', 'retryable', 'short_paid'] as const)
      expect(transition(invoice(status), { type: 'void' })).toEqual({ ok: true, value: invoice('void', 0) });
    expect(refusal('processing', { type: 'void' })?.code).toBe('INVOICE.PAYMENT_IN_PROGRESS');
    expect(refusal('fully_paid', { type: 'void' }, 0)?.code).toBe('INVOICE.NOT_PAYABLE');
    expect(refusal('void', { type: 'void' }, 0)?.code).toBe('INVOICE.NOT_PAYABLE');
  });

  it('never re-opens a refunded invoice: status and balance stay as they were', () => {
    expect(transition(invoice('fully_paid', 0), { type: 'refunded' })).toEqual({
      ok: true,
      value: invoice('fully_paid', 0),
    });
    expect(transition(invoice('short_paid', 700), { type: 'refunded' })).toEqual({
      ok: true,
      value: invoice('short_paid', 700),
    });
    expect(refusal('created', { type: 'refunded' })?.code).toBe('INVOICE.NOTHING_TO_REFUND');
    expect(refusal('processing', { type: 'refunded' })?.code).toBe('INVOICE.PAYMENT_IN_PROGRESS');
  });

  it('follows a bank debit: processing until it settles, then paid, or failed and retryable when it fails at settlement', () => {
    const debited = transition(invoice('created'), { type: 'charge_started' });
    expect(debited).toEqual({ ok: true, value: invoice('processing') });
    expect(transition(invoice('processing'), succeeded(2500))).toEqual({
      ok: true,
      value: invoice('fully_paid', 0),
    });
    const failed = transition(invoice('processing'), { type: 'charge_failed' });
    expect(failed).toEqual({ ok: true, value: invoice('failed') });
    expect(transition(invoice('failed'), { type: 'retry_scheduled' })).toEqual({
      ok: true,
      value: invoice('retryable'),
    });
    // Presented again (R01): processing once more.
    expect(transition(invoice('retryable'), { type: 'charge_started' })).toEqual({
      ok: true,
      value: invoice('processing'),
    });
  });

  it('re-opens a paid invoice whose debit is returned after settlement: owed again and payable, not refunded', () => {
    expect(transition(invoice('fully_paid', 0), returned(2500))).toEqual({
      ok: true,
      value: invoice('failed', 2500),
    });
    expect(transition(invoice('short_paid', 1500), returned(1000))).toEqual({
      ok: true,
      value: invoice('failed', 2500),
    });
    // Part of what was paid: the invoice owes that part again.
    expect(transition(invoice('fully_paid', 0), returned(1000))).toEqual({
      ok: true,
      value: invoice('failed', 1000),
    });
    // The re-opened invoice may be charged again.
    expect(transition(invoice('failed', 2500), { type: 'charge_started' }).ok).toBe(true);
  });

  it('adds a returned payment to what an invoice already owing owes, keeping its status', () => {
    for (const status of ['processing', 'failed', 'retryable'] as const)
      expect(transition(invoice(status, 1500), returned(1000))).toEqual({
        ok: true,
        value: invoice(status, 2500),
      });
  });

  it('refuses a return with nothing paid to return, or more than was paid', () => {
    expect(refusal('created', returned(100))).toEqual({
      code: 'INVOICE.NOTHING_TO_RETURN',
      message: expect.any(String),
      from: 'created',
      event: 'charge_returned',
    });
    expect(refusal('void', returned(100), 0)?.code).toBe('INVOICE.NOTHING_TO_RETURN');
    expect(refusal('fully_paid', returned(2501), 0)?.code).toBe('INVOICE.RETURN_EXCEEDS_PAID');
    expect(refusal('short_paid', returned(1001), 1500)?.code).toBe('INVOICE.RETURN_EXCEEDS_PAID');
    expect(refusal('fully_paid', returned(0), 0)?.code).toBe('INVOICE.INVALID_AMOUNT');
    expect(refusal('fully_paid', returned(10.5), 0)?.code).toBe('INVOICE.INVALID_AMOUNT');
    expect(refusal('fully_paid', returned(100, 10.5), 0)?.code).toBe('INVOICE.INVALID_AMOUNT');
  });

  it('counts every open status as payable and paid or void as not', () => {
    expect(INVOICE_STATUSES.filter(isPayable)).toEqual([
      'created',
      'processing',
      'short_paid',
      'failed',
      'retryable',
    ]);
  });

  it('allows exactly the transitions its table lists, and any sequence of them keeps the balance between 0 and the amount, 0 exactly when paid or void', () => {
    const events = fc.constantFrom<InvoiceEvent['type']>(
      ...(Object.keys(INVOICE_TRANSITIONS) as InvoiceEvent['type'][]),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(events, fc.integer({ min: 1, max: 3000 })), { maxLength: 30 }),
        (steps) => {
          let state = invoice('created', 2500);
          for (const [type, amount] of steps) {
            const event =
              type === 'charge_succeeded'
                ? succeeded(amount)
                : type === 'charge_returned'
                  ? returned(amount)
                  : ({ type } as InvoiceEvent);
            const result = transition(state, event);
            const listed = (INVOICE_TRANSITIONS[type].from as readonly InvoiceStatus[]).includes(
              state.status,
            );
            // An amount may be refused where the event is listed: more than is owed, or than was paid.
            if (!('amount' in event) || !listed) expect(result.ok).toBe(listed);
            if (!result.ok) continue;
            state = result.value;
            expect(state.balance).toBeGreaterThanOrEqual(0);
            expect(state.balance).toBeLessThanOrEqual(2500);
            expect(state.balance === 0).toBe(!isPayable(state.status));
          }
        },
      ),
    );
  });
});

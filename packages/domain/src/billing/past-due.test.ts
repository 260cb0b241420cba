import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money.ts';
import { INVOICE_STATUSES, type InvoiceStatus } from './invoice-lifecycle.ts';
import { combinedResult, isPastDue, mayPayNow, owedSummary, type OwedInvoice } from './past-due.ts';

const NOW = new Date('2026-04-15T16:00:00Z');
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

const invoice = (overrides: Partial<OwedInvoice> = {}): OwedInvoice => ({
  id: 'inv',
  kind: 'premium',
  status: 'failed',
  balance: cents(2373),
  dueAt: ago(3),
  ...overrides,
});

describe('a past-due premium', () => {
  it('is a premium still owed, with no charge in flight, due more than a day ago', () => {
    expect(isPastDue(invoice(), NOW)).toBe(true);
    for (const status of ['created', 'failed', 'retryable', 'short_paid'] as const)
      expect(isPastDue(invoice({ status }), NOW), status).toBe(true);
    // Its charge is in flight: processing, not past due.
    expect(isPastDue(invoice({ status: 'processing' }), NOW)).toBe(false);
    expect(isPastDue(invoice({ status: 'fully_paid', balance: cents(0) }), NOW)).toBe(false);
    expect(isPastDue(invoice({ status: 'void', balance: cents(0) }), NOW)).toBe(false);
  });

  it('waits a whole day after the due date (the due-day charge has its chance)', () => {
    expect(isPastDue(invoice({ dueAt: ago(1) }), NOW)).toBe(false);
    expect(isPastDue(invoice({ dueAt: new Date(ago(1).getTime() - 1) }), NOW)).toBe(true);
    expect(isPastDue(invoice({ dueAt: ago(0.5) }), NOW)).toBe(false);
  });

  it('is never a first premium: unpaid, it bought nothing to be behind on', () => {
    expect(isPastDue(invoice({ kind: 'first_premium', dueAt: ago(40) }), NOW)).toBe(false);
  });
});

describe('what is owed', () => {
  it('sums the past-due balances and the amounts in flight apart', () => {
    const summary = owedSummary(
      [
        invoice({ id: 'a', balance: cents(2373) }),
        invoice({ id: 'b', status: 'short_paid', balance: cents(1000) }),
        invoice({ id: 'c', status: 'processing', balance: cents(2373) }),
        invoice({ id: 'd', status: 'fully_paid', balance: cents(0) }),
        invoice({ id: 'e', status: 'created', dueAt: new Date(NOW.getTime() + DAY) }),
        invoice({ id: 'f', kind: 'first_premium', status: 'processing' }),
      ],
      NOW,
    );
    expect(summary).toEqual({
      pastDueIds: ['a', 'b'],
      pastDueBalance: 3373,
      processingIds: ['c'],
      processingAmount: 2373,
    });
  });

  it('owes nothing without invoices', () => {
    expect(owedSummary([], NOW)).toEqual({
      pastDueIds: [],
      pastDueBalance: 0,
      processingIds: [],
      processingAmount: 0,
    });
  });

  it('never counts an invoice both past due and processing, and the balance is the sum of its ids', () => {
    const arbitraryInvoice = fc.record({
      id: fc.uuid(),
      kind: fc.constantFrom('first_premium' as const, 'premium' as const),
      status: fc.constantFrom<InvoiceStatus>(...INVOICE_STATUSES),
      balance: fc.integer({ min: 0, max: 1_000_000 }).map(cents),
      dueAt: fc.integer({ min: -90, max: 30 }).map((days) => ago(days)),
    });
    fc.assert(
      fc.property(fc.array(arbitraryInvoice, { maxLength: 12 }), (invoices) => {
        const summary = owedSummary(invoices, NOW);
        const byId = new Map(invoices.map((each) => [each.id, each]));
        expect(summary.pastDueIds.filter((id) => summary.processingIds.includes(id))).toEqual([]);
        const pastDue = invoices.filter((each) => summary.pastDueIds.includes(each.id));
        expect(summary.pastDueBalance).toBe(pastDue.reduce((total, each) => total + each.balance, 0));
        for (const id of summary.pastDueIds) expect(byId.get(id)!.kind).toBe('premium');
      }),
    );
  });
});

describe('paying now from the billing page', () => {
  it('takes a premium that fell due, paid and void ones included (they answer, nothing is charged)', () => {
    expect(mayPayNow(invoice(), NOW).ok).toBe(true);
    expect(mayPayNow(invoice({ dueAt: ago(0.1) }), NOW).ok).toBe(true);
    expect(mayPayNow(invoice({ status: 'fully_paid', dueAt: new Date(NOW.getTime() + DAY) }), NOW).ok).toBe(
      true,
    );
  });

  it('refuses the first premium, a reinstatement and a premium not yet due, by name', () => {
    expect(mayPayNow(invoice({ kind: 'first_premium' }), NOW)).toMatchObject({
      ok: false,
      error: { code: 'BILLING.FIRST_PREMIUM' },
    });
    // A reinstatement's figures hold on the day the rules give them: its own screen pays it.
    expect(mayPayNow(invoice({ kind: 'reinstatement' }), NOW)).toMatchObject({
      ok: false,
      error: { code: 'BILLING.REINSTATEMENT' },
    });
    expect(isPastDue(invoice({ kind: 'reinstatement' }), NOW)).toBe(false);
    expect(
      mayPayNow(invoice({ status: 'created', dueAt: new Date(NOW.getTime() + DAY) }), NOW),
    ).toMatchObject({
      ok: false,
      error: { code: 'BILLING.NOT_DUE' },
    });
  });

  it('takes a reinstatement the bank took back after it reinstated the policy, as a missed premium', () => {
    const returned = invoice({ kind: 'reinstatement', owedAgain: true, id: 'reinstated' });
    expect(mayPayNow(returned, NOW).ok).toBe(true);
    expect(isPastDue(returned, NOW)).toBe(true);
    expect(owedSummary([returned, invoice({ kind: 'reinstatement', id: 'offer' })], NOW)).toEqual({
      pastDueIds: ['reinstated'],
      pastDueBalance: 2373,
      processingIds: [],
      processingAmount: 0,
    });
    expect(owedSummary([{ ...returned, status: 'processing' }], NOW).processingIds).toEqual(['reinstated']);
  });
});

describe('the combined result of a payment retry (spec 001 §4.6)', () => {
  it('is failed if any failed, else processing if any is, else success', () => {
    expect(combinedResult(['success', 'processing', 'failed'])).toBe('failed');
    expect(combinedResult(['success', 'processing'])).toBe('processing');
    expect(combinedResult(['success', 'success'])).toBe('success');
    expect(combinedResult([])).toBe('success');
  });
});

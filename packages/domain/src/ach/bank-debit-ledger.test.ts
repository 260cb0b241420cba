// The invoice's lifecycle and the ledger's postings walked together through bank debits: whatever settles,
// fails or comes back, the invoice's balance is its receivable (what the ledger's reconciliation checks).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transition, type InvoiceEvent, type InvoiceState } from '../billing/invoice-lifecycle.ts';
import { postings, type LedgerEvent } from '../ledger/postings.ts';
import { cents, type Cents } from '../money.ts';

type Step =
  | { kind: 'debit'; outcome: 'settles' | 'fails'; share: number }
  | { kind: 'return'; which: number }
  | { kind: 'retry' };

const anyStep: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('debit' as const),
    outcome: fc.constantFrom('settles' as const, 'fails' as const),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('return' as const), which: fc.nat() }),
  fc.constant({ kind: 'retry' as const }),
);

function post(receivable: number, event: LedgerEvent): number {
  const lines = postings(event);
  if (!lines.ok) throw new Error(lines.error.message);
  return (
    receivable +
    lines.value.filter((line) => line.account === 'receivable').reduce((sum, l) => sum + l.amount, 0)
  );
}

function move(state: InvoiceState, event: InvoiceEvent): InvoiceState {
  const next = transition(state, event);
  if (!next.ok) throw new Error(next.error.code);
  return next.value;
}

describe('bank debits on the ledger and the invoice', () => {
  it('keeps the invoice’s balance equal to its receivable, and a return puts back exactly what the debit paid (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(anyStep, { maxLength: 25 }),
        (premium, steps) => {
          const amount = cents(premium);
          let invoice: InvoiceState = { status: 'created', balance: amount };
          let receivable = post(0, { type: 'invoice_issued', amount });
          const settled: Cents[] = [];
          for (const step of steps) {
            if (step.kind === 'retry') {
              if (invoice.status === 'failed') invoice = move(invoice, { type: 'retry_scheduled' });
            } else if (step.kind === 'debit') {
              if (!['created', 'failed', 'retryable', 'short_paid'].includes(invoice.status)) continue;
              invoice = move(invoice, { type: 'charge_started' });
              expect(invoice.balance).toBe(receivable); // processing posts nothing
              if (step.outcome === 'fails') invoice = move(invoice, { type: 'charge_failed' });
              else {
                const paid = cents(Math.max(1, Math.floor(invoice.balance * step.share)));
                invoice = move(invoice, { type: 'charge_succeeded', amount: paid });
                receivable = post(receivable, { type: 'charge_succeeded', amount: paid, rail: 'bank' });
                settled.push(paid);
              }
            } else {
              if (settled.length === 0) continue;
              const [back] = settled.splice(step.which % settled.length, 1) as [Cents];
              const before = receivable;
              invoice = move(invoice, { type: 'charge_returned', amount: back, invoiceAmount: amount });
              receivable = post(receivable, { type: 'charge_returned', amount: back, rail: 'bank' });
              expect(receivable).toBe(before + back);
              expect(invoice.status).not.toBe('fully_paid');
            }
            expect(invoice.balance).toBe(receivable);
            expect(receivable).toBe(premium - settled.reduce((sum, each) => sum + each, 0));
          }
        },
      ),
    );
  });
});

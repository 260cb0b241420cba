import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, type Cents } from '../money.ts';
import { CHART_OF_ACCOUNTS, LEDGER_ACCOUNTS, type LedgerAccount } from './accounts.ts';
import { LEDGER_EVENTS, postings, type LedgerEvent, type PostingLine, type Rail } from './postings.ts';

const RECEIVABLE_EVENTS = [
  'invoice_issued',
  'charge_succeeded',
  'invoice_voided',
  'charge_returned',
  'interest_charged',
  'interest_voided',
];

/** Any event of any type, any positive amount, either rail. */
const anyEvent: fc.Arbitrary<LedgerEvent> = fc
  .record({
    type: fc.constantFrom(...LEDGER_EVENTS),
    amount: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    rail: fc.constantFrom<Rail>('card', 'bank'),
  })
  .map(({ type, amount, rail }) => ({ type, amount: cents(amount), rail }) as LedgerEvent);

function linesOf(event: LedgerEvent): readonly PostingLine[] {
  const result = postings(event);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** The balance of each account after the events, by the lines they post. */
function balances(events: readonly LedgerEvent[]): Record<LedgerAccount, number> {
  const totals = Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 0])) as Record<
    LedgerAccount,
    number
  >;
  for (const line of events.flatMap(linesOf)) totals[line.account] += line.amount;
  return totals;
}

describe('postings', () => {
  it('balances every event: non-zero whole cents on accounts of the chart, summing to zero', () => {
    fc.assert(
      fc.property(anyEvent, (event) => {
        const lines = linesOf(event);
        expect(lines.length).toBeGreaterThanOrEqual(2);
        for (const line of lines) {
          expect(Number.isSafeInteger(line.amount)).toBe(true);
          expect(line.amount).not.toBe(0);
          expect(Object.keys(CHART_OF_ACCOUNTS)).toContain(line.account);
        }
        expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
      }),
    );
  });

  it('moves a receivable only when an invoice (or its interest) is issued, paid or voided, or a payment is taken back', () => {
    fc.assert(
      fc.property(anyEvent, (event) => {
        const touches = linesOf(event).some((line) => line.account === 'receivable');
        expect(touches).toBe(RECEIVABLE_EVENTS.includes(event.type));
      }),
    );
  });

  it('posts each event to the accounts docs/payments.md names', () => {
    const amount = cents(4_250);
    const card = { amount, rail: 'card' } as const;
    const expected: Array<[LedgerEvent, Record<string, number>]> = [
      [
        { type: 'invoice_issued', amount },
        { receivable: 4_250, premium_written: -4_250 },
      ],
      [
        { type: 'charge_succeeded', ...card },
        { card_clearing: 4_250, receivable: -4_250 },
      ],
      [
        { type: 'charge_unapplied', ...card },
        { card_clearing: 4_250, unapplied_cash: -4_250 },
      ],
      [
        { type: 'invoice_voided', amount },
        { premium_written: 4_250, receivable: -4_250 },
      ],
      [
        { type: 'unapplied_refunded', ...card },
        { unapplied_cash: 4_250, card_clearing: -4_250 },
      ],
      [
        { type: 'refund_of_applied_decided', amount },
        { premium_written: 4_250, refunds_payable: -4_250 },
      ],
      [
        { type: 'refund_of_applied_sent', ...card },
        { refunds_payable: 4_250, card_clearing: -4_250 },
      ],
      // A bank debit (issue 25) clears through the bank, not the card provider.
      [
        { type: 'charge_succeeded', amount, rail: 'bank' },
        { bank_clearing: 4_250, receivable: -4_250 },
      ],
      [
        { type: 'charge_returned', amount, rail: 'bank' },
        { receivable: 4_250, bank_clearing: -4_250 },
      ],
      [
        { type: 'unapplied_charge_returned', amount, rail: 'bank' },
        { unapplied_cash: 4_250, bank_clearing: -4_250 },
      ],
      // An underwritten reinstatement's interest (issue 26) is income of its own.
      [
        { type: 'interest_charged', amount },
        { receivable: 4_250, interest_income: -4_250 },
      ],
      [
        { type: 'interest_voided', amount },
        { interest_income: 4_250, receivable: -4_250 },
      ],
    ];
    for (const [event, lines] of expected) {
      const posted = Object.fromEntries(linesOf(event).map((line) => [line.account, line.amount]));
      expect(posted, event.type).toEqual(lines);
    }
  });

  it('leaves a paid invoice paid when its premium is refunded, and the money back where it came from', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom<Rail>('card', 'bank'),
        (premium, share, rail) => {
          const refunded = Math.max(1, Math.floor(premium * share));
          const amount = cents(premium);
          const refund = cents(refunded);
          const after = balances([
            { type: 'invoice_issued', amount },
            { type: 'charge_succeeded', amount, rail },
            { type: 'refund_of_applied_decided', amount: refund },
            { type: 'refund_of_applied_sent', amount: refund, rail },
          ]);
          expect(after.receivable).toBe(0);
          expect(after.refunds_payable).toBe(0);
          expect(after.premium_written).toBe(refunded - premium);
          expect(after[rail === 'card' ? 'card_clearing' : 'bank_clearing']).toBe(premium - refunded);
        },
      ),
    );
  });

  it('owes on an invoice what was issued less what was paid, and nothing once it is voided', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 5 }),
        (premium, charges) => {
          const paid: Cents[] = [];
          let left = premium - 1;
          for (const charge of charges) {
            if (charge > left) break;
            paid.push(cents(charge));
            left -= charge;
          }
          const events: LedgerEvent[] = [
            { type: 'invoice_issued', amount: cents(premium) },
            ...paid.map((amount) => ({ type: 'charge_succeeded' as const, amount, rail: 'card' as const })),
          ];
          const owed = premium - paid.reduce((sum, amount) => sum + amount, 0);
          expect(balances(events).receivable).toBe(owed);
          const voided = balances([...events, { type: 'invoice_voided', amount: cents(owed) }]);
          expect(voided.receivable).toBe(0);
          expect(voided.premium_written).toBe(owed - premium);
        },
      ),
    );
  });

  it('owes on an invoice after a bank debit is returned what it owed before the debit settled', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 3 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom<Rail>('card', 'bank'),
        (premium, earlier, share, earlierRail) => {
          // Whatever was paid before (any rail), then a bank debit of part or all of what is left.
          const events: LedgerEvent[] = [{ type: 'invoice_issued', amount: cents(premium) }];
          let left = premium;
          for (const charge of earlier) {
            if (charge >= left) break;
            events.push({ type: 'charge_succeeded', amount: cents(charge), rail: earlierRail });
            left -= charge;
          }
          const debit = cents(Math.max(1, Math.floor(left * share)));
          const before = balances(events);
          const settled = balances([...events, { type: 'charge_succeeded', amount: debit, rail: 'bank' }]);
          expect(settled.receivable).toBe(before.receivable - debit);
          const returned = balances([
            ...events,
            { type: 'charge_succeeded', amount: debit, rail: 'bank' },
            { type: 'charge_returned', amount: debit, rail: 'bank' },
          ]);
          // Every account as before the debit settled: owed again, nothing kept in clearing, income as billed.
          expect(returned).toEqual(before);
          expect(returned.receivable).toBe(left);
        },
      ),
    );
  });

  it('owes nothing back on a returned bank debit that no invoice could take', () => {
    const amount = cents(4_250);
    const after = balances([
      { type: 'invoice_issued', amount },
      { type: 'invoice_voided', amount },
      { type: 'charge_unapplied', amount, rail: 'bank' },
      { type: 'unapplied_charge_returned', amount, rail: 'bank' },
    ]);
    expect(after).toMatchObject({ receivable: 0, unapplied_cash: 0, bank_clearing: 0, premium_written: 0 });
  });

  it('refuses an amount that is not a positive whole number of cents', () => {
    for (const amount of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      const result = postings({ type: 'invoice_issued', amount: amount as Cents });
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'LEDGER.AMOUNT_NOT_POSITIVE', event: 'invoice_issued' },
      });
    }
  });
});

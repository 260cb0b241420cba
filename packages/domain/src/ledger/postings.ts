// The postings of every money event: the ledger lines it writes, computed here and nowhere else (the API's one
// writer, ledger.post, inserts what this answers). Each posting is one debit and one credit of the event's
// amount, so every posting sums to zero. Only issuing, paying and voiding an invoice move its receivable: what
// is owed on an invoice changes with nothing else.
//
// A refund of premium already applied (refund_of_applied_*) never touches the receivable. The invoice was paid:
// debiting its receivable again would make it owe the refunded amount, a paid invoice re-opened and billed
// again. What is given back is premium, so the refund reverses premium income instead, in two steps because it
// is decided in one transaction (a free look, a cancellation) and sent to the provider later, by a job: decided,
// the premium becomes a debt to the policyholder (refunds_payable); sent, that debt is paid out of clearing.
// Between the two, refunds_payable is what we still owe. A charge no invoice could take needs no such step: it
// was never income, and unapplied_cash is already the debt that its refund pays.
import { cents, type Cents } from '../money.ts';
import { err, ok, type Result } from '../result.ts';
import type { LedgerAccount } from './accounts.ts';

/** How money came in or goes back: through the card provider, or by bank debit (ACH, issue 25). */
export type Rail = 'card' | 'bank';

export const LEDGER_EVENTS = [
  'invoice_issued',
  'charge_succeeded',
  'charge_unapplied',
  'invoice_voided',
  'unapplied_refunded',
  'refund_of_applied_decided',
  'refund_of_applied_sent',
] as const;
export type LedgerEventType = (typeof LEDGER_EVENTS)[number];

/** A money event and its amount in cents (positive: the direction is the event's). */
export type LedgerEvent =
  | { type: 'invoice_issued'; amount: Cents }
  /** A charge applied to its invoice (all of it, or part: the invoice is then short paid). */
  | { type: 'charge_succeeded'; amount: Cents; rail: Rail }
  /** A charge its invoice can no longer take (void, or its policy withdrawn): held to be given back. */
  | { type: 'charge_unapplied'; amount: Cents; rail: Rail }
  /** An invoice voided: `amount` is its balance, what was still owed on it. */
  | { type: 'invoice_voided'; amount: Cents }
  /** An unapplied charge given back. */
  | { type: 'unapplied_refunded'; amount: Cents; rail: Rail }
  /** Premium already applied that is to be given back. */
  | { type: 'refund_of_applied_decided'; amount: Cents }
  /** That refund sent. */
  | { type: 'refund_of_applied_sent'; amount: Cents; rail: Rail };

/** One side of a posting: signed cents, a debit positive and a credit negative; never zero. */
export type PostingLine = { account: LedgerAccount; amount: Cents };

export type PostingError = {
  code: 'LEDGER.AMOUNT_NOT_POSITIVE';
  message: string;
  event: LedgerEventType;
};

const clearing: Record<Rail, LedgerAccount> = { card: 'card_clearing', bank: 'bank_clearing' };

function sides(event: LedgerEvent): { debit: LedgerAccount; credit: LedgerAccount } {
  switch (event.type) {
    case 'invoice_issued':
      return { debit: 'receivable', credit: 'premium_written' };
    case 'charge_succeeded':
      return { debit: clearing[event.rail], credit: 'receivable' };
    case 'charge_unapplied':
      return { debit: clearing[event.rail], credit: 'unapplied_cash' };
    case 'invoice_voided':
      return { debit: 'premium_written', credit: 'receivable' };
    case 'unapplied_refunded':
      return { debit: 'unapplied_cash', credit: clearing[event.rail] };
    case 'refund_of_applied_decided':
      return { debit: 'premium_written', credit: 'refunds_payable' };
    case 'refund_of_applied_sent':
      return { debit: 'refunds_payable', credit: clearing[event.rail] };
  }
}

/** The lines an event writes, debit first; refused when its amount is not a positive whole number of cents. */
export function postings(event: LedgerEvent): Result<readonly PostingLine[], PostingError> {
  if (!Number.isSafeInteger(event.amount) || event.amount <= 0)
    return err({
      code: 'LEDGER.AMOUNT_NOT_POSITIVE',
      message: `A ${event.type} posting needs a positive whole number of cents, not ${event.amount}.`,
      event: event.type,
    });
  const { debit, credit } = sides(event);
  return ok([
    { account: debit, amount: event.amount },
    { account: credit, amount: cents(-event.amount) },
  ]);
}

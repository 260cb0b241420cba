// The postings of every money event: the ledger lines it writes, computed here and nowhere else (the API's one
// writer, ledger.post, inserts what this answers). Each posting is one debit and one credit of the event's
// amount, so every posting sums to zero. Only issuing, paying and voiding an invoice, and a payment taken back,
// move its receivable: what is owed on an invoice changes with nothing else.
//
// A bank debit (ACH) posts nothing while it is processing: until it settles the money is neither ours nor the
// invoice's paid, so the receivable stays owed (the invoice's balance, which the reconciliation compares with
// it) and nothing is in clearing, because nothing has arrived; the payment row says what is in flight. Settled,
// it posts charge_succeeded on the bank rail; failed at settlement, it posts nothing, as nothing moved. Returned
// after settlement, the bank took the money back: charge_returned reverses the settlement, so the invoice owes
// again exactly what it owed before the debit. A return is not a refund: we decided nothing and the premium was
// never received, so premium income stays as billed (the invoice is owed, not forgiven).
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
  'charge_returned',
  'unapplied_charge_returned',
  'interest_charged',
  'interest_voided',
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
  | { type: 'refund_of_applied_sent'; amount: Cents; rail: Rail }
  /** A settled charge applied to its invoice, taken back by the payer's bank (an ACH return after settlement). */
  | { type: 'charge_returned'; amount: Cents; rail: Rail }
  /**
   * A settled charge held as unapplied cash, taken back the same way: nothing is owed back any more, so its
   * refund, if not yet sent, is cancelled rather than sent (posting unapplied_refunded as well would count the
   * money out twice).
   */
  | { type: 'unapplied_charge_returned'; amount: Cents; rail: Rail }
  /**
   * Interest billed on an invoice (an underwritten reinstatement's): owed like premium, but income of its own,
   * so premium income stays the premiums billed.
   */
  | { type: 'interest_charged'; amount: Cents }
  /** That interest no longer owed: its invoice voided (`amount` is the interest part of what was still owed). */
  | { type: 'interest_voided'; amount: Cents };

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
    case 'charge_returned':
      return { debit: 'receivable', credit: clearing[event.rail] };
    case 'unapplied_charge_returned':
      return { debit: 'unapplied_cash', credit: clearing[event.rail] };
    case 'interest_charged':
      return { debit: 'receivable', credit: 'interest_income' };
    case 'interest_voided':
      return { debit: 'interest_income', credit: 'receivable' };
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

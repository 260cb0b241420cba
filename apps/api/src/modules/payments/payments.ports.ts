// What payments needs from other modules, handed in by services.ts (payments imports none of them).
import type { LedgerEvent } from '@wysh/domain/ledger/postings';
import type { DbOrTx } from '../../db/database.ts';

/** Who moves money: the person paying, or the job that does it for them (kept in histories). */
export type Actor = { kind: 'person'; userId: string } | { kind: 'job'; name: string };

type LedgerRefs = {
  at: Date;
  userId: string;
  invoiceId: string;
  paymentId?: string | null;
  refundId?: string | null;
  memo?: Record<string, string>;
};

/** The ledger's one writer (ledger): posts a money event's entries in the caller's transaction. */
export type LedgerPort = {
  post(tx: DbOrTx, event: LedgerEvent, refs: LedgerRefs): Promise<unknown>;
  /** Many events at once, as `post` each (a billing run's page). */
  postMany(tx: DbOrTx, events: ReadonlyArray<{ event: LedgerEvent; refs: LedgerRefs }>): Promise<unknown>;
};

/** The policy an invoice bills (policies). */
export type PolicyPort = {
  /** Taken before the invoice's lock as a charge settles (the lock order: policy, invoice, payment). */
  lockForPayment(tx: DbOrTx, policyId: string): Promise<void>;
  /** Issues the policy whose first premium was paid, in the payment's transaction; 'refused' if not pending. */
  issue(
    tx: DbOrTx,
    policyId: string,
    paidAt: Date,
    because: { reason: string; actor: Actor; details: Record<string, string> },
  ): Promise<'issued' | 'already' | 'refused'>;
  /**
   * A first premium debited from a bank account: the policy waits for the debit (`first_premium_submitted`), or
   * is pending again when it failed at settlement (`first_premium_failed`), recorded with the reason.
   */
  firstPremiumMoved(
    tx: DbOrTx,
    policyId: string,
    event: 'first_premium_submitted' | 'first_premium_failed',
    because: { reason: string; actor: Actor; details: Record<string, string> },
  ): Promise<'moved' | 'unchanged'>;
  /** The names of the documents its purchase must be signed with and are not yet (none: signed). */
  unsignedDocuments(userId: string, policyId: string): Promise<string[]>;
};

/** The reinstatement a reinstatement invoice pays for (reinstatements). */
export type ReinstatementPort = {
  /** Why the invoice's reinstatement can no longer be paid (its offer stopped holding), or null: it can. */
  refusalToPay(invoiceId: string): Promise<string | null>;
  /**
   * In the payment's transaction, the policy already locked: reinstates the policy the invoice pays for, or
   * 'refused' when its offer no longer holds on the day paid (the money is then not applied, and given back);
   * 'paid again' when the policy was reinstated by this invoice and the bank since returned its payment.
   * `paidOn` is the business day the person paid: a bank debit's is the day it was made, not the day it settled.
   */
  reinstate(
    tx: DbOrTx,
    input: { invoiceId: string; paymentId: string; paidAt: Date; paidOn: string; actor: Actor },
  ): Promise<'reinstated' | 'paid again' | 'refused'>;
};

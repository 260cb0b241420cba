// A policy's money when it is cancelled (issue 27 item 5), in the cancelling transaction, which holds the
// policy's lock (the lock order: policy, invoice, payment): the last day its premiums paid for, what is still
// owed on it let go, and in the free look every premium paid decided as a refund (refunds payable) for the
// payments.refund job to send to the method it came from, with the refund's own key. No invoice is re-opened:
// a paid invoice stays paid, and the refund is its own entry. What is still owed is voided by billing
// (`voidEveryUnpaidInvoice`).
import { freeLookRefunds } from '@wysh/domain/policy-changes/free-look';
import { cents, type Cents } from '@wysh/domain/money';
import { methodDescription } from '@wysh/domain/payments/method-description';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/database.ts';
import type { AppJobQueue } from '../jobs/jobs.types.ts';
import type { LedgerPort } from './payments.ports.ts';
import {
  insertRefund,
  paidThroughOfPolicy,
  paymentsIntoPolicy,
  policyHasPaymentInFlight,
  refundsOfPolicy,
} from './payments.repository.ts';

/** A refund on a policy as customer service reads it. */
export type PolicyRefundView = {
  amount: Cents;
  status: 'pending' | 'succeeded' | 'failed';
  /** "Visa ending in 4242": where the money goes back. */
  method: string;
  /** The provider's id of the refund once sent (what its dashboard shows). */
  providerRefundId: string | null;
  createdAt: Date;
};

async function refundsDue(tx: DbOrTx, policyId: string) {
  const paid = await paymentsIntoPolicy(tx, policyId);
  const decided = freeLookRefunds(
    paid.map(({ payment, refunded }) => ({
      paymentId: payment.id,
      amount: payment.amount,
      refunded,
      returned: payment.status === 'returned',
    })),
  );
  return decided.map((refund) => ({
    ...refund,
    payment: paid.find((entry) => entry.payment.id === refund.paymentId)!.payment,
  }));
}

export function createPremiumReturnsService(deps: { ledger: LedgerPort; jobs: AppJobQueue }) {
  const { ledger, jobs } = deps;

  return {
    /** What returning the policy in its free look would give back, in cents (nothing is written). */
    async refundableTotal(tx: DbOrTx, policyId: string): Promise<number> {
      return (await refundsDue(tx, policyId)).reduce((sum, refund) => sum + refund.amount, 0);
    },

    /** The last day the policy's paid premiums cover (null when nothing was paid), and whether money is in flight. */
    async moneyOf(tx: DbOrTx, policyId: string) {
      return {
        paidThrough: await paidThroughOfPolicy(tx, policyId),
        paymentInFlight: await policyHasPaymentInFlight(tx, policyId),
      };
    },

    /** Every refund of money paid on the policy (the free look's, and unapplied charges given back). */
    async refundsOf(tx: DbOrTx, policyId: string): Promise<PolicyRefundView[]> {
      return (await refundsOfPolicy(tx, policyId)).map(({ refund, method }) => ({
        amount: cents(refund.amount),
        status: refund.status,
        method: methodDescription(method),
        providerRefundId: refund.providerRefundId,
        createdAt: refund.createdAt,
      }));
    },

    /**
     * Every premium paid on the policy given back (the free look): one refund per payment, decided now, sent by
     * the payments.refund job. Answers the total in cents.
     */
    async refundEveryPremium(tx: DbOrTx, policyId: string, at: Date): Promise<number> {
      let total = 0;
      for (const { paymentId, amount, payment } of await refundsDue(tx, policyId)) {
        const refundId = randomUUID();
        await insertRefund(tx, {
          id: refundId,
          paymentId,
          amount,
          kind: 'premium_returned',
          reason: 'free look: the policy was returned',
          idempotencyKey: `free_look_${paymentId}`,
          status: 'pending',
          providerRefundId: null,
          createdAt: at,
        });
        await ledger.post(
          tx,
          { type: 'refund_of_applied_decided', amount: cents(amount) },
          { at, userId: payment.userId, invoiceId: payment.invoiceId, paymentId, refundId },
        );
        await jobs.enqueue('payments.refund', { refundId }, { tx, singletonKey: refundId });
        total += amount;
      }
      return total;
    },
  };
}

export type PremiumReturnsService = ReturnType<typeof createPremiumReturnsService>;

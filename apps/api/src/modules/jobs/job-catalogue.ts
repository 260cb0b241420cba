// Every job of the application in one place: its name, its payload type and how its queue retries. Payloads
// carry ids, never personal data (a dead job is logged, and jobs are kept for a while after they ran).
import type { QueueSettings } from './job-queue.ts';

export type AppJobs = {
  /** Delivers one e-mail written by a use case (messaging: email_deliveries) over SMTP. */
  'messaging.deliver-email': { deliveryId: string };
  /** Removes uploads that were described but never completed (uploads: pending blobs past their age). */
  'uploads.remove-abandoned': Record<string, never>;
  /** After a policy is issued: renders its packet, e-mails it, and tells analytics (policies). */
  'policies.issued': { policyId: string };
  /** After a change to a policy (a reinstatement): keeps its endorsement document and e-mails it (endorsements). */
  'endorsements.recorded': { endorsementId: string };
  /** Finishes charges left pending by a process that died mid-payment, with their own keys (payments). */
  'payments.reconcile': Record<string, never>;
  /** Settles bank debits whose business day came, and catches debits the bank returned since (payments). */
  'payments.settle-bank-debits': Record<string, never>;
  /** Lists the card provider's recent events and takes those no webhook delivered (payments: provider events). */
  'payments.provider-events': Record<string, never>;
  /** Gives back a charge no invoice could take (its policy was not bought after all) (payments). */
  'payments.refund': { refundId: string };
  /** Invoices every premium due today of every policy in force, each with its charge job (payments: billing). */
  'billing.run': Record<string, never>;
  /** Charges one renewal premium to the owner's card on file, off-session (payments: collection). */
  'billing.charge': { invoiceId: string };
  /** A renewal's charge was declined: grace, the owner told (payments: dunning). */
  'billing.charge-failed': { paymentId: string };
  /** A renewal was paid: its receipt; a policy in grace with nothing past due is active again (payments: dunning). */
  'billing.invoice-paid': { invoiceId: string };
  /** Every monitored wysh takes its linked loan's balance now (wyshes: monitoring). */
  'wyshes.refresh-monitored': Record<string, never>;
  /** Checks every invoice's balance against the ledger and every ledger transaction's sum (ledger). */
  'ledger.reconcile': Record<string, never>;
  /** Builds a person's data export, keeps it and e-mails its one-time link (data-exports). */
  'data-exports.build': { requestId: string };
  /** Drops the kept copy of every export whose link expired unopened (data-exports). */
  'data-exports.purge': Record<string, never>;
};

export const appJobSettings: Record<keyof AppJobs, QueueSettings> = {
  'messaging.deliver-email': {
    // About 1, 2, 4, 8 ... minutes apart, for most of a day, then dead.
    retryLimit: 10,
    retryDelaySeconds: 60,
    retryDelayMaxSeconds: 3600,
    expireInSeconds: 120,
  },
  'uploads.remove-abandoned': {
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
    schedule: '17 * * * *',
  },
  'policies.issued': {
    retryLimit: 10,
    retryDelaySeconds: 5,
    retryDelayMaxSeconds: 600,
    expireInSeconds: 120,
    // Purchases come in bursts and each waits for its packet: one job per poll made the 20th wait 10 s.
    concurrency: 4,
  },
  'endorsements.recorded': {
    retryLimit: 10,
    retryDelaySeconds: 5,
    retryDelayMaxSeconds: 600,
    expireInSeconds: 120,
  },
  'payments.reconcile': {
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
    schedule: '* * * * *',
  },
  'payments.settle-bank-debits': {
    // Hourly, and first thing in every billing run (which the sandbox runs whenever its clock is moved). Asking
    // twice settles nothing twice.
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 900,
    schedule: '23 * * * *',
  },
  'payments.provider-events': {
    // Every 10 minutes, listing the last 3 days (the provider's own retry period): an event taken already is
    // found stored and skipped.
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
    schedule: '*/10 * * * *',
  },
  'payments.refund': {
    // The provider keeps the refund's key 24 hours: about 5 s, 10 s ... 10 minutes apart, then dead (an operator
    // looks at refunds left pending: docs/payments.md).
    retryLimit: 12,
    retryDelaySeconds: 5,
    retryDelayMaxSeconds: 600,
    expireInSeconds: 120,
  },
  'billing.run': {
    // Daily (UTC), early morning in the US; the sandbox also runs it whenever its clock is moved. A rerun
    // invoices nothing twice (one invoice per policy and period).
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 3600,
    schedule: '7 9 * * *',
  },
  'billing.charge': {
    // A charge whose provider could not be reached stays pending with its key; the reconciling job finishes it.
    retryLimit: 5,
    retryDelaySeconds: 60,
    retryDelayMaxSeconds: 1800,
    expireInSeconds: 120,
    concurrency: 4,
  },
  'billing.charge-failed': {
    retryLimit: 10,
    retryDelaySeconds: 5,
    retryDelayMaxSeconds: 600,
    expireInSeconds: 120,
  },
  'billing.invoice-paid': {
    retryLimit: 10,
    retryDelaySeconds: 5,
    retryDelayMaxSeconds: 600,
    expireInSeconds: 120,
    concurrency: 4,
  },
  'wyshes.refresh-monitored': {
    // Daily (UTC), and whenever the sandbox clock moves. A rerun changes nothing the bank did not change.
    retryLimit: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
    schedule: '41 8 * * *',
  },
  'ledger.reconcile': {
    // Daily, at a quiet hour (UTC): it reads every invoice. A difference is logged, not retried away.
    retryLimit: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 3600,
    schedule: '17 7 * * *',
  },
  'data-exports.build': {
    // A rerun of a request already made ready does nothing (it is no longer pending).
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryDelayMaxSeconds: 900,
    expireInSeconds: 300,
  },
  'data-exports.purge': {
    // Daily (UTC), at a quiet hour. A rerun finds nothing left to drop.
    retryLimit: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 600,
    schedule: '29 6 * * *',
  },
};

// Billing: the invoices a policy owes. A pending policy's first premium is invoiced as its offer is accepted and
// voided when another offer is bought instead; an issued policy's later premiums are invoiced by the billing run
// on its schedule (packages/domain/src/billing/billing-schedule.ts). Charges
// are collection's (collection.service.ts); every invoice amount is posted to the ledger in the same transaction.
import { randomUUID } from 'node:crypto';
import { firstPeriodAfter, periodsDue, type BillingSchedule } from '@wysh/domain/billing/billing-schedule';
import { isPayable } from '@wysh/domain/billing/invoice-lifecycle';
import { premiumFor, type Endorsement } from '@wysh/domain/policy-changes/endorsements';
import { addCents, cents, type Cents } from '@wysh/domain/money';
import type { ReinstatementLine } from '@wysh/domain/reinstatement/amounts';
import { err, ok, type Result } from '@wysh/domain/result';
import type { Db, DbOrTx } from '../../db/database.ts';
import { businessDayOf, startOfBusinessDay, type Clock } from '../../shared/clock.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { AppJobQueue } from '../jobs/jobs.types.ts';
import { moveInvoice } from './invoice-moves.ts';
import type { LedgerPort } from './payments.ports.ts';
import {
  findInvoice,
  findInvoiceOfUser,
  insertInvoice,
  insertInvoiceLines,
  linesOfInvoice,
  insertPremiumInvoices,
  invoiceBalancesAfter,
  invoicesOfPolicy,
  invoicesOfUser,
  lastPeriodsInvoiced,
  lockInvoice,
  payableInvoicesOfPolicy,
  invoicesInFlightOfUser,
  unpaidPremiumsOfPolicy,
  paymentsAndRefundsOfUser,
} from './payments.repository.ts';
import { invoiceView, type InvoiceView } from './payments.views.ts';

/** What the billing run reads of a policy in force (policies). */
export type BillablePolicy = {
  id: string;
  userId: string;
  schedule: BillingSchedule;
  coverEndsOn: string;
  /** Its terms' versions: each period is priced from the one in force on its due date. */
  endorsements: readonly Endorsement[];
};

const RUN_PAGE = 500;

export function createBillingService(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerPort;
  jobs: AppJobQueue;
  policies: { inForceForBilling(afterId: string | null, limit: number): Promise<BillablePolicy[]> };
}) {
  const { db, clock, ledger, jobs } = deps;

  /**
   * Invoices a page of policies' premiums due by `today`, in one transaction: each new invoice with its ledger
   * posting and its charge job. The unique period index skips what a rerun or another worker already made.
   */
  async function invoicePage(page: BillablePolicy[], today: string): Promise<number> {
    return db.transaction(async (tx) => {
      const invoiced = await lastPeriodsInvoiced(
        tx,
        page.map((policy) => policy.id),
      );
      const now = clock.now();
      const due = page.flatMap((policy) =>
        periodsDue(policy.schedule, {
          asOf: today,
          coverEndsOn: policy.coverEndsOn,
          alreadyInvoicedThrough: invoiced.get(policy.id),
        }).map((period) => ({
          id: randomUUID(),
          userId: policy.userId,
          policyId: policy.id,
          kind: 'premium' as const,
          amount: premiumFor(policy.endorsements, period),
          balance: premiumFor(policy.endorsements, period),
          status: 'created' as const,
          periodStart: period.start,
          periodEnd: period.end,
          dueAt: startOfBusinessDay(period.dueOn),
          issuedAt: now,
          paidAt: null,
          updatedAt: now,
        })),
      );
      const made = await insertPremiumInvoices(tx, due);
      // A statement each for the page's postings and charge jobs: one per invoice took most of the run's time.
      await ledger.postMany(
        tx,
        made.map((invoice) => ({
          event: { type: 'invoice_issued', amount: cents(invoice.amount) },
          refs: { at: now, userId: invoice.userId, invoiceId: invoice.id },
        })),
      );
      await jobs.enqueueMany(
        'billing.charge',
        made.map((invoice) => ({ payload: { invoiceId: invoice.id }, singletonKey: invoice.id })),
        { tx },
      );
      return made.length;
    });
  }

  return {
    /**
     * The billing run (the billing.run job, daily, and after the sandbox clock moves): every premium of every
     * policy in force that falls due by `today` (US Eastern), invoiced once, each charged by its own job.
     */
    async issueDueInvoices(today: string): Promise<{ policies: number; invoices: number }> {
      const tally = { policies: 0, invoices: 0 };
      for (let afterId: string | null = null; ;) {
        const page = await deps.policies.inForceForBilling(afterId, RUN_PAGE);
        if (page.length === 0) return tally;
        tally.policies += page.length;
        tally.invoices += await invoicePage(page, today);
        afterId = page.at(-1)!.id;
      }
    },

    /** The pending policy's first invoice (policies calls it as a quote is accepted, in that transaction). */
    async openFirstInvoice(
      tx: DbOrTx,
      input: { userId: string; policyId: string; amount: Cents; dueAt: Date },
    ): Promise<{ id: string; amount: Cents; status: string }> {
      const now = clock.now();
      const row = await insertInvoice(tx, {
        id: randomUUID(),
        userId: input.userId,
        policyId: input.policyId,
        kind: 'first_premium',
        amount: input.amount,
        balance: input.amount,
        status: 'created',
        periodStart: null,
        periodEnd: null,
        dueAt: input.dueAt,
        issuedAt: now,
        paidAt: null,
        updatedAt: now,
      });
      await ledger.post(
        tx,
        { type: 'invoice_issued', amount: input.amount },
        { at: now, userId: input.userId, invoiceId: row.id },
      );
      return { id: row.id, amount: cents(row.amount), status: row.status };
    },

    /**
     * A lapsed policy's reinstatement invoice (reinstatements calls it in its transaction): one line per missed
     * premium, in the schedule's order, written as premium on the ledger, then (an underwritten reinstatement)
     * one line of interest, written as interest income. Due the day it is made: its figures are those of paying
     * on that day.
     */
    async openReinstatementInvoice(
      tx: DbOrTx,
      input: { userId: string; policyId: string; lines: readonly ReinstatementLine[]; dueOn: string },
    ): Promise<InvoiceView> {
      const premiums = input.lines.filter((line) => line.kind === 'missed_premium');
      const interest = input.lines.filter((line) => line.kind === 'interest');
      if (premiums.length === 0 || interest.length > 1 || input.lines.at(0)?.kind !== 'missed_premium')
        throw new RangeError(
          'A reinstatement invoice bills missed premiums, at least one, then interest once',
        );
      const now = clock.now();
      const premium = addCents(...premiums.map((line) => line.amount));
      const amount = addCents(...input.lines.map((line) => line.amount));
      const row = await insertInvoice(tx, {
        id: randomUUID(),
        userId: input.userId,
        policyId: input.policyId,
        kind: 'reinstatement',
        amount,
        balance: amount,
        status: 'created',
        periodStart: null,
        periodEnd: null,
        dueAt: startOfBusinessDay(input.dueOn),
        issuedAt: now,
        paidAt: null,
        updatedAt: now,
      });
      await insertInvoiceLines(
        tx,
        input.lines.map((line, index) => ({
          id: randomUUID(),
          invoiceId: row.id,
          line: index + 1,
          kind: line.kind,
          amount: line.amount,
          periodN: line.kind === 'missed_premium' ? line.n : null,
          periodStart: line.kind === 'missed_premium' ? line.periodStart : null,
          periodEnd: line.kind === 'missed_premium' ? line.periodEnd : null,
          dueOn: line.kind === 'missed_premium' ? line.dueOn : null,
          percentPerYear: line.kind === 'interest' ? line.percentPerYear : null,
          throughOn: line.kind === 'interest' ? line.throughOn : null,
        })),
      );
      const posted = { at: now, userId: input.userId, invoiceId: row.id, memo: { kind: 'reinstatement' } };
      await ledger.post(tx, { type: 'invoice_issued', amount: premium }, posted);
      if (interest[0])
        await ledger.post(tx, { type: 'interest_charged', amount: interest[0].amount }, posted);
      return invoiceView(row, now);
    },

    /**
     * The due dates of the policy's premiums due on `fromDueOn` or later that are paid (a later premium can be paid
     * while an earlier one is not): reinstatement does not bill them again.
     */
    async paidPremiumDueDates(tx: DbOrTx, policyId: string, fromDueOn: string): Promise<string[]> {
      return (await invoicesOfPolicy(tx, policyId)).flatMap((invoice) =>
        invoice.kind === 'premium' &&
        invoice.paidAt !== null &&
        invoice.periodStart !== null &&
        invoice.periodStart >= fromDueOn
          ? [invoice.periodStart]
          : [],
      );
    },

    /** One invoice as the owner sees it, read in the caller's transaction (or outside one). */
    async invoiceById(tx: DbOrTx, id: string): Promise<InvoiceView | null> {
      const row = await findInvoice(tx, id);
      return row ? invoiceView(row, clock.now()) : null;
    },

    /**
     * An unpaid invoice no longer owed (a reinstatement offer whose figures stopped holding): void, the ledger
     * reversed, under the invoice's lock. One paid, void already or with a charge in flight is left as it is.
     */
    async voidUnpaidInvoice(
      tx: DbOrTx,
      invoiceId: string,
      reason: string,
    ): Promise<'void' | 'paid' | 'in flight'> {
      const invoice = await lockInvoice(tx, invoiceId);
      if (invoice.status === 'void') return 'void';
      if (invoice.status === 'processing') return 'in flight';
      if (!isPayable(invoice.status)) return 'paid';
      const now = clock.now();
      const voided = await moveInvoice(tx, invoice, { type: 'void' }, now, { reason });
      if (!voided.ok) return 'in flight';
      // What was still owed reverses interest income first (for its interest line), premium income for the rest.
      const interestBilled = (await linesOfInvoice(tx, invoice.id))
        .filter((line) => line.kind === 'interest')
        .reduce((sum, line) => sum + line.amount, 0);
      const interestOwed = Math.min(interestBilled, invoice.balance);
      const posted = { at: now, userId: invoice.userId, invoiceId: invoice.id, memo: { reason } };
      if (invoice.balance > interestOwed)
        await ledger.post(
          tx,
          { type: 'invoice_voided', amount: cents(invoice.balance - interestOwed) },
          posted,
        );
      if (interestOwed > 0)
        await ledger.post(tx, { type: 'interest_voided', amount: cents(interestOwed) }, posted);
      return 'void';
    },

    /** Voids everything a policy still owes (a cancellation), each as `voidUnpaidInvoice`: how many were voided. */
    async voidEveryUnpaidInvoice(tx: DbOrTx, policyId: string, reason: string): Promise<number> {
      let voided = 0;
      for (const { id } of await payableInvoicesOfPolicy(tx, policyId))
        if ((await this.voidUnpaidInvoice(tx, id, reason)) === 'void') voided += 1;
      return voided;
    },

    /** Every invoice's balance, a page at a time in id order (the ledger's reconciliation reads them). */
    balancesAfter: (tx: DbOrTx, afterId: string | null, limit: number) =>
      invoiceBalancesAfter(tx, afterId, limit),

    async firstInvoiceOf(tx: DbOrTx, policyId: string) {
      const row = (await invoicesOfPolicy(tx, policyId)).find((invoice) => invoice.kind === 'first_premium');
      return row && row.status !== 'void'
        ? { id: row.id, amount: cents(row.amount), status: row.status }
        : null;
    },

    /**
     * A pending policy replaced by another offer: its unpaid invoices are void (nothing owed: balance 0), and the
     * ledger reversed. Each invoice is locked as a charge's claim locks it, so a charge is either claimed first
     * (the invoice is `processing`: voiding is refused until its outcome is known) or finds the invoice void.
     */
    async voidOpenInvoices(
      tx: DbOrTx,
      policyId: string,
    ): Promise<Result<void, { code: 'PAYMENT_IN_PROGRESS' }>> {
      const now = clock.now();
      for (const { id } of await payableInvoicesOfPolicy(tx, policyId)) {
        const invoice = await lockInvoice(tx, id);
        if (!isPayable(invoice.status)) continue;
        const voided = await moveInvoice(tx, invoice, { type: 'void' }, now, {
          reason: 'another offer bought',
        });
        if (!voided.ok) return err({ code: 'PAYMENT_IN_PROGRESS' });
        await ledger.post(
          tx,
          { type: 'invoice_voided', amount: cents(invoice.balance) },
          { at: now, userId: invoice.userId, invoiceId: invoice.id },
        );
      }
      return ok();
    },

    /** How many of the user's invoices have a charge or a bank debit in flight (closing the account asks). */
    inFlightCountOfUser: (tx: DbOrTx, userId: string) => invoicesInFlightOfUser(tx, userId),

    async userInvoices(viewer: Viewer): Promise<InvoiceView[]> {
      const { userId } = requireUser(viewer, 'identified');
      const now = clock.now();
      return (await invoicesOfUser(db, userId)).map((row) => invoiceView(row, now));
    },

    /** Every charge (card or bank debit) of the viewer and every refund of one, oldest first (their data export). */
    async userPayments(viewer: Viewer) {
      const { userId } = requireUser(viewer, 'identified');
      return paymentsAndRefundsOfUser(db, userId);
    },

    async userInvoice(viewer: Viewer, id: string): Promise<InvoiceView | null> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await findInvoiceOfUser(db, userId, id);
      return row ? invoiceView(row, clock.now()) : null;
    },

    /** The newest invoice of the viewer's still to pay (the purchase pays it), or null. */
    async latestPayableInvoice(viewer: Viewer): Promise<InvoiceView | null> {
      const { userId } = requireUser(viewer, 'identified');
      const row = (await invoicesOfUser(db, userId)).find((invoice) => isPayable(invoice.status));
      return row ? invoiceView(row, clock.now()) : null;
    },

    /** The next premium of an issued policy: its open invoice, else the day the next falls due on its schedule. */
    async nextPayment(policy: { id: string; schedule: BillingSchedule }) {
      const open = (await unpaidPremiumsOfPolicy(db, policy.id))[0];
      if (open) return { date: businessDayOf(open.dueAt), invoiceId: open.id, estimated: false };
      const last = (await lastPeriodsInvoiced(db, [policy.id])).get(policy.id);
      const next = firstPeriodAfter(policy.schedule, last ?? policy.schedule.effectiveOn);
      return { date: next.dueOn, invoiceId: null, estimated: true };
    },

    /** The start of the latest premium period invoiced for a policy, or null. */
    async lastPeriodInvoiced(tx: DbOrTx, policyId: string): Promise<string | null> {
      return (await lastPeriodsInvoiced(tx, [policyId])).get(policyId) ?? null;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;

// What follows a premium after the first (issue 24 item 3), on the rules of packages/domain/src/billing/dunning.ts:
//   - its charge declined (the billing.charge-failed event): the policy goes into grace, the owner is told by
//     e-mail and in the app, naming the amount and the card;
//   - every day (the billing run): for each policy in grace, the written grace notice on D+1 (the lapse date is
//     the later of D+31 and notice+30), reminders on D+14 and D+24, the card retried on D+1, 3, 5, 7, 14, 21, 28
//     (at once after a new card; never after a hard decline), and at the end of grace the lapse: the policy
//     lapsed, its unpaid premiums void, billing stopped, a lapse notice;
//   - paid (the billing.invoice-paid event): a receipt, and a policy in grace with nothing left past due is active.
// Each notice is recorded once in billing_notices (a rerun sends nothing twice), in the transaction that decides it.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { dunningPlan, hasLapsed, lapseDate, retryDueNow } from '@wysh/domain/billing/dunning';
import { isPayable } from '@wysh/domain/billing/invoice-lifecycle';
import { addDays } from '@wysh/domain/calendar';
import { formatShortDate } from '@wysh/domain/dates';
import { insuranceCardTitle } from '@wysh/domain/home-state';
import { cents, formatDollars } from '@wysh/domain/money';
import { nextPresentment, type AchPresentation } from '@wysh/domain/ach/re-presentment';
import { achReturnRule } from '@wysh/domain/ach/return-codes';
import { methodDescription } from '@wysh/domain/payments/method-description';
import type { Db, DbOrTx } from '../../db/database.ts';
import { businessDayOf, type Clock } from '../../shared/clock.ts';
import type { AppJobQueue } from '../jobs/jobs.types.ts';
import type {
  BillingNoticeDetails,
  Email,
  firstPremiumFailedEmail,
  graceNoticeEmail,
  paymentFailedEmail,
  paymentReminderEmail,
  policyLapsedEmail,
  premiumReceiptEmail,
} from '../messaging/messaging.service.ts';
import type { NotificationMetadata } from '../notifications/notifications.service.ts';
import { moveInvoice } from './invoice-moves.ts';
import type { Actor, LedgerPort } from './payments.ports.ts';
import {
  attemptsOfInvoice,
  bankDebitsOfInvoice,
  findInvoice,
  findPayment,
  findPaymentMethod,
  latestPaymentMethodOfUser,
  latestPaymentOfInvoice,
  linesOfInvoice,
  lockInvoice,
  recordNotice,
  unpaidOfPolicy,
  type InvoiceRow,
  type PaymentMethodRow,
  type PaymentRow,
} from './payments.repository.ts';
import type { BILLING_NOTICE_KINDS } from './payments.table.ts';

type Because = { reason: string; actor: Actor; details?: Record<string, string> };
type Owner = { firstName: string; email: string | null };
type GracePolicy = {
  id: string;
  userId: string;
  label: string;
  productSlug: string;
  missedDueOn: string;
  graceNoticeSentOn: string | null;
  lapsesOn: string;
};

export type DunningPorts = {
  policies: {
    lockForPayment(tx: DbOrTx, policyId: string): Promise<void>;
    record(policyId: string): Promise<{ label: string | null; productSlug: string; status: string } | null>;
    missPayment(
      tx: DbOrTx,
      policyId: string,
      input: { dueOn: string; lapsesOn: string },
      because: Because,
    ): Promise<'in grace' | 'already' | 'not in force'>;
    recordGraceNotice(
      tx: DbOrTx,
      policyId: string,
      input: { sentOn: string; lapsesOn: string },
    ): Promise<void>;
    cure(tx: DbOrTx, policyId: string, because: Because): Promise<boolean>;
    lapse(tx: DbOrTx, policyId: string, because: Because): Promise<boolean>;
    inGrace(afterId: string | null, limit: number): Promise<GracePolicy[]>;
  };
  owner(userId: string): Promise<{ firstName: string; email: string | null }>;
  /** A sign-in link to the billing page (deep link settings_billing). */
  billingLink(tx: DbOrTx, userId: string): Promise<string>;
  /** A sign-in link to the purchase's "Last step!": a first premium whose debit came back is paid there. */
  purchaseLink(tx: DbOrTx, userId: string): Promise<string>;
  /** A sign-in link to the reinstatement page (deep link policy_reinstatement): the lapse notice's. */
  reinstatementLink(tx: DbOrTx, userId: string): Promise<string>;
  email(tx: DbOrTx, email: Email): Promise<void>;
  notify(tx: DbOrTx, userId: string, metadata: NotificationMetadata): Promise<unknown>;
  /** Analytics, after the notice's transaction committed; ids and amounts only, never the card or a name. */
  track(
    userId: string,
    name: 'renewal_paid' | 'renewal_declined' | 'policy_lapsed',
    properties: Record<string, string | number>,
  ): Promise<void>;
  emails: {
    receipt: typeof premiumReceiptEmail;
    paymentFailed: typeof paymentFailedEmail;
    firstPremiumFailed: typeof firstPremiumFailedEmail;
    graceNotice: typeof graceNoticeEmail;
    reminder: typeof paymentReminderEmail;
    lapsed: typeof policyLapsedEmail;
  };
  supportPhone: string;
};

const PAGE = 200;
const dollars = (amount: number) => formatDollars(cents(amount));
const methodWords = (method: PaymentMethodRow | undefined) => (method ? methodDescription(method) : null);

/** A bank debit as NACHA's re-presentment rule reads it (packages/domain/src/ach/re-presentment.ts). */
function presentationOf(payment: PaymentRow): AchPresentation {
  const submittedOn = payment.submittedOn!;
  const settledOn = payment.settledAt ? businessDayOf(payment.settledAt) : undefined;
  if (payment.status === 'processing' || payment.status === 'pending')
    return { submittedOn, outcome: 'processing' };
  if (payment.status === 'succeeded')
    return { submittedOn, outcome: 'settled', ...(settledOn ? { settledOn } : {}) };
  return {
    submittedOn,
    outcome: 'returned',
    code: payment.returnCode ?? 'R01',
    returnedOn: settledOn ?? submittedOn,
  };
}

export function createDunningService(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  jobs: AppJobQueue;
  ledger: LedgerPort;
  ports: DunningPorts;
}) {
  const { db, clock, logger, jobs, ledger, ports } = deps;
  const { policies } = ports;

  /**
   * Records the notice and, the first time only, e-mails it (and adds the in-app notification). The owner is read
   * before the transaction: their profile is read on a connection of its own.
   */
  async function sendOnce(
    tx: DbOrTx,
    notice: { policyId: string; userId: string; kind: (typeof BILLING_NOTICE_KINDS)[number]; about: string },
    owner: Owner,
    write: (to: string, link: string) => Email,
    inApp?: NotificationMetadata,
    linkTo: (tx: DbOrTx, userId: string) => Promise<string> = (tx, userId) => ports.billingLink(tx, userId),
  ): Promise<boolean> {
    const now = clock.now();
    const fresh = await recordNotice(tx, {
      id: randomUUID(),
      ...notice,
      sentOn: businessDayOf(now),
      sentAt: now,
    });
    if (!fresh) return false;
    if (owner.email) await ports.email(tx, write(owner.email, await linkTo(tx, notice.userId)));
    if (inApp) await ports.notify(tx, notice.userId, inApp);
    return true;
  }

  async function details(
    tx: DbOrTx,
    policy: { userId: string; label: string; productSlug: string },
    owner: Owner,
    unpaid: InvoiceRow[],
    dates: { dueOn: string; lapsesOn: string },
  ): Promise<Omit<BillingNoticeDetails, 'url'>> {
    return {
      firstName: owner.firstName,
      policyNumber: policy.label,
      productName: insuranceCardTitle(policy.productSlug),
      amount: dollars(unpaid.reduce((sum, invoice) => sum + invoice.balance, 0)),
      card: methodWords(await latestPaymentMethodOfUser(tx, policy.userId)),
      dueOn: formatShortDate(dates.dueOn),
      lapsesOn: formatShortDate(dates.lapsesOn),
      phone: ports.supportPhone,
    };
  }

  /**
   * The invoice is charged again when its rail's rule says so: NACHA's re-presentment for a bank debit returned
   * from the account still on file (only R01/R09, twice within 180 days), else the card plan (or at once after a
   * new method). A stopped bank account is never debited: the person must choose another method. True when a
   * charge was queued.
   */
  async function retryIfDue(tx: DbOrTx, invoice: InvoiceRow, today: string): Promise<boolean> {
    // A premium that fell due while nothing could be charged (the only account on file stopped): charged once
    // a method that can be is on file.
    const neverCharged = invoice.status === 'created' && businessDayOf(invoice.dueAt) < today;
    if (invoice.status !== 'failed' && invoice.status !== 'retryable' && !neverCharged) return false;
    // One after another: a transaction's connection runs one query at a time.
    const attempts = await attemptsOfInvoice(tx, invoice.id);
    const last = await latestPaymentOfInvoice(tx, invoice.id);
    const method = await latestPaymentMethodOfUser(tx, invoice.userId);
    if (!method || method.debitsStoppedCode) return false;
    if (neverCharged) {
      if (attempts > 0) return false;
      await jobs.enqueue('billing.charge', { invoiceId: invoice.id }, { tx, singletonKey: invoice.id });
      return true;
    }
    const due =
      last?.returnCode && method?.id === last.paymentMethodId
        ? await presentmentDue(tx, invoice.id, method.id, today)
        : retryDueNow(
            {
              dueOn: businessDayOf(invoice.dueAt),
              attemptsMade: attempts,
              lastDeclineCode: last?.failureCode ?? null,
              ...(last ? { lastAttemptOn: businessDayOf(last.createdAt) } : {}),
              methodChangedSinceLastAttempt: Boolean(method && last && method.id !== last.paymentMethodId),
            },
            today,
          );
    if (!due) return false;
    const locked = await lockInvoice(tx, invoice.id);
    if (locked.status === 'failed') await moveInvoice(tx, locked, { type: 'retry_scheduled' }, clock.now());
    await jobs.enqueue('billing.charge', { invoiceId: invoice.id }, { tx, singletonKey: invoice.id });
    return true;
  }

  /** NACHA: whether the returned debit of an invoice may be presented again from the same account today. */
  async function presentmentDue(tx: DbOrTx, invoiceId: string, methodId: string, today: string) {
    const presentations = (await bankDebitsOfInvoice(tx, invoiceId, methodId)).map(presentationOf);
    const next = nextPresentment(presentations, today);
    return next.ok && next.value.on <= today;
  }

  /** One policy in grace, on `today`: notice, reminders, retries, or the lapse. */
  async function followUp(policy: GracePolicy, today: string): Promise<'lapsed' | 'followed'> {
    const owner = await ports.owner(policy.userId);
    const outcome = await followUpIn(policy, today, owner);
    if (outcome === 'lapsed')
      await ports.track(policy.userId, 'policy_lapsed', { productSlug: policy.productSlug });
    return outcome;
  }

  /**
   * A policy in grace whose missed premium was paid since: active again; or, with a later premium past due (as
   * billing.invoice-paid counts it), in grace again from that premium's due date, with its own 31 days and its own
   * written notice. A charge in flight is waited for.
   */
  async function regrace(
    tx: DbOrTx,
    policy: GracePolicy,
    oldest: InvoiceRow | undefined,
    today: string,
  ): Promise<'followed'> {
    if (oldest?.status === 'processing') return 'followed';
    const job: Actor = { kind: 'job', name: 'billing.run' };
    const cured = await policies.cure(tx, policy.id, {
      reason: `Its premium due ${policy.missedDueOn} was paid during grace.`,
      actor: job,
      details: { missedDueOn: policy.missedDueOn },
    });
    if (!cured || !oldest) return 'followed';
    const dueOn = businessDayOf(oldest.dueAt);
    if (dueOn >= today && oldest.status === 'created') return 'followed';
    await policies.missPayment(
      tx,
      policy.id,
      { dueOn, lapsesOn: dunningPlan(dueOn).lapsesOn },
      { reason: `Its premium due ${dueOn} is past due.`, actor: job, details: { invoiceId: oldest.id } },
    );
    return 'followed';
  }

  /**
   * The schedule's first due date whose premium is owed: D, or earlier when a reinstatement the bank took back
   * is owed again (its grace counts from the day it came back; what it owes, from its first missed premium).
   * Reinstating after this lapse starts from it.
   */
  async function firstOwedDueOn(tx: DbOrTx, unpaid: InvoiceRow[], D: string): Promise<string> {
    let first = D;
    for (const invoice of unpaid) {
      if (invoice.kind !== 'reinstatement') continue;
      for (const line of await linesOfInvoice(tx, invoice.id))
        if (line.kind === 'missed_premium' && line.dueOn && line.dueOn < first) first = line.dueOn;
    }
    return first;
  }

  async function followUpIn(
    policy: GracePolicy,
    today: string,
    owner: Owner,
  ): Promise<'lapsed' | 'followed'> {
    return db.transaction(async (tx) => {
      await policies.lockForPayment(tx, policy.id);
      const unpaid = await unpaidOfPolicy(tx, policy.id);
      const D = policy.missedDueOn;
      // Grace counts from the premium missed on D. Paid since (its billing.invoice-paid job may not have run
      // yet, or found a later premium past due), it lapses nothing: see regrace.
      if (!unpaid[0] || businessDayOf(unpaid[0].dueAt) > D) return regrace(tx, policy, unpaid[0], today);
      let { graceNoticeSentOn, lapsesOn } = policy;
      if (!graceNoticeSentOn && today >= addDays(D, 1)) {
        graceNoticeSentOn = today;
        lapsesOn = lapseDate(D, today);
        await policies.recordGraceNotice(tx, policy.id, { sentOn: today, lapsesOn });
        const words = await details(tx, policy, owner, unpaid, { dueOn: D, lapsesOn });
        await sendOnce(
          tx,
          { policyId: policy.id, userId: policy.userId, kind: 'grace_notice', about: D },
          owner,
          (to, url) => ports.emails.graceNotice(to, { ...words, url }),
        );
      }
      if (
        hasLapsed(D, graceNoticeSentOn, today) &&
        unpaid.every((invoice) => invoice.status !== 'processing')
      ) {
        const job: Actor = { kind: 'job', name: 'billing.run' };
        const words = await details(tx, policy, owner, unpaid, { dueOn: D, lapsesOn });
        await policies.lapse(tx, policy.id, {
          reason: `Its premium due ${D} was not paid by the end of grace (${lapsesOn}).`,
          actor: job,
          details: { missedDueOn: D, firstMissedDueOn: await firstOwedDueOn(tx, unpaid, D), lapsesOn },
        });
        for (const invoice of unpaid) {
          await moveInvoice(tx, await lockInvoice(tx, invoice.id), { type: 'void' }, clock.now(), {
            reason: 'lapse',
          });
          await ledger.post(
            tx,
            { type: 'invoice_voided', amount: cents(invoice.balance) },
            { at: clock.now(), userId: invoice.userId, invoiceId: invoice.id, memo: { reason: 'lapse' } },
          );
        }
        await sendOnce(
          tx,
          { policyId: policy.id, userId: policy.userId, kind: 'lapse_notice', about: D },
          owner,
          (to, url) => ports.emails.lapsed(to, { ...words, url }),
          { type: 'policy_lapsed', policyId: policy.id, lapsesAt: lapsesOn },
          (tx, userId) => ports.reinstatementLink(tx, userId),
        );
        return 'lapsed';
      }
      for (const day of dunningPlan(D, graceNoticeSentOn ? { graceNoticeSentOn } : {}).reminders) {
        if (today < day || today > lapsesOn) continue;
        const words = await details(tx, policy, owner, unpaid, { dueOn: D, lapsesOn });
        await sendOnce(
          tx,
          { policyId: policy.id, userId: policy.userId, kind: 'reminder', about: day },
          owner,
          (to, url) => ports.emails.reminder(to, { ...words, url }),
        );
      }
      for (const invoice of unpaid) await retryIfDue(tx, invoice, today);
      return 'followed';
    });
  }

  /**
   * A first premium's debit came back at settlement (the policy was never issued): no grace or dunning, one e-mail
   * per return saying what the bank said and leading back to "Last step!" to pay another way.
   */
  async function tellFirstPremiumReturned(payment: PaymentRow, invoice: InvoiceRow): Promise<void> {
    if (!payment.returnCode) return;
    const returnCode = payment.returnCode;
    const policy = await policies.record(invoice.policyId);
    const owner = await ports.owner(invoice.userId);
    await db.transaction(async (tx) => {
      const method = (await findPaymentMethod(tx, payment.paymentMethodId))!;
      await sendOnce(
        tx,
        {
          policyId: invoice.policyId,
          userId: invoice.userId,
          kind: 'first_premium_failed',
          about: `${invoice.id}:${payment.id}`,
        },
        owner,
        (to, url) =>
          ports.emails.firstPremiumFailed(to, {
            firstName: owner.firstName,
            productName: insuranceCardTitle(policy?.productSlug),
            amount: dollars(payment.amount),
            account: methodDescription(method),
            bankReturn: `${achReturnRule(returnCode).meaning} (${returnCode})`,
            url,
            phone: ports.supportPhone,
          }),
        undefined,
        (tx, userId) => ports.purchaseLink(tx, userId),
      );
    });
  }

  return {
    /** billing.charge-failed: a renewal's charge was declined, or a first premium's debit came back. */
    async onChargeFailed(paymentId: string): Promise<void> {
      const payment = (await findPayment(db, paymentId))!;
      const seen = (await findInvoice(db, payment.invoiceId))!;
      if (seen.kind === 'first_premium') return tellFirstPremiumReturned(payment, seen);
      if (seen.kind !== 'premium' && seen.kind !== 'reinstatement') return;
      // A reinstatement's payment the bank took back once the policy was reinstated: missed on the day it came
      // back (its grace counts from then), whatever day the offer was billed on.
      const returnedReinstatement = seen.kind === 'reinstatement';
      const policy = await policies.record(seen.policyId);
      const owner = await ports.owner(seen.userId);
      const told = await db.transaction(async (tx) => {
        await policies.lockForPayment(tx, seen.policyId);
        const invoice = (await findInvoice(tx, seen.id))!;
        // Paid (or paid again) since: nothing was missed.
        if (!isPayable(invoice.status) || invoice.status === 'processing') return false;
        const dueOn = businessDayOf(returnedReinstatement ? clock.now() : invoice.dueAt);
        const lapsesOn = dunningPlan(dueOn).lapsesOn;
        const moved = await policies.missPayment(
          tx,
          invoice.policyId,
          { dueOn, lapsesOn },
          {
            reason: returnedReinstatement
              ? `Its reinstatement's payment was returned by the bank (${payment.returnCode ?? 'returned'}): the missed premiums it paid are owed again.`
              : `Its premium due ${dueOn} was not paid: the charge was declined (${payment.failureCode ?? 'declined'}).`,
            actor: { kind: 'job', name: 'billing.charge-failed' },
            details: { invoiceId: invoice.id, paymentId },
          },
        );
        if (moved === 'not in force' || !policy?.label) return false;
        const method = await findPaymentMethod(tx, payment.paymentMethodId);
        const card = methodWords(method);
        const current = (await findPayment(tx, paymentId))!;
        const bankReturn = current.returnCode
          ? `Your bank returned the payment: ${achReturnRule(current.returnCode).meaning} (${current.returnCode}).` +
            (method?.debitsStoppedCode
              ? ' We will not take payments from this account again: please choose another way to pay on your billing page.'
              : '')
          : null;
        const words = await details(
          tx,
          { ...policy, label: policy.label, userId: invoice.userId },
          owner,
          [invoice],
          {
            dueOn,
            lapsesOn,
          },
        );
        // Each bank return is told (a re-presented debit may come back again); a card's decline once per invoice.
        const about = current.returnCode ? `${invoice.id}:${paymentId}` : invoice.id;
        return sendOnce(
          tx,
          { policyId: invoice.policyId, userId: invoice.userId, kind: 'payment_failed', about },
          owner,
          (to, url) => ports.emails.paymentFailed(to, { ...words, card, url, bankReturn }),
          {
            type: 'payment_failed',
            invoiceId: invoice.id,
            amount: invoice.balance,
            card,
            lapsesAt: lapsesOn,
            ...(current.returnCode ? { returnCode: current.returnCode } : {}),
          },
        );
      });
      if (told && policy)
        await ports.track(seen.userId, 'renewal_declined', {
          amount: seen.amount,
          declineCode: payment.failureCode ?? 'declined',
          productSlug: policy.productSlug,
        });
    },

    /** billing.invoice-paid: a receipt; a policy in grace with nothing past due is active again. */
    async onInvoicePaid(invoiceId: string): Promise<void> {
      const seen = (await findInvoice(db, invoiceId))!;
      const policy = await policies.record(seen.policyId);
      if (!policy?.label) return;
      const owner = await ports.owner(seen.userId);
      const receipted = await db.transaction(async (tx) => {
        await policies.lockForPayment(tx, seen.policyId);
        const invoice = (await findInvoice(tx, invoiceId))!;
        const payment = await latestPaymentOfInvoice(tx, invoiceId);
        const card = payment ? methodWords(await findPaymentMethod(tx, payment.paymentMethodId)) : null;
        // A reinstatement has no period of its own: its confirmation is the reinstatement's e-mail.
        const fresh =
          invoice.kind === 'premium' &&
          (await sendOnce(
            tx,
            { policyId: invoice.policyId, userId: invoice.userId, kind: 'receipt', about: invoice.id },
            owner,
            (to, url) =>
              ports.emails.receipt(to, {
                firstName: owner.firstName,
                policyNumber: policy.label!,
                amount: dollars(invoice.amount),
                card,
                period: `${formatShortDate(invoice.periodStart!)} to ${formatShortDate(invoice.periodEnd!)}`,
                paidOn: formatShortDate(businessDayOf(invoice.paidAt ?? clock.now())),
                url,
              }),
          ));
        const today = businessDayOf(clock.now());
        const stillPastDue = (await unpaidOfPolicy(tx, invoice.policyId)).some(
          (unpaid) => businessDayOf(unpaid.dueAt) < today || unpaid.status !== 'created',
        );
        // Only a policy in grace is cured (the lifecycle refuses any other, writing nothing).
        if (!stillPastDue)
          await policies.cure(tx, invoice.policyId, {
            reason: 'Everything past due was paid during grace.',
            actor: { kind: 'job', name: 'billing.invoice-paid' },
            details: { invoiceId },
          });
        return fresh;
      });
      if (receipted)
        await ports.track(seen.userId, 'renewal_paid', {
          amount: seen.amount,
          productSlug: policy.productSlug,
        });
    },

    /** The daily follow-up of every policy in grace (the billing run calls it after issuing the day's invoices). */
    async followUpGrace(today: string): Promise<{ inGrace: number; lapsed: number }> {
      const tally = { inGrace: 0, lapsed: 0 };
      for (let afterId: string | null = null; ;) {
        const page = await policies.inGrace(afterId, PAGE);
        if (page.length === 0) break;
        for (const policy of page) {
          tally.inGrace += 1;
          if ((await followUp(policy, today)) === 'lapsed') tally.lapsed += 1;
        }
        afterId = page.at(-1)!.id;
      }
      if (tally.lapsed > 0)
        logger.info({ event: 'policies_lapsed', ...tally }, 'Policies lapsed at the end of grace');
      return tally;
    },
  };
}

export type DunningService = ReturnType<typeof createDunningService>;

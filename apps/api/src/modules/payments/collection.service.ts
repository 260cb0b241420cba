// Collection: charging invoices (issue 15 items 1 and 3; issue 24 split it from billing). The invoice is
// `processing` while its charge is in flight, neither paid nor failed, so that a bank debit that settles days
// later fits the same path. Money never moves twice and never half-moves:
//   1. A charge is first written as a `pending` payment (its idempotency key derived from the invoice and the
//      attempt) and committed, while the invoice is locked: an invoice has at most one charge in flight.
//   2. The provider is called with that key, outside any transaction.
//   3. Its answer is settled in one transaction: the payment, the invoice, the ledger, and (for the first
//      premium) the policy's issue.
// A process killed between 2 and 3 leaves the pending payment; the next payInvoice for the invoice, or the
// reconciling job, calls the provider again with the same key and the provider answers the charge it already
// made (or makes the one it never received), so every path ends with one charge and one issued policy. A key is
// sent again only within the provider's 24 hours (PROVIDER_KEY_WINDOW_MS); later, the charge is looked up by the
// payment's id in its metadata, and one the provider never received is settled as failed (nothing charged).
// A caller that finds another's charge in flight waits for its outcome rather than charging.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { accountDebitable } from '@wysh/domain/ach/re-presentment';
import type { MandateAcceptance } from '@wysh/domain/ach/debit-authorization';
import { achReturnCodeOf, achReturnRule, stillReturnableSince } from '@wysh/domain/ach/return-codes';
import { isPayable, type InvoiceTransitionError } from '@wysh/domain/billing/invoice-lifecycle';
import type { PayNowErrorCode } from '@wysh/domain/billing/past-due';
import { methodDescription } from '@wysh/domain/payments/method-description';
import { isInFlight, type PaymentTransitionError } from '@wysh/domain/payments/payment-lifecycle';
import { cents } from '@wysh/domain/money';
import { err, ok, type Result } from '@wysh/domain/result';
import type { Db, DbOrTx } from '../../db/database.ts';
import { businessDayOf, startOfBusinessDay, type Clock } from '../../shared/clock.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { AppJobQueue } from '../jobs/jobs.types.ts';
import type { BankDebitMandate, BankDebitState, CardProvider, CardRefusal, Charge } from './card-provider.ts';
import { moveInvoice } from './invoice-moves.ts';
import { movePayment } from './payment-moves.ts';
import type { ChooseBankAccountError, PaymentMethodsService } from './payment-methods.service.ts';
import {
  accountStopped,
  cardMissing,
  invoiceNotFound,
  invoiceNotPayable,
  purchaseFlagWrong,
  purchaseNotSigned,
  type PaymentsError,
  type PaymentsErrorCode,
} from './payments.errors.ts';
import type { Actor, LedgerPort, PolicyPort, ReinstatementPort } from './payments.ports.ts';
import {
  abandonedPayments,
  attemptsOfInvoice,
  bankDebitsToFollow,
  findInvoice,
  findInvoiceOfUser,
  findPayment,
  findPaymentMethod,
  findRefund,
  insertPayment,
  insertRefund,
  latestPaymentMethodOfUser,
  latestPaymentOfInvoice,
  lockInvoice,
  lockPayment,
  lockRefund,
  notePaymentIntent,
  paymentsOfInvoice,
  refundOfPayment,
  stopDebits,
  pendingPaymentOfInvoice,
  takeLease,
  updateRefund,
  type InvoiceRow,
  type PaymentMethodRow,
  type PaymentRow,
} from './payments.repository.ts';
import {
  invoiceView,
  paymentMethodView,
  paymentView,
  type PayInvoiceOutcome,
  type PaymentView,
} from './payments.views.ts';

/**
 * What a failed payment keeps of the provider's answer: its reason in the provider's words (the decline code, else
 * its error code), or `never_charged` for a charge the provider never received (found out once its key could no
 * longer be sent again), or the status a charge ended in that is not a success.
 */
function failureOf(answer: Result<Charge, CardRefusal>): { code: string; message: string } | null {
  if (answer.ok)
    return answer.value.status === 'succeeded'
      ? null
      : { code: answer.value.status, message: `The charge ended ${answer.value.status}.` };
  if (answer.error.code === 'CARD.CHARGE_NOT_FOUND')
    return {
      code: 'never_charged',
      message: 'The charge never reached the card provider; nothing was charged.',
    };
  return { code: answer.error.declineCode ?? answer.error.providerCode, message: answer.error.message };
}

/** The debit authorisation a bank account was chosen with, sent with each debit as its mandate; none for a card. */
function mandateOf(method: PaymentMethodRow): BankDebitMandate | null {
  if (method.source !== 'bank_account' || !method.mandateAcceptedAt) return null;
  return {
    acceptedAt: method.mandateAcceptedAt,
    ipAddress: method.mandateIpAddress ?? '',
    userAgent: method.mandateUserAgent ?? '',
  };
}

export type PayInvoiceError = PaymentsError<Exclude<PaymentsErrorCode, PayNowErrorCode>>;

/** A refusal as settle records it; a bank debit's failure also names its NACHA return code and the debit's id. */
type SettleRefusal = CardRefusal & { returnCode?: string | null; paymentIntentId?: string };

/** A debit (or charge) the provider failed, as settle records a refusal: a bank debit's with its return code. */
function refusalOfFailed(
  state: Extract<BankDebitState, { status: 'failed' }>,
  rail: 'card' | 'bank',
): SettleRefusal {
  return {
    code: 'CARD.DECLINED',
    providerCode: state.declineCode ?? (rail === 'bank' ? 'bank_returned' : 'card_declined'),
    declineCode: state.declineCode,
    message: state.message,
    returnCode:
      rail === 'bank'
        ? (achReturnCodeOf({ networkCode: state.returnCode, declineCode: state.declineCode }) ?? 'R01')
        : null,
    paymentIntentId: state.paymentIntentId,
  };
}

/** A settled debit's return, as the bank named it (an unnamed one read as unauthorised: R10). */
function returnOf(state: Extract<BankDebitState, { status: 'failed' }>) {
  return {
    returnCode: achReturnCodeOf({ networkCode: state.returnCode, declineCode: state.declineCode }) ?? 'R10',
    declineCode: state.declineCode,
    message: state.message,
  };
}

/** How long a process may take to hear the provider's answer before another may drive the charge again. */
export const PAYMENT_LEASE_MS = 15_000;
/**
 * How long after a charge's first try its idempotency key may be sent again: the provider keeps keys for 24
 * hours, after which the same key would make a second charge. Past this, the charge is looked up instead.
 */
export const PROVIDER_KEY_WINDOW_MS = 23 * 60 * 60 * 1000;
const BANK_JOB: Actor = { kind: 'job', name: 'payments.settle-bank-debits' };
/** How long a caller waits for another caller's charge in flight before answering "processing". */
const WAIT_FOR_OTHER_MS = 20_000;

/** A move the lifecycle must allow here (the row lock is held): a refusal is a fault of ours, not the payer's. */
async function moved(result: Promise<Result<InvoiceRow, InvoiceTransitionError>>): Promise<InvoiceRow> {
  const outcome = await result;
  if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
  return outcome.value;
}

/** A payment's move the caller's lock and checks made certain: a refusal here is a bug, never an answer. */
async function paymentMoved(
  result: Promise<Result<PaymentRow, PaymentTransitionError>>,
): Promise<PaymentRow> {
  const outcome = await result;
  if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
  return outcome.value;
}

export function createCollectionService(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  cards: CardProvider;
  jobs: AppJobQueue;
  ledger: LedgerPort;
  policies: PolicyPort;
  reinstatements: ReinstatementPort;
  methods: PaymentMethodsService;
}) {
  const { db, clock, logger, cards, jobs, ledger, methods } = deps;

  async function outcomeOf(
    paymentId: string,
    refused: { message: string; declineCode: string | null } | null = null,
  ): Promise<PayInvoiceOutcome> {
    const payment = (await findPayment(db, paymentId))!;
    const [invoice, method] = await Promise.all([
      findInvoice(db, payment.invoiceId),
      findPaymentMethod(db, payment.paymentMethodId),
    ]);
    return {
      transactionResult:
        payment.status === 'succeeded' ? 'success' : payment.status === 'failed' ? 'failed' : 'processing',
      message: refused?.message ?? payment.failureMessage,
      declineCode: refused?.declineCode ?? payment.failureCode,
      invoice: invoiceView(invoice!, clock.now()),
      payment: paymentView(payment),
      paymentMethod: method ? paymentMethodView(method) : null,
    };
  }

  /**
   * Settles the provider's answer in one transaction; a payment already settled is left as it is. Money no invoice
   * can take (its invoice was voided, its policy withdrawn) is never applied: it is held as unapplied cash and
   * given back by the payments.refund job.
   */
  async function settle(
    paymentId: string,
    answer: Result<Charge, SettleRefusal>,
    actor: Actor,
  ): Promise<void> {
    await db.transaction((tx) => settleIn(tx, paymentId, answer, actor));
  }

  /** The lock order every use case keeps: policy, invoice, payment (an offer switch takes the first two). */
  async function lockForSettling(tx: DbOrTx, paymentId: string) {
    const seen = (await findPayment(tx, paymentId))!;
    await deps.policies.lockForPayment(tx, (await findInvoice(tx, seen.invoiceId))!.policyId);
    const invoice = await lockInvoice(tx, seen.invoiceId);
    const payment = await lockPayment(tx, paymentId);
    return { invoice, payment };
  }

  /** settle, in the caller's transaction (a provider event's, which also stores the event). */
  async function settleIn(
    tx: DbOrTx,
    paymentId: string,
    answer: Result<Charge, SettleRefusal>,
    actor: Actor,
  ): Promise<void> {
    const { invoice, payment } = await lockForSettling(tx, paymentId);
    if (!isInFlight(payment.status)) return;
    const now = clock.now();
    const method = (await findPaymentMethod(tx, payment.paymentMethodId))!;
    const rail = method.source === 'bank_account' ? 'bank' : 'card';
    if (answer.ok && answer.value.status === 'processing') {
      // A bank debit the provider accepted: neither paid nor failed until it settles (settleBankDebits).
      if (payment.status === 'pending') {
        await paymentMoved(
          movePayment(tx, payment, 'accepted', {
            providerPaymentIntentId: answer.value.paymentIntentId,
            submittedOn: businessDayOf(now),
          }),
        );
        // A first premium by bank: no cover until the debit settles (issue 25 item 5).
        if (invoice.kind === 'first_premium' && invoice.status === 'processing')
          await deps.policies.firstPremiumMoved(tx, invoice.policyId, 'first_premium_submitted', {
            reason: `Its first premium is being debited from the ${methodDescription(method)}; cover starts when the debit settles.`,
            actor,
            details: { invoiceId: invoice.id, paymentId: payment.id },
          });
      }
      return;
    }
    const failure = failureOf(answer);
    if (!answer.ok || failure) {
      const returnCode = answer.ok ? null : (answer.error.returnCode ?? null);
      await paymentMoved(
        movePayment(tx, payment, 'failed', {
          failureCode: failure!.code,
          failureMessage: failure!.message,
          providerPaymentIntentId: answer.ok
            ? answer.value.paymentIntentId
            : (answer.error.paymentIntentId ?? payment.providerPaymentIntentId),
          returnCode,
          settledAt: now,
        }),
      );
      if (returnCode) await stopIfReturnForbids(tx, method.id, returnCode, now);
      if (invoice.status === 'processing') {
        const event =
          !answer.ok && answer.error.code === 'CARD.CHARGE_NOT_FOUND' ? 'charge_abandoned' : 'charge_failed';
        await moved(moveInvoice(tx, invoice, { type: event }, now, { paymentId }));
        // A first premium's debit failed at settlement: nothing issued, payable again (by card, or another
        // account); the person is told by e-mail (dunning.service.ts), having left "Last step!" days ago.
        if (invoice.kind === 'first_premium' && returnCode) {
          await deps.policies.firstPremiumMoved(tx, invoice.policyId, 'first_premium_failed', {
            reason: `Its first premium's debit from the ${methodDescription(method)} failed at settlement (${returnCode}); the policy was not issued.`,
            actor,
            details: { invoiceId: invoice.id, paymentId: payment.id, returnCode },
          });
          await jobs.enqueue('billing.charge-failed', { paymentId }, { tx, singletonKey: paymentId });
        }
        // A renewal declined: grace, notices and retries follow (dunning.service.ts).
        if (invoice.kind === 'premium' && event === 'charge_failed')
          await jobs.enqueue('billing.charge-failed', { paymentId }, { tx, singletonKey: paymentId });
      }
      return;
    }
    await paymentMoved(
      movePayment(tx, payment, 'succeeded', {
        providerPaymentIntentId: answer.value.paymentIntentId,
        settledAt: now,
      }),
    );
    // Only the invoice this charge holds in processing takes its money.
    const takes = invoice.status === 'processing';
    const inFull = takes && invoice.balance === payment.amount;
    const issues = inFull && invoice.kind === 'first_premium';
    // A reinstatement is paid in full or not at all (a card charge takes the whole balance).
    const reinstates = takes && invoice.kind === 'reinstatement';
    const applies =
      takes &&
      (!issues ||
        (await deps.policies.issue(tx, invoice.policyId, now, {
          reason: 'Its first premium was paid.',
          actor,
          details: { invoiceId: invoice.id, paymentId: payment.id },
        })) !== 'refused') &&
      (!reinstates ||
        (inFull &&
          (await deps.reinstatements.reinstate(tx, {
            invoiceId: invoice.id,
            paymentId: payment.id,
            paidAt: now,
            paidOn: payment.submittedOn ?? businessDayOf(now),
            actor,
          })) !== 'refused'));
    if (!applies) {
      const why = reinstates ? 'reinstatement no longer offered' : 'policy no longer pending';
      await holdUnapplied(tx, payment, invoice, now, why, rail);
      return;
    }
    await moved(
      moveInvoice(tx, invoice, { type: 'charge_succeeded', amount: cents(payment.amount) }, now, {
        paymentId: payment.id,
      }),
    );
    // A renewal paid: its receipt, and a policy in grace may be active again (dunning.service.ts); so may one
    // whose reinstatement was paid again after the bank returned its first payment.
    if (invoice.kind === 'premium' || invoice.kind === 'reinstatement')
      await jobs.enqueue('billing.invoice-paid', { invoiceId: invoice.id }, { tx, singletonKey: invoice.id });
    await ledger.post(
      tx,
      { type: 'charge_succeeded', amount: cents(payment.amount), rail },
      { at: now, userId: invoice.userId, invoiceId: invoice.id, paymentId: payment.id },
    );
  }

  /** NACHA: after any return code but R01 and R09 the account is not debited again until another is chosen. */
  async function stopIfReturnForbids(tx: DbOrTx, methodId: string, returnCode: string, now: Date) {
    if (accountDebitable([returnCode]).ok) return;
    await stopDebits(tx, methodId, returnCode, now);
    logger.warn(
      { event: 'bank_debits_stopped', paymentMethodId: methodId, returnCode },
      'A bank return stopped debits from this account',
    );
  }

  /**
   * A settled bank debit the bank took back (a late return: R01 within 2 banking days, R10 within 60 days...):
   * its ledger postings reversed, its invoice owing again (back to failed, so past due from its due date), the
   * account stopped when the code says so, and the owner told (billing.charge-failed, as a decline is).
   */
  async function returnDebit(
    paymentId: string,
    returned: { returnCode: string; declineCode: string | null; message: string },
  ): Promise<void> {
    await db.transaction((tx) => returnDebitIn(tx, paymentId, returned));
  }

  /** returnDebit, in the caller's transaction. */
  async function returnDebitIn(
    tx: DbOrTx,
    paymentId: string,
    returned: { returnCode: string; declineCode: string | null; message: string },
  ): Promise<void> {
    const { invoice, payment } = await lockForSettling(tx, paymentId);
    if (payment.status !== 'succeeded') return;
    const now = clock.now();
    await paymentMoved(
      movePayment(tx, payment, 'returned', {
        returnCode: returned.returnCode,
        failureCode: returned.declineCode ?? achReturnRule(returned.returnCode).declineCode,
        failureMessage: returned.message,
      }),
    );
    await stopIfReturnForbids(tx, payment.paymentMethodId, returned.returnCode, now);
    const refs = { at: now, userId: invoice.userId, invoiceId: invoice.id, paymentId: payment.id };
    const refund = await refundOfPayment(tx, payment.id);
    if (refund) {
      // Held as unapplied cash: the refund it was waiting for is not sent, the bank has the money back.
      if (refund.status === 'pending') await updateRefund(tx, refund.id, { status: 'failed' });
      await ledger.post(
        tx,
        { type: 'unapplied_charge_returned', amount: cents(payment.amount), rail: 'bank' },
        { ...refs, refundId: refund.id, memo: { returnCode: returned.returnCode } },
      );
      return;
    }
    await moved(
      moveInvoice(
        tx,
        invoice,
        { type: 'charge_returned', amount: cents(payment.amount), invoiceAmount: cents(invoice.amount) },
        now,
        { paymentId: payment.id, returnCode: returned.returnCode },
      ),
    );
    await ledger.post(
      tx,
      { type: 'charge_returned', amount: cents(payment.amount), rail: 'bank' },
      { ...refs, memo: { returnCode: returned.returnCode } },
    );
    // A premium, or a reinstatement the bank took back after the policy was reinstated: owed again, in grace.
    if (invoice.kind === 'premium' || invoice.kind === 'reinstatement')
      await jobs.enqueue(
        'billing.charge-failed',
        { paymentId },
        { tx, singletonKey: `${paymentId}_returned` },
      );
    logger.warn(
      { event: 'bank_debit_returned', paymentId, returnCode: returned.returnCode },
      'A settled bank debit was returned',
    );
  }

  /** A charge its invoice can no longer take: held as unapplied cash, and its refund written for the job to send. */
  async function holdUnapplied(
    tx: DbOrTx,
    payment: PaymentRow,
    invoice: InvoiceRow,
    now: Date,
    why: string,
    rail: 'card' | 'bank',
  ) {
    if (invoice.status === 'processing') {
      // Its policy is no longer pending (withdrawn before the fix of issue 23), or its reinstatement no longer
      // offered on the day paid: nothing is owed on it any more.
      const abandoned = await moved(
        moveInvoice(tx, invoice, { type: 'charge_abandoned' }, now, { paymentId: payment.id }),
      );
      await moved(moveInvoice(tx, abandoned, { type: 'void' }, now, { reason: why }));
      await ledger.post(
        tx,
        { type: 'invoice_voided', amount: cents(invoice.balance) },
        { at: now, userId: invoice.userId, invoiceId: invoice.id },
      );
    }
    await refundUnapplied(tx, payment, invoice, now, rail);
  }

  /** Money held as unapplied cash (its posting) and the refund the payments.refund job sends with its own key. */
  async function refundUnapplied(
    tx: DbOrTx,
    payment: PaymentRow,
    invoice: InvoiceRow,
    now: Date,
    rail: 'card' | 'bank',
  ) {
    const refundId = randomUUID();
    await insertRefund(tx, {
      id: refundId,
      paymentId: payment.id,
      amount: payment.amount,
      kind: 'unapplied',
      reason: `unapplied: invoice ${invoice.status}`,
      idempotencyKey: `refund_${payment.id}`,
      status: 'pending',
      providerRefundId: null,
      createdAt: now,
    });
    await ledger.post(
      tx,
      { type: 'charge_unapplied', amount: cents(payment.amount), rail },
      {
        at: now,
        userId: invoice.userId,
        invoiceId: invoice.id,
        paymentId: payment.id,
        memo: { invoiceStatus: invoice.status },
      },
    );
    await jobs.enqueue('payments.refund', { refundId }, { tx, singletonKey: refundId });
    logger.warn(
      { event: 'payment_unapplied', paymentId: payment.id, invoiceId: invoice.id, refundId },
      'A charge arrived for an invoice that can no longer take it; it will be refunded',
    );
  }

  /** Calls the provider for a pending payment this process holds the lease of, then settles its answer. */
  async function drive(payment: PaymentRow, actor: Actor): Promise<'settled' | 'unknown'> {
    const method = (await findPaymentMethod(db, payment.paymentMethodId))!;
    const customerId = (await methods.customerOf(payment.userId))!;
    const keyExpired = clock.now().getTime() - payment.createdAt.getTime() > PROVIDER_KEY_WINDOW_MS;
    // An invoice voided since the charge was written is never charged: what the provider may already have made
    // is looked up (and refunded as it settles), never sent again.
    const invoiceGone = !isPayable((await findInvoice(db, payment.invoiceId))!.status);
    let answer: Result<Charge, CardRefusal>;
    try {
      answer =
        keyExpired || invoiceGone
          ? await cards.findChargeOfPayment(payment.id)
          : await cards.charge({
              customerId,
              paymentMethodId: method.providerPaymentMethodId,
              amount: payment.amount,
              idempotencyKey: payment.idempotencyKey,
              metadata: { invoiceId: payment.invoiceId, paymentId: payment.id },
              mandate: mandateOf(method),
            });
    } catch (error) {
      // Unreachable, or an answer we could not read: whether it charged is unknown. The payment stays pending;
      // its key makes the next try (the caller's, or the reconciling job's) safe.
      logger.warn(
        { event: 'payment_outcome_unknown', paymentId: payment.id, error: (error as Error).name },
        'The card provider gave no answer; the charge will be retried with its key',
      );
      return 'unknown';
    }
    await settle(payment.id, answer, actor);
    const event = !answer.ok
      ? 'payment_declined'
      : answer.value.status === 'processing'
        ? 'payment_processing'
        : 'payment_settled';
    logger.info({ event, paymentId: payment.id }, `Payment answered: ${event}`);
    return 'settled';
  }

  /** Waits (in real time) for another caller's charge to settle, then answers its outcome. */
  async function waitFor(paymentId: string): Promise<PayInvoiceOutcome> {
    const started = Date.now();
    while (Date.now() - started < WAIT_FOR_OTHER_MS) {
      const payment = await findPayment(db, paymentId);
      if (payment && payment.status !== 'pending') return outcomeOf(paymentId);
      await sleep(50);
    }
    return outcomeOf(paymentId);
  }

  type Claim =
    | { kind: 'paid'; invoice: InvoiceRow }
    | { kind: 'drive'; payment: PaymentRow }
    | { kind: 'wait'; paymentId: string };

  /** Under the invoice's lock: the charge this caller drives, the one it waits for, or none (paid already). */
  async function claim(invoiceId: string, methodId: string | null): Promise<Result<Claim, PayInvoiceError>> {
    return db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, invoiceId);
      if (invoice.status === 'fully_paid') return ok({ kind: 'paid', invoice });
      if (!isPayable(invoice.status)) return invoiceNotPayable();
      const now = clock.now();
      const lease = new Date(now.getTime() + PAYMENT_LEASE_MS);
      const live = await pendingPaymentOfInvoice(tx, invoice.id);
      if (live) {
        const taken = await takeLease(tx, live.id, now, lease);
        return ok(taken ? { kind: 'drive', payment: taken } : { kind: 'wait', paymentId: live.id });
      }
      const chosen = methodId
        ? await findPaymentMethod(tx, methodId)
        : await latestPaymentMethodOfUser(tx, invoice.userId);
      if (!chosen) return cardMissing();
      if (chosen.debitsStoppedCode)
        return accountStopped(methodDescription(chosen), chosen.debitsStoppedCode);
      const method = chosen.id;
      const attempt = (await attemptsOfInvoice(tx, invoice.id)) + 1;
      const payment = await insertPayment(tx, {
        id: randomUUID(),
        userId: invoice.userId,
        invoiceId: invoice.id,
        paymentMethodId: method,
        attempt,
        amount: invoice.balance,
        // Derived from the invoice: the same attempt is the same charge at the provider, however often sent.
        idempotencyKey: `invoice_${invoice.id}_attempt_${attempt}`,
        status: 'pending',
        providerPaymentIntentId: null,
        failureCode: null,
        failureMessage: null,
        drivingUntil: lease,
        createdAt: now,
        settledAt: null,
        submittedOn: null,
        returnCode: null,
      });
      await moved(moveInvoice(tx, invoice, { type: 'charge_started' }, now, { paymentId: payment.id }));
      return ok({ kind: 'drive', payment });
    });
  }

  return {
    /**
     * payInvoice (spec 000 §7, 001 §4.5): saves the card the browser tokenised (when given) and charges the
     * invoice once. A decline is an answer (transactionResult "failed", the invoice payable again with another
     * card), not an error. Calling again after a crash or concurrently never charges twice.
     */
    async payInvoice(
      viewer: Viewer,
      input: {
        invoiceId: string;
        purchasePolicy?: boolean | null;
        paymentMethodToken?: string | null;
        nameOnCard?: string | null;
        /** Pay from one of the person's linked accounts instead, with the debit authorisation they accepted. */
        bankAccount?: { plaidAccountId: string; mandate: MandateAcceptance } | null;
      },
    ): Promise<Result<PayInvoiceOutcome, PayInvoiceError | ChooseBankAccountError>> {
      const { userId } = requireUser(viewer, 'verified');
      const invoice = await findInvoiceOfUser(db, userId, input.invoiceId);
      if (!invoice) return invoiceNotFound();
      // The caller says whether it is buying: a first premium issues a policy, so it is taken only as a
      // purchase (the purchase screen's terms were shown), and a purchase never pays a later premium.
      const buying = invoice.kind === 'first_premium';
      if (Boolean(input.purchasePolicy) !== buying) return purchaseFlagWrong(buying);
      if (buying && isPayable(invoice.status)) {
        // The purchase is signed before any money moves: the application's statements and the policy's terms at
        // their current versions (spec 001 §5: the acknowledgements go all or nothing).
        const unsigned = await deps.policies.unsignedDocuments(userId, invoice.policyId);
        if (unsigned.length > 0) return purchaseNotSigned(unsigned);
      }
      if (invoice.kind === 'reinstatement' && isPayable(invoice.status)) {
        // Its figures are those of one day's rules: paid on a day they no longer hold, nothing is charged.
        const stale = await deps.reinstatements.refusalToPay(invoice.id);
        if (stale) return invoiceNotPayable(stale);
      }
      // A debit already in flight for it (a purchase sent again while the first premium settles): its answer.
      if (invoice.status === 'processing') {
        const latest = await latestPaymentOfInvoice(db, invoice.id);
        if (latest?.status === 'processing') return ok(await outcomeOf(latest.id));
      }
      let savedMethod: PaymentMethodRow | null = null;
      if (input.bankAccount && isPayable(invoice.status)) {
        const chosen = await methods.chooseBankAccount(viewer, input.bankAccount);
        if (!chosen.ok) return chosen;
        savedMethod = chosen.value;
      } else if (input.paymentMethodToken && invoice.status !== 'fully_paid') {
        const saved = await methods.saveCard(userId, {
          paymentMethodToken: input.paymentMethodToken,
          nameOnCard: input.nameOnCard,
        });
        if (!saved.ok) return saved;
        if (!saved.value.saved)
          return ok({
            transactionResult: 'failed',
            message: saved.value.message,
            declineCode: saved.value.declineCode,
            invoice: invoiceView(invoice, clock.now()),
            payment: null,
            paymentMethod: null,
          });
        savedMethod = saved.value.method;
      }
      const claimed = await claim(invoice.id, savedMethod?.id ?? null);
      if (!claimed.ok) return claimed;
      const next = claimed.value;
      if (next.kind === 'paid') {
        const latest = await latestPaymentOfInvoice(db, next.invoice.id);
        return ok(
          latest
            ? await outcomeOf(latest.id)
            : {
                transactionResult: 'success',
                message: null,
                declineCode: null,
                invoice: invoiceView(next.invoice, clock.now()),
                payment: null,
                paymentMethod: savedMethod ? paymentMethodView(savedMethod) : null,
              },
        );
      }
      if (next.kind === 'wait') return ok(await waitFor(next.paymentId));
      await drive(next.payment, { kind: 'person', userId });
      return ok(await outcomeOf(next.payment.id));
    },

    /**
     * The billing.charge job: charges a renewal premium off-session to the owner's card on file, once (a job run
     * again finds the invoice paid, or its charge in flight and waits for it). A decline leaves it failed.
     */
    async chargeInvoice(
      invoiceId: string,
    ): Promise<PayInvoiceOutcome['transactionResult'] | 'nothing to charge'> {
      const actor: Actor = { kind: 'job', name: 'billing.charge' };
      const claimed = await claim(invoiceId, null);
      if (!claimed.ok) {
        logger.info(
          { event: 'renewal_not_charged', invoiceId, code: claimed.error.code },
          'A renewal premium was not charged',
        );
        return 'nothing to charge';
      }
      const next = claimed.value;
      if (next.kind === 'paid') return 'success';
      if (next.kind === 'wait') return (await waitFor(next.paymentId)).transactionResult;
      await drive(next.payment, actor);
      return (await outcomeOf(next.payment.id)).transactionResult;
    },

    /**
     * The payments.settle-bank-debits job: asks the provider where each bank debit in flight stands (settled on
     * its business day, or failed at settlement with its return code), and each settled one still inside the
     * longest return window (60 calendar days, stillReturnableSince) whether the bank returned it since. Only
     * those can change: the debits asked about are read through their partial index (payments_bank_in_flight),
     * never the whole history.
     */
    async settleBankDebits(): Promise<{ settled: number; failed: number; returned: number }> {
      const tally = { settled: 0, failed: 0, returned: 0 };
      const now = clock.now();
      const settledSince = startOfBusinessDay(stillReturnableSince(businessDayOf(now)));
      for (const payment of await bankDebitsToFollow(db, settledSince)) {
        const state = await cards.bankDebit(payment.providerPaymentIntentId!);
        if (!state.ok) {
          logger.error(
            { event: 'bank_debit_unknown', paymentId: payment.id, code: state.error.code },
            'The provider does not know a bank debit of ours',
          );
          continue;
        }
        const debit = state.value;
        if (payment.status === 'processing' && debit.status === 'succeeded') {
          await settle(
            payment.id,
            ok({ paymentIntentId: debit.paymentIntentId, status: 'succeeded', amount: payment.amount }),
            BANK_JOB,
          );
          tally.settled += 1;
        } else if (payment.status === 'processing' && debit.status === 'failed') {
          await settle(payment.id, err(refusalOfFailed(debit, 'bank')), BANK_JOB);
          tally.failed += 1;
        } else if (payment.status === 'succeeded' && debit.status === 'failed') {
          await returnDebit(payment.id, returnOf(debit));
          tally.returned += 1;
        }
      }
      if (tally.settled + tally.failed + tally.returned > 0)
        logger.info({ event: 'bank_debits_followed', ...tally }, 'Bank debits settled or returned');
      return tally;
    },

    /**
     * In a provider event's transaction (provider-events.service.ts): settles one of our payments to where the
     * provider says its charge stands now (asked before the transaction), through the same locked, no-op-unless-
     * in-flight paths as every other caller, so an event, the charge's own caller, the reconciler and the bank
     * debit poller settle it once between them. A charge the provider made for a payment we marked failed (never
     * charged, as far as we could tell) is held as unapplied cash and given back, never applied a second time.
     */
    async applyProviderState(
      tx: DbOrTx,
      paymentId: string,
      state: BankDebitState,
      actor: Actor,
    ): Promise<'settled' | 'accepted' | 'failed' | 'returned' | 'unapplied' | 'no change'> {
      const { invoice, payment } = await lockForSettling(tx, paymentId);
      const method = (await findPaymentMethod(tx, payment.paymentMethodId))!;
      const rail = method.source === 'bank_account' ? 'bank' : 'card';
      if (isInFlight(payment.status)) {
        if (state.status === 'processing') {
          if (payment.status !== 'pending') return 'no change';
          await settleIn(
            tx,
            payment.id,
            ok({ paymentIntentId: state.paymentIntentId, status: 'processing', amount: payment.amount }),
            actor,
          );
          return 'accepted';
        }
        if (state.status === 'succeeded') {
          await settleIn(
            tx,
            payment.id,
            ok({ paymentIntentId: state.paymentIntentId, status: 'succeeded', amount: payment.amount }),
            actor,
          );
          return 'settled';
        }
        if (state.status !== 'failed') return 'no change';
        await settleIn(tx, payment.id, err(refusalOfFailed(state, rail)), actor);
        return 'failed';
      }
      if (payment.status === 'succeeded' && state.status === 'failed' && rail === 'bank') {
        await returnDebitIn(tx, payment.id, returnOf(state));
        return 'returned';
      }
      if (payment.status === 'failed' && state.status === 'succeeded') {
        if (await refundOfPayment(tx, payment.id)) return 'no change';
        if (!payment.providerPaymentIntentId) await notePaymentIntent(tx, payment.id, state.paymentIntentId);
        await refundUnapplied(
          tx,
          { ...payment, providerPaymentIntentId: state.paymentIntentId },
          invoice,
          clock.now(),
          rail,
        );
        logger.warn(
          { event: 'payment_unapplied', paymentId: payment.id, failureCode: payment.failureCode },
          'The provider charged a payment we had marked failed: held as unapplied cash, to be refunded',
        );
        return 'unapplied';
      }
      return 'no change';
    },

    /** The reconciling job: finishes every charge whose process died before settling it, with its own key. */
    async reconcile(): Promise<{ settled: number; unknown: number; failed: number }> {
      const tally = { settled: 0, unknown: 0, failed: 0 };
      for (const payment of await abandonedPayments(db, clock.now(), 100)) {
        const now = clock.now();
        // One charge that cannot be finished (a fault of ours) is logged and left for the next run; the others
        // are finished all the same. Its lease, taken below, keeps it from being retried more than once a run.
        try {
          const taken = await db.transaction((tx) =>
            takeLease(tx, payment.id, now, new Date(now.getTime() + PAYMENT_LEASE_MS)),
          );
          if (!taken) continue;
          tally[await drive(taken, { kind: 'job', name: 'payments.reconcile' })] += 1;
        } catch (error) {
          tally.failed += 1;
          logger.error(
            { event: 'payment_reconcile_failed', paymentId: payment.id, error: (error as Error).message },
            'A pending charge could not be finished; the others go on',
          );
        }
      }
      if (tally.settled + tally.unknown + tally.failed > 0)
        logger.info({ event: 'payments_reconciled', ...tally }, 'Abandoned charges reconciled');
      return tally;
    },

    /**
     * The payments.refund job: gives back money once, with the refund's own key, to the method it came from: a
     * charge no invoice could take (out of unapplied cash), or premium returned (out of refunds payable).
     */
    async sendRefund(refundId: string): Promise<'refunded' | 'done already'> {
      const refund = await findRefund(db, refundId);
      if (!refund || refund.status !== 'pending') return 'done already';
      const payment = (await findPayment(db, refund.paymentId))!;
      const method = await findPaymentMethod(db, payment.paymentMethodId);
      const rail = method?.source === 'bank_account' ? 'bank' : 'card';
      // Thrown when the provider cannot be reached: the job retries with the same key.
      const sent = await cards.refund({
        paymentIntentId: payment.providerPaymentIntentId!,
        amount: refund.amount,
        idempotencyKey: refund.idempotencyKey,
      });
      await db.transaction(async (tx) => {
        const locked = await lockRefund(tx, refundId);
        if (locked?.status !== 'pending') return;
        const now = clock.now();
        await updateRefund(tx, refundId, { status: 'succeeded', providerRefundId: sent.refundId });
        await ledger.post(
          tx,
          refund.kind === 'premium_returned'
            ? { type: 'refund_of_applied_sent', amount: cents(refund.amount), rail }
            : { type: 'unapplied_refunded', amount: cents(refund.amount), rail },
          {
            at: now,
            userId: payment.userId,
            invoiceId: payment.invoiceId,
            paymentId: payment.id,
            refundId,
          },
        );
      });
      logger.info(
        { event: 'refund_sent', refundId, paymentId: payment.id, kind: refund.kind },
        'Refund sent',
      );
      return 'refunded';
    },

    /** The charges tried on one of the viewer's invoices (none for another's). */
    async invoicePayments(viewer: Viewer, invoiceId: string): Promise<PaymentView[]> {
      const { userId } = requireUser(viewer, 'identified');
      const invoice = await findInvoiceOfUser(db, userId, invoiceId);
      return invoice ? (await paymentsOfInvoice(db, invoice.id)).map(paymentView) : [];
    },

    /**
     * Charges a premium to the owner's card on file now, once (the billing page's pay-now: billing-page.service
     * checked the owner and that the premium may be paid). One paid already answers its outcome and charges
     * nothing; one whose charge is in flight is waited for. `charged` says whether this call's charge (or the one
     * it waited for) was tried, for the amount attempted.
     */
    async chargeCardOnFile(
      invoiceId: string,
      actor: Actor,
    ): Promise<Result<{ outcome: PayInvoiceOutcome; charged: boolean }, PayInvoiceError>> {
      const claimed = await claim(invoiceId, null);
      if (!claimed.ok) return claimed;
      const next = claimed.value;
      if (next.kind === 'paid') {
        const latest = await latestPaymentOfInvoice(db, next.invoice.id);
        const outcome: PayInvoiceOutcome = latest
          ? await outcomeOf(latest.id)
          : {
              transactionResult: 'success',
              message: null,
              declineCode: null,
              invoice: invoiceView(next.invoice, clock.now()),
              payment: null,
              paymentMethod: null,
            };
        return ok({ outcome, charged: false });
      }
      if (next.kind === 'wait') return ok({ outcome: await waitFor(next.paymentId), charged: true });
      await drive(next.payment, actor);
      return ok({ outcome: await outcomeOf(next.payment.id), charged: true });
    },
  };
}

export type CollectionService = ReturnType<typeof createCollectionService>;

import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  ne,
  or,
} from 'drizzle-orm';
import { isPayable, PAYABLE_STATUSES } from '@wysh/domain/billing/invoice-lifecycle';
import type { DbOrTx } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import {
  billingNotices,
  invoiceEvents,
  invoiceLines,
  invoices,
  paymentCustomers,
  paymentMethods,
  payments,
  refunds,
} from './payments.table.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

export async function findCustomerOfUser(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  return row?.providerCustomerId;
}

/** Keeps the user's provider customer; a concurrent request that kept one first wins, and its id is answered. */
export async function keepCustomer(
  db: DbOrTx,
  values: typeof paymentCustomers.$inferInsert,
): Promise<string> {
  await db.insert(paymentCustomers).values(values).onConflictDoNothing();
  return (await findCustomerOfUser(db, values.userId))!;
}

export async function keepPaymentMethod(db: DbOrTx, values: PaymentMethodRow): Promise<PaymentMethodRow> {
  await db.insert(paymentMethods).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.providerPaymentMethodId, values.providerPaymentMethodId));
  return row!;
}

export async function findPaymentMethod(db: DbOrTx, id: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row;
}

export async function latestPaymentMethodOfUser(
  db: DbOrTx,
  userId: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.status, 'active')))
    .orderBy(desc(paymentMethods.createdAt))
    .limit(1);
  return row;
}

/**
 * `keepId` becomes the user's one method on file; their others are no longer on it (a card replaced, an account
 * chosen). Run it in the transaction that kept `keepId`: a method is never kept without becoming the only one.
 */
export async function keepOnlyPaymentMethod(db: DbOrTx, userId: string, keepId: string): Promise<void> {
  await db
    .update(paymentMethods)
    .set({ status: 'removed' })
    .where(
      and(
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.status, 'active'),
        ne(paymentMethods.id, keepId),
      ),
    );
  await db
    .update(paymentMethods)
    .set({ status: 'active' })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, keepId)));
}

export async function paymentMethodsOfUser(db: DbOrTx, userId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.status, 'active')))
    .orderBy(desc(paymentMethods.createdAt));
}

export type InvoiceEventRow = typeof invoiceEvents.$inferSelect;

/** Writes lines of invoices' histories (their creation, their moves). */
export async function recordInvoiceEvents(
  db: DbOrTx,
  values: Array<Omit<InvoiceEventRow, 'seq'>>,
): Promise<void> {
  if (values.length > 0) await db.insert(invoiceEvents).values(values);
}

export async function eventsOfInvoice(db: DbOrTx, invoiceId: string): Promise<InvoiceEventRow[]> {
  return db
    .select()
    .from(invoiceEvents)
    .where(eq(invoiceEvents.invoiceId, invoiceId))
    .orderBy(invoiceEvents.seq);
}

const created = (row: InvoiceRow) => ({
  id: randomUUID(),
  invoiceId: row.id,
  event: 'create',
  fromStatus: null,
  toStatus: row.status,
  balance: row.balance,
  details: {},
  occurredAt: row.issuedAt,
});

/** A new invoice, with its creation as the first line of its history. */
export async function insertInvoice(db: DbOrTx, values: InvoiceRow): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  await recordInvoiceEvents(db, [created(row!)]);
  return row!;
}

/** Inserts the premiums not yet invoiced; one already there for its period (a rerun, another worker) is skipped. */
export async function insertPremiumInvoices(tx: DbOrTx, values: InvoiceRow[]): Promise<InvoiceRow[]> {
  if (values.length === 0) return [];
  const made = await tx.insert(invoices).values(values).onConflictDoNothing().returning();
  await recordInvoiceEvents(tx, made.map(created));
  return made;
}

/** The start of the latest premium period invoiced, per policy (policies never billed after purchase are absent). */
export async function lastPeriodsInvoiced(db: DbOrTx, policyIds: string[]): Promise<Map<string, string>> {
  if (policyIds.length === 0) return new Map();
  const premiums = await db
    .select({ policyId: invoices.policyId, last: max(invoices.periodStart) })
    .from(invoices)
    .where(and(inArray(invoices.policyId, policyIds), eq(invoices.kind, 'premium')))
    .groupBy(invoices.policyId);
  // A paid reinstatement paid its missed premiums' periods: billing resumes after the last of them. So does one
  // whose payment the bank returned after it reinstated the policy: those periods are owed on it again.
  const returnedOnIt = db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoices.id), eq(payments.status, 'returned')));
  const reinstated = await db
    .select({ policyId: invoices.policyId, last: max(invoiceLines.periodStart) })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        inArray(invoices.policyId, policyIds),
        eq(invoices.kind, 'reinstatement'),
        or(eq(invoices.status, 'fully_paid'), exists(returnedOnIt)),
      ),
    )
    .groupBy(invoices.policyId);
  const last = new Map<string, string>();
  for (const row of [...premiums, ...reinstated])
    if (row.last !== null && row.last > (last.get(row.policyId) ?? '')) last.set(row.policyId, row.last);
  return last;
}

export async function findInvoiceOfUser(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<InvoiceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  return row;
}

export async function findInvoice(db: DbOrTx, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

export async function lockInvoice(tx: DbOrTx, id: string): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row!;
}

export async function updateInvoice(
  tx: DbOrTx,
  id: string,
  values: Partial<InvoiceRow>,
): Promise<InvoiceRow> {
  const [row] = await tx.update(invoices).set(values).where(eq(invoices.id, id)).returning();
  return row!;
}

export async function invoicesOfPolicy(db: DbOrTx, policyId: string): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.policyId, policyId)).orderBy(desc(invoices.issuedAt));
}

export async function invoicesOfUser(db: DbOrTx, userId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
}

/**
 * Of these invoices, the reinstatements still owed whose payment the bank took back (a late return): the return
 * of a reinstatement only reaches its invoice once the policy was reinstated (else the money was held and is
 * refunded), so these are owed again, as a missed premium is.
 */
export async function reinstatementsOwedAgain(db: DbOrTx, rows: readonly InvoiceRow[]): Promise<Set<string>> {
  const ids = rows
    .filter((row) => row.kind === 'reinstatement' && isPayable(row.status))
    .map((row) => row.id);
  if (ids.length === 0) return new Set();
  const returned = await db
    .selectDistinct({ invoiceId: payments.invoiceId })
    .from(payments)
    .where(and(inArray(payments.invoiceId, ids), eq(payments.status, 'returned')));
  return new Set(returned.map((row) => row.invoiceId));
}

/** How many of the user's invoices have a charge or a bank debit in flight. */
export async function invoicesInFlightOfUser(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ inFlight: count() })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, 'processing')));
  return row?.inFlight ?? 0;
}

/** One of the user's policies' invoices, newest due first (none for a policy of someone else's). */
export async function invoicesOfUserPolicy(
  db: DbOrTx,
  userId: string,
  policyId: string,
): Promise<InvoiceRow[]> {
  if (!isUuid(policyId)) return [];
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.policyId, policyId)))
    .orderBy(desc(invoices.dueAt), desc(invoices.issuedAt));
}

/** The user's invoices among `ids` (another's, or an unknown id, is simply absent). */
export async function invoicesOfUserAmong(db: DbOrTx, userId: string, ids: string[]): Promise<InvoiceRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), inArray(invoices.id, valid)));
}

export async function insertPayment(db: DbOrTx, values: PaymentRow): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function lockPayment(tx: DbOrTx, id: string): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row!;
}

export async function updatePayment(
  tx: DbOrTx,
  id: string,
  values: Partial<PaymentRow>,
): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(values).where(eq(payments.id, id)).returning();
  return row!;
}

/** The invoice's charge in flight, if any (at most one: payments_one_live_per_invoice). */
export async function pendingPaymentOfInvoice(
  db: DbOrTx,
  invoiceId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.status, 'pending')));
  return row;
}

export async function latestPaymentOfInvoice(db: DbOrTx, invoiceId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(desc(payments.attempt))
    .limit(1);
  return row;
}

export async function attemptsOfInvoice(db: DbOrTx, invoiceId: string): Promise<number> {
  const [row] = await db
    .select({ attempts: max(payments.attempt) })
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId));
  return row?.attempts ?? 0;
}

/** Charges left pending whose lease ran out: their process died (or gave up) before it settled them. */
export async function abandonedPayments(db: DbOrTx, before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.drivingUntil, before)))
    .orderBy(payments.drivingUntil)
    .limit(limit);
}

/** Takes the lease of a pending charge when it ran out (one process drives it at a time). */
export async function takeLease(
  tx: DbOrTx,
  id: string,
  now: Date,
  until: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ drivingUntil: until })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending'), lt(payments.drivingUntil, now)))
    .returning();
  return row;
}

export async function payableInvoicesOfPolicy(db: DbOrTx, policyId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.policyId, policyId), inArray(invoices.status, [...PAYABLE_STATUSES])))
    .orderBy(desc(invoices.issuedAt));
}

export async function paymentsOfInvoice(db: DbOrTx, invoiceId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.invoiceId, invoiceId)).orderBy(payments.attempt);
}

export async function insertRefund(tx: DbOrTx, values: RefundRow): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

export async function lockRefund(tx: DbOrTx, id: string): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row;
}

export async function findRefund(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

export async function updateRefund(tx: DbOrTx, id: string, values: Partial<RefundRow>): Promise<void> {
  await tx.update(refunds).set(values).where(eq(refunds.id, id));
}

/** A page of invoices' balances in id order, after the given id (reconciliation reads every invoice this way). */
export async function invoiceBalancesAfter(
  db: DbOrTx,
  afterId: string | null,
  limit: number,
): Promise<Array<{ id: string; balance: number }>> {
  return db
    .select({ id: invoices.id, balance: invoices.balance })
    .from(invoices)
    .where(afterId ? gt(invoices.id, afterId) : undefined)
    .orderBy(invoices.id)
    .limit(limit);
}

export type BillingNoticeRow = typeof billingNotices.$inferSelect;

/** Records a notice as sent; false when it was sent already (the caller then sends nothing). */
export async function recordNotice(tx: DbOrTx, values: BillingNoticeRow): Promise<boolean> {
  const rows = await tx.insert(billingNotices).values(values).onConflictDoNothing().returning();
  return rows.length === 1;
}

export async function noticesOfPolicy(db: DbOrTx, policyId: string): Promise<BillingNoticeRow[]> {
  return db
    .select()
    .from(billingNotices)
    .where(eq(billingNotices.policyId, policyId))
    .orderBy(billingNotices.sentAt);
}

/** The premiums of a policy still owed (created, failed, retryable...), oldest due first. */
export async function unpaidPremiumsOfPolicy(db: DbOrTx, policyId: string): Promise<InvoiceRow[]> {
  return unpaidOfKinds(db, policyId, ['premium']);
}

/**
 * What a policy in force owes, oldest due first: its premiums, and a reinstatement whose payment the bank took
 * back after it reinstated the policy (an offer's invoice is only ever open while the policy is lapsed).
 */
export async function unpaidOfPolicy(db: DbOrTx, policyId: string): Promise<InvoiceRow[]> {
  return unpaidOfKinds(db, policyId, ['premium', 'reinstatement']);
}

async function unpaidOfKinds(
  db: DbOrTx,
  policyId: string,
  kinds: InvoiceRow['kind'][],
): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.policyId, policyId),
        inArray(invoices.kind, kinds),
        inArray(invoices.status, [...PAYABLE_STATUSES]),
      ),
    )
    .orderBy(invoices.dueAt);
}

export async function insertInvoiceLines(tx: DbOrTx, values: InvoiceLineRow[]): Promise<void> {
  if (values.length > 0) await tx.insert(invoiceLines).values(values);
}

export async function linesOfInvoice(db: DbOrTx, invoiceId: string): Promise<InvoiceLineRow[]> {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(invoiceLines.line);
}

/**
 * Bank debits to ask the provider about: those processing, and those settled since `settledSince` (the start of
 * the first settlement day still inside the longest return window), oldest first. Read through the partial index
 * payments_bank_in_flight. A query (awaited for its rows; its SQL can be explained).
 */
export function bankDebitsToFollow(db: DbOrTx, settledSince: Date) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        isNotNull(payments.submittedOn),
        isNotNull(payments.providerPaymentIntentId),
        or(
          eq(payments.status, 'processing'),
          and(eq(payments.status, 'succeeded'), gte(payments.settledAt, settledSince)),
        ),
      ),
    )
    .orderBy(asc(payments.createdAt));
}

/** The refund of a payment held as unapplied cash (there is at most one: its key is the payment's). */
export async function refundOfPayment(db: DbOrTx, paymentId: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.kind, 'unapplied')));
  return row;
}

/** A bank account's debits stopped by a return code (NACHA): no charge is made on it from now on. */
export async function stopDebits(db: DbOrTx, methodId: string, returnCode: string, at: Date): Promise<void> {
  await db
    .update(paymentMethods)
    .set({ debitsStoppedCode: returnCode, debitsStoppedAt: at })
    .where(eq(paymentMethods.id, methodId));
}

/** An invoice's bank debits on one account, oldest first (the presentations of its entry). */
export async function bankDebitsOfInvoice(
  db: DbOrTx,
  invoiceId: string,
  methodId: string,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.invoiceId, invoiceId),
        eq(payments.paymentMethodId, methodId),
        isNotNull(payments.submittedOn),
      ),
    )
    .orderBy(asc(payments.attempt));
}

/** Records the provider's charge of a payment that had none (one it made after we marked the payment failed). */
export async function notePaymentIntent(
  tx: DbOrTx,
  paymentId: string,
  paymentIntentId: string,
): Promise<void> {
  await tx
    .update(payments)
    .set({ providerPaymentIntentId: paymentIntentId })
    .where(and(eq(payments.id, paymentId), isNull(payments.providerPaymentIntentId)));
}

/** Our payment whose charge is this payment intent of the provider. */
export async function paymentOfIntent(db: DbOrTx, paymentIntentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentIntentId, paymentIntentId));
  return row;
}

/** The refunds written for a payment (a charge no invoice could take is given back by one). */
export async function refundsOfPayment(db: DbOrTx, paymentId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
}

/**
 * The last day a policy's paid premiums cover: the latest period end of its premiums paid in full and of the
 * missed premiums a paid reinstatement covered. Null when nothing was paid.
 */
export async function paidThroughOfPolicy(db: DbOrTx, policyId: string): Promise<string | null> {
  const [premiums] = await db
    .select({ last: max(invoices.periodEnd) })
    .from(invoices)
    .where(
      and(eq(invoices.policyId, policyId), eq(invoices.kind, 'premium'), eq(invoices.status, 'fully_paid')),
    );
  const [reinstated] = await db
    .select({ last: max(invoiceLines.periodEnd) })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoices.policyId, policyId),
        eq(invoices.kind, 'reinstatement'),
        eq(invoices.status, 'fully_paid'),
      ),
    );
  const days = [premiums?.last, reinstated?.last].filter((day): day is string => !!day).sort();
  return days.at(-1) ?? null;
}

/** Whether a charge or a bank debit on one of the policy's invoices is still in flight. */
export async function policyHasPaymentInFlight(db: DbOrTx, policyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.policyId, policyId), eq(invoices.status, 'processing')))
    .limit(1);
  return rows.length > 0;
}

/**
 * The money that came in on a policy's invoices (succeeded payments, and those the bank returned), each with
 * what was refunded of it already and the rail it came by.
 */
export async function paymentsIntoPolicy(db: DbOrTx, policyId: string) {
  const rows = await db
    .select({ payment: payments, source: paymentMethods.source })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .where(and(eq(invoices.policyId, policyId), inArray(payments.status, ['succeeded', 'returned'])))
    .orderBy(asc(payments.createdAt));
  if (rows.length === 0) return [];
  const given = await db
    .select({ paymentId: refunds.paymentId, amount: refunds.amount, status: refunds.status })
    .from(refunds)
    .where(
      inArray(
        refunds.paymentId,
        rows.map((row) => row.payment.id),
      ),
    );
  return rows.map(({ payment, source }) => ({
    payment,
    rail: source === 'bank_account' ? ('bank' as const) : ('card' as const),
    refunded: given
      .filter((refund) => refund.paymentId === payment.id && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0),
  }));
}

/** The refunds of the money paid on a policy's invoices, oldest first, with the method each goes back to. */
export async function refundsOfPolicy(db: DbOrTx, policyId: string) {
  return db
    .select({ refund: refunds, method: paymentMethods })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .where(eq(invoices.policyId, policyId))
    .orderBy(asc(refunds.createdAt));
}

/** Every charge and bank debit of a user and every refund of them, oldest first (the person's data export). */
export async function paymentsAndRefundsOfUser(
  db: DbOrTx,
  userId: string,
): Promise<{ payments: PaymentRow[]; refunds: RefundRow[] }> {
  const charged = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  if (charged.length === 0) return { payments: [], refunds: [] };
  const refunded = await db
    .select()
    .from(refunds)
    .where(
      inArray(
        refunds.paymentId,
        charged.map(({ id }) => id),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return { payments: charged, refunds: refunded };
}

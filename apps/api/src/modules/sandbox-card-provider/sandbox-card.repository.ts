import { and, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import {
  sandboxCardBankAccounts,
  sandboxCardCustomers,
  sandboxCardEvents,
  sandboxCardIdempotency,
  sandboxCardPaymentIntents,
  sandboxCardPaymentMethods,
} from './sandbox-card.table.ts';

export type CustomerRow = typeof sandboxCardCustomers.$inferSelect;
export type PaymentMethodRow = typeof sandboxCardPaymentMethods.$inferSelect;
export type PaymentIntentRow = typeof sandboxCardPaymentIntents.$inferSelect;
export type IdempotencyRow = typeof sandboxCardIdempotency.$inferSelect;
export type BankAccountRow = typeof sandboxCardBankAccounts.$inferSelect;
export type EventRow = typeof sandboxCardEvents.$inferSelect;

export async function insertBankAccount(db: DbOrTx, row: BankAccountRow) {
  await db.insert(sandboxCardBankAccounts).values(row);
}
export async function findBankAccount(db: DbOrTx, id: string) {
  const [row] = await db.select().from(sandboxCardBankAccounts).where(eq(sandboxCardBankAccounts.id, id));
  return row;
}
export async function updatePaymentIntent(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<PaymentIntentRow, 'status' | 'lastError' | 'failsWith'>>,
) {
  await db.update(sandboxCardPaymentIntents).set(changes).where(eq(sandboxCardPaymentIntents.id, id));
}

export async function insertCustomer(db: DbOrTx, row: CustomerRow) {
  await db.insert(sandboxCardCustomers).values(row);
}
export async function findCustomer(db: DbOrTx, id: string) {
  const [row] = await db.select().from(sandboxCardCustomers).where(eq(sandboxCardCustomers.id, id));
  return row;
}
export async function insertPaymentMethod(db: DbOrTx, row: PaymentMethodRow) {
  await db.insert(sandboxCardPaymentMethods).values(row);
}
export async function findPaymentMethod(db: DbOrTx, id: string) {
  const [row] = await db.select().from(sandboxCardPaymentMethods).where(eq(sandboxCardPaymentMethods.id, id));
  return row;
}
export async function attachPaymentMethod(db: DbOrTx, id: string, customerId: string) {
  await db.update(sandboxCardPaymentMethods).set({ customerId }).where(eq(sandboxCardPaymentMethods.id, id));
}
export async function insertPaymentIntent(db: DbOrTx, row: PaymentIntentRow) {
  await db.insert(sandboxCardPaymentIntents).values(row);
}
export async function findPaymentIntent(db: DbOrTx, id: string) {
  const [row] = await db.select().from(sandboxCardPaymentIntents).where(eq(sandboxCardPaymentIntents.id, id));
  return row;
}
export async function setRefunded(db: DbOrTx, id: string, amountRefunded: number) {
  await db
    .update(sandboxCardPaymentIntents)
    .set({ amountRefunded })
    .where(eq(sandboxCardPaymentIntents.id, id));
}
export async function findIdempotent(db: DbOrTx, key: string) {
  const [row] = await db.select().from(sandboxCardIdempotency).where(eq(sandboxCardIdempotency.key, key));
  return row;
}
/** Takes a key for a request (answer pending: status 0); false when another request took it first. */
export async function keepIdempotent(db: DbOrTx, row: IdempotencyRow): Promise<boolean> {
  const inserted = await db
    .insert(sandboxCardIdempotency)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: sandboxCardIdempotency.key });
  return inserted.length > 0;
}

export async function finishIdempotent(db: DbOrTx, key: string, statusCode: number, body: object) {
  await db
    .update(sandboxCardIdempotency)
    .set({ statusCode, body })
    .where(eq(sandboxCardIdempotency.key, key));
}
/** Forgets the key when it was first used before `before` (the provider keeps keys for 24 hours). */
export async function forgetIdempotentBefore(db: DbOrTx, key: string, before: Date) {
  await db
    .delete(sandboxCardIdempotency)
    .where(and(eq(sandboxCardIdempotency.key, key), lt(sandboxCardIdempotency.createdAt, before)));
}
/** The payment intents whose metadata holds `value` under `key`, newest first. */
export async function paymentIntentsWithMetadata(db: DbOrTx, key: string, value: string) {
  return db
    .select()
    .from(sandboxCardPaymentIntents)
    .where(sql`${sandboxCardPaymentIntents.metadata}->>${key} = ${value}`)
    .orderBy(desc(sandboxCardPaymentIntents.createdAt));
}
export async function forgetIdempotent(db: DbOrTx, key: string) {
  await db.delete(sandboxCardIdempotency).where(eq(sandboxCardIdempotency.key, key));
}

/**
 * Moves a bank debit from processing to its settlement outcome, unless another request did first: answers the
 * row as it is now, or undefined when it was no longer processing (so its event is made once).
 */
export async function settleProcessing(
  db: DbOrTx,
  id: string,
  next: Pick<PaymentIntentRow, 'status' | 'lastError'>,
): Promise<PaymentIntentRow | undefined> {
  const [row] = await db
    .update(sandboxCardPaymentIntents)
    .set(next)
    .where(and(eq(sandboxCardPaymentIntents.id, id), eq(sandboxCardPaymentIntents.status, 'processing')))
    .returning();
  return row;
}
/** Bank debits still processing whose settlement day has come by `today`. */
export async function debitsDueBy(db: DbOrTx, today: string): Promise<PaymentIntentRow[]> {
  return db
    .select()
    .from(sandboxCardPaymentIntents)
    .where(
      and(
        eq(sandboxCardPaymentIntents.status, 'processing'),
        isNotNull(sandboxCardPaymentIntents.settlesOn),
        lte(sandboxCardPaymentIntents.settlesOn, today),
      ),
    );
}
export async function insertEvent(db: DbOrTx, row: Omit<EventRow, 'seq'>): Promise<void> {
  await db.insert(sandboxCardEvents).values(row);
}
export async function markEventDelivered(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(sandboxCardEvents).set({ deliveredAt: at }).where(eq(sandboxCardEvents.id, id));
}
export async function findEvent(db: DbOrTx, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(sandboxCardEvents).where(eq(sandboxCardEvents.id, id));
  return row;
}
/** A page of events, newest first: those made at or after `since`, older than `before` (a seq), of `types`. */
export async function eventsPage(
  db: DbOrTx,
  filter: { since?: Date; until?: Date; beforeSeq?: number; types?: string[]; limit: number },
): Promise<EventRow[]> {
  return db
    .select()
    .from(sandboxCardEvents)
    .where(
      and(
        filter.since ? gte(sandboxCardEvents.createdAt, filter.since) : undefined,
        filter.until ? lte(sandboxCardEvents.createdAt, filter.until) : undefined,
        filter.beforeSeq !== undefined ? lt(sandboxCardEvents.seq, filter.beforeSeq) : undefined,
        filter.types?.length ? inArray(sandboxCardEvents.type, filter.types) : undefined,
      ),
    )
    .orderBy(desc(sandboxCardEvents.seq))
    .limit(filter.limit);
}

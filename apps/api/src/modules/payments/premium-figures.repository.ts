// Premium figures in aggregate, for the operator's view: sums and counts computed by the database.
import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { invoices, payments } from './payments.table.ts';

export type Figure = { count: number; cents: number };

const figure = (amount: typeof invoices.amount | typeof invoices.balance | typeof payments.amount) => ({
  count: sql<number>`count(*)::int`,
  cents: sql<number>`coalesce(sum(${amount}), 0)::bigint`.mapWith(Number),
});

/** Invoices of any kind, not void, falling due in [from, to). */
export async function invoicesDueBetween(db: DbOrTx, from: Date, to: Date): Promise<Figure> {
  const [row] = await db
    .select(figure(invoices.amount))
    .from(invoices)
    .where(and(ne(invoices.status, 'void'), gte(invoices.dueAt, from), lt(invoices.dueAt, to)));
  return row ?? { count: 0, cents: 0 };
}

/** Payments that succeeded (and were not returned since) settled in [from, to). */
export async function paymentsSettledBetween(db: DbOrTx, from: Date, to: Date): Promise<Figure> {
  const [row] = await db
    .select(figure(payments.amount))
    .from(payments)
    .where(and(eq(payments.status, 'succeeded'), gte(payments.settledAt, from), lt(payments.settledAt, to)));
  return row ?? { count: 0, cents: 0 };
}

/** Premiums still owed, no charge in flight, due before `dueBefore`: their count and balance. */
export async function premiumsOwedDueBefore(db: DbOrTx, dueBefore: Date): Promise<Figure> {
  const [row] = await db
    .select(figure(invoices.balance))
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'premium'),
        inArray(invoices.status, ['created', 'short_paid', 'failed', 'retryable']),
        lt(invoices.dueAt, dueBefore),
      ),
    );
  return row ?? { count: 0, cents: 0 };
}

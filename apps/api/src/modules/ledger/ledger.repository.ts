import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { ledgerEntries, ledgerReconciliations, ledgerTransactions } from './ledger.table.ts';

export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** Transactions' headers and their entries, in the caller's transaction: one statement for each table. */
export async function insertTransactions(
  tx: DbOrTx,
  headers: readonly LedgerTransactionRow[],
  entries: readonly LedgerEntryRow[],
): Promise<void> {
  if (headers.length === 0) return;
  await tx.insert(ledgerTransactions).values([...headers]);
  await tx.insert(ledgerEntries).values([...entries]);
}

/** The receivable of each of the invoices that has receivable entries: what the ledger says is owed on it. */
export async function receivablesOf(db: DbOrTx, invoiceIds: readonly string[]): Promise<Map<string, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: ledgerEntries.invoiceId, total: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.invoiceId, [...invoiceIds]), eq(ledgerEntries.account, 'receivable')))
    .groupBy(ledgerEntries.invoiceId);
  return new Map(rows.map((row) => [row.invoiceId, Number(row.total)]));
}

/** The transactions about these invoices whose entries do not sum to zero (there should be none). */
export async function unbalancedTransactionsOf(
  db: DbOrTx,
  invoiceIds: readonly string[],
): Promise<Array<{ transactionId: string; invoiceId: string; sum: number }>> {
  if (invoiceIds.length === 0) return [];
  const rows = await db
    .select({
      transactionId: ledgerTransactions.id,
      invoiceId: ledgerTransactions.invoiceId,
      sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
    })
    .from(ledgerTransactions)
    .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(inArray(ledgerTransactions.invoiceId, [...invoiceIds]))
    .groupBy(ledgerTransactions.id)
    .having(sql`coalesce(sum(${ledgerEntries.amount}), 0) <> 0`);
  return rows.map((row) => ({ ...row, sum: Number(row.sum) }));
}

export type LedgerReconciliationRow = typeof ledgerReconciliations.$inferSelect;

export async function insertReconciliation(db: DbOrTx, row: LedgerReconciliationRow): Promise<void> {
  await db.insert(ledgerReconciliations).values(row);
}

/** The reconciliation that ran last, if any has. */
export async function latestReconciliation(db: DbOrTx): Promise<LedgerReconciliationRow | null> {
  const [row] = await db
    .select()
    .from(ledgerReconciliations)
    .orderBy(desc(ledgerReconciliations.ranAt))
    .limit(1);
  return row ?? null;
}

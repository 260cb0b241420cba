import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { plaidAccounts, plaidItems } from './bank-link.table.ts';

export type PlaidItemRow = typeof plaidItems.$inferSelect;
export type PlaidAccountRow = typeof plaidAccounts.$inferSelect;

export async function insertItem(tx: DbOrTx, item: PlaidItemRow, accounts: PlaidAccountRow[]) {
  await tx.insert(plaidItems).values(item);
  if (accounts.length > 0) await tx.insert(plaidAccounts).values(accounts);
}

/** A linked (not removed) Item of its owner; undefined for anyone else's, or an id that is no Item. */
export async function findOwnItem(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(plaidItems)
    .where(and(eq(plaidItems.id, id), eq(plaidItems.userId, userId), isNull(plaidItems.removedAt)));
  return row;
}

export async function itemsOfUser(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(plaidItems)
    .where(and(eq(plaidItems.userId, userId), isNull(plaidItems.removedAt)))
    .orderBy(asc(plaidItems.createdAt), asc(plaidItems.id));
}

export async function accountsOfItems(db: DbOrTx, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(plaidAccounts)
    .where(inArray(plaidAccounts.plaidItemId, itemIds))
    .orderBy(asc(plaidAccounts.createdAt), asc(plaidAccounts.id));
}

export async function setItemStatus(db: DbOrTx, id: string, status: PlaidItemRow['status'], now: Date) {
  await db.update(plaidItems).set({ status, updatedAt: now }).where(eq(plaidItems.id, id));
}

export async function markItemRemoved(db: DbOrTx, id: string, now: Date) {
  await db
    .update(plaidItems)
    .set({ removedAt: now, updatedAt: now })
    .where(and(eq(plaidItems.id, id), isNull(plaidItems.removedAt)));
}

/** One of the owner's linked accounts with its (not removed) Item; undefined for anyone else's. */
export async function findOwnAccount(db: DbOrTx, userId: string, accountId: string) {
  const [row] = await db
    .select({ account: plaidAccounts, item: plaidItems })
    .from(plaidAccounts)
    .innerJoin(plaidItems, eq(plaidItems.id, plaidAccounts.plaidItemId))
    .where(and(eq(plaidAccounts.id, accountId), eq(plaidItems.userId, userId), isNull(plaidItems.removedAt)));
  return row;
}

/** Accounts by id with their Items (a monitored wysh names the loan it follows; the job asks for its balance). */
export async function accountsWithItems(db: DbOrTx, accountIds: string[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({ account: plaidAccounts, item: plaidItems })
    .from(plaidAccounts)
    .innerJoin(plaidItems, eq(plaidItems.id, plaidAccounts.plaidItemId))
    .where(inArray(plaidAccounts.id, accountIds));
}

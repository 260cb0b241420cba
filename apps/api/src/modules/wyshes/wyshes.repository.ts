import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import {
  wyshAllocationHistories,
  wyshAllocations,
  wyshCategories,
  wyshRecipients,
  wyshSuggestions,
  wyshes,
} from './wyshes.table.ts';

export type WyshCategoryRow = typeof wyshCategories.$inferSelect;
export type WyshRow = typeof wyshes.$inferSelect;
export type WyshSuggestionRow = typeof wyshSuggestions.$inferSelect;
export type WyshAllocationRow = typeof wyshAllocations.$inferSelect;
export type WyshAllocationHistoryRow = typeof wyshAllocationHistories.$inferSelect;
export type WyshRecipientRow = typeof wyshRecipients.$inferSelect;

// ---- catalogue --------------------------------------------------------------------------------------------

export async function upsertCategory(
  db: DbOrTx,
  values: typeof wyshCategories.$inferInsert,
): Promise<WyshCategoryRow> {
  const [row] = await db
    .insert(wyshCategories)
    .values(values)
    .onConflictDoUpdate({
      target: wyshCategories.slug,
      set: {
        name: sql`excluded.name`,
        prompt: sql`excluded.prompt`,
        description: sql`excluded.description`,
        listDescription: sql`excluded.list_description`,
        color: sql`excluded.color`,
        order: sql`excluded.order`,
      },
    })
    .returning();
  return row!;
}

export async function upsertWysh(db: DbOrTx, values: typeof wyshes.$inferInsert): Promise<WyshRow> {
  const { slug: _slug, ...rest } = values;
  const [row] = await db
    .insert(wyshes)
    .values(values)
    .onConflictDoUpdate({ target: wyshes.slug, set: rest })
    .returning();
  return row!;
}

/** The wysh's suggestion chips become exactly `chips` (the seed's copy wins). */
export async function replaceSuggestions(
  db: DbOrTx,
  wyshId: string,
  chips: Array<Omit<typeof wyshSuggestions.$inferInsert, 'wyshId'>>,
): Promise<void> {
  await db.delete(wyshSuggestions).where(eq(wyshSuggestions.wyshId, wyshId));
  if (chips.length > 0) await db.insert(wyshSuggestions).values(chips.map((chip) => ({ ...chip, wyshId })));
}

export async function listCategories(db: DbOrTx): Promise<WyshCategoryRow[]> {
  return db.select().from(wyshCategories).orderBy(asc(wyshCategories.order));
}

export async function listActiveWyshes(db: DbOrTx): Promise<WyshRow[]> {
  return db.select().from(wyshes).where(eq(wyshes.active, true)).orderBy(asc(wyshes.order));
}

export async function findWyshById(db: DbOrTx, id: string): Promise<WyshRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(wyshes).where(eq(wyshes.id, id));
  return row;
}

export async function listSuggestions(db: DbOrTx): Promise<WyshSuggestionRow[]> {
  return db.select().from(wyshSuggestions).orderBy(asc(wyshSuggestions.order));
}

// ---- allocations ------------------------------------------------------------------------------------------

/** The user's allocation `id`; undefined when it is someone else's or does not exist. */
export async function findAllocationOfUser(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<WyshAllocationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(wyshAllocations)
    .where(and(eq(wyshAllocations.id, id), eq(wyshAllocations.userId, userId)));
  return row;
}

export async function listAllocationsOfUser(
  db: DbOrTx,
  userId: string,
  status?: WyshAllocationRow['status'],
): Promise<WyshAllocationRow[]> {
  const mine = eq(wyshAllocations.userId, userId);
  return db
    .select()
    .from(wyshAllocations)
    .where(status ? and(mine, eq(wyshAllocations.status, status)) : mine)
    .orderBy(asc(wyshAllocations.order), asc(wyshAllocations.createdAt));
}

export async function nextAllocationOrder(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ top: sql<number | null>`max(${wyshAllocations.order})` })
    .from(wyshAllocations)
    .where(and(eq(wyshAllocations.userId, userId), eq(wyshAllocations.status, 'active')));
  return (row?.top ?? 0) + 1;
}

export async function sumActiveAllocations(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`coalesce(sum(${wyshAllocations.amount}), 0)` })
    .from(wyshAllocations)
    .where(and(eq(wyshAllocations.userId, userId), eq(wyshAllocations.status, 'active')));
  return Number(row?.total ?? 0);
}

export async function insertAllocation(
  db: DbOrTx,
  values: typeof wyshAllocations.$inferInsert,
): Promise<WyshAllocationRow> {
  const [row] = await db.insert(wyshAllocations).values(values).returning();
  return row!;
}

export async function updateAllocation(
  db: DbOrTx,
  id: string,
  set: Partial<typeof wyshAllocations.$inferInsert>,
): Promise<WyshAllocationRow> {
  const [row] = await db.update(wyshAllocations).set(set).where(eq(wyshAllocations.id, id)).returning();
  return row!;
}

export async function insertHistory(
  db: DbOrTx,
  values: typeof wyshAllocationHistories.$inferInsert,
): Promise<void> {
  await db.insert(wyshAllocationHistories).values(values);
}

export async function listHistories(
  db: DbOrTx,
  allocationIds: readonly string[],
): Promise<WyshAllocationHistoryRow[]> {
  if (allocationIds.length === 0) return [];
  return db
    .select()
    .from(wyshAllocationHistories)
    .where(inArray(wyshAllocationHistories.allocationId, [...allocationIds]))
    .orderBy(desc(wyshAllocationHistories.createdAt), desc(wyshAllocationHistories.sequence));
}

// ---- recipients -------------------------------------------------------------------------------------------

export async function listRecipients(
  db: DbOrTx,
  allocationIds: readonly string[],
): Promise<WyshRecipientRow[]> {
  if (allocationIds.length === 0) return [];
  return db
    .select()
    .from(wyshRecipients)
    .where(inArray(wyshRecipients.allocationId, [...allocationIds]));
}

/** The recipient `id` when its allocation is the user's. */
export async function findRecipientOfUser(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<WyshRecipientRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ recipient: wyshRecipients })
    .from(wyshRecipients)
    .innerJoin(wyshAllocations, eq(wyshAllocations.id, wyshRecipients.allocationId))
    .where(and(eq(wyshRecipients.id, id), eq(wyshAllocations.userId, userId)));
  return row?.recipient;
}

export async function insertRecipient(
  db: DbOrTx,
  values: typeof wyshRecipients.$inferInsert,
): Promise<WyshRecipientRow> {
  const [row] = await db.insert(wyshRecipients).values(values).returning();
  return row!;
}

export async function updateRecipient(
  db: DbOrTx,
  id: string,
  set: Partial<typeof wyshRecipients.$inferInsert>,
): Promise<WyshRecipientRow> {
  const [row] = await db.update(wyshRecipients).set(set).where(eq(wyshRecipients.id, id)).returning();
  return row!;
}

export async function deleteRecipient(db: DbOrTx, id: string): Promise<void> {
  await db.delete(wyshRecipients).where(eq(wyshRecipients.id, id));
}

/** Every active wysh that follows a linked loan (the refreshing job's work). */
export async function listFollowingAllocations(db: DbOrTx): Promise<WyshAllocationRow[]> {
  return db
    .select()
    .from(wyshAllocations)
    .where(
      and(
        eq(wyshAllocations.status, 'active'),
        eq(wyshAllocations.monitored, true),
        isNotNull(wyshAllocations.plaidAccountId),
      ),
    )
    .orderBy(asc(wyshAllocations.id));
}

/** The allocation, locked for the change of its amount (the job and the person may both move it). */
export async function lockAllocation(db: DbOrTx, id: string): Promise<WyshAllocationRow | undefined> {
  const [row] = await db.select().from(wyshAllocations).where(eq(wyshAllocations.id, id)).for('update');
  return row;
}

/** The wyshes that followed these accounts follow nothing now (their bank was unlinked); amounts stay. */
export async function stopFollowingAccounts(db: DbOrTx, plaidAccountIds: string[], now: Date): Promise<void> {
  if (plaidAccountIds.length === 0) return;
  await db
    .update(wyshAllocations)
    .set({ monitored: false, plaidAccountId: null, updatedAt: now })
    .where(inArray(wyshAllocations.plaidAccountId, plaidAccountIds));
}

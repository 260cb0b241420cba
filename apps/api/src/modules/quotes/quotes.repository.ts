import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import { productOfferings, quotes } from './quotes.table.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export type OfferingRow = typeof productOfferings.$inferSelect;

export async function insertQuote(db: DbOrTx, values: QuoteRow): Promise<QuoteRow> {
  const [row] = await db.insert(quotes).values(values).returning();
  return row!;
}

export async function insertOffering(db: DbOrTx, values: OfferingRow): Promise<OfferingRow> {
  const [row] = await db.insert(productOfferings).values(values).returning();
  return row!;
}

/** The user's newest quote (of their newest application), or undefined. */
export async function latestQuoteOfUser(db: DbOrTx, userId: string): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(eq(quotes.userId, userId))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(1);
  return row;
}

/** Every quote of the user, oldest first (their data export). */
export async function quotesOfUser(db: DbOrTx, userId: string): Promise<QuoteRow[]> {
  return db
    .select()
    .from(quotes)
    .where(eq(quotes.userId, userId))
    .orderBy(asc(quotes.createdAt), asc(quotes.id));
}

/** Every accidental death (and other product) offering of the user, oldest first (their data export). */
export async function offeringsOfUser(db: DbOrTx, userId: string): Promise<OfferingRow[]> {
  return db
    .select()
    .from(productOfferings)
    .where(eq(productOfferings.userId, userId))
    .orderBy(asc(productOfferings.createdAt), asc(productOfferings.id));
}

export async function findQuoteOfUser(db: DbOrTx, userId: string, id: string): Promise<QuoteRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.userId, userId)));
  return row;
}

export async function updateQuotePrice(db: DbOrTx, id: string, values: Partial<QuoteRow>): Promise<QuoteRow> {
  const [row] = await db.update(quotes).set(values).where(eq(quotes.id, id)).returning();
  return row!;
}

/** The offerings of the user's newest application (newest first). */
export async function latestOfferingsOfUser(db: DbOrTx, userId: string): Promise<OfferingRow[]> {
  const [newest] = await db
    .select({ applicationId: productOfferings.insuranceApplicationId })
    .from(productOfferings)
    .where(eq(productOfferings.userId, userId))
    .orderBy(desc(productOfferings.createdAt))
    .limit(1);
  if (!newest) return [];
  return db
    .select()
    .from(productOfferings)
    .where(
      and(
        eq(productOfferings.userId, userId),
        eq(productOfferings.insuranceApplicationId, newest.applicationId),
      ),
    )
    .orderBy(desc(productOfferings.createdAt));
}

export async function findOfferingOfUser(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<OfferingRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(productOfferings)
    .where(and(eq(productOfferings.id, id), eq(productOfferings.userId, userId)));
  return row;
}

export async function updateOfferingPrice(
  db: DbOrTx,
  id: string,
  values: Partial<OfferingRow>,
): Promise<OfferingRow> {
  const [row] = await db.update(productOfferings).set(values).where(eq(productOfferings.id, id)).returning();
  return row!;
}

/** The quote, locked for the caller's transaction (its acceptance), when it is the user's. */
export async function lockQuoteOfUser(tx: DbOrTx, userId: string, id: string): Promise<QuoteRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.userId, userId)))
    .for('update');
  return row;
}

export async function lockOfferingOfUser(
  tx: DbOrTx,
  userId: string,
  id: string,
): Promise<OfferingRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select()
    .from(productOfferings)
    .where(and(eq(productOfferings.id, id), eq(productOfferings.userId, userId)))
    .for('update');
  return row;
}

export async function markQuoteAccepted(tx: DbOrTx, id: string, at: Date): Promise<void> {
  await tx.update(quotes).set({ status: 'accepted', updatedAt: at }).where(eq(quotes.id, id));
}

export async function markOfferingAccepted(tx: DbOrTx, id: string, at: Date): Promise<void> {
  await tx
    .update(productOfferings)
    .set({ status: 'accepted', updatedAt: at })
    .where(eq(productOfferings.id, id));
}

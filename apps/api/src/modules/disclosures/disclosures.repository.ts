import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { disclosures } from './disclosures.table.ts';

export type Disclosure = typeof disclosures.$inferSelect;

export async function findDisclosureBySlug(db: DbOrTx, slug: string): Promise<Disclosure | undefined> {
  const [row] = await db.select().from(disclosures).where(eq(disclosures.slug, slug));
  return row;
}

export function listDisclosuresOfBusiness(db: DbOrTx, businessSlug: string): Promise<Disclosure[]> {
  return db
    .select()
    .from(disclosures)
    .where(eq(disclosures.businessSlug, businessSlug))
    .orderBy(asc(disclosures.name));
}

/** Inserts or updates by slug; a changed body or name bumps the version and the last-updated date. */
export async function upsertDisclosure(
  db: DbOrTx,
  disclosure: Pick<Disclosure, 'slug' | 'businessSlug' | 'name' | 'body'>,
): Promise<void> {
  await db
    .insert(disclosures)
    .values(disclosure)
    .onConflictDoUpdate({
      target: disclosures.slug,
      set: {
        name: sql`excluded.name`,
        body: sql`excluded.body`,
        businessSlug: sql`excluded.business_slug`,
        version: sql`${disclosures.version} + 1`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${disclosures.body}, ${disclosures.name}) is distinct from (excluded.body, excluded.name)`,
    });
}

export async function findDisclosureById(db: DbOrTx, id: string): Promise<Disclosure | undefined> {
  const [row] = await db.select().from(disclosures).where(eq(disclosures.id, id));
  return row;
}

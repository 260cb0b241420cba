import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { translations } from './translations.table.ts';

export type TranslationEntry = { key: string; value: string };

export function listTranslations(db: DbOrTx, slug: string, locale: string): Promise<TranslationEntry[]> {
  return db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(and(eq(translations.slug, slug), eq(translations.locale, locale)))
    .orderBy(asc(translations.key));
}

/** Makes the stored copy of one client and locale exactly `entries`: new keys added, changed ones updated, gone ones removed. */
export async function replaceTranslations(
  db: DbOrTx,
  slug: string,
  locale: string,
  entries: TranslationEntry[],
): Promise<void> {
  if (entries.length > 0) {
    await db
      .insert(translations)
      .values(entries.map((entry) => ({ slug, locale, ...entry })))
      .onConflictDoUpdate({
        target: [translations.slug, translations.locale, translations.key],
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        setWhere: sql`${translations.value} is distinct from excluded.value`,
      });
  }
  const keys = entries.map((entry) => entry.key);
  await db
    .delete(translations)
    .where(
      and(
        eq(translations.slug, slug),
        eq(translations.locale, locale),
        ...(keys.length > 0 ? [notInArray(translations.key, keys)] : []),
      ),
    );
}

// The Wyshes catalogue, seeded idempotently on every start: categories and wyshes are keyed by slug, the copy
// and amounts of wyshes.catalogue.ts win, and a wysh's suggestion chips are replaced by the published ones.
import type { DbOrTx } from '../../db/database.ts';
import { catalogue } from './wyshes.catalogue.ts';
import { replaceSuggestions, upsertCategory, upsertWysh } from './wyshes.repository.ts';

const toCents = (dollars: number) => dollars * 100;

export async function seedWyshes(db: DbOrTx): Promise<void> {
  let wyshOrder = 0;
  for (const [index, { wyshes, ...category }] of catalogue.entries()) {
    const row = await upsertCategory(db, { ...category, order: index + 1 });
    for (const { suggestions, defaultAmount, ...wysh } of wyshes) {
      wyshOrder += 1;
      const saved = await upsertWysh(db, {
        ...wysh,
        categoryId: row.id,
        defaultAmount: defaultAmount === null ? null : toCents(defaultAmount),
        active: true,
        order: wyshOrder,
      });
      await replaceSuggestions(
        db,
        saved.id,
        suggestions.map((chip, order) => ({
          title: chip.title,
          amount: toCents(chip.amount),
          enabled: true,
          order: order + 1,
        })),
      );
    }
  }
}

// Reference and demo data, seeded idempotently on every start: running it twice changes nothing, and it never
// overwrites what an operator changed (feature flag values) except the copy and documents we publish.
import type { DbOrTx } from './db/database';
import { seedDisclosures } from './modules/disclosures/disclosures.seed';
import { seedReferenceData } from './modules/reference/reference.seed';
import { seedTranslations } from './modules/translations/translations.seed';
import { seedTrivia } from './modules/trivia/trivia.seed';

export async function seedAll(db: DbOrTx): Promise<void> {
  await seedReferenceData(db);
  await seedTranslations(db);
  await seedDisclosures(db);
  await seedTrivia(db);
}

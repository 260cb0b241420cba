// Reference and demo data, seeded idempotently on every start: running it twice changes nothing, and it never
// overwrites what an operator changed (feature flag values) except the copy and documents we publish.
import type { DbOrTx } from './db/database.ts';
import { seedDisclosures } from './modules/disclosures/disclosures.seed.ts';
import { seedDocumentTemplates } from './modules/documents/documents.seed.ts';
import { seedHelpArticles } from './modules/help-center/help-center.seed.ts';
import { seedReferenceData } from './modules/reference/reference.seed.ts';
import { seedTranslations } from './modules/translations/translations.seed.ts';
import { seedTrivia } from './modules/trivia/trivia.seed.ts';
import { seedWyshes } from './modules/wyshes/wyshes.seed.ts';

export async function seedAll(db: DbOrTx): Promise<void> {
  await seedReferenceData(db);
  await seedTranslations(db);
  await seedDisclosures(db);
  await seedDocumentTemplates(db);
  await seedHelpArticles(db);
  await seedTrivia(db);
  await seedWyshes(db);
}

import type { DbOrTx } from '../../db/database.ts';
import { assertKnownCategories } from './document-categories.ts';
import { loadTemplates } from './document-templates.ts';
import { publishTemplates } from './documents.repository.ts';

/** Publishes every template version under ./content that is not stored yet (each in a known category). */
export async function seedDocumentTemplates(db: DbOrTx): Promise<void> {
  const templates = loadTemplates();
  assertKnownCategories(templates);
  await publishTemplates(db, templates);
}

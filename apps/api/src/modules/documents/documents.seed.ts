import type { DbOrTx } from '../../db/database.ts';
import { loadTemplates } from './document-templates.ts';
import { publishTemplates } from './documents.repository.ts';

/** Publishes every template version under ./content that is not stored yet. */
export async function seedDocumentTemplates(db: DbOrTx): Promise<void> {
  await publishTemplates(db, loadTemplates());
}

import type { DbOrTx } from '../../db/database.ts';
import { loadArticles } from './help-articles.ts';
import { publishArticles } from './help-center.repository.ts';

/** Publishes every help article's current version from ./articles (idempotent; refuses an unversioned change). */
export async function seedHelpArticles(db: DbOrTx): Promise<void> {
  await publishArticles(db, loadArticles());
}

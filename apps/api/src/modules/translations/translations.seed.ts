// The web client's copy is written in packages/copy/web.en.json (reviewed with the code that uses it) and
// published to the database on start, from where clients load it.
import fs from 'node:fs';
import path from 'node:path';
import type { DbOrTx } from '../../db/database.ts';
import { repoRoot } from '../../shared/paths.ts';
import { replaceTranslations, type TranslationEntry } from './translations.repository.ts';

export const webCopyFile = path.join(repoRoot, 'packages/copy/web.en.json');

type Copy = { [key: string]: string | Copy };

/** Nested copy objects become dotted keys: { notFound: { title } } -> notFound.title. */
export function flattenCopy(copy: Copy, prefix = ''): TranslationEntry[] {
  return Object.entries(copy).flatMap(([key, value]) => {
    const fullKey = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [{ key: fullKey, value }] : flattenCopy(value, fullKey);
  });
}

export async function seedTranslations(db: DbOrTx): Promise<void> {
  const copy = JSON.parse(fs.readFileSync(webCopyFile, 'utf8')) as Copy;
  await replaceTranslations(db, 'web', 'en', flattenCopy(copy));
}

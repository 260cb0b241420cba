import type { Db } from '../../db/database.ts';
import { listTranslations } from './translations.repository.ts';

export function createTranslationsService(db: Db) {
  return {
    bundle: async (slug: string, locale: string) => ({
      slug,
      locale,
      entries: await listTranslations(db, slug, locale),
    }),
  };
}

export type TranslationsService = ReturnType<typeof createTranslationsService>;

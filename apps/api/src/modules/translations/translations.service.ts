import type { Db } from '../../db/database';
import { listTranslations } from './translations.repository';

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

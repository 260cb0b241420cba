import type { Db } from '../../db/database.ts';
import { findDisclosureBySlug, listDisclosuresOfBusiness } from './disclosures.repository.ts';

export function createDisclosuresService(db: Db) {
  return {
    bySlug: async (slug: string) => (await findDisclosureBySlug(db, slug)) ?? null,
    ofBusiness: (businessSlug: string) => listDisclosuresOfBusiness(db, businessSlug),
  };
}

export type DisclosuresService = ReturnType<typeof createDisclosuresService>;

import type { Db } from '../../db/database';
import { findDisclosureBySlug, listDisclosuresOfBusiness } from './disclosures.repository';

export function createDisclosuresService(db: Db) {
  return {
    bySlug: async (slug: string) => (await findDisclosureBySlug(db, slug)) ?? null,
    ofBusiness: (businessSlug: string) => listDisclosuresOfBusiness(db, businessSlug),
  };
}

export type DisclosuresService = ReturnType<typeof createDisclosuresService>;

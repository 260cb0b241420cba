import type { Db, DbOrTx } from '../../db/database.ts';
import {
  findDisclosureById,
  findDisclosureBySlug,
  listDisclosuresOfBusiness,
} from './disclosures.repository.ts';

export function createDisclosuresService(db: Db) {
  return {
    bySlug: async (slug: string) => (await findDisclosureBySlug(db, slug)) ?? null,
    ofBusiness: (businessSlug: string) => listDisclosuresOfBusiness(db, businessSlug),
  };
}

export type DisclosuresService = ReturnType<typeof createDisclosuresService>;

/** The version of a disclosure by id, in the caller's transaction (an acknowledgement records it). */
export async function disclosureVersion(db: DbOrTx, id: string): Promise<number | undefined> {
  return (await findDisclosureById(db, id))?.version;
}

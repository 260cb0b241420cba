import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { countries, featureFlags, states } from './reference.table.ts';

export type Country = typeof countries.$inferSelect;
export type State = typeof states.$inferSelect;
export type FeatureFlag = typeof featureFlags.$inferSelect;

export function listCountries(db: DbOrTx): Promise<Country[]> {
  return db.select().from(countries).orderBy(asc(countries.name));
}

export function listStates(db: DbOrTx, countryId: string): Promise<State[]> {
  return db.select().from(states).where(eq(states.countryId, countryId)).orderBy(asc(states.name));
}

export function listFeatureFlags(db: DbOrTx): Promise<FeatureFlag[]> {
  return db.select().from(featureFlags).orderBy(asc(featureFlags.name));
}

export async function findCountryByAlpha2(db: DbOrTx, alpha2: string): Promise<Country | undefined> {
  const [row] = await db.select().from(countries).where(eq(countries.alpha2, alpha2));
  return row;
}

export async function findState(db: DbOrTx, id: string): Promise<State | undefined> {
  const [row] = await db.select().from(states).where(eq(states.id, id));
  return row;
}

import { asc, eq, sql } from 'drizzle-orm';
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

export type CountryValues = Omit<Country, 'id'>;

/** Adds the country or brings its published values up to date; answers it. */
export async function upsertCountry(db: DbOrTx, values: CountryValues): Promise<Country> {
  const [row] = await db
    .insert(countries)
    .values(values)
    .onConflictDoUpdate({
      target: countries.alpha2,
      set: {
        alpha3: sql`excluded.alpha3`,
        name: sql`excluded.name`,
        hasStates: sql`excluded.has_states`,
        hasPostalCode: sql`excluded.has_postal_code`,
        postalCodeFormat: sql`excluded.postal_code_format`,
      },
    })
    .returning();
  return row!;
}

export async function upsertStates(
  db: DbOrTx,
  countryId: string,
  list: ReadonlyArray<readonly [alpha2: string, name: string]>,
): Promise<void> {
  await db
    .insert(states)
    .values(list.map(([alpha2, name]) => ({ countryId, alpha2, name })))
    .onConflictDoUpdate({ target: [states.countryId, states.alpha2], set: { name: sql`excluded.name` } });
}

/** Adds flags the product knows; an existing flag keeps its value (an operator may have changed it). */
export async function upsertFeatureFlags(
  db: DbOrTx,
  flags: ReadonlyArray<{ name: string; enabled: boolean; description: string }>,
): Promise<void> {
  await db
    .insert(featureFlags)
    .values([...flags])
    .onConflictDoUpdate({ target: featureFlags.name, set: { description: sql`excluded.description` } });
}

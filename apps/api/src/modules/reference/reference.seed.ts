import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { countries, featureFlags, states } from './reference.table.ts';
import { usStates } from './us-states.ts';

/** Flags the product knows, with their launch values. Seeding never overwrites a value an operator changed. */
export const knownFeatureFlags = [
  {
    name: 'wysh-insurance-skip-client-phone-screen',
    enabled: false,
    description: 'Skip the phone-number steps of onboarding.',
  },
  { name: 'wysh-accidental-death', enabled: true, description: 'Offer accidental death cover.' },
  { name: 'wysh-wyshes', enabled: true, description: 'Show the Wyshes feature on the dashboard.' },
];

export async function seedReferenceData(db: DbOrTx): Promise<void> {
  const [us] = await db
    .insert(countries)
    .values({ alpha2: 'US', name: 'United States' })
    .onConflictDoUpdate({ target: countries.alpha2, set: { name: sql`excluded.name` } })
    .returning();
  await db
    .insert(states)
    .values(usStates.map(([alpha2, name]) => ({ countryId: us!.id, alpha2, name })))
    .onConflictDoUpdate({ target: [states.countryId, states.alpha2], set: { name: sql`excluded.name` } });
  await db
    .insert(featureFlags)
    .values(knownFeatureFlags)
    .onConflictDoUpdate({ target: featureFlags.name, set: { description: sql`excluded.description` } });
}

// The reference data every start makes sure of: the United States with its states and territories, and the
// feature flags the product knows.
import { US_STATES_AND_TERRITORIES } from '@wysh/domain/us-states';
import type { DbOrTx } from '../../db/database.ts';
import {
  upsertCountry,
  upsertFeatureFlags,
  upsertStates,
  type CountryValues,
} from './reference.repository.ts';

/** The United States as spec 001 §3.3 describes a country: ZIP or ZIP+4 postal codes, and states. */
export const UNITED_STATES: CountryValues = {
  alpha2: 'US',
  alpha3: 'USA',
  name: 'United States',
  hasStates: true,
  hasPostalCode: true,
  postalCodeFormat: '^\\d{5}(-\\d{4})?$',
};

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
  const us = await upsertCountry(db, UNITED_STATES);
  await upsertStates(db, us.id, US_STATES_AND_TERRITORIES);
  await upsertFeatureFlags(db, knownFeatureFlags);
}

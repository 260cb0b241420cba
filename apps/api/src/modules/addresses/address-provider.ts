// The address service's port: autocomplete and verification by an outside provider (adapters: see
// create-address-provider.ts).
import type { Address } from '@wysh/domain/address';
import type { Result } from '@wysh/domain/result';

export type AddressSuggestion = {
  streetLine: string;
  /** A unit ("Apt 4"), or for a building the designator its units share ("Apt"); '' for a single home. */
  secondary: string;
  city: string;
  state: string;
  zipcode: string;
  /** How many units the suggestion stands for: more than 1 expands into its units when selected. */
  entries: number;
};

export type SuggestionQuery = {
  search: string;
  /** USPS code whose matches come first. */
  preferState: string | null;
  /** A building to expand into its units (the units whose number starts with what follows its street line). */
  selected: Omit<AddressSuggestion, 'entries'> | null;
  limit: number;
};

/** What is sent for verification, and the provider's standard form of it: the domain's one Address. */
export type AddressToVerify = Address;
export type StandardAddress = Address;

export type VerificationProblem =
  'ADDRESS_NOT_FOUND' | 'ADDRESS_INVALID' | 'ADDRESS_AMBIGUOUS' | 'ADDRESS_MISSING_SECONDARY';

/** The provider's standard form of the address, or why it has none. */
export type Verification = Result<StandardAddress, { code: VerificationProblem }>;

/** Throws when the provider itself fails (outage, bad credentials); the service answers STANDARD_ERROR then. */
export interface AddressProvider {
  suggest(query: SuggestionQuery): Promise<AddressSuggestion[]>;
  verify(address: AddressToVerify): Promise<Verification>;
}

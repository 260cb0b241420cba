// The address provider's two calls (identified session): street suggestions and verification.
import { graphql } from '../../../graphql/generated';
import type {
  AddressInput,
  AddressSuggestionInput,
  AddressSuggestionsQuery,
} from '../../../graphql/generated/graphql';
import { execute } from '../../lib/graphql-client';

const AddressSuggestionsDocument = graphql(`
  query AddressSuggestions($input: AddressSuggestionsInput!) {
    addressSuggestions(input: $input) {
      streetLine
      secondary
      city
      state
      zipcode
      entries
    }
  }
`);

const VerifyAddressDocument = graphql(`
  query VerifyAddress($input: AddressInput!) {
    verifyAddress(input: $input) {
      address {
        street1
        street2
        city
        state
        postalCode
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export type AddressSuggestion = AddressSuggestionsQuery['addressSuggestions'][number];

export async function fetchAddressSuggestions(
  search: string,
  preferState: string | null,
  selected: AddressSuggestionInput | null,
): Promise<AddressSuggestion[]> {
  const data = await execute(AddressSuggestionsDocument, { input: { search, preferState, selected } });
  return data.addressSuggestions;
}

export async function verifyAddress(input: AddressInput) {
  return (await execute(VerifyAddressDocument, { input })).verifyAddress;
}

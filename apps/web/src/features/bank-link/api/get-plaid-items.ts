// PlaidItems (spec 001 §7.6, §3.5): the person's linked banks and the accounts picked at each (institution, name,
// mask, type), each with whether its login still works.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { PlaidItemsQuery } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';

const PlaidItemsDocument = graphql(`
  query PlaidItems {
    plaidItems {
      id
      status
      plaidInstitution {
        id
        name
      }
      plaidAccounts {
        id
        name
        mask
        accountType
        subtype
      }
    }
  }
`);

export type PlaidItem = PlaidItemsQuery['plaidItems'][number];

export const PLAID_ITEMS_KEY = ['viewer', 'plaid-items'] as const;

export const plaidItemsQuery = queryOptions({
  queryKey: PLAID_ITEMS_KEY,
  queryFn: async () => (await execute(PlaidItemsDocument)).plaidItems,
});

export function usePlaidItems() {
  return useQuery(plaidItemsQuery);
}

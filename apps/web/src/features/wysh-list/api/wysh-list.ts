// The signed-in person's wyshes (allocations) with the summary, and one allocation's amount history.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { MyWyshListQuery } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';

const MyWyshListDocument = graphql(`
  query MyWyshList {
    wyshAllocations {
      id
      name
      amount
      monitored
      plaidAccount {
        id
        name
        mask
        institutionName
      }
      order
      status
      recipient {
        id
        kind
        name
        countryCode
        accountNumber
        phoneNumber
        websiteUrl
        email
        relationship
      }
      wysh {
        id
        slug
        monitorable
        recipientType
        icons {
          format
          url
        }
        wyshCategory {
          id
          name
          slug
          color
          order
        }
      }
    }
    allocationSummary {
      activeCount
      totalAmount
      percentCovered
    }
  }
`);

const AllocationHistoriesDocument = graphql(`
  query WyshAllocationHistories($wyshAllocationId: ID!) {
    allocationHistories(wyshAllocationId: $wyshAllocationId) {
      id
      amount
      change
      direction
      createdAt
    }
  }
`);

export type MyAllocation = MyWyshListQuery['wyshAllocations'][number];
export type MyRecipient = NonNullable<MyAllocation['recipient']>;

/**
 * Everything under this key changes when the list does (amounts, order, recipients, monitoring). It sits under
 * the builder's ['viewer', 'wyshAllocations'], so the builder's changes (adding, RemoveWyshModal) refresh these
 * pages and these pages' changes refresh the builder's list.
 */
export const WYSH_LIST_KEY = ['viewer', 'wyshAllocations', 'wysh-list'] as const;

export const myWyshListQuery = queryOptions({
  queryKey: [...WYSH_LIST_KEY, 'allocations'],
  queryFn: () => execute(MyWyshListDocument),
});

export function useMyWyshList() {
  return useQuery(myWyshListQuery);
}

export function useAllocationHistories(wyshAllocationId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...WYSH_LIST_KEY, 'histories', wyshAllocationId],
    queryFn: async () =>
      (await execute(AllocationHistoriesDocument, { wyshAllocationId })).allocationHistories,
    enabled,
  });
}

// The signed-in person's wysh List: their active allocations, adding (createWyshAllocation) and removing
// (decommissionWyshAllocation).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { MyWyshAllocationsQuery } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const MyWyshAllocationsDocument = graphql(`
  query MyWyshAllocations {
    wyshAllocations {
      id
      name
      amount
      order
      wysh {
        id
        slug
      }
    }
  }
`);

const CreateWyshAllocationDocument = graphql(`
  mutation CreateWyshAllocation($input: CreateWyshAllocationInput!) {
    createWyshAllocation(input: $input) {
      wyshAllocation {
        id
        name
        amount
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const DecommissionWyshAllocationDocument = graphql(`
  mutation DecommissionWyshAllocation($input: WyshAllocationIdInput!) {
    decommissionWyshAllocation(input: $input) {
      wyshAllocation {
        id
        status
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export type MyWyshAllocation = MyWyshAllocationsQuery['wyshAllocations'][number];

export const ALLOCATIONS_KEY = ['viewer', 'wyshAllocations'] as const;

export const myWyshAllocationsQuery = queryOptions({
  queryKey: ALLOCATIONS_KEY,
  queryFn: () => execute(MyWyshAllocationsDocument),
  select: (data) => data.wyshAllocations,
});

export function useMyWyshAllocations(enabled: boolean) {
  return useQuery({ ...myWyshAllocationsQuery, enabled });
}

/** Adds a wysh to the signed-in person's list; a refused amount throws a UserErrorFailure. */
export async function createWyshAllocation(wyshId: string, amount: number) {
  return unwrap(
    (await execute(CreateWyshAllocationDocument, { input: { wyshId, amount } })).createWyshAllocation,
  );
}

export function useCreateWyshAllocation() {
  return useMutation({
    meta: { invalidates: [ALLOCATIONS_KEY] },
    mutationFn: ({ wyshId, amount }: { wyshId: string; amount: number }) =>
      createWyshAllocation(wyshId, amount),
  });
}

export function useDecommissionWyshAllocation() {
  return useMutation({
    meta: { invalidates: [ALLOCATIONS_KEY] },
    mutationFn: async (wyshAllocationId: string) =>
      unwrap(
        (await execute(DecommissionWyshAllocationDocument, { input: { wyshAllocationId } }))
          .decommissionWyshAllocation,
      ),
  });
}

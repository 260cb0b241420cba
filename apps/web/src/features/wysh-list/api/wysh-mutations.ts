// Changes to one of the person's wyshes: amount, order, monitoring off, removal, and its recipient.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { CreateWyshRecipientInput, UpdateWyshRecipientInput } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { WYSH_LIST_KEY } from './wysh-list';

const UpdateAllocationDocument = graphql(`
  mutation UpdateMyWyshAllocation($input: UpdateWyshAllocationInput!) {
    updateWyshAllocation(input: $input) {
      wyshAllocation {
        id
        amount
        order
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const UnmonitorDocument = graphql(`
  mutation UnmonitorMyWyshAllocation($input: WyshAllocationIdInput!) {
    unmonitorWyshAllocation(input: $input) {
      wyshAllocation {
        id
        monitored
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const CreateRecipientDocument = graphql(`
  mutation CreateMyWyshRecipient($input: CreateWyshRecipientInput!) {
    createWyshAllocationRecipient(input: $input) {
      recipient {
        id
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const UpdateRecipientDocument = graphql(`
  mutation UpdateMyWyshRecipient($input: UpdateWyshRecipientInput!) {
    updateWyshAllocationRecipient(input: $input) {
      recipient {
        id
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const DestroyRecipientDocument = graphql(`
  mutation DestroyMyWyshRecipient($input: WyshRecipientIdInput!) {
    destroyWyshAllocationRecipient(input: $input) {
      success
      error {
        ...UserErrorFields
      }
    }
  }
`);

// The builder's list too (the key above this feature's own), since amounts and order show there.
const ALL_ALLOCATIONS = WYSH_LIST_KEY.slice(0, 2);

export function useUpdateAmount() {
  return useMutation({
    meta: { invalidates: [ALL_ALLOCATIONS] },
    mutationFn: async (input: { wyshAllocationId: string; amount: number }) =>
      unwrap((await execute(UpdateAllocationDocument, { input })).updateWyshAllocation),
  });
}

/** Saves a new order: each wysh whose place changed gets its place (1-based), one after another. */
export function useSaveOrder() {
  return useMutation({
    meta: { invalidates: [ALL_ALLOCATIONS] },
    mutationFn: async (changes: Array<{ wyshAllocationId: string; order: number }>) => {
      for (const input of changes) {
        unwrap((await execute(UpdateAllocationDocument, { input })).updateWyshAllocation);
      }
    },
  });
}

export function useUnmonitor() {
  return useMutation({
    meta: { invalidates: [ALL_ALLOCATIONS] },
    mutationFn: async (wyshAllocationId: string) =>
      unwrap((await execute(UnmonitorDocument, { input: { wyshAllocationId } })).unmonitorWyshAllocation),
  });
}

export function useSaveRecipient() {
  return useMutation({
    meta: { invalidates: [ALL_ALLOCATIONS] },
    mutationFn: async (
      input:
        | { create: CreateWyshRecipientInput; update?: never }
        | { update: UpdateWyshRecipientInput; create?: never },
    ) =>
      input.create
        ? unwrap(
            (await execute(CreateRecipientDocument, { input: input.create })).createWyshAllocationRecipient,
          )
        : unwrap(
            (await execute(UpdateRecipientDocument, { input: input.update })).updateWyshAllocationRecipient,
          ),
  });
}

export function useRemoveRecipient() {
  return useMutation({
    meta: { invalidates: [ALL_ALLOCATIONS] },
    mutationFn: async (recipientId: string) =>
      unwrap(
        (await execute(DestroyRecipientDocument, { input: { recipientId } })).destroyWyshAllocationRecipient,
      ),
  });
}

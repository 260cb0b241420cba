// Changes to the person's beneficiaries (spec 001 §7.4): add, edit, remove and the allocations. Each answers the
// whole set after the change and refreshes what this feature shows; failures are UserErrorFailures whose field
// errors the forms show inline.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type {
  CreateBeneficiaryInput,
  DestroyBeneficiaryInput,
  UpdateBeneficiaryInput,
} from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { BENEFICIARIES_KEY } from './beneficiaries';

const CreateDocument = graphql(`
  mutation CreateMyBeneficiary($input: CreateBeneficiaryInput!) {
    createBeneficiary(input: $input) {
      beneficiary {
        id
      }
      beneficiaries {
        list {
          id
        }
        backup {
          id
        }
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const UpdateDocument = graphql(`
  mutation UpdateMyBeneficiary($input: UpdateBeneficiaryInput!) {
    updateBeneficiary(input: $input) {
      beneficiary {
        id
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const DestroyDocument = graphql(`
  mutation DestroyMyBeneficiary($input: DestroyBeneficiaryInput!) {
    destroyBeneficiary(input: $input) {
      success
      beneficiaries {
        list {
          id
        }
        backup {
          id
        }
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const AllocationDocument = graphql(`
  mutation UpdateMyBeneficiaryAllocation($input: UpdateBeneficiaryAllocationInput!) {
    updateBeneficiaryAllocation(input: $input) {
      status
      success
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useCreateBeneficiary() {
  return useMutation({
    meta: { invalidates: [BENEFICIARIES_KEY] },
    mutationFn: async (input: CreateBeneficiaryInput) =>
      unwrap((await execute(CreateDocument, { input })).createBeneficiary),
  });
}

export function useUpdateBeneficiary() {
  return useMutation({
    meta: { invalidates: [BENEFICIARIES_KEY] },
    mutationFn: async (input: UpdateBeneficiaryInput) =>
      unwrap((await execute(UpdateDocument, { input })).updateBeneficiary),
  });
}

export function useDestroyBeneficiary() {
  return useMutation({
    meta: { invalidates: [BENEFICIARIES_KEY] },
    mutationFn: async (input: DestroyBeneficiaryInput) =>
      unwrap((await execute(DestroyDocument, { input })).destroyBeneficiary),
  });
}

export function useUpdateAllocations() {
  return useMutation({
    meta: { invalidates: [BENEFICIARIES_KEY] },
    mutationFn: async (beneficiaryAllocations: Array<{ beneficiaryId: string; allocation: number }>) =>
      unwrap(
        (await execute(AllocationDocument, { input: { beneficiaryAllocations } }))
          .updateBeneficiaryAllocation,
      ),
  });
}

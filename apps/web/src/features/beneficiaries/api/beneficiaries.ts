// The signed-in person's beneficiaries in a line of business (getBeneficiaries, spec 001 §7.4): the primaries
// (`list`) and the backups, each with its contact as its kind has it. Once they are a policy's, edits collect in
// a pending change: then the pages show and edit the proposed set, and `inForce` keeps the policy's set beside it
// until the owner confirms (ConfirmBeneficiaryChangesModal) or discards the change.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { MyBeneficiariesQuery } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';

const MyBeneficiariesDocument = graphql(`
  query MyBeneficiaries($lineOfBusiness: String) {
    getBeneficiaries(lineOfBusiness: $lineOfBusiness) {
      list {
        ...BeneficiaryParts
      }
      backup {
        ...BeneficiaryParts
      }
      pending {
        ...BeneficiaryParts
      }
    }
    beneficiaryChanges(lineOfBusiness: $lineOfBusiness) {
      id
      status
    }
  }

  fragment BeneficiaryParts on Beneficiary {
    id
    allocation
    responsibility
    type
    carriesId
    contact {
      __typename
      ... on IndividualContact {
        firstName
        middleInitial
        lastName
        suffix
        relationship
        birthdate
        phoneNumber
        email
        parentGuardianInfo
        taxIdSet
        requiredAddress {
          ...BeneficiaryAddressParts
        }
      }
      ... on OrganizationContact {
        name
        businessType
        phoneNumber
        email
        taxIdSet
        requiredAddress {
          ...BeneficiaryAddressParts
        }
      }
      ... on TrustContact {
        name
        firstName
        lastName
        dateOfTrust
        phoneNumber
        email
        trusteeTaxIdSet
        nullableAddress {
          ...BeneficiaryAddressParts
        }
      }
    }
  }

  fragment BeneficiaryAddressParts on BeneficiaryAddress {
    street1
    street2
    city
    state
    postalCode
  }
`);

export type MyBeneficiary = MyBeneficiariesQuery['getBeneficiaries']['list'][number];

export interface BeneficiarySet {
  list: MyBeneficiary[];
  backup: MyBeneficiary[];
}

/** The set the person sees and edits (the proposed one while a change is pending), and the policy's facts. */
export interface MyBeneficiaries extends BeneficiarySet {
  /** The beneficiaries are a policy's: edits wait for the owner's confirmation. */
  onPolicy: boolean;
  /** While a change is pending: the set in force it would replace. */
  inForce: BeneficiarySet | null;
}

/** Pure: the answer of MyBeneficiaries as the pages use it. */
export function myBeneficiaries(data: MyBeneficiariesQuery): MyBeneficiaries {
  const { list, backup, pending } = data.getBeneficiaries;
  const changes = data.beneficiaryChanges ?? [];
  const hasPending = pending.length > 0 || changes.some((change) => change.status === 'pending');
  if (!hasPending) return { list, backup, onPolicy: changes.length > 0, inForce: null };
  return {
    list: pending.filter((beneficiary) => beneficiary.responsibility === 'PRIMARY'),
    backup: pending.filter((beneficiary) => beneficiary.responsibility === 'BACKUP'),
    onPolicy: true,
    inForce: { list, backup },
  };
}

/** Every query of this feature sits under this key: a change to one beneficiary refreshes them all. */
export const BENEFICIARIES_KEY = ['viewer', 'beneficiaries'] as const;

export const beneficiariesQuery = (lineOfBusiness: string) =>
  queryOptions({
    queryKey: [...BENEFICIARIES_KEY, lineOfBusiness],
    queryFn: async () => myBeneficiaries(await execute(MyBeneficiariesDocument, { lineOfBusiness })),
  });

export function useBeneficiaries(lineOfBusiness: string) {
  return useQuery(beneficiariesQuery(lineOfBusiness));
}

// The signed-in person's beneficiaries in a line of business (getBeneficiaries, spec 001 §7.4): the primaries
// (`list`) and the backups, each with its contact as its kind has it.
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
    }
  }

  fragment BeneficiaryParts on Beneficiary {
    id
    allocation
    responsibility
    type
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

export type MyBeneficiaries = MyBeneficiariesQuery['getBeneficiaries'];
export type MyBeneficiary = MyBeneficiaries['list'][number];

/** Every query of this feature sits under this key: a change to one beneficiary refreshes them all. */
export const BENEFICIARIES_KEY = ['viewer', 'beneficiaries'] as const;

export const beneficiariesQuery = (lineOfBusiness: string) =>
  queryOptions({
    queryKey: [...BENEFICIARIES_KEY, lineOfBusiness],
    queryFn: async () => (await execute(MyBeneficiariesDocument, { lineOfBusiness })).getBeneficiaries,
  });

export function useBeneficiaries(lineOfBusiness: string) {
  return useQuery(beneficiariesQuery(lineOfBusiness));
}

// The user's phone numbers (masked), to know which one a code goes to: the active one for a session check, a
// pending one to verify it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';

const PhoneNumbersQuery = graphql(`
  query PhoneNumbers {
    profile {
      activePhoneNumber {
        id
        mask
        status
      }
      phoneNumbers {
        id
        mask
        status
      }
    }
  }
`);

export interface PhoneChoice {
  id: string;
  mask: string;
}

export const phoneNumbersQuery = queryOptions({
  queryKey: ['viewer', 'phoneNumbers'],
  queryFn: () => execute(PhoneNumbersQuery),
  select: (data) => data.profile,
});

export function usePhoneNumbers(enabled = true) {
  return useQuery({ ...phoneNumbersQuery, enabled });
}

type Phones = {
  activePhoneNumber?: PhoneChoice | null;
  phoneNumbers: Array<PhoneChoice & { status: string }>;
};

/** The number a session check texts: the active one. */
export function activePhone(profile: Phones | undefined): PhoneChoice | null {
  return profile?.activePhoneNumber ?? null;
}

/** The number to verify from the profile: the newest pending one, else the active one. */
export function phoneToVerify(profile: Phones | undefined): PhoneChoice | null {
  const pending = profile?.phoneNumbers.filter((phone) => phone.status === 'PENDING') ?? [];
  return pending.at(-1) ?? activePhone(profile);
}

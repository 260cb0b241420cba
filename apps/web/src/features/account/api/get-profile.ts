// profile (verified session): names, e-mails and phone numbers of the signed-in user.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { ProfileQuery } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';

const ProfileDocument = graphql(`
  query Profile {
    profile {
      firstName
      middleName
      lastName
      suffix
      activeEmail {
        id
        email
        status
      }
      pendingEmail {
        id
        email
        status
      }
      emails {
        id
        email
        status
      }
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

export type Profile = ProfileQuery['profile'];

export const profileQuery = queryOptions({
  queryKey: ['viewer', 'profile'],
  queryFn: () => execute(ProfileDocument),
  select: (data) => data.profile,
});

export function useProfile() {
  return useQuery(profileQuery);
}

/** "Ann Q. Lee Jr." from the parts there are; null when there is no name yet. */
export function fullName(
  profile: Pick<Profile, 'firstName' | 'middleName' | 'lastName' | 'suffix'>,
): string | null {
  const middle = profile.middleName
    ? `${profile.middleName}${profile.middleName.length === 1 ? '.' : ''}`
    : null;
  const parts = [profile.firstName, middle, profile.lastName, profile.suffix].filter((part): part is string =>
    Boolean(part && part.trim()),
  );
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The e-mail to show: the pending one (a change not confirmed yet) wins over the active one. */
export function shownEmail(profile: Profile): { email: string; verified: boolean } | null {
  const email = profile.pendingEmail ?? profile.activeEmail ?? profile.emails[0] ?? null;
  return email ? { email: email.email, verified: email.status === 'ACTIVE' } : null;
}

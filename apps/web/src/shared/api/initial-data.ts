// What the app loads once someone signs in (spec 001 §4.13: "Login: ... then fetches pre-verified data, plus
// verified data if verified"), one round trip each. Pre-verified: the user (with their constellation ids), e-mail
// addresses and masked phone numbers, global feature flags, states of the US. Verified: the profile (names, the
// state of the home address) and the constellations with their insurance memberships. Both are the person's
// data: under the "viewer" key, dropped whenever the session changes hands or level.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { graphql } from '../../graphql/generated';
import { execute } from '../lib/graphql-client';
import type { AuthLevel } from '../stores/auth';

const PreVerifiedInitialDataQuery = graphql(`
  query PreVerifiedInitialData {
    fetchPreVerifiedInitialData {
      currentUser {
        id
        status
        email
        emailStatus
        activeConstellations {
          id
          businessSlug
        }
      }
      emails {
        id
        email
        status
      }
      activeEmail {
        id
        email
        status
      }
      phoneNumbers {
        id
        mask
        status
      }
      activePhoneNumber {
        id
        mask
        status
      }
      globalFeatureFlags {
        name
        enabled
      }
      states {
        id
        name
        alpha2
      }
    }
  }
`);

const VerifiedInitialDataQuery = graphql(`
  query VerifiedInitialData {
    fetchVerifiedInitialData {
      profile {
        firstName
        middleName
        lastName
        suffix
        activeAddress {
          state
        }
      }
      constellations {
        id
        label
        businessSlug
        activeInsuranceMembership {
          id
          label
          eligibleForCoverage
          eligibleForUnderwriting
          eligibleForMonitoring
          underwritingRequired
          capabilities {
            billing
            termLifeExtension
          }
        }
      }
    }
  }
`);

export const preVerifiedInitialDataQuery = queryOptions({
  queryKey: ['viewer', 'initialData', 'preVerified'],
  queryFn: () => execute(PreVerifiedInitialDataQuery),
  select: (data) => data.fetchPreVerifiedInitialData,
  // Kept until the session changes level (the cache of "viewer" is dropped then) or a number is added.
  staleTime: Number.POSITIVE_INFINITY,
});

export const verifiedInitialDataQuery = queryOptions({
  queryKey: ['viewer', 'initialData', 'verified'],
  queryFn: () => execute(VerifiedInitialDataQuery),
  select: (data) => data.fetchVerifiedInitialData,
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePreVerifiedInitialData(enabled = true) {
  return useQuery({ ...preVerifiedInitialDataQuery, enabled });
}

export function useVerifiedInitialData(enabled = true) {
  return useQuery({ ...verifiedInitialDataQuery, enabled });
}

/** Starts loading what a session at `level` may read; failures show where the data is read, not here. */
export function loadInitialData(queryClient: QueryClient, level: AuthLevel): Promise<void> {
  if (level === 'unidentified') return Promise.resolve();
  return Promise.all([
    queryClient.prefetchQuery(preVerifiedInitialDataQuery),
    level === 'verified' ? queryClient.prefetchQuery(verifiedInitialDataQuery) : null,
  ]).then(() => undefined);
}

/** After a change to the person's phone numbers: the next reader fetches them again. */
export function forgetPreVerifiedInitialData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: preVerifiedInitialDataQuery.queryKey });
}

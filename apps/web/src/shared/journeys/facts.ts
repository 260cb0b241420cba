// What a journey's conditions need to know besides the session's level: the feature flags that are on and,
// for a signed-in session that is not yet verified, whether the account has a verified phone. One request when
// a journey starts or resumes.
import { graphql } from '../../graphql/generated';
import { execute } from '../lib/graphql-client';
import { useAuthStore } from '../stores/auth';
import type { JourneyFacts } from './runtime';

const JourneyFactsQuery = graphql(`
  query JourneyFacts($identified: Boolean!) {
    globalFeatureFlags {
      name
      enabled
    }
    profile @include(if: $identified) {
      activePhoneNumber {
        id
      }
    }
  }
`);

/** The facts, or defaults (no flags, no phone) when they cannot be fetched: the journey still starts. */
export async function loadJourneyFacts(): Promise<JourneyFacts> {
  const identified = useAuthStore.getState().authLevel === 'identified';
  try {
    const data = await execute(JourneyFactsQuery, { identified });
    return {
      flags: new Set(data.globalFeatureFlags.filter((flag) => flag.enabled).map((flag) => flag.name)),
      hasActivePhone: Boolean(data.profile?.activePhoneNumber),
    };
  } catch (error) {
    console.error('Could not load the journey facts', error);
    return { flags: new Set(), hasActivePhone: false };
  }
}

// What a journey's conditions need to know besides the session's level: the feature flags that are on, for a
// signed-in session that is not yet verified whether the account has a verified phone, and for a signed-in one
// whether it holds a policy (the fulfillment journey's goal: spec 001 §4.5, a purchase ends it). Asked when a
// journey starts or resumes, and before saved progress is offered back.
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

// Its own request: a policy the session may not read (or a server that fails to) never costs the flags.
const JourneyPolicyQuery = graphql(`
  query JourneyPolicy {
    userPolicy {
      id
      status
    }
  }
`);

async function holdsPolicy(): Promise<boolean> {
  if (useAuthStore.getState().authLevel === 'unidentified') return false;
  try {
    // A lapsed policy (userPolicy answers it too) is not one held: cover ended.
    const policy = (await execute(JourneyPolicyQuery)).userPolicy;
    return policy !== null && policy.status !== 'lapsed';
  } catch (error) {
    console.error('Could not learn whether a policy is held', error);
    return false;
  }
}

async function flagsAndPhone(): Promise<Pick<JourneyFacts, 'flags' | 'hasActivePhone'>> {
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

/** The facts, or defaults (no flags, no phone, no policy) when they cannot be fetched: the journey still starts. */
export async function loadJourneyFacts(): Promise<JourneyFacts> {
  const [known, policy] = await Promise.all([flagsAndPhone(), holdsPolicy()]);
  return { ...known, holdsPolicy: policy };
}

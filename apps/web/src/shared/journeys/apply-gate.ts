// Before an application for new cover starts (spec 001 §4.5, 000 §8 "Reinstatement blocked"): with a
// reinstatement under way the server refuses new cover (newCoverageRefusal, the words requestNewBusiness
// refuses with), so the person is told at once; with a lapsed policy that can still be reinstated they are
// warned that its reinstatement will be rejected once a new policy is in force, and may apply anyway.
import { graphql } from '../../graphql/generated';
import type { ApplyGateQuery } from '../../graphql/generated/graphql';
import { execute } from '../lib/graphql-client';
import { useAuthStore } from '../stores/auth';

const ApplyGateDocument = graphql(`
  query ApplyGate {
    newCoverageRefusal
    eligibleReinstatementPolicies {
      id
      policyNumber
    }
  }
`);

export type ApplyGate =
  { kind: 'apply' } | { kind: 'warn'; policyNumbers: string[] } | { kind: 'blocked'; message: string };

/** What the server's answer means for applying. */
export function applyGateOf(data: ApplyGateQuery): ApplyGate {
  if (data.newCoverageRefusal) return { kind: 'blocked', message: data.newCoverageRefusal };
  const reinstateable = data.eligibleReinstatementPolicies;
  if (reinstateable.length === 0) return { kind: 'apply' };
  return { kind: 'warn', policyNumbers: reinstateable.map((policy) => policy.policyNumber ?? '') };
}

/**
 * The gate for the signed-in person (a visitor has no policy). A failure to ask lets the application start:
 * the server still refuses new cover while a reinstatement is under way.
 */
export async function loadApplyGate(): Promise<ApplyGate> {
  if (useAuthStore.getState().authLevel === 'unidentified') return { kind: 'apply' };
  try {
    return applyGateOf(await execute(ApplyGateDocument));
  } catch (error) {
    console.error('Could not learn whether a reinstatement is under way', error);
    return { kind: 'apply' };
  }
}

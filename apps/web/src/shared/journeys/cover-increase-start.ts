// Whether a policy's request for more cover still waits for its interview (Policy.coverIncrease in UNDERWRITING):
// resuming a cover-increase journey makes sense only then; decided, withdrawn or gone, confirm-update tells where
// it stands instead.
import { graphql } from '../../graphql/generated';
import { execute } from '../lib/graphql-client';

const CoverIncreaseStandingDocument = graphql(`
  query CoverIncreaseStanding {
    userPolicy {
      id
      coverIncrease {
        id
        status
      }
    }
  }
`);

export async function increaseAwaitsInterview(policyId: string): Promise<boolean> {
  try {
    const policy = (await execute(CoverIncreaseStandingDocument)).userPolicy;
    return policy?.id === policyId && policy.coverIncrease?.status === 'UNDERWRITING';
  } catch (error) {
    console.error('Could not learn whether the request for more cover waits', error);
    return false;
  }
}

// Whether a policy's request to extend its term still waits for its check-up (Policy.termExtension.request in
// UNDERWRITING): resuming a term-extension journey makes sense only then; otherwise confirm-update says where the
// request stands.
import { graphql } from '../../graphql/generated';
import { execute } from '../lib/graphql-client';

const TermExtensionStandingDocument = graphql(`
  query TermExtensionStanding {
    userPolicy {
      id
      termExtension {
        request {
          id
          status
        }
      }
    }
  }
`);

export async function extensionAwaitsInterview(policyId: string): Promise<boolean> {
  try {
    const policy = (await execute(TermExtensionStandingDocument)).userPolicy;
    return policy?.id === policyId && policy.termExtension?.request?.status === 'UNDERWRITING';
  } catch (error) {
    console.error('Could not learn whether the request to extend the term waits', error);
    return false;
  }
}

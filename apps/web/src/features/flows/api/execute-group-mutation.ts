// executeGroupMutation (identified): runs one of the mutations the server lists by key (createPhoneNumber,
// createAcknowledgement, ...) with a body the form's api group builds. Answers the mutation's response.
import { graphql } from '../../../graphql/generated';
import type { ExecuteGroupMutationInput } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const ExecuteGroupMutationDocument = graphql(`
  mutation ExecuteGroupMutation($input: ExecuteGroupMutationInput!) {
    executeGroupMutation(input: $input) {
      response
      error {
        code
        message
        fields {
          field
          message
        }
      }
    }
  }
`);

export async function executeGroupMutation(input: ExecuteGroupMutationInput): Promise<unknown> {
  return unwrap((await execute(ExecuteGroupMutationDocument, { input })).executeGroupMutation).response;
}

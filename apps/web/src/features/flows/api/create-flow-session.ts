// createFlowSession (identified): resumes the caller's unfinished session of a flow in a scope, or starts anew
// (fromStart abandons the old one).
import { graphql } from '../../../graphql/generated';
import type { CreateFlowSessionInput } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const CreateFlowSessionMutation = graphql(`
  mutation CreateFlowSession($input: CreateFlowSessionInput!) {
    createFlowSession(input: $input) {
      flowSession {
        id
        flowSlug
        flowScope
        formIndex
        currentFormSlug
        finished
      }
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

export async function createFlowSession(input: CreateFlowSessionInput) {
  const { flowSession } = unwrap((await execute(CreateFlowSessionMutation, { input })).createFlowSession);
  if (!flowSession) throw new Error('createFlowSession answered neither a session nor an error');
  return flowSession;
}

// executeGroupMutation (identified): runs one of the protocol's group mutations by key (GROUP_MUTATION_KEYS of
// @wysh/forms: createPhoneNumber, createAcknowledgement, ...) with a body the form's api group builds.
// Answers the mutation's response, typed by its key.
import type { GroupMutationKey, GroupMutationResponses } from '@wysh/forms/group-mutations';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const ExecuteGroupMutationDocument = graphql(`
  mutation ExecuteGroupMutation($input: ExecuteGroupMutationInput!) {
    executeGroupMutation(input: $input) {
      response
      error {
        ...UserErrorFields
      }
    }
  }
`);

/** What a group mutation changes (a phone number, an acknowledgement): what the viewer's cache holds. */
export const GROUP_MUTATION_INVALIDATES = [['viewer']] as const;

export interface GroupMutationInput<K extends GroupMutationKey> {
  flowSessionId?: string | null;
  mutationKey: K;
  /** The body: an api group's mutationBody and the values of the inputs it names. */
  inputPayload: Record<string, unknown>;
}

export async function executeGroupMutation<K extends GroupMutationKey>(
  input: GroupMutationInput<K>,
): Promise<GroupMutationResponses[K]> {
  const { response } = unwrap((await execute(ExecuteGroupMutationDocument, { input })).executeGroupMutation);
  // JSON on the wire: the response the server's handler for this key answers (GroupMutationResponses).
  return response as GroupMutationResponses[K];
}

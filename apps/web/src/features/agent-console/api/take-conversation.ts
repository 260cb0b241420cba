// takeSupportConversation: the agent joins a waiting conversation (the person is told who joined).
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { AGENT_CONSOLE_KEY } from './keys';

const TakeSupportConversationDocument = graphql(`
  mutation TakeSupportConversation($conversationId: ID!) {
    takeSupportConversation(conversationId: $conversationId) {
      conversation {
        id
        status
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useTakeConversation() {
  return useMutation({
    meta: { invalidates: [AGENT_CONSOLE_KEY] },
    mutationFn: async (conversationId: string) =>
      unwrap((await execute(TakeSupportConversationDocument, { conversationId })).takeSupportConversation),
  });
}

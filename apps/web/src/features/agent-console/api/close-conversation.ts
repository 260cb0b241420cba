// closeSupportConversationAsAgent: ends the conversation; the server e-mails its transcript to the person.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { AGENT_CONSOLE_KEY } from './keys';

const CloseSupportConversationAsAgentDocument = graphql(`
  mutation CloseSupportConversationAsAgent($conversationId: ID!) {
    closeSupportConversationAsAgent(conversationId: $conversationId) {
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

export function useCloseConversation() {
  return useMutation({
    meta: { invalidates: [AGENT_CONSOLE_KEY] },
    mutationFn: async (conversationId: string) =>
      unwrap(
        (await execute(CloseSupportConversationAsAgentDocument, { conversationId }))
          .closeSupportConversationAsAgent,
      ),
  });
}

// One conversation as customer service sees it (supportAgentConversation): its state beside the person's context
// (their contact details, how often they wrote to us, their policy as servicing reads it). Its messages stream
// separately (shared/chat).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { conversationKey } from './keys';

const AgentConversationDocument = graphql(`
  query AgentConversation($id: ID!) {
    supportAgentConversation(id: $id) {
      conversation {
        id
        status
        waitingSince
        followUpEmail
        closedAt
      }
      person {
        fullName
        email
        conversations
        policy {
          ...ServicedPolicyFields
        }
      }
    }
  }
`);

export function useAgentConversation(id: string) {
  return useQuery({
    queryKey: conversationKey(id),
    queryFn: async () => (await execute(AgentConversationDocument, { id })).supportAgentConversation,
  });
}

// One conversation as customer service sees it (supportAgentConversation): its state beside the person's context
// (their contact details, how often they wrote to us, their policy as servicing reads it, their billing, what is
// under way for them and the e-mails we sent them). Its messages stream separately (shared/chat).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { AgentConversationQuery } from '../../../graphql/generated/graphql';
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
        billing {
          nextPayment {
            dueOn
            amount
            estimated
          }
          pastDue {
            amount
            invoices
            lapsesOn
          }
          paymentMethod {
            kind
            description
            debitsStopped
          }
        }
        openCases {
          kind
          status
          since
        }
        recentEmails {
          subject
          to
          sentAt
        }
      }
    }
  }
`);

/** The person beside the conversation, as the console reads them. */
export type Person = NonNullable<AgentConversationQuery['supportAgentConversation']>['person'];

export function useAgentConversation(id: string) {
  return useQuery({
    queryKey: conversationKey(id),
    queryFn: async () => (await execute(AgentConversationDocument, { id })).supportAgentConversation,
  });
}

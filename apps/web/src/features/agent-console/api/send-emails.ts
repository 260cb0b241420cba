// The e-mails an agent sends from the conversation: the policy packet again, and a sign-in link. Each writes a
// message into the conversation, which arrives through its stream; nothing cached changes.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const ResendPolicyPacketDocument = graphql(`
  mutation ResendPolicyPacketFromConversation($conversationId: ID!) {
    resendPolicyPacketFromConversation(conversationId: $conversationId) {
      message {
        id
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const SendSignInLinkDocument = graphql(`
  mutation SendSignInLinkFromConversation($conversationId: ID!) {
    sendSignInLinkFromConversation(conversationId: $conversationId) {
      message {
        id
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export type AgentEmail = 'packet' | 'signInLink';

export function useSendEmail(conversationId: string) {
  return useMutation({
    meta: { invalidates: [] },
    mutationFn: async (kind: AgentEmail) =>
      kind === 'packet'
        ? unwrap(
            (await execute(ResendPolicyPacketDocument, { conversationId }))
              .resendPolicyPacketFromConversation,
          )
        : unwrap((await execute(SendSignInLinkDocument, { conversationId })).sendSignInLinkFromConversation),
  });
}

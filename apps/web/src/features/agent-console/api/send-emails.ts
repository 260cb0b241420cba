// The e-mails an agent sends from the conversation: the policy packet again, and a sign-in link. Each writes a
// message into the conversation, which arrives through its stream, an audit row and a line in the person's recent
// e-mails: the conversation's context is read again.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { conversationKey } from './keys';

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
    meta: { invalidates: [conversationKey(conversationId)] },
    mutationFn: async (kind: AgentEmail) =>
      kind === 'packet'
        ? unwrap(
            (await execute(ResendPolicyPacketDocument, { conversationId }))
              .resendPolicyPacketFromConversation,
          )
        : unwrap((await execute(SendSignInLinkDocument, { conversationId })).sendSignInLinkFromConversation),
  });
}

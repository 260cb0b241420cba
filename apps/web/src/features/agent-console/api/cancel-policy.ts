// cancelPolicyFromConversation: the person's policy cancelled at their request, with their reason; the outcome
// (void with every premium refunded in the free look, else cover to the end of the paid period) is written into
// the conversation for them, and the policy answered as it now stands.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { conversationKey } from './keys';

const CancelPolicyFromConversationDocument = graphql(`
  mutation CancelPolicyFromConversation($conversationId: ID!, $reason: String!) {
    cancelPolicyFromConversation(conversationId: $conversationId, reason: $reason) {
      policy {
        ...ServicedPolicyFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useCancelFromConversation(conversationId: string) {
  return useMutation({
    meta: { invalidates: [conversationKey(conversationId)] },
    mutationFn: async (reason: string) =>
      unwrap(
        (await execute(CancelPolicyFromConversationDocument, { conversationId, reason }))
          .cancelPolicyFromConversation,
      ),
  });
}

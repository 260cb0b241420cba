// replyToSupportConversation: the agent's message. It reaches the console through the conversation's stream,
// like every other message; the device's id makes a retried send count once. Audited: the trail is read again.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { auditKey } from './keys';

const ReplyToSupportConversationDocument = graphql(`
  mutation ReplyToSupportConversation($input: ReplyToSupportConversationInput!) {
    replyToSupportConversation(input: $input) {
      message {
        id
        seq
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useReply(conversationId: string) {
  return useMutation({
    meta: { invalidates: [auditKey(conversationId)] },
    mutationFn: async (input: { conversationId: string; clientMessageId: string; text: string }) =>
      unwrap((await execute(ReplyToSupportConversationDocument, { input })).replyToSupportConversation),
  });
}

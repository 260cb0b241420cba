// The person's support chat (issue 28): live support's hours, their conversation, and what they do in it. Every
// mutation answers its payload or a UserError (unwrap); the conversation query is what each success changes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { SupportConversationFieldsFragment } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { SUPPORT_STATUS_KEY } from '../../../shared/api/support-status';

graphql(`
  fragment SupportConversationFields on SupportConversation {
    id
    status
    lastSeq
    followUpEmail
    rating
    queue {
      position
      typicalWaitMinutes
    }
  }
`);

const SupportConversationQuery = graphql(`
  query SupportConversation {
    supportConversation {
      ...SupportConversationFields
    }
  }
`);

const SendSupportMessageMutation = graphql(`
  mutation SendSupportMessage($input: SendSupportMessageInput!) {
    sendSupportMessage(input: $input) {
      conversation {
        ...SupportConversationFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const RequestSupportAgentMutation = graphql(`
  mutation RequestSupportAgent {
    requestSupportAgent {
      conversation {
        ...SupportConversationFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const LeaveSupportQueueMutation = graphql(`
  mutation LeaveSupportQueue {
    leaveSupportQueue {
      conversation {
        ...SupportConversationFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const RequestSupportFollowUpMutation = graphql(`
  mutation RequestSupportFollowUp {
    requestSupportFollowUp {
      conversation {
        ...SupportConversationFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const CloseSupportConversationMutation = graphql(`
  mutation CloseSupportConversation {
    closeSupportConversation {
      conversation {
        ...SupportConversationFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const RateSupportConversationMutation = graphql(`
  mutation RateSupportConversation($conversationId: ID!, $rating: Int!) {
    rateSupportConversation(conversationId: $conversationId, rating: $rating) {
      conversation {
        ...SupportConversationFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export type Conversation = SupportConversationFieldsFragment;

export const CONVERSATION_KEY = ['viewer', 'support-conversation'] as const;

export function useSupportConversation(enabled: boolean) {
  return useQuery({
    queryKey: CONVERSATION_KEY,
    queryFn: async () => (await execute(SupportConversationQuery)).supportConversation,
    enabled,
    // While queued, the place in line moves as others are taken.
    refetchInterval: (query) => (query.state.data?.status === 'QUEUED' ? 10_000 : false),
  });
}

/** A mutation that answers the conversation: the cache takes it at once. */
function useConversationMutation<V>(
  run: (variables: V) => Promise<{ conversation?: Conversation | null } | null | undefined>,
) {
  const client = useQueryClient();
  return useMutation({
    meta: { invalidates: [SUPPORT_STATUS_KEY] },
    mutationFn: run,
    onSuccess: (payload) => {
      if (payload?.conversation) client.setQueryData(CONVERSATION_KEY, payload.conversation);
    },
  });
}

export function useSendSupportMessage() {
  return useConversationMutation(async (input: { clientMessageId: string; text: string }) =>
    unwrap((await execute(SendSupportMessageMutation, { input })).sendSupportMessage),
  );
}

export function useRequestSupportAgent() {
  return useConversationMutation(async () =>
    unwrap((await execute(RequestSupportAgentMutation)).requestSupportAgent),
  );
}

export function useLeaveSupportQueue() {
  return useConversationMutation(async () =>
    unwrap((await execute(LeaveSupportQueueMutation)).leaveSupportQueue),
  );
}

export function useRequestSupportFollowUp() {
  return useConversationMutation(async () =>
    unwrap((await execute(RequestSupportFollowUpMutation)).requestSupportFollowUp),
  );
}

export function useCloseSupportConversation() {
  return useConversationMutation(async () =>
    unwrap((await execute(CloseSupportConversationMutation)).closeSupportConversation),
  );
}

export function useRateSupportConversation() {
  return useConversationMutation(async (input: { conversationId: string; rating: number }) =>
    unwrap((await execute(RateSupportConversationMutation, input)).rateSupportConversation),
  );
}

// The signed-in person's in-app messages (spec 001 §3.1 kinds), read again on every page, and their dismissal
// (the notification marked read).
import { useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const InAppMessagesQuery = graphql(`
  query InAppMessages {
    inAppMessages {
      id
      kind
      title
      body
      link {
        label
        href
      }
    }
  }
`);

const DismissInAppMessageMutation = graphql(`
  mutation DismissInAppMessage($input: UpdateNotificationInput!) {
    updateNotification(input: $input) {
      notification {
        id
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const KEY = ['viewer', 'in-app-messages'] as const;

export function useInAppMessages(page: string) {
  return useQuery({
    queryKey: [...KEY, page],
    queryFn: async () => (await execute(InAppMessagesQuery)).inAppMessages,
    staleTime: 30_000,
  });
}

export function useDismissInAppMessage() {
  return useMutation({
    meta: { invalidates: [KEY] },
    mutationFn: async (id: string) =>
      unwrap(
        (await execute(DismissInAppMessageMutation, { input: { notificationId: id, read: true } }))
          .updateNotification,
      ),
  });
}

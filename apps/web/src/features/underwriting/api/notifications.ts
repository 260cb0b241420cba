// Marking a notification read (updateNotification): UnderwritingDecisionModal does once the person has seen the
// decision, so it opens once.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const UpdateNotificationDocument = graphql(`
  mutation UpdateNotification($input: UpdateNotificationInput!) {
    updateNotification(input: $input) {
      notification {
        id
        read
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useMarkNotificationRead() {
  return useMutation({
    meta: { invalidates: [['viewer', 'notifications']] },
    mutationFn: async (notificationId: string) =>
      unwrap((await execute(UpdateNotificationDocument, { input: { notificationId } })).updateNotification),
  });
}

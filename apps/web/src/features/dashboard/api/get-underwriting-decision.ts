// Whether an underwriter's decision waits to be shown (spec 001 §4.8: a notification of type
// manual_underwriting_decision whose result is accepted or rejected, not yet read), and whether a policy edit is in
// progress: the policy's request for more cover or to extend its term approved and waiting on confirm-update.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';

const UnderwritingNotificationsDocument = graphql(`
  query UnderwritingNotifications {
    notifications {
      id
      read
      metadata {
        type
        result
        policyId
      }
    }
    userPolicy {
      id
      coverIncrease {
        id
        status
      }
      termExtension {
        request {
          id
          status
        }
      }
    }
  }
`);

export type PendingDecision = {
  notificationId: string;
  result: 'accepted' | 'rejected';
  /** More cover or a longer term was approved for the policy: its price waits on confirm-update. */
  policyEdit: 'increase' | 'extension' | null;
  /** The decision was on a change of the policy in force (the notification names it), not a new application. */
  forPolicy: boolean;
};

export function usePendingUnderwritingDecision(enabled = true) {
  return useQuery({
    queryKey: ['viewer', 'notifications'],
    enabled,
    queryFn: async (): Promise<PendingDecision | null> => {
      const { notifications, userPolicy } = await execute(UnderwritingNotificationsDocument);
      const found = notifications.find(
        (note) =>
          !note.read &&
          note.metadata.type === 'manual_underwriting_decision' &&
          (note.metadata.result === 'accepted' || note.metadata.result === 'rejected'),
      );
      return found
        ? {
            notificationId: found.id,
            result: found.metadata.result as PendingDecision['result'],
            policyEdit:
              userPolicy?.coverIncrease?.status === 'OFFERED'
                ? 'increase'
                : userPolicy?.termExtension?.request?.status === 'OFFERED'
                  ? 'extension'
                  : null,
            forPolicy: Boolean(found.metadata.policyId),
          }
        : null;
    },
  });
}

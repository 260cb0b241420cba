// The queue (supportQueue): conversations waiting for an agent, longest first, and the agent's own, with the
// server's time (`asOf`) that waits are counted from. Read again every 5 seconds and after every action.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { QUEUE_KEY } from './keys';

export const QUEUE_REFRESH_MS = 5_000;

graphql(`
  fragment AgentQueueItemFields on SupportQueueItem {
    personName
    preview
    conversation {
      id
      status
      waitingSince
    }
  }
`);

const AgentQueueDocument = graphql(`
  query AgentQueue {
    supportQueue {
      asOf
      waiting {
        ...AgentQueueItemFields
      }
      mine {
        ...AgentQueueItemFields
      }
    }
  }
`);

export function useAgentQueue() {
  return useQuery({
    queryKey: QUEUE_KEY,
    queryFn: async () => (await execute(AgentQueueDocument)).supportQueue,
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

// What agents did in a conversation (supportAuditLog), oldest first: read again whenever the conversation is (every
// action invalidates it, and a system event in the stream does too).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { auditKey } from './keys';

const AgentAuditLogDocument = graphql(`
  query AgentAuditLog($conversationId: ID!) {
    supportAuditLog(conversationId: $conversationId) {
      action
      agentName
      at
    }
  }
`);

export function useAuditLog(conversationId: string) {
  return useQuery({
    queryKey: auditKey(conversationId),
    queryFn: async () => (await execute(AgentAuditLogDocument, { conversationId })).supportAuditLog,
  });
}

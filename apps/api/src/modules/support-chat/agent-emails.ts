// The e-mails customer service sends from inside a conversation (issue 28 item 3): the person's policy packet
// again (as the policy stands, endorsements included) and a sign-in link. Each is checked here before anything
// is written; the console's `send` then writes the mail, the system message that tells the person, and the audit
// row in one transaction, only while the conversation is this agent's.
import type { Result } from '@wysh/domain/result';
import type { DbOrTx } from '../../db/database.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import type { Viewer } from '../../shared/viewer.ts';
import { loginLinkEmail, policyPacketEmail, type Email } from '../messaging/messaging.service.ts';
import type { AgentConsolePorts } from './agent-console.types.ts';
import type { ConversationRow, MessageRow } from './support-chat.repository.ts';
import type { SupportChatError } from './support-chat.service.ts';

/** What an e-mail sent from a conversation may be refused for, beyond the chat's own refusals. */
export type AgentSendError = SupportChatError | UserFailure<'SUPPORT.PACKET_NOT_READY'>;

export type SendFromConversation = (
  agentId: string,
  row: ConversationRow,
  input: { action: string; event: string; body: string; email: (tx: DbOrTx) => Promise<Email> },
  auditDetails: Record<string, unknown>,
) => Promise<Result<MessageRow, AgentSendError>>;

export function createAgentEmails(deps: {
  ports: AgentConsolePorts;
  found: (conversationId: string) => Promise<ConversationRow | undefined>;
  send: SendFromConversation;
}) {
  const { ports, found, send } = deps;

  /** resendPolicyPacketFromConversation: the packet of the person's policy, as it stands, e-mailed again. */
  async function resendPolicyPacket(
    viewer: Viewer,
    conversationId: string,
  ): Promise<Result<MessageRow, AgentSendError>> {
    const { userId: agentId } = await ports.requireSupport(viewer);
    const row = await found(conversationId);
    if (!row) return refusal('NOT_FOUND', 'No conversation has that id.');
    const [person, policy] = await Promise.all([
      ports.contactOf(row.userId),
      ports.policyOf(viewer, row.userId),
    ]);
    if (!person.email) return refusal('SUPPORT.NO_EMAIL', 'This person has no e-mail address with us.');
    if (!policy) return refusal('NOT_FOUND', 'This person has no policy.');
    const packet = await ports.policyPacket(policy.id);
    if (!packet) {
      return refusal(
        'SUPPORT.PACKET_NOT_READY',
        'The policy packet is not ready yet. Try again in a minute.',
      );
    }
    const to = person.email;
    return send(
      agentId,
      row,
      {
        action: 'resend_policy_packet',
        event: 'policy_packet_sent',
        body: 'We e-mailed you your policy packet.',
        email: async () =>
          policyPacketEmail(
            to,
            { firstName: person.firstName, policyNumber: policy.number, phone: ports.supportPhone },
            // Named as the e-mail at issue named it.
            { ...packet, filename: `policy-${policy.number}.pdf` },
          ),
      },
      { policyId: policy.id, policyNumber: policy.number },
    );
  }

  /** sendSignInLinkFromConversation: a link that signs the person in once, within 15 minutes. */
  async function sendSignInLink(
    viewer: Viewer,
    conversationId: string,
  ): Promise<Result<MessageRow, AgentSendError>> {
    const { userId: agentId } = await ports.requireSupport(viewer);
    const row = await found(conversationId);
    if (!row) return refusal('NOT_FOUND', 'No conversation has that id.');
    const person = await ports.contactOf(row.userId);
    if (!person.email) return refusal('SUPPORT.NO_EMAIL', 'This person has no e-mail address with us.');
    const to = person.email;
    return send(
      agentId,
      row,
      {
        action: 'send_sign_in_link',
        event: 'sign_in_link_sent',
        body: 'We e-mailed you a sign-in link.',
        email: async (tx) => loginLinkEmail(to, await ports.signInLink(tx, row.userId), 'login'),
      },
      {},
    );
  }

  return { resendPolicyPacket, sendSignInLink };
}

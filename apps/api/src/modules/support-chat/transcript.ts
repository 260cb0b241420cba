// A conversation's messages as the lines of its e-mailed transcript: who spoke, and what was said or happened.
import type { MessageRow } from './support-chat.repository.ts';

const WHO: Record<MessageRow['author'], string> = {
  person: 'You',
  assistant: 'Assistant',
  agent: 'Our team',
  system: '—',
};

/** The agent's first name as written with their message. */
const agentName = (message: MessageRow) => {
  const name = (message.details as { agentName?: unknown } | null)?.agentName;
  return typeof name === 'string' && name !== '' ? name : WHO.agent;
};

export function transcriptLines(messages: readonly MessageRow[]): { who: string; text: string }[] {
  return messages.map((message) => ({
    who: message.author === 'agent' ? agentName(message) : WHO[message.author],
    text: message.body,
  }));
}

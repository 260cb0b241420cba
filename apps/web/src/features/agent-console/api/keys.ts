// The agent console's cached server state: the queue and each conversation's context, under one key that every
// action invalidates what it changed of.
export const AGENT_CONSOLE_KEY = ['viewer', 'agent-console'] as const;
export const QUEUE_KEY = [...AGENT_CONSOLE_KEY, 'queue'] as const;
export const conversationKey = (id: string) => [...AGENT_CONSOLE_KEY, 'conversation', id] as const;
/** Under the conversation's key: whatever refreshes the conversation refreshes its audit trail. */
export const auditKey = (id: string) => [...conversationKey(id), 'audit'] as const;

// What the support chat needs from other modules, wired in services.ts: the assistant's answers, a person's
// contact details, the outgoing mail (in the use case's transaction) and the chat's address in the app.
import type { AssistantAnswer } from '@wysh/domain/assistant/answer';
import type { DbOrTx } from '../../db/database.ts';
import type { Viewer } from '../../shared/viewer.ts';
import type { Email } from '../messaging/messaging.types.ts';

export type Contact = { email: string | null; firstName: string; fullName: string };

export type SupportChatPorts = {
  assistant: { reply(viewer: Viewer, question: string): Promise<AssistantAnswer> };
  contactOf(userId: string): Promise<Contact>;
  mail(tx: DbOrTx, email: Email): Promise<void>;
  /** Where an e-mail sends the person back to the chat (the app opens the panel). */
  chatUrl: string;
};

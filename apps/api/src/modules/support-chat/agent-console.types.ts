// What the agent console needs from other modules, wired in services.ts: the role check, contact details, the
// person's policy as customer service sees it, the cancellation use case, the kept policy packet, sign-in links,
// and the outgoing mail.
import type { DbOrTx } from '../../db/database.ts';
import type { Result } from '@wysh/domain/result';
import type { Viewer } from '../../shared/viewer.ts';
import type { UserFailure } from '../../shared/user-error.ts';
import type { ServicedPolicyView } from '../policies/cancellations.service.ts';
import type { Email, EmailAttachment } from '../messaging/messaging.types.ts';
import type { Contact } from './support-chat.types.ts';

export type PersonPolicy = ServicedPolicyView;

export type AgentConsolePorts = {
  /** Customer service only, in a verified session (roles): FORBIDDEN for anyone else. */
  requireSupport(viewer: Viewer): Promise<{ userId: string }>;
  contactOf(userId: string): Promise<Contact>;
  /** The person's latest issued policy (checked against the agent's role by the policies module). */
  policyOf(viewer: Viewer, userId: string): Promise<PersonPolicy | null>;
  /** Cancels at the owner's request; `alsoRecord` runs in its transaction once the policy is cancelled. */
  cancel(
    viewer: Viewer,
    input: { policyId: string; reason: string },
    alsoRecord: (tx: DbOrTx, cancelled: PersonPolicy, agentId: string) => Promise<void>,
  ): Promise<Result<PersonPolicy, UserFailure>>;
  /** The policy's packet as it stands today (documents), as a PDF to attach; null before it is kept. */
  policyPacket(policyId: string): Promise<EmailAttachment | null>;
  /** A single-use link that signs the person in (login tokens), minted in the caller's transaction. */
  signInLink(tx: DbOrTx, userId: string): Promise<string>;
  mail(tx: DbOrTx, email: Email): Promise<void>;
  chatUrl: string;
  /** The support line, as e-mails print it. */
  supportPhone: string;
};

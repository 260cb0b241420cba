// What the agent console needs from other modules, wired in services.ts: the role check, contact details, the
// person's policy as customer service sees it, the cancellation use case, and the outgoing mail.
import type { DbOrTx } from '../../db/database.ts';
import type { Result } from '@wysh/domain/result';
import type { Viewer } from '../../shared/viewer.ts';
import type { UserFailure } from '../../shared/user-error.ts';
import type { ServicedPolicyView } from '../policies/cancellations.service.ts';
import type { Email } from '../messaging/messaging.types.ts';
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
  mail(tx: DbOrTx, email: Email): Promise<void>;
  chatUrl: string;
};

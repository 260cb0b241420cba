// What the agent console needs from other modules, wired in services.ts: the role check, contact details, the
// person's policy as customer service sees it, their billing state, what is under way for them (underwriting,
// policy changes, reinstatement), the e-mails we sent them, the cancellation use case, the kept policy packet,
// sign-in links, and the outgoing mail.
import type { Cents } from '@wysh/domain/money';
import type { DbOrTx } from '../../db/database.ts';
import type { Result } from '@wysh/domain/result';
import type { Viewer } from '../../shared/viewer.ts';
import type { UserFailure } from '../../shared/user-error.ts';
import type { ServicedPolicyView } from '../policies/cancellations.service.ts';
import type { Email, EmailAttachment } from '../messaging/messaging.types.ts';
import type { OpenChangeRequest } from '../policies/open-change-requests.service.ts';
import type { PolicyView } from '../policies/policies.views.ts';
import type { PaymentMethodView } from '../payments/payments.views.ts';
import type { Contact } from './support-chat.types.ts';

export type PersonPolicy = ServicedPolicyView;

/** The person's billing as customer service reads it beside a conversation. */
export type PersonBilling = {
  /** The premium next due: its open invoice (the past-due one in grace), else its day on the schedule. */
  nextPayment: { dueOn: string; amount: Cents; estimated: boolean } | null;
  /** Premiums past due: their total and how many; in grace, the day cover ends unless they are paid. */
  pastDue: { amount: Cents; invoices: number; lapsesOn: string | null } | null;
  paymentMethod: { kind: 'card' | 'bank_account'; description: string; debitsStopped: boolean } | null;
};

export type OpenCaseKind =
  'underwriting_case' | 'cover_increase' | 'term_extension' | 'reinstatement' | 'support_follow_up';

/** Something under way for the person: its kind, where it stands (its module's status), since when. */
export type OpenCase = { kind: OpenCaseKind; status: string; since: Date };

export type RecentEmail = { to: string; subject: string; sentAt: Date };

/** Read-only, of any person: each caller has checked the support role first. */
export type PersonReadPorts = {
  /** The policy as the policyholder home reads it: its status, next premium, and lapse date in grace. */
  policyRecord(policyId: string): Promise<Pick<PolicyView, 'status' | 'lapsesAt' | 'accountsProduct'> | null>;
  owedBy(userId: string): Promise<{ pastDueIds: string[]; pastDueBalance: Cents }>;
  paymentMethodOf(
    userId: string,
  ): Promise<Pick<PaymentMethodView, 'source' | 'description' | 'debitsStoppedCode'> | null>;
  underwritingCasesOf(userId: string): Promise<{ status: string; openedAt: Date }[]>;
  changeRequestsOf(userId: string): Promise<OpenChangeRequest[]>;
  reinstatementsOf(userId: string): Promise<{ status: string; createdAt: Date }[]>;
  /** The communications log (messaging): the latest e-mails to any of the addresses, newest first. */
  emailsSentTo(
    addresses: readonly string[],
    limit: number,
  ): Promise<{ recipient: string; subject: string; sentAt: Date }[]>;
};

export type AgentConsolePorts = PersonReadPorts & {
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

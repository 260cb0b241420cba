// What the reinstatements module needs of the others (policies, billing, underwriting, addresses, messaging),
// wired in services.ts: in a file of its own, so that the module's parts can name it without importing the service.
import type { Result } from '@wysh/domain/result';
import type { UnderwritingDecision } from '@wysh/domain/underwriting/engine';
import type { DbOrTx } from '../../db/database.ts';
import type { NewEndorsement } from '../endorsements/endorsements.types.ts';
import type { UserFailure } from '../../shared/user-error.ts';
import type { InvoiceView } from '../payments/payments.views.ts';
import type { LapsedPolicy } from '../policies/lapsed-policies.service.ts';
import type { ReadyApplication, UnderwritingErrorCode } from '../underwriting/underwriting.service.ts';
import type { ReinstatementRequestRow } from './reinstatements.repository.ts';

export type Actor = { kind: 'person'; userId: string } | { kind: 'job'; name: string };
type Because = { reason: string; actor: Actor; details?: Record<string, string | number | null> };

export type ReinstatementsPorts = {
  policies: {
    lapsedOfUser(userId: string): Promise<LapsedPolicy[]>;
    ofUser(userId: string, policyId: string): Promise<LapsedPolicy | null>;
    lock(tx: DbOrTx, policyId: string): Promise<LapsedPolicy>;
    otherOpenPolicy(tx: DbOrTx, policy: LapsedPolicy): Promise<boolean>;
    reinstate(tx: DbOrTx, policyId: string, because: Because): Promise<boolean>;
    terminateLapsed(tx: DbOrTx, policyId: string, because: Because): Promise<boolean>;
  };
  billing: {
    openReinstatementInvoice(
      tx: DbOrTx,
      input: {
        userId: string;
        policyId: string;
        lines: NonNullable<ReinstatementRequestRow['lines']>;
        dueOn: string;
      },
    ): Promise<InvoiceView>;
    invoiceById(tx: DbOrTx, id: string): Promise<InvoiceView | null>;
    /** The due dates of the policy's premiums from `fromDueOn` on that are paid: not missed. */
    paidPremiumDueDates(tx: DbOrTx, policyId: string, fromDueOn: string): Promise<string[]>;
    voidUnpaidInvoice(tx: DbOrTx, invoiceId: string, reason: string): Promise<'void' | 'paid' | 'in flight'>;
  };
  /** Underwriting's decision on a reinstatement's interview (reinstatement-underwriting.ts). */
  underwriting: ReinstatementUnderwritingPort;
  /** The USPS state whose rules the policy's windows follow: the owner's address (read outside transactions). */
  stateOf(userId: string): Promise<string>;
  /**
   * Records the reinstatement as an endorsement of the policy, in the caller's transaction: its document (the
   * packet's new page) and the confirmation e-mail that attaches it follow in a job (endorsements).
   */
  endorse(tx: DbOrTx, endorsement: NewEndorsement): Promise<void>;
};

export type ReinstatementUnderwritingPort = {
  /** Decides the owner's latest interview on the policy's cover (evidence pulled: call outside transactions). */
  decide(
    userId: string,
    policy: { id: string; amount: LapsedPolicy['amount']; coverEndsOn: string },
  ): Promise<Result<ReadyApplication, UserFailure<UnderwritingErrorCode>>>;
  /** Stores the decided application, in the caller's transaction. */
  store(
    tx: DbOrTx,
    ready: ReadyApplication,
    policy: { id: string; membershipId: string },
  ): Promise<{ id: string }>;
  /** Opens the underwriter's case for the application (the console shows it is a reinstatement). */
  refer(tx: DbOrTx, application: { id: string; userId: string }): Promise<void>;
  /** The adverse-action notice, when consumer reports weighed in the decision. */
  adverseAction(tx: DbOrTx, userId: string, decision: UnderwritingDecision): Promise<void>;
};

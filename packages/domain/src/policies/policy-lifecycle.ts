// A policy's lifecycle as a pure transition: the only way a policy's status changes. Every status write in the
// API goes through `transition` and is recorded in the policy's history with its reason.
//
//             ┌──first_premium_submitted──▶ settling ──issue──┐
//             │◀──first_premium_failed────────┘                 ▼
//   pending ──issue──▶ active ──miss_payment──▶ grace ──lapse──▶ lapsed ──terminate_lapsed──▶ terminated
//      │               ▲  ▲                       │                │
//   withdraw           │  └──────────cure─────────┘                │
//      ▼               └─────────────────reinstate─────────────────┘
//   withdrawn
//                      active or grace ──cancel / terminate / expire──▶ cancelled / terminated / expired
//
// `pending`: an offer accepted, its first premium not yet paid. `settling`: its first premium is a bank debit
// the provider accepted, which settles days later (ACH): not in force, no number, no cover until it settles
// (`issue`, as a card's charge issues a pending policy); a debit that fails at settlement puts it back to pending,
// payable again (by card, or another account). `withdrawn`: another offer of the application
// bought instead (never issued afterwards; money that arrives for it is refunded). `grace`: a premium after the
// first is past due; cover stays in force until the lapse date. `lapsed`: grace ran out unpaid; `reinstate` brings
// it back, active under the same number, once what reinstatement asks is paid (../reinstatement/), and
// `terminate_lapsed` ends it when every reinstatement window has closed. While a reinstatement request is open
// the policy stays lapsed: the request has its own state. `cancelled`: ended at the owner's request;
// `terminated`: ended by the insurer (a claim paid, a rescission, a lapse past reinstatement); `expired`: its
// term ran out.
import { err, ok, type Result } from '../result.ts';

export const POLICY_STATUSES = [
  'pending',
  'settling',
  'active',
  'grace',
  'lapsed',
  'cancelled',
  'terminated',
  'expired',
  'withdrawn',
] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/** Cover is in force: claims are paid (in grace, less the unpaid premium) and premiums are billed. */
export const IN_FORCE_STATUSES = ['active', 'grace'] as const satisfies readonly PolicyStatus[];
/** Statuses that hold the membership's one open policy (a second cannot be bought beside it). */
export const OPEN_STATUSES = [
  'pending',
  'settling',
  'active',
  'grace',
] as const satisfies readonly PolicyStatus[];
/** Statuses of a policy that was issued: it has a number and an effective date. */
export const ISSUED_STATUSES = [
  'active',
  'grace',
  'lapsed',
  'cancelled',
  'terminated',
  'expired',
] as const satisfies readonly PolicyStatus[];

export const isInForce = (status: PolicyStatus) => (IN_FORCE_STATUSES as readonly string[]).includes(status);
export const isIssued = (status: PolicyStatus) => (ISSUED_STATUSES as readonly string[]).includes(status);

export type PolicyEvent =
  | { type: 'issue' }
  /** Its first premium is a bank debit the provider accepted: cover starts when the debit settles. */
  | { type: 'first_premium_submitted' }
  /** That debit failed at settlement (R01...): nothing was paid, the first premium is payable again. */
  | { type: 'first_premium_failed' }
  | { type: 'withdraw' }
  /** A premium after the first was not paid by its due date. */
  | { type: 'miss_payment' }
  /** Everything past due was paid during grace. */
  | { type: 'cure' }
  /** Grace ended with a premium still unpaid. */
  | { type: 'lapse' }
  /** A lapsed policy's reinstatement was paid (the missed premiums, and interest when charged). */
  | { type: 'reinstate' }
  /** A lapsed policy can no longer be reinstated: its window closed, or its term would have ended. */
  | { type: 'terminate_lapsed' }
  | { type: 'cancel' }
  | { type: 'terminate' }
  | { type: 'expire' };
export type PolicyEventType = PolicyEvent['type'];

export type PolicyTransitionCode =
  | 'POLICY.NOT_PENDING'
  | 'POLICY.NOT_SETTLING'
  | 'POLICY.NOT_ACTIVE'
  | 'POLICY.NOT_IN_GRACE'
  | 'POLICY.NOT_IN_FORCE'
  | 'POLICY.NOT_LAPSED';

/** Stable, named refusals: a caller may branch on the code, people read the message. */
export type PolicyTransitionError = {
  code: PolicyTransitionCode;
  message: string;
  from: PolicyStatus;
  event: PolicyEventType;
};

type Rule = { from: readonly PolicyStatus[]; to: PolicyStatus; refusal: PolicyTransitionCode; verb: string };

/** Every allowed move, as a table (docs/payments.md prints it). */
export const POLICY_TRANSITIONS: Record<PolicyEventType, Rule> = {
  issue: { from: ['pending', 'settling'], to: 'active', refusal: 'POLICY.NOT_PENDING', verb: 'issued' },
  first_premium_submitted: {
    from: ['pending'],
    to: 'settling',
    refusal: 'POLICY.NOT_PENDING',
    verb: 'left to settle a bank debit',
  },
  first_premium_failed: {
    from: ['settling'],
    to: 'pending',
    refusal: 'POLICY.NOT_SETTLING',
    verb: 'put back to pending by a failed debit',
  },
  withdraw: { from: ['pending'], to: 'withdrawn', refusal: 'POLICY.NOT_PENDING', verb: 'withdrawn' },
  miss_payment: { from: ['active'], to: 'grace', refusal: 'POLICY.NOT_ACTIVE', verb: 'put in grace' },
  cure: { from: ['grace'], to: 'active', refusal: 'POLICY.NOT_IN_GRACE', verb: 'brought out of grace' },
  lapse: { from: ['grace'], to: 'lapsed', refusal: 'POLICY.NOT_IN_GRACE', verb: 'lapsed' },
  reinstate: { from: ['lapsed'], to: 'active', refusal: 'POLICY.NOT_LAPSED', verb: 'reinstated' },
  terminate_lapsed: {
    from: ['lapsed'],
    to: 'terminated',
    refusal: 'POLICY.NOT_LAPSED',
    verb: 'terminated as past reinstatement',
  },
  cancel: { from: IN_FORCE_STATUSES, to: 'cancelled', refusal: 'POLICY.NOT_IN_FORCE', verb: 'cancelled' },
  terminate: {
    from: IN_FORCE_STATUSES,
    to: 'terminated',
    refusal: 'POLICY.NOT_IN_FORCE',
    verb: 'terminated',
  },
  expire: { from: IN_FORCE_STATUSES, to: 'expired', refusal: 'POLICY.NOT_IN_FORCE', verb: 'expired' },
};

export function transition(
  policy: { status: PolicyStatus },
  event: PolicyEvent,
): Result<PolicyStatus, PolicyTransitionError> {
  const rule = POLICY_TRANSITIONS[event.type];
  if (rule.from.includes(policy.status)) return ok(rule.to);
  return err({
    code: rule.refusal,
    message: `${/^[aeiou]/.test(policy.status) ? 'An' : 'A'} ${policy.status} policy cannot be ${rule.verb}.`,
    from: policy.status,
    event: event.type,
  });
}

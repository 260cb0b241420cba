// A policy's lifecycle as a pure transition: the only way a policy's status changes. Made `pending` when an offer
// is accepted; `issue` (its first premium paid) makes it `active`; `withdraw` (another offer of the application
// bought instead) makes it `withdrawn`. A withdrawn policy is never issued: money that arrives for it is not
// applied (payments refunds it). Grace, lapse, cancellation and reinstatement arrive with billing and add their
// statuses and events here.
import { err, ok, type Result } from '../result.ts';

export const POLICY_STATUSES = ['pending', 'active', 'withdrawn'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

export type PolicyEvent = { type: 'issue' } | { type: 'withdraw' };

/** Stable, named refusals: a caller may branch on the code, people read the message. */
export type PolicyTransitionError = {
  code: 'POLICY.NOT_PENDING';
  message: string;
  from: PolicyStatus;
  event: PolicyEvent['type'];
};

const allowed: Record<PolicyEvent['type'], { from: readonly PolicyStatus[]; to: PolicyStatus }> = {
  issue: { from: ['pending'], to: 'active' },
  withdraw: { from: ['pending'], to: 'withdrawn' },
};

export function transition(
  policy: { status: PolicyStatus },
  event: PolicyEvent,
): Result<PolicyStatus, PolicyTransitionError> {
  const rule = allowed[event.type];
  if (rule.from.includes(policy.status)) return ok(rule.to);
  return err({
    code: 'POLICY.NOT_PENDING',
    message: `A ${policy.status} policy cannot be ${event.type === 'issue' ? 'issued' : 'withdrawn'}.`,
    from: policy.status,
    event: event.type,
  });
}

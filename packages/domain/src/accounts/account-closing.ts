// Whether an account may be closed online (issue 27 item 6, spec 001 §7.2 close account). Closing signs the person
// out for good, so nothing the insurer still owes them or takes from them may hang on it: a policy in force or in
// grace (cover, premiums, a claim to pay), a first premium still settling, or money on its way (a charge or a
// bank debit not yet settled, a reinstatement among them). Those go through customer service, which can cancel
// the policy first. A policy that only ever was an offer, a lapsed or an ended one does not keep it open.
import { IN_FORCE_STATUSES, type PolicyStatus } from '../policies/policy-lifecycle.ts';
import { err, ok, type Result } from '../result.ts';

export type ClosingFacts = {
  policies: ReadonlyArray<{ status: PolicyStatus; label: string | null }>;
  /** Invoices of the person's with a charge or debit in flight. */
  paymentsInFlight: number;
};

export type ClosingRefusal = {
  code: 'ACCOUNT.POLICY_IN_FORCE' | 'ACCOUNT.PAYMENT_IN_FLIGHT';
  message: string;
};

const KEEPS_OPEN: readonly PolicyStatus[] = [...IN_FORCE_STATUSES, 'settling'];

export function accountClosable(facts: ClosingFacts): Result<void, ClosingRefusal> {
  const open = facts.policies.find((policy) => KEEPS_OPEN.includes(policy.status));
  if (open)
    return err({
      code: 'ACCOUNT.POLICY_IN_FORCE',
      message:
        `${open.label ? `Policy ${open.label}` : 'Your policy'} is still in force, so your account can't be ` +
        'closed online. Contact us: we can cancel the policy and close the account for you.',
    });
  if (facts.paymentsInFlight > 0)
    return err({
      code: 'ACCOUNT.PAYMENT_IN_FLIGHT',
      message:
        "A payment of yours is still being processed, so your account can't be closed yet. Try again once it " +
        'has settled, or contact us.',
    });
  return ok();
}

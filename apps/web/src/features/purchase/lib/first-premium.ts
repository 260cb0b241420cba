// Where the first premium of the policy being bought stands, from the purchase context (issue 25 item 5): a bank
// debit still settling (the policy is `settling`: nothing to buy until it settles), or one the bank sent back
// (the policy is pending again: the person pays another way, by card), or nothing to say.
import type { PurchaseContext } from '../api/purchase';

export type FirstPremiumState =
  | { kind: 'settling'; method: string | null }
  | { kind: 'bank_failed'; method: string | null; returnCode: string }
  | { kind: 'none' };

export function firstPremiumState(context: Pick<PurchaseContext, 'pendingPolicy'>): FirstPremiumState {
  const policy = context.pendingPolicy;
  if (!policy) return { kind: 'none' };
  const invoice = policy.invoices.find((each) => each.kind === 'first_premium');
  const latest = invoice?.payments.at(-1) ?? null;
  const method = latest?.paymentMethod?.description ?? null;
  if (policy.status === 'settling') return { kind: 'settling', method };
  if (latest?.status === 'failed' && latest.returnCode && latest.paymentMethod?.source === 'bank_account')
    return { kind: 'bank_failed', method, returnCode: latest.returnCode };
  return { kind: 'none' };
}

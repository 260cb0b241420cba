// What an underwriting decision means for a reinstatement. Reinstatement restores the policy as it was (its
// cover, its class, its premium), so the rules' approval counts only when it covers that: term life approved
// at the policy's class or better, for at least its cover. Anything less is not a decline the rules made but a
// question for an underwriter; a term decline (ad_only, rejected) declines the reinstatement: an accidental
// death offer is not the policy that lapsed.
import type { Cents } from '../money.ts';
import { TERM_LIFE_CLASSES, type TermLifeClass } from '../pricing/rate-tables.ts';
import type { UnderwritingDecision } from '../underwriting/engine.ts';

export type ReinstatementUnderwritingOutcome =
  | { outcome: 'approved'; reason: string }
  | { outcome: 'referred'; reason: string }
  | { outcome: 'declined'; reason: string };

/** An underwritten offer may be paid through this many days after its approval (its figures are a day's). */
export const UNDERWRITTEN_OFFER_DAYS = 30;

const rank = (rateClass: string) => TERM_LIFE_CLASSES.indexOf(rateClass as TermLifeClass);

export function reinstatementUnderwritingOutcome(
  decision: UnderwritingDecision,
  policy: { amount: Cents; rateClass: string | null },
): ReinstatementUnderwritingOutcome {
  const term = decision.termLife;
  if (decision.outcome === 'rejected' || decision.outcome === 'ad_only' || term.verdict === 'declined')
    return {
      outcome: 'declined',
      reason: 'The underwriting rules declined term life cover, so the policy cannot be reinstated.',
    };
  if (decision.outcome === 'referred_to_underwriter' || term.verdict === 'referred')
    return {
      outcome: 'referred',
      reason: 'The underwriting rules referred the reinstatement to an underwriter.',
    };
  if (term.maxAmount < policy.amount)
    return {
      outcome: 'referred',
      reason: 'The rules approved less cover than the policy has: an underwriter decides.',
    };
  if (policy.rateClass !== null && (term.rateClass === null || rank(term.rateClass) > rank(policy.rateClass)))
    return {
      outcome: 'referred',
      reason: 'The rules approved a class below the policy’s: an underwriter decides.',
    };
  return {
    outcome: 'approved',
    reason: 'The underwriting rules approved the reinstatement at the policy’s class and cover.',
  };
}

// What an underwriting decision means for raising a policy's cover (issue 27). The rules are run on the cover the
// policy would have in all; the added layer is priced at the class they give. Term life: approved for at least
// that cover at a class, the increase is offered at that class; a term decline (ad_only, rejected) declines it;
// a referral, or an approval for less cover than asked, is a question for an underwriter. Accidental death reads
// its own verdict the same way (it has no class).
import type { Cents } from '../money.ts';
import type { TermLifeClass } from '../pricing/rate-tables.ts';
import type { UnderwritingDecision } from '../underwriting/engine.ts';
import type { CoverLimits } from './cover-changes.ts';

export type IncreaseOutcome =
  | { outcome: 'approved'; rateClass: TermLifeClass | null; reason: string }
  | { outcome: 'referred'; reason: string }
  | { outcome: 'declined'; reason: string };

export type IncreaseAsked = {
  product: 'term_life' | 'accidental_death';
  amount: Cents;
  /** What is asked, for the reasons' words: more cover (the default), or a term extended to 65. */
  change?: 'increase' | 'extension';
};

export function increaseOutcome(decision: UnderwritingDecision, asked: IncreaseAsked): IncreaseOutcome {
  const change = `the ${asked.change ?? 'increase'}`;
  if (asked.product === 'accidental_death') {
    const ad = decision.accidentalDeath;
    if (ad.verdict === 'declined')
      return { outcome: 'declined', reason: 'The underwriting rules declined more accidental death cover.' };
    if (ad.verdict === 'referred')
      return {
        outcome: 'referred',
        reason: `The underwriting rules referred ${change} to an underwriter.`,
      };
    if (ad.maxAmount < asked.amount)
      return {
        outcome: 'referred',
        reason: 'The rules approved less cover than asked for: an underwriter decides.',
      };
    return {
      outcome: 'approved',
      rateClass: null,
      reason: `The underwriting rules approved ${change}.`,
    };
  }
  const term = decision.termLife;
  if (decision.outcome === 'rejected' || decision.outcome === 'ad_only' || term.verdict === 'declined')
    return { outcome: 'declined', reason: 'The underwriting rules declined more term life cover.' };
  if (decision.outcome === 'referred_to_underwriter' || term.verdict === 'referred' || !term.rateClass)
    return { outcome: 'referred', reason: `The underwriting rules referred ${change} to an underwriter.` };
  if (term.maxAmount < asked.amount)
    return {
      outcome: 'referred',
      reason: 'The rules approved less cover than asked for: an underwriter decides.',
    };
  return {
    outcome: 'approved',
    rateClass: term.rateClass,
    reason: `The underwriting rules approved ${change} at ${term.rateClass.replaceAll('_', ' ')}.`,
  };
}

/**
 * An underwriter's approval of a referred increase, up to the most cover they allow: the cover asked for, or the
 * most in the product's steps within their limit; null when that is no more than the policy has.
 */
export function approvedCover(
  limits: CoverLimits,
  request: { current: Cents; asked: Cents },
  underwriterMax: Cents,
): Cents | null {
  if (underwriterMax >= request.asked) return request.asked;
  const stepped = (limits.min +
    Math.floor((underwriterMax - limits.min) / limits.step) * limits.step) as Cents;
  return stepped > request.current ? stepped : null;
}

// A change of a policy's cover (issue 27; reference §6 [rule]): lowering it is self-serve, at the policy's own
// issue age and class, never below the product's minimum and in the product's steps; raising it needs
// underwriting (the editor answers UNDERWRITING_REQUIRED) and is priced from the new decision.
import type { Cents } from '../money.ts';
import { ACCIDENTAL_DEATH_COVER, TERM_LIFE_COVER } from '../pricing/premiums.ts';
import { err, ok, type Result } from '../result.ts';

export type CoverLimits = { min: Cents; max: Cents; step: Cents };

export const COVER_LIMITS: Readonly<Record<'term_life' | 'accidental_death', CoverLimits>> = {
  term_life: TERM_LIFE_COVER,
  accidental_death: ACCIDENTAL_DEATH_COVER,
};

export type CoverChange = { kind: 'decrease' } | { kind: 'increase'; underwritingRequired: true };

export type CoverChangeProblem =
  | { code: 'UNCHANGED' }
  | { code: 'BELOW_MINIMUM'; min: Cents }
  | { code: 'ABOVE_MAXIMUM'; max: Cents }
  | { code: 'NOT_IN_STEPS'; step: Cents };

/** What moving `current` cover to `requested` is, within the product's limits. */
export function coverChange(
  limits: CoverLimits,
  current: Cents,
  requested: Cents,
): Result<CoverChange, CoverChangeProblem> {
  if (requested === current) return err({ code: 'UNCHANGED' });
  if (requested < limits.min) return err({ code: 'BELOW_MINIMUM', min: limits.min });
  if (requested > limits.max) return err({ code: 'ABOVE_MAXIMUM', max: limits.max });
  if ((requested - limits.min) % limits.step !== 0) return err({ code: 'NOT_IN_STEPS', step: limits.step });
  return ok(requested < current ? { kind: 'decrease' } : { kind: 'increase', underwritingRequired: true });
}

// An amount a person typed or a client sent (an estimate's cover, a wysh's amount), read into cents or refused
// with the code of the rule it breaks. The wire carries cents; amounts people choose are whole dollars (spec 000
// §9: wish amounts and coverage have no decimals), so a string, a fraction of a dollar, a negative or a number
// beyond the limits is refused here, before anything is written.
import { cents, type Cents } from './money.ts';
import { err, ok, type Result } from './result.ts';
import type { ValidationCode } from './validation.ts';

/** What no amount a person chooses may exceed: $1,000,000,000 (a wysh list's total stays a safe integer). */
export const MAX_CHOSEN_AMOUNT = cents(100_000_000_000);

export type AmountLimits = { min: Cents; max: Cents };

const CENTS_PER_DOLLAR = 100;

/** A whole-dollar amount in cents within [min, max], or the rule it breaks ('wholeDollars', 'inRange'). */
export function readChosenAmount(
  raw: unknown,
  limits: AmountLimits = { min: cents(0), max: MAX_CHOSEN_AMOUNT },
): Result<Cents, { code: ValidationCode }> {
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw % CENTS_PER_DOLLAR !== 0)
    return err({ code: 'wholeDollars' });
  if (raw < limits.min || raw > limits.max) return err({ code: 'inRange' });
  return ok(cents(raw));
}

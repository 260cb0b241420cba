// A monitored wysh follows what is owed on a linked loan (a mortgage, a student or auto loan): its amount is the
// loan's balance rounded up to whole dollars (a wysh's amounts are whole dollars, and rounding up still pays the
// loan off), never below zero nor above the cap of every chosen amount. Each change is one history row.
import { MAX_CHOSEN_AMOUNT } from './money-input.ts';
import { cents, type Cents } from './money.ts';

/** The amount a monitored wysh takes from its loan's balance (in cents, as the bank answered it). */
export function followedAmount(balanceCents: number): Cents {
  const wholeDollars = Math.ceil(Math.max(0, balanceCents) / 100) * 100;
  return cents(Math.min(wholeDollars, MAX_CHOSEN_AMOUNT));
}

/** The history row a move from `before` (null counts as 0) to `after` writes; null when nothing changed. */
export function amountChange(
  before: number | null,
  after: Cents,
): { amount: Cents; change: Cents; direction: 'up' | 'down' } | null {
  const from = before ?? 0;
  if (before !== null && from === after) return null;
  return { amount: after, change: cents(Math.abs(after - from)), direction: after >= from ? 'up' : 'down' };
}

// Wysh amounts in whole dollars, without cents (spec 000 §9); the wire carries cents. (The builder has the same
// helpers in features/wyshes; kept apart here so the two features merge without touching each other.)
import { MAX_CHOSEN_AMOUNT, readChosenAmount } from '@wysh/domain/money-input';
import { cents, type Cents } from '@wysh/domain/money';
import type { ValidationCode } from '@wysh/domain/validation';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** "$450,000" from 45000000 cents (cents dropped, never rounded up). */
export function formatWholeDollars(amount: number | null | undefined): string {
  return dollars.format(Math.floor((amount ?? 0) / 100));
}

/** The same limits the server applies to a wysh's amount: $1 up to the cap of every chosen amount. */
export const WYSH_AMOUNT_LIMITS = { min: cents(100), max: MAX_CHOSEN_AMOUNT };

/**
 * What a person typed ("250,000", "$1,500") as cents, or the rule it breaks: 'required' when empty,
 * 'wholeDollars' for anything but digits, 'inRange' outside the limits.
 */
export function readTypedAmount(
  text: string,
): { ok: true; value: Cents } | { ok: false; code: ValidationCode } {
  const plain = text.replace(/[\s,$]/g, '');
  if (plain === '') return { ok: false, code: 'required' };
  if (!/^\d+$/.test(plain) || plain.length > 13) return { ok: false, code: 'wholeDollars' };
  const read = readChosenAmount(Number(plain) * 100, WYSH_AMOUNT_LIMITS);
  return read.ok ? { ok: true, value: read.value } : { ok: false, code: read.error.code };
}

/** The typed text of an amount in cents: "250000". */
export const amountText = (amount: number) => String(Math.floor(amount / 100));

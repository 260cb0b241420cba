// Money as integer cents (DESIGN.md: "money is integer cents"): a branded type so a plain number cannot pass as
// cents by accident, and the arithmetic that premiums, fees and refunds need done exactly - ratios go through
// BigInt so no product is ever a binary fraction, and every rounding names its rule.

declare const CENTS: unique symbol;

/** A whole number of US cents (may be negative: refunds, credits). */
export type Cents = number & { readonly [CENTS]: true };

/**
 * How a value between two cents becomes one: `half-up` rounds a half away from zero (1.5 -> 2, -1.5 -> -2, as
 * Java's HALF_UP and most rate filings), `floor` towards negative infinity (1.9 -> 1, -1.1 -> -2).
 */
export type Rounding = 'half-up' | 'floor';

export const ZERO_CENTS = 0 as Cents;

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Brands a whole number of cents; throws on a fraction, NaN or a number beyond 2^53 (a bug, not input). */
export function cents(value: number): Cents {
  if (!isCents(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value;
}

function fromBig(value: bigint): Cents {
  return cents(Number(value));
}

/** numerator / denominator rounded to a whole number by the given rule (denominator non-zero). */
export function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const sign = numerator < 0n !== denominator < 0n ? -1n : 1n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const remainder = n % d;
  if (remainder === 0n) return sign * quotient;
  if (rounding === 'half-up') return sign * (remainder * 2n >= d ? quotient + 1n : quotient);
  return sign > 0n ? quotient : -(quotient + 1n);
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** An exact decimal ("12.345", "-0.5", 3.25) as an integer numerator over a power of ten. */
export function parseDecimal(value: string | number): { numerator: bigint; denominator: bigint } {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal number: ${String(value)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const numerator = BigInt(`${whole}${fraction}`) * (sign === '-' ? -1n : 1n);
  return { numerator, denominator: 10n ** BigInt(fraction.length) };
}

/** A number's shortest decimal spelling (what it was written as), never exponent notation. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text;
}

/** Dollars as written ("19.99", 19.99) to cents; more than two decimals are rounded by the rule. */
export function fromDollars(dollars: string | number, rounding: Rounding = 'half-up'): Cents {
  const { numerator, denominator } = parseDecimal(dollars);
  return fromBig(divideRounded(numerator * 100n, denominator, rounding));
}

/** Cents as a dollar string with two decimals ("19.99", "-0.05"), for storage and wire formats, not display. */
export function toDollarString(amount: Cents): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents for people to read: "$1,234.50", "-$0.05" (exact: no floating point on the way). */
export function formatDollars(amount: Cents): string {
  const [whole = '0', part = '00'] = toDollarString(amount).replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}$${grouped}.${part}`;
}

/** amount x numerator / denominator, exactly, then rounded: the one place every ratio of money goes through. */
export function multiplyRatio(
  amount: Cents,
  numerator: bigint,
  denominator: bigint,
  rounding: Rounding,
): Cents {
  return fromBig(divideRounded(BigInt(amount) * numerator, denominator, rounding));
}

/** A percentage of an amount: `percentOf(cents(1000), '2.5')` is 25 cents. The percent is an exact decimal. */
export function percentOf(amount: Cents, percent: string | number, rounding: Rounding = 'half-up'): Cents {
  const { numerator, denominator } = parseDecimal(percent);
  return multiplyRatio(amount, numerator, denominator * 100n, rounding);
}

/**
 * A rate per $1,000 of coverage applied to a face amount (how term-life premiums are filed): a face of
 * $250,000 at $0.85 per thousand is $212.50. `rate` is the cents charged for each $1,000.
 */
export function ratePerThousand(faceAmount: Cents, rate: Cents, rounding: Rounding = 'half-up'): Cents {
  return multiplyRatio(faceAmount, BigInt(rate), 100_000n, rounding);
}

export function addCents(...amounts: readonly Cents[]): Cents {
  return cents(amounts.reduce((total, amount) => total + amount, 0));
}

export function subtractCents(from: Cents, amount: Cents): Cents {
  return cents(from - amount);
}

/** An amount times a whole count (12 monthly premiums); a fractional factor must go through multiplyRatio. */
export function timesCount(amount: Cents, count: number): Cents {
  if (!Number.isSafeInteger(count)) throw new RangeError(`Not a whole count: ${count}`);
  return cents(amount * count);
}

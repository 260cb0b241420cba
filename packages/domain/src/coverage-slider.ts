// The coverage slider's rules (spec 000 §5, §9; 001 §4.13): a typed amount keeps its digits only, loses its
// leading zeros and is cut at 20 characters; once applied it is rounded to the nearest multiple of the step and
// clamped to the smallest and largest tick, saying which end it hit (the browser opens SliderErrorMessageModal).
// Amounts are integer cents; people type whole dollars.
import { cents, type Cents } from './money.ts';

export const SLIDER_CHARACTER_MAX = 20;
export const SLIDER_ABOVE_MAX_HEADER = 'Sorry, high-roller...';
export const SLIDER_BELOW_MIN_HEADER = "Hmm, let's get some meat on those bones";

export type SliderLimits = { min: Cents; max: Cents; step: Cents };
export type Clamped = 'above' | 'below' | null;

/** What the text field keeps of a typed amount: digits, no leading zeros, at most `characterMax` characters. */
export function typedDigits(raw: string, characterMax = SLIDER_CHARACTER_MAX): string {
  return raw.replace(/\D/g, '').replace(/^0+/, '').slice(0, Math.max(0, characterMax));
}

/** The nearest multiple of `step` (halves round up), in cents. */
export function roundToStep(amount: number, step: number): number {
  return Math.floor(amount / step + 0.5) * step;
}

/** Within the limits, or the limit it passed and which one. */
export function clampToLimits(
  amount: number,
  limits: { min: number; max: number },
): { value: number; clamped: Clamped } {
  if (amount > limits.max) return { value: limits.max, clamped: 'above' };
  if (amount < limits.min) return { value: limits.min, clamped: 'below' };
  return { value: amount, clamped: null };
}

/** A typed amount of dollars applied to the slider: rounded to the step, then clamped. Empty text is the minimum. */
export function applyTypedAmount(raw: string, limits: SliderLimits): { amount: Cents; clamped: Clamped } {
  const digits = typedDigits(raw);
  // Beyond 15 digits the number is past any limit anyway; keep it exact enough to compare.
  const dollars = digits === '' ? 0 : Number(digits.length > 15 ? '9'.repeat(16) : digits);
  const rounded = roundToStep(dollars * 100, limits.step);
  const { value, clamped } = clampToLimits(rounded, limits);
  return { amount: cents(value), clamped };
}

/** The amount rounded down to whole dollars (spec 001 §4.13: before the adjust call). */
export function wholeDollars(amount: number): Cents {
  return cents(Math.floor(amount / 100) * 100);
}

/** The amount snapped onto the slider's ticks and within its limits (a saved estimate outside them, say). */
export function onSlider(amount: number, limits: SliderLimits): Cents {
  return cents(clampToLimits(roundToStep(amount, limits.step), limits).value);
}

/** "$1,250,000": an amount of cents shown without cents (spec 000 §9: coverage has no decimals), cut down. */
export function formatWholeDollars(amount: number): string {
  return `$${Math.floor(amount / 100).toLocaleString('en-US')}`;
}

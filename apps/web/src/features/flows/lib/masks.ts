// What inputs show while a person types (spec 000 §5, 001 §5): the SSN as 3-2-4 digits, dates through the
// MM/dd/yyyy mask (kept as ISO once complete), numbers with thousands separators and at most `precision`
// decimals, a slider's typed amount as digits without leading zeros.
import { parseCalendarDate } from '@wysh/domain/validation';

export const TAX_ID_MASK = '***-**-****';
export const TAX_ID_MAX_LENGTH = 11;

/** Digits only, formatted 3-2-4 with hyphens, capped at 11 characters ("123-45-6789"). */
export function formatTaxId(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 9);
  const parts = [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5, 9)].filter(Boolean);
  return parts.join('-').slice(0, TAX_ID_MAX_LENGTH);
}

/** The MM/dd/yyyy mask over what was typed: digits only, slashes put in as the parts fill. */
export function maskDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  return parts.join('/');
}

/** What a date input stores: ISO "yyyy-MM-dd" once the mask holds a real day, else the text as typed. */
export function storedDate(masked: string): string {
  return masked.length === 10 ? (parseCalendarDate(masked) ?? masked) : masked;
}

/** What a date input shows for a stored value: MM/dd/yyyy for an ISO date, else the text as typed. */
export function shownDate(stored: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(stored);
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : stored;
}

function withThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A numeric input's text: digits (and one dot when `precision` > 0, its decimals truncated to `precision`);
 * currency inputs group thousands with commas. Leading zeros of the whole part go.
 */
export function formatNumeric(
  typed: string,
  { precision, currency }: { precision: number; currency: boolean },
) {
  const cleaned = typed.replace(precision > 0 ? /[^\d.]/g : /\D/g, '');
  const [rawWhole = '', ...rest] = cleaned.split('.');
  const whole = rawWhole.replace(/^0+(?=\d)/, '');
  const decimals = rest.join('').slice(0, precision);
  const hasDot = precision > 0 && cleaned.includes('.');
  const shownWhole = currency ? withThousands(whole) : whole;
  return hasDot ? `${shownWhole || '0'}.${decimals}` : shownWhole;
}

/** A number from the server as the input shows it. */
export function numericText(value: number | null, options: { precision: number; currency: boolean }): string {
  if (value === null || !Number.isFinite(value)) return '';
  const text = options.precision > 0 ? String(value) : String(Math.trunc(value));
  return formatNumeric(text, options);
}

/** A slider's typed amount: digits only, no leading zeros, at most `characterMax` characters. */
export function sliderText(typed: string, characterMax: number): string {
  return typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, characterMax);
}

/** The slider value a typed amount becomes: rounded to the increment (from valueBase), then clamped. */
export function clampSlider(
  value: number,
  { min, max, increment, valueBase }: { min: number; max: number; increment: number; valueBase: number },
): { value: number; clamped: 'min' | 'max' | null } {
  if (value < min) return { value: min, clamped: 'min' };
  if (value > max) return { value: max, clamped: 'max' };
  const rounded = valueBase + Math.round((value - valueBase) / increment) * increment;
  return { value: Math.min(max, Math.max(min, rounded)), clamped: null };
}

/** "1,234" for display (spec: numbers display with thousands commas). */
export function thousands(value: number): string {
  return withThousands(String(Math.trunc(value)));
}

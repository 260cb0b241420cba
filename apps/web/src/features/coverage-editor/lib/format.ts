import { formatWholeDollars } from '@wysh/domain/coverage-slider';

/** "$23.73": a premium, with cents (spec 000 §9: monthly premium 2 decimals). */
export function formatCents(amount: number): string {
  return (amount / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** "$500,000": a cover, without cents. */
export const formatWholeCents = formatWholeDollars;

/** "$23.73": a premium, with cents (spec 000 §9: monthly premium 2 decimals). */
export function formatPremium(amount: number): string {
  return (amount / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

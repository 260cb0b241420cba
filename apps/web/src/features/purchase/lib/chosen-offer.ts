// The offer the purchase screen buys: the one chosen on the quote review or the AD page when it is still open,
// else the open term quote, else the open accidental-death offering.
import type { PurchaseChoice } from '../../../shared/lib/purchase-choice';
import type { PurchaseContext } from '../api/purchase';

export type OfferSummary = {
  kind: 'quote' | 'offering';
  id: string;
  productSlug: 'wysh-term-life' | 'wysh-accidental-death';
  amount: number;
  termDuration: number | null;
  insuredsAgeAtTerm: number;
  monthlyPremium: number;
};

export function chosenOffer(context: PurchaseContext, choice: PurchaseChoice | null): OfferSummary | null {
  const quote = context.pendingQuote;
  const openQuote: OfferSummary | null =
    quote && (quote.status === 'pending' || quote.status === 'accepted')
      ? {
          kind: 'quote',
          id: quote.id,
          productSlug: 'wysh-term-life',
          amount: quote.amount,
          termDuration: quote.termDuration,
          insuredsAgeAtTerm: quote.insuredsAgeAtTerm,
          monthlyPremium: quote.monthlyPremium,
        }
      : null;
  const offerings: OfferSummary[] = context.productsOfferings
    .filter((each) => each.status === 'pending' || each.status === 'accepted')
    .map((each) => ({
      kind: 'offering',
      id: each.id,
      productSlug: 'wysh-accidental-death',
      amount: each.amount,
      termDuration: null,
      insuredsAgeAtTerm: each.insuredsAgeAtTerm,
      monthlyPremium: each.monthlyPremium,
    }));
  const open = [...(openQuote ? [openQuote] : []), ...offerings];
  return open.find((each) => choice && each.kind === choice.kind && each.id === choice.id) ?? open[0] ?? null;
}

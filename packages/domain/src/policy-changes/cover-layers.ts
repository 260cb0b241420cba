// Cover added by an increase is a layer on the policy (issue 27; reference §6: "increase = new underwriting on
// the added part only"): the cover the policy was issued with keeps its class, issue age and premium, and each
// layer has the class and age of its own decision and its own premium (no second policy fee). A terms version's
// cover and premiums are the totals a period is billed; its class, issue age and rate version are the base's.
// Lowering cover takes the newest layers first.
import { cents, type Cents } from '../money.ts';
import type { CoverLayer, PolicyTerms } from './endorsements.ts';

export type { CoverLayer };

export const layersOf = (terms: PolicyTerms): readonly CoverLayer[] => terms.layers ?? [];

const sum = (values: readonly number[]) => cents(values.reduce((total, value) => total + value, 0));

/** The cover the policy was issued with (or lowered to), and its premiums: the totals less every layer. */
export function baseOf(terms: PolicyTerms): { cover: Cents; monthlyPremium: Cents; annualPremium: Cents } {
  const layers = layersOf(terms);
  return {
    cover: cents(terms.cover - sum(layers.map((layer) => layer.cover))),
    monthlyPremium: cents(terms.monthlyPremium - sum(layers.map((layer) => layer.monthlyPremium))),
    annualPremium: cents(terms.annualPremium - sum(layers.map((layer) => layer.annualPremium))),
  };
}

/** The terms with `layer` added on top. */
export const withLayer = (terms: PolicyTerms, layer: CoverLayer): PolicyTerms => ({
  ...terms,
  cover: cents(terms.cover + layer.cover),
  monthlyPremium: cents(terms.monthlyPremium + layer.monthlyPremium),
  annualPremium: cents(terms.annualPremium + layer.annualPremium),
  layers: [...layersOf(terms), layer],
});

export type PartPremium = { monthly: Cents; annual: Cents; rateVersion: string };

/**
 * The terms at a lower `amount`: the newest layers go first; the layer the amount ends inside is re-priced for
 * what is left of it (at its own class and age), and when every layer goes the base is re-priced (at the
 * policy's class and issue age). Prices come from `price`, the filed tables.
 */
export function loweredTerms(
  terms: PolicyTerms,
  amount: Cents,
  price: { base(amount: Cents): PartPremium; layer(layer: CoverLayer, amount: Cents): PartPremium },
): PolicyTerms {
  if (amount >= terms.cover) throw new Error('loweredTerms: the amount is not lower than the cover');
  const base = baseOf(terms);
  if (amount <= base.cover) {
    const premium = amount === base.cover ? null : price.base(amount);
    const { layers: _dropped, ...rest } = terms;
    return {
      ...rest,
      cover: amount,
      monthlyPremium: premium?.monthly ?? base.monthlyPremium,
      annualPremium: premium?.annual ?? base.annualPremium,
      rateVersion: premium?.rateVersion ?? terms.rateVersion,
    };
  }
  let lowered: PolicyTerms = { ...terms, ...base, layers: [] };
  for (const layer of layersOf(terms)) {
    const left = amount - lowered.cover;
    if (left <= 0) break;
    if (left >= layer.cover) {
      lowered = withLayer(lowered, layer);
      continue;
    }
    const premium = price.layer(layer, cents(left));
    lowered = withLayer(lowered, {
      ...layer,
      cover: cents(left),
      monthlyPremium: premium.monthly,
      annualPremium: premium.annual,
      rateVersion: premium.rateVersion,
    });
  }
  return lowered;
}

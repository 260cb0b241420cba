// The choice on the sliders and its price: re-priced 500 ms after the last move (the amount floored to whole
// dollars first), with the adjustment status the save rules read. Who prices is the caller's: an estimate's
// re-price, a visitor's preview, or a quote's or offering's within its approval.
import { useState } from 'react';
import { wholeDollars } from '@wysh/domain/coverage-slider';
import { useAdjustedPrice, type Choice } from '../api/estimates';
import { adjustmentStatus } from '../lib/save-rules';
import { useDebounced } from '../lib/use-debounced';

export const RE_PRICE_DELAY_MS = 500;

/** The sliders' choice and the settled choice to price (null: nothing to ask yet). */
export function useSettledChoice(
  initial: Choice,
  /** Whether the initial choice needs pricing too (a visitor's preview has no saved price). */
  priceInitial = false,
  /** Where the sliders start when a page proposed a cover (counts as a change from `initial`). */
  proposed: Choice = initial,
) {
  const [choice, setChoice] = useState<Choice>(proposed);
  const changed = choice.amount !== initial.amount || choice.termDuration !== initial.termDuration;
  const settled = useDebounced(choice, RE_PRICE_DELAY_MS);
  const moving = settled.amount !== choice.amount || settled.termDuration !== choice.termDuration;
  const asked = changed || priceInitial ? { ...settled, amount: wholeDollars(settled.amount) } : null;
  return { choice, setChoice, changed, asked, moving };
}

/** An estimate's or a visitor's choice, priced by adjustEstimate or previewEstimate. */
export function useEditorChoice(
  initial: Choice,
  request: Parameters<typeof useAdjustedPrice>[0],
  priceInitial = false,
  proposed: Choice = initial,
) {
  const { choice, setChoice, changed, asked, moving } = useSettledChoice(initial, priceInitial, proposed);
  const price = useAdjustedPrice(request, asked);
  const status = adjustmentStatus(changed, moving || price.isFetching);
  return { choice, setChoice, changed, price, status };
}

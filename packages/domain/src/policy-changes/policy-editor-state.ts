// The coverage editor in policy mode (issue 27, a decrease): the cover slider from the product's minimum up to
// the cover in force, in the product's steps; no term slider (a policy's term is fixed; extension is its own
// flow). Raising cover needs underwriting, a later step: the slider stops at today's cover and says so.
import { formatWholeDollars } from '../coverage-slider.ts';
import { offerEditorState, type OfferEditorState } from '../coverage-editor-state.ts';
import { COVER_LIMITS } from './cover-changes.ts';

export type PolicyToEdit = {
  id: string;
  productSlug: 'wysh-term-life' | 'wysh-accidental-death';
  /** The cover in force today, in cents. */
  cover: number;
  issueAge: number;
};

export function policyEditorState(policy: PolicyToEdit): OfferEditorState {
  const limits = COVER_LIMITS[policy.productSlug === 'wysh-term-life' ? 'term_life' : 'accidental_death'];
  const max = Math.max(limits.min, Math.min(limits.max, policy.cover));
  const state = offerEditorState({
    id: policy.id,
    productSlug: policy.productSlug,
    amount: policy.cover,
    maxAmount: max,
    issueAge: policy.issueAge,
    termDuration: null,
    maxTermYears: null,
  });
  return {
    ...state,
    coverageSlider: {
      ...state.coverageSlider,
      maxErrorMessage: {
        header: state.coverageSlider.maxErrorMessage!.header,
        text: `Your cover is ${formatWholeDollars(max)} today: here you can lower it.`,
      },
    },
  };
}

// The coverage editor in policy mode (issue 27): the cover slider from the product's minimum to its maximum, in the
// product's steps, starting at the cover in force; no term slider (a policy's term is fixed; extension is its own
// flow). Lower is priced at once; higher needs underwriting (the editor answers UNDERWRITING_REQUIRED).
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
  const state = offerEditorState({
    id: policy.id,
    productSlug: policy.productSlug,
    amount: policy.cover,
    maxAmount: limits.max,
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
        text: `The most cover we offer is ${formatWholeDollars(limits.max)}.`,
      },
    },
  };
}

// The coverage editor's slider metadata (spec 000 §3 "Slider metadata", §5; 001 §3.3 coverage details) for a
// term-life estimate: the cover slider from the filed limits, the term slider from the applicant's term options
// ("Lock rate until age N"), and the approved limits with the requested values.
import {
  formatWholeDollars,
  SLIDER_ABOVE_MAX_HEADER,
  SLIDER_BELOW_MIN_HEADER,
  SLIDER_CHARACTER_MAX,
} from './coverage-slider.ts';
import { ACCIDENTAL_DEATH_COVER, TERM_LIFE_COVER, termOptions } from './pricing/premiums.ts';

export type SliderMessage = { header: string; text: string };
export type SliderMetadata = {
  ticks: Array<{ value: number; label: string }>;
  /** What one typed unit is worth in the slider's values: 100 (dollars typed, cents kept) or 1. */
  valueBase: number;
  increment: number;
  characterMax: number;
  value: number;
  textEditable: boolean;
  minErrorMessage: SliderMessage | null;
  maxErrorMessage: SliderMessage | null;
  leftTextLabel: string;
  rightTextLabel: string;
};
export type CoverageDetails = {
  productSlug: 'wysh-term-life' | 'wysh-accidental-death';
  minimumAmount: number;
  maximumAmount: number;
  minimumTermDuration: number;
  maximumTermDuration: number;
  requestedAmount: number;
  requestedTermDuration: number;
};
export type CoverageEditorState = {
  estimateId: string;
  coverageSlider: SliderMetadata;
  termSlider: SliderMetadata;
  coverageDetails: CoverageDetails;
};

const dollars = formatWholeDollars;

/** A first estimate's cover and term, before the sliders move (spec 000 §7's defaults: $500,000, 20 years). */
export const FIRST_ESTIMATE_CHOICE = { amount: 50_000_000, termDuration: 20 } as const;

/**
 * An estimate's cover and term for a person of this issue age: what they chose, else the first choice, kept
 * within the filed cover and the terms the age allows. Every screen that shows a visitor's estimate reads it.
 */
export function estimateChoice(
  issueAge: number,
  chosen: { amount?: number | null; termDuration?: number | null } = {},
): { amount: number; termDuration: number } {
  const terms = termOptions(issueAge);
  const amount = chosen.amount ?? FIRST_ESTIMATE_CHOICE.amount;
  const term = chosen.termDuration ?? FIRST_ESTIMATE_CHOICE.termDuration;
  return {
    amount: Math.min(Math.max(amount, TERM_LIFE_COVER.min), TERM_LIFE_COVER.max),
    termDuration: terms.length === 0 ? term : Math.min(Math.max(term, terms[0]!), terms.at(-1)!),
  };
}

export const lockRateLabel = (issueAge: number, term: number) => `Lock rate until age ${issueAge + term}`;

export function coverageEditorState(estimate: {
  id: string;
  amount: number;
  termDuration: number;
  issueAge: number;
}): CoverageEditorState {
  const { min, max, step } = TERM_LIFE_COVER;
  const amounts = Array.from({ length: (max - min) / step + 1 }, (_, index) => min + index * step);
  const terms = termOptions(estimate.issueAge);
  const shortest = terms[0] ?? estimate.termDuration;
  const longest = terms.at(-1) ?? estimate.termDuration;
  return {
    estimateId: estimate.id,
    coverageSlider: {
      ticks: amounts.map((value) => ({ value, label: dollars(value) })),
      valueBase: 100,
      increment: step,
      characterMax: SLIDER_CHARACTER_MAX,
      value: estimate.amount,
      textEditable: true,
      minErrorMessage: {
        header: SLIDER_BELOW_MIN_HEADER,
        text: `The least cover we offer is ${dollars(min)}.`,
      },
      maxErrorMessage: {
        header: SLIDER_ABOVE_MAX_HEADER,
        text: `The most cover we offer is ${dollars(max)}.`,
      },
      leftTextLabel: dollars(min),
      rightTextLabel: dollars(max),
    },
    termSlider: {
      ticks: terms.map((term) => ({ value: term, label: lockRateLabel(estimate.issueAge, term) })),
      valueBase: 1,
      increment: 1,
      characterMax: SLIDER_CHARACTER_MAX,
      value: estimate.termDuration,
      textEditable: false,
      minErrorMessage: null,
      maxErrorMessage: null,
      leftTextLabel: `Age ${estimate.issueAge + shortest}`,
      rightTextLabel: `Age ${estimate.issueAge + longest}`,
    },
    coverageDetails: {
      productSlug: 'wysh-term-life',
      minimumAmount: min,
      maximumAmount: max,
      minimumTermDuration: shortest,
      maximumTermDuration: longest,
      requestedAmount: estimate.amount,
      requestedTermDuration: estimate.termDuration,
    },
  };
}

/** What an offer's editor works within: the approval underwriting gave (cover up to maxAmount, term up to maxTermYears). */
export type ApprovedOffer = {
  id: string;
  productSlug: 'wysh-term-life' | 'wysh-accidental-death';
  amount: number;
  maxAmount: number;
  issueAge: number;
  /** Term life only: the chosen term and the longest approved (accidental death runs to 65). */
  termDuration: number | null;
  maxTermYears: number | null;
};

export type OfferEditorState = {
  offerId: string;
  coverageSlider: SliderMetadata;
  /** Hidden for accidental death (cover runs to 65). */
  termSlider: SliderMetadata | null;
  coverageDetails: CoverageDetails;
};

/**
 * The editor of a quote or an offering: the same sliders, bounded by the approval rather than the filed limits
 * (the filed minimum, up to the approved maximum), the maximum's message naming the approval.
 */
export function offerEditorState(offer: ApprovedOffer): OfferEditorState {
  const limits = offer.productSlug === 'wysh-term-life' ? TERM_LIFE_COVER : ACCIDENTAL_DEATH_COVER;
  const { min, step } = limits;
  const max = Math.max(min, Math.min(limits.max, offer.maxAmount));
  const amounts = Array.from(
    { length: Math.floor((max - min) / step) + 1 },
    (_, index) => min + index * step,
  );
  const terms =
    offer.termDuration === null
      ? []
      : termOptions(offer.issueAge).filter((term) => term <= (offer.maxTermYears ?? term));
  const shortest = terms[0] ?? 0;
  const longest = terms.at(-1) ?? 0;
  return {
    offerId: offer.id,
    coverageSlider: {
      ticks: amounts.map((value) => ({ value, label: dollars(value) })),
      valueBase: 100,
      increment: step,
      characterMax: SLIDER_CHARACTER_MAX,
      value: offer.amount,
      textEditable: true,
      minErrorMessage: {
        header: SLIDER_BELOW_MIN_HEADER,
        text: `The least cover we offer is ${dollars(min)}.`,
      },
      maxErrorMessage: {
        header: SLIDER_ABOVE_MAX_HEADER,
        text: `The most cover you're approved for is ${dollars(max)}.`,
      },
      leftTextLabel: dollars(min),
      rightTextLabel: dollars(max),
    },
    termSlider:
      offer.termDuration === null
        ? null
        : {
            ticks: terms.map((term) => ({ value: term, label: lockRateLabel(offer.issueAge, term) })),
            valueBase: 1,
            increment: 1,
            characterMax: SLIDER_CHARACTER_MAX,
            value: offer.termDuration,
            textEditable: false,
            minErrorMessage: null,
            maxErrorMessage: null,
            leftTextLabel: `Age ${offer.issueAge + shortest}`,
            rightTextLabel: `Age ${offer.issueAge + longest}`,
          },
    coverageDetails: {
      productSlug: offer.productSlug,
      minimumAmount: min,
      maximumAmount: max,
      minimumTermDuration: shortest,
      maximumTermDuration: longest,
      requestedAmount: offer.amount,
      requestedTermDuration: offer.termDuration ?? 0,
    },
  };
}

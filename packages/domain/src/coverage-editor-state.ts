// The coverage editor's slider metadata (spec 000 §3 "Slider metadata", §5; 001 §3.3 coverage details) for a
// term-life estimate: the cover slider from the filed limits, the term slider from the applicant's term options
// ("Lock rate until age N"), and the approved limits with the requested values.
import {
  formatWholeDollars,
  SLIDER_ABOVE_MAX_HEADER,
  SLIDER_BELOW_MIN_HEADER,
  SLIDER_CHARACTER_MAX,
} from './coverage-slider.ts';
import { TERM_LIFE_COVER, termOptions } from './pricing/premiums.ts';

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
  productSlug: 'wysh-term-life';
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

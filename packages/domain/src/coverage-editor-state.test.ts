import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerEditorState } from './coverage-editor-state.ts';

describe("an offer's editor", () => {
  it('bounds the term-life sliders by the approval: cover up to the maximum, terms up to the longest', () => {
    const state = offerEditorState({
      id: 'q',
      productSlug: 'wysh-term-life',
      amount: 50_000_000,
      maxAmount: 75_000_000,
      issueAge: 30,
      termDuration: 20,
      maxTermYears: 25,
    });
    expect(state.coverageSlider.ticks.at(0)!.value).toBe(10_000_000);
    expect(state.coverageSlider.ticks.at(-1)!.value).toBe(75_000_000);
    expect(state.coverageSlider.maxErrorMessage!.text).toBe(
      "The most cover you're approved for is $750,000.",
    );
    expect(state.termSlider!.ticks.map((tick) => tick.value)).toEqual(
      Array.from({ length: 16 }, (_, index) => 10 + index),
    );
    expect(state.termSlider!.rightTextLabel).toBe('Age 55');
  });

  it('has no term slider for accidental death, and its cover starts at $50,000', () => {
    const state = offerEditorState({
      id: 'o',
      productSlug: 'wysh-accidental-death',
      amount: 25_000_000,
      maxAmount: 100_000_000,
      issueAge: 40,
      termDuration: null,
      maxTermYears: null,
    });
    expect(state.termSlider).toBeNull();
    expect(state.coverageSlider.leftTextLabel).toBe('$50,000');
    expect(state.coverageSlider.rightTextLabel).toBe('$1,000,000');
  });

  it('never offers a tick above the approval or off the $50,000 steps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), (steps) => {
        const maxAmount = steps * 5_000_000;
        const state = offerEditorState({
          id: 'q',
          productSlug: 'wysh-term-life',
          amount: 10_000_000,
          maxAmount,
          issueAge: 35,
          termDuration: 10,
          maxTermYears: 30,
        });
        for (const tick of state.coverageSlider.ticks) {
          expect(tick.value).toBeLessThanOrEqual(Math.max(maxAmount, 10_000_000));
          expect(tick.value % 5_000_000).toBe(0);
        }
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { policyEditorState } from './policy-editor-state.ts';

describe("the policy mode's sliders", () => {
  it('run from the product minimum to its maximum, starting at the cover in force, without a term slider', () => {
    const state = policyEditorState({
      id: 'p-1',
      productSlug: 'wysh-term-life',
      cover: 50_000_000,
      issueAge: 35,
    });
    expect(state.coverageSlider.ticks.at(0)?.value).toBe(10_000_000);
    expect(state.coverageSlider.ticks.at(-1)?.value).toBe(200_000_000);
    expect(state.coverageSlider.value).toBe(50_000_000);
    expect(state.termSlider).toBeNull();
    expect(state.coverageSlider.maxErrorMessage?.text).toBe('The most cover we offer is $2,000,000.');
  });

  it('gives accidental death its own minimum ($50,000)', () => {
    const state = policyEditorState({
      id: 'p-2',
      productSlug: 'wysh-accidental-death',
      cover: 20_000_000,
      issueAge: 50,
    });
    expect(state.coverageSlider.ticks.at(0)?.value).toBe(5_000_000);
    expect(state.coverageSlider.ticks.at(-1)?.value).toBe(100_000_000);
    expect(state.coverageSlider.value).toBe(20_000_000);
  });
});

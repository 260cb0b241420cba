// The coverage slider's typed amount (spec 000 §5): digits only, leading zeros stripped, 20 characters, applied
// on leaving the field, rounded to the $50,000 step and clamped with SliderErrorMessageModal; arrows move it (in the e2e spec).
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { coverageEditorState } from '@wysh/domain/coverage-editor-state';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { useModalStore } from '../../../shared/stores/modal';
import { renderWithProviders } from '../../../testing/render';
import { EditorSlider } from './editor-slider';

const { coverageSlider } = coverageEditorState({
  id: 'e',
  amount: 50_000_000,
  termDuration: 20,
  issueAge: 30,
});

function Harness() {
  const [value, setValue] = useState(50_000_000);
  return (
    <EditorSlider
      label="Coverage amount"
      amountLabel="Type a coverage amount"
      metadata={coverageSlider}
      value={value}
      onChange={setValue}
      valueText={formatWholeDollars}
    />
  );
}

function setUp() {
  const view = renderWithProviders(<Harness />, { withModals: true });
  const amount = screen.getByLabelText('Type a coverage amount');
  const slider = screen.getByRole('slider', { name: 'Coverage amount' });
  return { ...view, amount, slider };
}

beforeEach(() => {
  useModalStore.getState().reset();
});

describe('the typed amount', () => {
  it('keeps digits only and strips leading zeros, up to 20 characters', async () => {
    const { user, amount } = setUp();
    await user.clear(amount);
    await user.type(amount, '00$7a5,0000');
    expect(amount).toHaveValue('750000');
    await user.clear(amount);
    await user.type(amount, '1'.repeat(25));
    expect(amount).toHaveValue('1'.repeat(20));
  });

  it('rounds to the $50,000 step once the field is left', async () => {
    const { user, amount, slider } = setUp();
    await user.clear(amount);
    await user.type(amount, '730000');
    expect(slider).toHaveValue('50000000');
    await user.tab();
    expect(slider).toHaveValue('75000000');
    expect(amount).toHaveValue('750000');
    expect(useModalStore.getState().name).toBeNull();
  });

  it('clamps above the maximum with "Sorry, high-roller..." and TRY AGAIN', async () => {
    const { user, amount, slider } = setUp();
    await user.clear(amount);
    await user.type(amount, '9000000{Enter}');
    expect(slider).toHaveValue('200000000');
    expect(await screen.findByRole('heading', { name: 'Sorry, high-roller...' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(useModalStore.getState().name).toBeNull();
  });

  it('clamps below the minimum with "Hmm, let\'s get some meat on those bones"', async () => {
    const { user, amount, slider } = setUp();
    await user.clear(amount);
    await user.type(amount, '20000');
    await user.tab();
    expect(slider).toHaveValue('10000000');
    expect(
      await screen.findByRole('heading', { name: "Hmm, let's get some meat on those bones" }),
    ).toBeInTheDocument();
  });

  it('says the cover to screen readers as dollars (jsdom has no range keys; the e2e spec presses them)', () => {
    const { slider } = setUp();
    expect(slider).toHaveAttribute('aria-valuetext', '$500,000');
    expect(slider).toHaveAttribute('step', '5000000');
  });
});

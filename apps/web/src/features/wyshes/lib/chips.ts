// Suggestion chips of AddWyshModal: pressing a chip sets the amount to it; pressing the chosen chip again clears it.

export interface ChipState {
  /** The id of the chosen chip, or null. */
  chosen: string | null;
  /** The amount as typed (whole dollars). */
  text: string;
}

export function pressChip(state: ChipState, chip: { id: string; amount: number }): ChipState {
  if (state.chosen === chip.id) return { chosen: null, text: '' };
  return { chosen: chip.id, text: String(Math.floor(chip.amount / 100)) };
}

/** Typing forgets the chosen chip, unless the text still says its amount. */
export function typeAmount(
  state: ChipState,
  text: string,
  chips: ReadonlyArray<{ id: string; amount: number }>,
): ChipState {
  const chip = chips.find((candidate) => candidate.id === state.chosen);
  const stillChosen = chip && text.replace(/[\s,$]/g, '') === String(Math.floor(chip.amount / 100));
  return { chosen: stillChosen ? chip.id : null, text };
}

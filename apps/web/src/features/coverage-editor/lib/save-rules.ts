// The coverage editor's save rules (spec 000 §4): an adjustment is inactive (nothing moved), in-flight (a
// re-price is on its way) or active (priced). Saving is disabled while an adjustment is in flight after a
// change, or while saving.
export type AdjustmentStatus = 'inactive' | 'in-flight' | 'active';

export function adjustmentStatus(changed: boolean, pricing: boolean): AdjustmentStatus {
  if (!changed) return 'inactive';
  return pricing ? 'in-flight' : 'active';
}

export function saveDisabled(state: {
  changed: boolean;
  status: AdjustmentStatus;
  saving: boolean;
}): boolean {
  return state.saving || (state.changed && state.status === 'in-flight');
}

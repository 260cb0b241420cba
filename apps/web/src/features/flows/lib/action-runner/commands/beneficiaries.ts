// The beneficiary allocation commands (spec 001 §5): divideEvenly spreads 100 over the allocation inputs
// (bene-allocation-<beneficiary id>), updateBeneficiaryAllocations sends them, checkWyshAllocations waits for
// the wyshes of a later issue.
import { divideEvenly as sharesOf } from '@wysh/domain/allocations';
import type { InputItem } from '@wysh/forms/protocol';
import { inputItems } from '../../form-state';
import { proceed, standardError } from '../outcomes';
import type { Command } from '../types';

export const ALLOCATION_INPUT_PREFIX = 'bene-allocation-';

/** Allocation values are numbers; anything else counts as 0 (spec 001 §5). */
function allocationNumber(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').replace(/,/g, ''));
  return Number.isFinite(number) ? number : 0;
}

/** A share as the allocation input holds it (numeric inputs edit text). */
function allocationValue(item: InputItem, share: number): unknown {
  return item.type === 'inputNumeric' ? String(share) : share;
}

// Wyshes (and their allocations) come with a later issue: nothing to delete yet.
const checkWyshAllocations: Command = async () => proceed();

const divideEvenly: Command = async ({ runtime }) => {
  const form = runtime.form();
  if (!form) return standardError('No form is shown.');
  const inputs = inputItems(form).filter((item) => item.content.id.startsWith(ALLOCATION_INPUT_PREFIX));
  const shares = sharesOf(inputs.length);
  const state = runtime.formState();
  const changes = Object.fromEntries(
    inputs.map((item, index) => [item.content.id, allocationValue(item, shares[index] ?? 0)]),
  );
  runtime.setFormState({ ...state, values: { ...state.values, ...changes } });
  return proceed();
};

const updateBeneficiaryAllocations: Command = async ({ runtime, deps }) => {
  const form = runtime.form();
  if (!form) return standardError('No form is shown.');
  const state = runtime.formState();
  const beneficiaryAllocations = inputItems(form)
    .filter((item) => item.content.id.startsWith(ALLOCATION_INPUT_PREFIX))
    .map((item) => ({
      beneficiaryId: item.content.id.slice(ALLOCATION_INPUT_PREFIX.length).trim(),
      allocation: allocationNumber(state.values[item.content.id]),
    }))
    .filter((allocation) => allocation.beneficiaryId !== '');
  await deps.api.executeGroupMutation({
    flowSessionId: runtime.session().id,
    mutationKey: 'updateBeneficiaryAllocations',
    inputPayload: { beneficiaryAllocations },
  });
  return proceed();
};

export const beneficiaryCommands = { checkWyshAllocations, divideEvenly, updateBeneficiaryAllocations };

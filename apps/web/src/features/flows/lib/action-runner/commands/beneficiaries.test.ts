// The allocation commands: divideEvenly, updateBeneficiaryAllocations and checkWyshAllocations.
import { describe, expect, it } from 'vitest';
import { api, buildForm, input } from '../../../../../testing/flow-builders';
import { setup } from '../runner-test-setup';

describe('allocations', () => {
  const allocationForm = buildForm([
    input('inputNumeric', 'bene-allocation-b1'),
    input('inputNumeric', 'bene-allocation-b2', { value: 90 }),
    input('inputNumeric', 'bene-allocation-b3'),
    input('inputText', 'note', { value: 'keep' }),
  ]);

  it('divideEvenly spreads 100 over the allocation inputs, the first ones taking the remainder', async () => {
    const { runner, screen } = setup({ form: allocationForm });
    await runner.run([api('divideEvenly')]);
    expect(screen.state.values).toEqual({
      'bene-allocation-b1': '34',
      'bene-allocation-b2': '33',
      'bene-allocation-b3': '33',
      note: 'keep',
    });
  });

  it('updateBeneficiaryAllocations sends the allocations (non-numbers as 0)', async () => {
    const { runner, deps, type } = setup({ form: allocationForm });
    type('bene-allocation-b1', '60');
    type('bene-allocation-b3', 'abc');
    await runner.run([api('updateBeneficiaryAllocations')]);
    expect(deps.api.executeGroupMutation).toHaveBeenCalledWith({
      flowSessionId: 's1',
      mutationKey: 'updateBeneficiaryAllocations',
      inputPayload: {
        beneficiaryAllocations: [
          { beneficiaryId: 'b1', allocation: 60 },
          { beneficiaryId: 'b2', allocation: 90 },
          { beneficiaryId: 'b3', allocation: 0 },
        ],
      },
    });
  });

  it('checkWyshAllocations does nothing yet and lets the chain go on', async () => {
    const { runner, deps } = setup();
    expect(await runner.run([api('checkWyshAllocations'), api('popToRoot')])).toBe('done');
    expect(deps.navigate).toHaveBeenCalledWith('/');
  });
});

// The api group commands: executeGroupApi and createAcknowledgements.
import { describe, expect, it } from 'vitest';
import { UserErrorFailure } from '../../../../../shared/lib/user-error';
import { api, arg, buildForm, input } from '../../../../../testing/flow-builders';
import { setup } from '../runner-test-setup';

describe('group mutations', () => {
  const phoneForm = buildForm(
    [
      input('inputText', 'phoneNumber', { element: 'phone', required: true }),
      input('inputCheckbox', 'smsMarketing'),
      input('inputCheckbox', 'terms', { acknowledgementGroupKeys: ['ack-terms'] }),
      input('inputCheckbox', 'privacy', { acknowledgementGroupKeys: ['ack-privacy'] }),
    ],
    {
      groups: [
        {
          key: 'create-phone',
          type: 'api',
          mutationKey: 'createPhoneNumber',
          mutationVariables: ['phoneNumber', 'smsMarketing'],
        },
        {
          key: 'ack-terms',
          type: 'api',
          mutationKey: 'createAcknowledgement',
          mutationBody: { recordId: 'd1', recordType: 'disclosure' },
        },
        {
          key: 'ack-privacy',
          type: 'api',
          mutationKey: 'createAcknowledgement',
          mutationBody: { recordId: 'd2', recordType: 'disclosure' },
        },
      ],
    },
  );

  it('executeGroupApi runs the named group with its body and keeps the response', async () => {
    const { runner, deps, screen, type } = setup({ form: phoneForm });
    type('phoneNumber', '(415) 555-0123');
    deps.api.executeGroupMutation.mockResolvedValueOnce({ phoneNumber: { id: 'p9', mask: '***-0123' } });
    await runner.run([api('executeGroupApi', [arg('group', 'create-phone')])]);
    expect(deps.api.executeGroupMutation).toHaveBeenCalledWith({
      flowSessionId: 's1',
      mutationKey: 'createPhoneNumber',
      inputPayload: { phoneNumber: '4155550123', smsMarketing: false },
    });
    expect(screen.groupResponses).toEqual({
      'create-phone': { phoneNumber: { id: 'p9', mask: '***-0123' } },
    });
  });

  it("executeGroupApi puts the mutation's field errors on their inputs", async () => {
    const { runner, deps, screen } = setup({ form: phoneForm });
    deps.api.executeGroupMutation.mockRejectedValueOnce(
      new UserErrorFailure({
        code: 'CREDENTIAL_INVALID',
        message: 'This should be a 10-digit number',
        fields: [{ field: 'phoneNumber', message: 'This should be a 10-digit number' }],
      }),
    );
    expect(
      await runner.run([api('executeGroupApi', [arg('group', 'create-phone')])], { primary: true }),
    ).toBe('failed');
    expect(screen.state.errors['phoneNumber']).toEqual(['This should be a 10-digit number']);
    expect(deps.openModal).not.toHaveBeenCalled();
  });

  it('createAcknowledgements runs the groups of the ticked boxes only', async () => {
    const { runner, deps, type } = setup({ form: phoneForm });
    type('privacy', true);
    await runner.run([api('createAcknowledgements')]);
    expect(deps.api.executeGroupMutation).toHaveBeenCalledTimes(1);
    expect(deps.api.executeGroupMutation).toHaveBeenCalledWith({
      flowSessionId: 's1',
      mutationKey: 'createAcknowledgement',
      inputPayload: { recordId: 'd2', recordType: 'disclosure' },
    });
  });
});

// The action runner: the chain (order, formAction, stops, failures, links), expiration, and that every
// command of the protocol is implemented.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/lib/app-error';
import { api, arg, buildForm, input, link, validation } from '../../../../testing/flow-builders';
import { lastModal, setup } from './runner-test-setup';

describe('the chain', () => {
  it('runs actions in order and passes the formAction one answers to the next', async () => {
    const { runner, deps, screen, type } = setup();
    type('email', 'edit:insurance-profile-name');
    const outcome = await runner.run([
      api('setFormAction', [arg('action', 'email', 'input')]),
      api('createResponse'),
      api('nextForm'),
    ]);
    expect(outcome).toBe('done');
    expect(deps.api.createResponse).toHaveBeenCalledBefore(deps.api.fetchForm);
    expect(deps.api.fetchForm).toHaveBeenCalledWith({
      flowSessionId: 's1',
      direction: 'NEXT',
      currentFormIdentifier: 'one',
      criteria: { action: 'edit:insurance-profile-name', formScope: null, flowScope: 'NEW_POLICY' },
    });
    expect(screen.form?.slug).toBe('two');
  });

  it('stops quietly on a break signal: nothing after it runs, no error shows', async () => {
    const { runner, deps, type } = setup();
    type('email', 'ann@example.com');
    const outcome = await runner.run([validation('formUnsavedDiffWarning'), api('nextForm')]);
    expect(outcome).toBe('stopped');
    expect(deps.api.fetchForm).not.toHaveBeenCalled();
    expect(lastModal(deps)?.name).toBe('ExitWithoutSavingModal');
  });

  it('stops quietly on an expected-action error', async () => {
    const { runner, deps } = setup();
    const outcome = await runner.run([validation('formUnchangedSubmitWarning'), api('createResponse')]);
    expect(outcome).toBe('stopped');
    expect(deps.api.createResponse).not.toHaveBeenCalled();
    expect(deps.openModal).toHaveBeenCalledTimes(1);
    expect(lastModal(deps)?.name).toBe('NoPIUChangeErrorModal');
  });

  it('shows an unexpected failure in GeneralErrorModal (full message, else code) and stops', async () => {
    const { runner, deps } = setup();
    deps.api.fetchForm.mockRejectedValueOnce(
      new ApiError([{ code: 'FORM_OUT_OF_DATE', message: 'Old', fullMessage: 'This form is out of date' }]),
    );
    expect(await runner.run([api('nextForm'), api('popToRoot')])).toBe('failed');
    expect(lastModal(deps)).toEqual({
      name: 'GeneralErrorModal',
      props: { error: { code: 'FORM_OUT_OF_DATE', message: 'Old', fullMessage: 'This form is out of date' } },
    });
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('follows link actions: app paths in the tab, https addresses in a new one', async () => {
    const { runner, deps } = setup();
    await runner.run([link('/account/profile')]);
    expect(deps.navigate).toHaveBeenCalledWith('/account/profile');
    await runner.run([link('https://help.example.com/faq')]);
    expect(deps.openWindow).toHaveBeenCalledWith('https://help.example.com/faq');
  });
});

describe('expiration', () => {
  const expiring = (effectiveUntil: string) =>
    buildForm([input('inputText', 'a')], {
      expiration: { effectiveUntil, actions: [link('/quote-expired')] },
    });

  it("replaces a button's actions with the expiration actions once the form has expired", async () => {
    const { runner, deps } = setup({ form: expiring('2000-01-01T00:00:00Z') });
    await runner.run([api('createResponse'), api('nextForm')]);
    expect(deps.api.createResponse).not.toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/quote-expired');
  });

  it('leaves the expiration handler itself alone, and a form not yet expired', async () => {
    const expired = setup({ form: expiring('2000-01-01T00:00:00Z') });
    await expired.runner.run([link('/handled')], { expirationHandler: true });
    expect(expired.deps.navigate).toHaveBeenCalledWith('/handled');

    const fresh = setup({ form: expiring('2999-01-01T00:00:00Z') });
    await fresh.runner.run([link('/own-action')]);
    expect(fresh.deps.navigate).toHaveBeenCalledWith('/own-action');
  });
});

describe('the commands', () => {
  it('implement every command of the protocol, and no other', async () => {
    const { ACTION_COMMANDS } = await import('@wysh/forms/constants');
    const { COMMANDS } = await import('./all-commands');
    expect(Object.keys(COMMANDS).sort()).toEqual([...ACTION_COMMANDS].sort());
  });
});

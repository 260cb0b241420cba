// The validation commands: validateForm, formUnchangedSubmitWarning and formUnsavedDiffWarning.
import { describe, expect, it, vi } from 'vitest';
import { api, arg, validation } from '../../../../../testing/flow-builders';
import { setup, lastModal } from '../runner-test-setup';

describe('validation commands', () => {
  it('validateForm aborts on the first invalid field, focusing it, with the rule’s code', async () => {
    const { runner, deps, screen, type } = setup();
    type('first-name', '');
    type('email', 'ann@');
    expect(await runner.run([validation('validateForm'), api('createResponse')])).toBe('stopped');
    expect(screen.state.errors).toEqual({ 'first-name': ['required'], email: ['email'] });
    expect(deps.focusField).toHaveBeenCalledWith('first-name');
    expect(deps.api.createResponse).not.toHaveBeenCalled();
  });

  it('validateForm lets a valid form through', async () => {
    const { runner, deps } = setup();
    expect(await runner.run([validation('validateForm'), api('createResponse')])).toBe('done');
    expect(deps.api.createResponse).toHaveBeenCalled();
  });

  it('formUnchangedSubmitWarning lets a change through, and watches only the listed inputs', async () => {
    const changed = setup();
    changed.type('first-name', 'Anne');
    expect(await changed.runner.run([validation('formUnchangedSubmitWarning'), api('createResponse')])).toBe(
      'done',
    );

    const listed = setup();
    listed.type('email', 'ann@example.com');
    await listed.runner.run([validation('formUnchangedSubmitWarning', [arg('name', 'first-name', 'input')])]);
    expect(lastModal(listed.deps)?.name).toBe('NoPIUChangeErrorModal');
  });

  it("NoPIUChangeErrorModal's cancel leaves for where the person came from", async () => {
    const { runner, deps } = setup({ from: '/account/profile' });
    await runner.run([validation('formUnchangedSubmitWarning')]);
    (lastModal(deps)?.props.onCancelRequest as () => void)();
    expect(deps.navigate).toHaveBeenCalledWith('/account/profile');
  });

  it('formUnsavedDiffWarning lets a clean form through; on a dirty one the modal runs the rest', async () => {
    const clean = setup();
    expect(await clean.runner.run([validation('formUnsavedDiffWarning'), api('popToRoot')])).toBe('done');
    expect(clean.deps.openModal).not.toHaveBeenCalled();

    const dirty = setup({ from: '/account/profile' });
    dirty.type('email', 'ann@example.com');
    await dirty.runner.run([validation('formUnsavedDiffWarning'), api('popToRoot')]);
    expect(dirty.deps.navigate).not.toHaveBeenCalled();
    (lastModal(dirty.deps)?.props.onConfirm as () => void)();
    await vi.waitFor(() => expect(dirty.deps.navigate).toHaveBeenCalledWith('/account/profile'));
  });
});

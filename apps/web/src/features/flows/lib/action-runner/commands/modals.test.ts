// The overlay commands: exitFlowWarning, dismiss, the show*Modal commands and showInsuranceApplication.
import { describe, expect, it, vi } from 'vitest';
import { api, arg } from '../../../../../testing/flow-builders';
import { APPLICATION_DOCUMENT_NOT_READY_MESSAGE } from './modals';
import { polling, setup, lastModal } from '../runner-test-setup';

describe('exitFlowWarning and dismiss', () => {
  it('opens ExitFlowWarningModal and runs the remaining actions on confirm', async () => {
    const { runner, deps } = setup({ from: '/account' });
    expect(await runner.run([api('exitFlowWarning'), api('popToRoot')])).toBe('stopped');
    expect(lastModal(deps)?.name).toBe('ExitFlowWarningModal');
    expect(deps.navigate).not.toHaveBeenCalled();
    (lastModal(deps)?.props.onConfirm as () => void)();
    await vi.waitFor(() => expect(deps.navigate).toHaveBeenCalledWith('/account'));
  });

  it('opens the modal named in its arguments', async () => {
    const { runner, deps } = setup();
    await runner.run([api('exitFlowWarning', [arg('modal', 'ExitWithoutSavingModal')])]);
    expect(lastModal(deps)?.name).toBe('ExitWithoutSavingModal');
  });

  it('dismiss closes the modal and the overlay', async () => {
    const { runner, deps, screen } = setup();
    await runner.run([api('dismiss')]);
    expect(deps.closeModal).toHaveBeenCalled();
    expect(screen.overlayOpen).toBe(false);
  });
});

describe('modals and documents', () => {
  it('the show*Modal commands open their modals', async () => {
    const { runner, deps } = setup();
    await runner.run([api('showCloseAccountFailedModal')]);
    expect(lastModal(deps)?.name).toBe('CloseAccountFailedModal');
    await runner.run([api('showUnderwritingWaitTimeModal')]);
    expect(lastModal(deps)?.name).toBe('UnderwritingWaitTimeModal');
    await runner.run([api('showVerificationEmailSentModal', [arg('email', 'ann@example.com')])]);
    expect(lastModal(deps)).toEqual({
      name: 'VerificationEmailSendModal',
      props: { email: 'ann@example.com' },
    });
    await runner.run([api('showSuccessOverlay', [arg('message', 'Saved')])]);
    expect(lastModal(deps)).toEqual({ name: 'Success', props: { title: undefined, message: 'Saved' } });
  });

  it('showInsuranceApplication points a new tab at the application document', async () => {
    const { runner, deps } = setup();
    const tab = { location: { href: '' }, close: vi.fn() };
    deps.openWindow.mockReturnValueOnce(tab as unknown as Window);
    await runner.run([api('showInsuranceApplication')]);
    expect(deps.openWindow).toHaveBeenCalledWith();
    expect(tab.location.href).toBe('https://docs.example/application.pdf');
  });

  it('showInsuranceApplication closes the blank tab and says so when the document is not ready', async () => {
    const { runner, deps } = setup();
    const tab = { location: { href: '' }, close: vi.fn() };
    deps.openWindow.mockReturnValueOnce(tab as unknown as Window);
    deps.api.applicationDocumentUrl.mockRejectedValueOnce(polling('APPLICATION_DOCUMENT_NOT_READY'));
    expect(await runner.run([api('showInsuranceApplication')])).toBe('failed');
    expect(tab.close).toHaveBeenCalled();
    expect(lastModal(deps)?.props).toMatchObject({
      error: { fullMessage: APPLICATION_DOCUMENT_NOT_READY_MESSAGE },
    });
    expect(APPLICATION_DOCUMENT_NOT_READY_MESSAGE).toBe(
      'The application document is not ready, please try again',
    );
  });
});

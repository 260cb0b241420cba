// Commands that open or close overlays (spec 001 §4.2): dismiss, exitFlowWarning (whose confirm runs the rest
// of the chain), the show*Modal commands, showSuccessOverlay, and showInsuranceApplication (the application
// document in a new tab).
import { proceed, breakChain, fail, toFailure, codeOf } from '../outcomes';
import { text } from '../arguments';
import type { Command } from '../types';

export const APPLICATION_DOCUMENT_NOT_READY = 'APPLICATION_DOCUMENT_NOT_READY';
export const APPLICATION_DOCUMENT_NOT_READY_MESSAGE =
  'The application document is not ready, please try again';

const dismiss: Command = async ({ runtime, deps }) => {
  deps.closeModal();
  runtime.dismissOverlay();
  return proceed();
};

const exitFlowWarning: Command = async ({ runtime, deps, runLater }, action, formAction, rest) => {
  const named = text(runtime, action, 'modal', formAction) ?? text(runtime, action, 'modalName', formAction);
  const name = (named ?? 'ExitFlowWarningModal') as 'ExitFlowWarningModal';
  deps.openModal(name, { onConfirm: () => runLater(rest, formAction) });
  return breakChain();
};

const showCloseAccountFailedModal: Command = async ({ deps }) => {
  deps.openModal('CloseAccountFailedModal');
  return proceed();
};

const showUnderwritingWaitTimeModal: Command = async ({ deps }) => {
  deps.openModal('UnderwritingWaitTimeModal');
  return proceed();
};

const showVerificationEmailSentModal: Command = async ({ runtime, deps }, action, formAction) => {
  deps.openModal('VerificationEmailSendModal', { email: text(runtime, action, 'email', formAction) });
  return proceed();
};

const showSuccessOverlay: Command = async ({ runtime, deps }, action, formAction) => {
  deps.openModal('Success', {
    title: text(runtime, action, 'title', formAction),
    message: text(runtime, action, 'message', formAction) ?? text(runtime, action, 'text', formAction),
  });
  return proceed();
};

const showInsuranceApplication: Command = async ({ deps }) => {
  // The tab opens now, while the press still counts as the person's; it is pointed at the document later.
  const tab = deps.openWindow();
  try {
    const url = await deps.api.applicationDocumentUrl();
    if (tab) tab.location.href = url;
    else deps.openWindow(url);
    return proceed();
  } catch (error) {
    tab?.close();
    if (codeOf(error) === APPLICATION_DOCUMENT_NOT_READY)
      return fail({
        code: APPLICATION_DOCUMENT_NOT_READY,
        message: APPLICATION_DOCUMENT_NOT_READY_MESSAGE,
        fullMessage: APPLICATION_DOCUMENT_NOT_READY_MESSAGE,
      });
    return fail(toFailure(error));
  }
};

export const modalCommands = {
  dismiss,
  exitFlowWarning,
  showCloseAccountFailedModal,
  showUnderwritingWaitTimeModal,
  showVerificationEmailSentModal,
  showSuccessOverlay,
  showInsuranceApplication,
};

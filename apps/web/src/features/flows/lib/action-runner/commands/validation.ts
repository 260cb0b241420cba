// The validation commands (spec 001 §4.2): validateForm (every input by the shared rules; the first invalid
// one focused, the chain stopped), formUnchangedSubmitWarning (nothing changed: NoPIUChangeErrorModal) and
// formUnsavedDiffWarning (changes would be lost: ExitWithoutSavingModal, whose confirm runs the rest).
import type { InputItem } from '@wysh/forms/protocol';
import { findInput, inputItems, isFieldChanged, validateAllFields } from '../../form-state';
import { breakChain, proceed, standardError, stopQuietly } from '../outcomes';
import type { Command } from '../types';

const validateForm: Command = async ({ runtime, deps }, _action, formAction) => {
  const form = runtime.form();
  if (!form) return standardError('No form is shown.');
  const { state, firstInvalid } = validateAllFields(runtime.formState(), form, { today: deps.today() });
  runtime.setFormState(state);
  if (!firstInvalid) return proceed(formAction);
  deps.focusField(firstInvalid);
  return stopQuietly();
};

const formUnchangedSubmitWarning: Command = async ({ runtime, deps }, action, formAction) => {
  const form = runtime.form();
  if (!form) return standardError('No form is shown.');
  const state = runtime.formState();
  const listed = action.command.arguments
    .filter((argument) => argument.sourceType === 'input' && argument.source)
    .map((argument) => findInput(form, argument.source!))
    .filter((item): item is InputItem => item !== undefined);
  const watched = listed.length > 0 ? listed : inputItems(form);
  if (watched.some((item) => isFieldChanged(state, item.content.id))) return proceed(formAction);
  deps.openModal('NoPIUChangeErrorModal', {
    onCancelRequest: () => deps.navigate(runtime.from() ?? '/'),
  });
  return stopQuietly();
};

const formUnsavedDiffWarning: Command = async ({ runtime, deps, runLater }, _action, formAction, rest) => {
  const state = runtime.formState();
  const changed = Object.keys({ ...state.values, ...state.files }).some((id) => isFieldChanged(state, id));
  if (!changed) return proceed(formAction);
  deps.openModal('ExitWithoutSavingModal', { onConfirm: () => runLater(rest, formAction) });
  return breakChain();
};

export const validationCommands = { validateForm, formUnchangedSubmitWarning, formUnsavedDiffWarning };

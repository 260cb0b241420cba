// uploadDocumentsToCloud (spec 001 §4.2): sends the files chosen in the form's upload inputs (or the one named)
// and keeps their signed blob ids as the input's value; a failed upload is told and stops the chain.
import type { ItemOf } from '@wysh/forms/protocol';
import { inputItems } from '../../form-state';
import { text } from '../arguments';
import { proceed, standardError, stopQuietly } from '../outcomes';
import type { Command } from '../types';

const uploadDocumentsToCloud: Command = async ({ runtime, deps }, action, formAction) => {
  const form = runtime.form();
  if (!form) return standardError('No form is shown.');
  const named = text(runtime, action, 'input', formAction) ?? action.command.arguments[0]?.source;
  const targets = inputItems(form).filter(
    (item): item is ItemOf<'inputDirectUpload'> =>
      item.type === 'inputDirectUpload' && (!named || item.key === named || item.content.id === named),
  );
  for (const item of targets) {
    const id = item.content.id;
    const files = [...(runtime.formState().files[id] ?? [])];
    if (files.length === 0) continue;
    let blobIds: string[];
    try {
      blobIds = await deps.uploadFiles(files, item.content.attachableTypes);
    } catch (error) {
      deps.showUploadFailed(error);
      return stopQuietly();
    }
    const state = runtime.formState();
    const uploaded = [...((state.values[id] as string[] | undefined) ?? []), ...blobIds];
    const { [id]: _sent, ...remaining } = state.files;
    runtime.setFormState({ ...state, values: { ...state.values, [id]: uploaded }, files: remaining });
  }
  return proceed();
};

export const uploadCommands = { uploadDocumentsToCloud };

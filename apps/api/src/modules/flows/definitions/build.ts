// Small builders that keep flow definitions short and readable: the items, groups and actions of
// @wysh/forms/protocol in their input shapes (zod fills the defaults when the definitions are checked).
import type { z } from 'zod';
import type { ActionArgumentSchema, ActionCommand, ActionSchema, ItemSchema } from '@wysh/forms/protocol';

export type ItemInput = z.input<typeof ItemSchema>;
export type ActionInput = z.input<typeof ActionSchema>;
type ArgumentInput = z.input<typeof ActionArgumentSchema>;

// ---------------------------------------------------------------------------------------------------------
// Actions

export const api = (command: ActionCommand, args: ArgumentInput[] = []): ActionInput => ({
  type: 'api',
  command: { destination: command, arguments: args },
});

export const validation = (
  command: 'validateForm' | 'formUnchangedSubmitWarning' | 'formUnsavedDiffWarning',
  args: ArgumentInput[] = [],
): ActionInput => ({ type: 'validation', command: { destination: command, arguments: args } });

/** A path of the web app (or an https URL, opened in a new tab). */
export const link = (destination: string): ActionInput => ({ type: 'link', command: { destination } });

/** Ends the flow and goes to `path` (replacing the page when a journey runs). */
export const finishFlowTo = (path: string): ActionInput =>
  api('finishFlow', [{ name: 'link', source: path, sourceType: 'literal' }]);

/** Review rows: pass `edit:<form slug>` on, then ask for the next form (which is that form). */
export const editActions = (formSlug: string): ActionInput[] => [
  api('setFormAction', [{ name: 'action', source: `edit:${formSlug}`, sourceType: 'literal' }]),
  api('nextForm', [{ name: 'action', sourceType: 'formAction' }]),
];

/** The usual submit: check the inputs, save the answers, move on. */
export const submitActions: ActionInput[] = [
  validation('validateForm'),
  api('createResponse'),
  api('nextForm'),
];

/** Arguments naming input items of the form by key (formUnchangedSubmitWarning, formUnsavedDiffWarning). */
export const inputArguments = (keys: string[]): ArgumentInput[] =>
  keys.map((key) => ({ name: 'input', source: key, sourceType: 'input' }));

export const backButton: { style: 'back'; actions: ActionInput[] } = { style: 'back', actions: [api('pop')] };

// ---------------------------------------------------------------------------------------------------------
// Items

type Typography = 'pretitle' | 'title' | 'subtitle' | 'body' | 'caption' | 'label';

export const text = (key: string, words: string, typography: Typography = 'body'): ItemInput => ({
  key,
  type: 'text',
  content: { text: words, typography },
});

export const button = (
  key: string,
  words: string,
  actions: ActionInput[],
  style: 'primary' | 'secondary' | 'tertiary' | 'link' = 'primary',
): ItemInput => ({
  key,
  type: 'button',
  content: { text: words, style, primary: style === 'primary', actions },
});

type InputOptions = { label?: string; placeholder?: string; hint?: string; required?: boolean };

export const textInput = (
  key: string,
  id: string,
  element:
    | 'text'
    | 'email'
    | 'name'
    | 'middleInitial'
    | 'suffix'
    | 'phone'
    | 'street'
    | 'city'
    | 'state'
    | 'postalCode',
  options: InputOptions & { characterMax?: number } = {},
): ItemInput => ({ key, type: 'inputText', content: { id, element, ...options } });

export const dateInput = (
  key: string,
  id: string,
  options: InputOptions & { birthdate?: boolean },
): ItemInput => ({
  key,
  type: 'inputDate',
  content: { id, ...options },
});

export const singleSelect = (
  key: string,
  id: string,
  options: Array<{ label: string; value: string }>,
  settings: InputOptions & { format?: 'blobs' | 'dropdown' | 'radio' | 'rectangles' } = {},
): ItemInput => ({ key, type: 'inputSingleSelect', content: { id, options, ...settings } });

export const multiSelect = (
  key: string,
  id: string,
  options: Array<{ label: string; value: string }>,
  settings: InputOptions = {},
): ItemInput => ({ key, type: 'inputMultiSelect', content: { id, options, ...settings } });

export const numericInput = (
  key: string,
  id: string,
  options: InputOptions & { min?: number; max?: number; currency?: boolean; unit?: string } = {},
): ItemInput => ({ key, type: 'inputNumeric', content: { id, ...options } });

export const unitizedInput = (
  key: string,
  id: string,
  units: Array<{ key: string; label: string; unit: string; min?: number; max?: number }>,
  options: InputOptions = {},
): ItemInput => ({ key, type: 'inputUnitized', content: { id, units, ...options } });

export const checkbox = (key: string, id: string, options: InputOptions = {}): ItemInput => ({
  key,
  type: 'inputCheckbox',
  content: { id, value: false, ...options },
});

export const taxIdInput = (key: string, id: string, options: InputOptions = {}): ItemInput => ({
  key,
  type: 'inputTaxId',
  content: { id, ...options },
});

/** A review row: label, the value shown (text with {placeholders}), and what tapping it does. */
export const reviewRow = (key: string, label: string, value: string, actions: ActionInput[]): ItemInput => ({
  key,
  type: 'listRow',
  content: {
    leadingColumn: { text: label, subtext: value },
    trailingColumn: { icon: 'edit' },
    actions,
  },
});

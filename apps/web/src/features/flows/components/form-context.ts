// What the renderer's items need from the flow screen: the form and its answers, ways to change them, and the
// action runner. One context per screen, so items stay small and never reach for a global store.
import { createContext, useContext } from 'react';
import type { Action, Form, InputItem } from '@wysh/forms/protocol';
import type { RunOptions } from '../lib/action-runner/types';
import type { FormState } from '../lib/form-state';

export interface FlowFormContextValue {
  form: Form;
  state: FormState;
  /** " *" after required labels (some inputs are optional). */
  markRequired: boolean;
  /** Actions are running: buttons wait. */
  busy: boolean;
  /** The form-level message under the primary button. */
  formError: string | null;
  setValue: (fieldId: string, value: unknown) => void;
  setFiles: (fieldId: string, files: File[]) => void;
  blur: (item: InputItem) => void;
  run: (actions: readonly Action[], options?: RunOptions) => void;
  /** The session's scope as the server names it (NEW_POLICY, ...). */
  flowScope?: string | null;
}

export const FlowFormContext = createContext<FlowFormContextValue | null>(null);

export function useFlowForm(): FlowFormContextValue {
  const value = useContext(FlowFormContext);
  if (!value) throw new Error('Form items render inside a flow screen');
  return value;
}

/** The DOM id of an input, so errors can focus it and labels point at it. */
export function fieldDomId(fieldId: string): string {
  return `flow-field-${fieldId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** Marks the element of a group whose inputs have no element each (its value: their field ids). */
export const GROUP_FIELDS_ATTRIBUTE = 'data-flow-fields';

/**
 * Focuses an input by field id (the first invalid one after validateForm). An input drawn inside a group
 * without an element of its own (a verified address shows as one card) focuses the group's first focusable
 * element.
 */
export function focusField(fieldId: string): void {
  const own = document.getElementById(fieldDomId(fieldId));
  if (own) return own.focus();
  const group = [...document.querySelectorAll<HTMLElement>(`[${GROUP_FIELDS_ATTRIBUTE}]`)].find((element) =>
    element.getAttribute(GROUP_FIELDS_ATTRIBUTE)?.split(' ').includes(fieldId),
  );
  group?.querySelector<HTMLElement>('[tabindex="-1"], input, select, button')?.focus();
}

/** One input's binding: its value, errors and handlers. */
export function useInput<T>(item: InputItem) {
  const { state, setValue, blur, markRequired, form } = useFlowForm();
  const id = item.content.id;
  return {
    id: fieldDomId(id),
    value: state.values[id] as T,
    errors: state.errors[id] ?? [],
    disabled: item.content.disabled || form.disabled,
    required: item.content.required,
    markRequired,
    onChange: (value: T) => setValue(id, value),
    onBlur: () => blur(item),
  };
}

// An action's arguments (spec 001 §3.1 "Action"): a literal converted to its valueType, the current value of
// an input of the form, or the formAction the previous action passed on.
import type { Action, ActionArgument } from '@wysh/forms/protocol';
import { findInput } from '../form-state';
import type { FlowRuntime, FormAction } from './types';

function convert(value: string, valueType: ActionArgument['valueType']): unknown {
  switch (valueType) {
    case 'boolean':
      return value === 'true';
    case 'int':
      return Number.parseInt(value, 10);
    case 'float':
      return Number.parseFloat(value);
    default:
      return value;
  }
}

export function argumentOf(action: Action, name: string): ActionArgument | undefined {
  return action.command.arguments.find((argument) => argument.name === name);
}

export function resolve(
  runtime: FlowRuntime,
  argument: ActionArgument | undefined,
  formAction: FormAction,
): unknown {
  if (!argument) return undefined;
  switch (argument.sourceType) {
    case 'formAction':
      return formAction;
    case 'input': {
      const form = runtime.form();
      const item = form && argument.source ? findInput(form, argument.source) : undefined;
      return item ? runtime.formState().values[item.content.id] : undefined;
    }
    default:
      return argument.source === undefined ? undefined : convert(argument.source, argument.valueType);
  }
}

/** A named argument as text; undefined when absent or empty. */
export function text(
  runtime: FlowRuntime,
  action: Action,
  name: string,
  formAction: FormAction,
): string | undefined {
  const value = resolve(runtime, argumentOf(action, name), formAction);
  return value === undefined || value === null || value === '' ? undefined : String(value);
}

/** A named argument as a number; `fallback` when absent or not a number. */
export function number(runtime: FlowRuntime, action: Action, name: string, fallback: number): number {
  const value = Number(resolve(runtime, argumentOf(action, name), null));
  return Number.isFinite(value) && argumentOf(action, name) ? value : fallback;
}

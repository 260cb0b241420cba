// The answers of the form on screen (spec 001 §3.1 "Client-side input", §5): each input's value as the person
// entered it, its pristine value (what the server sent), its errors and chosen files. Pure functions over an
// immutable state: validation on blur and on submit with the shared rules of @wysh/forms (the server's rule
// codes; the words come from the copy when shown), typing clears the field's errors, server errors land on their fields by id, and the outgoing
// values follow @wysh/forms/outgoing. A failed submission changes nothing here, so nothing typed is lost.
import type { FieldResponse, Form, InputItem, Item } from '@wysh/forms/protocol';
import { toOutgoingValue } from '@wysh/forms/outgoing';
import { isValidationCode } from '@wysh/domain/validation';
import { validateInput, type ValidationContext } from '@wysh/forms/validate';
import type { FieldProblem } from '../../../shared/lib/user-error';
import { formatTaxId, numericText } from './masks';

export interface FormState {
  values: Readonly<Record<string, unknown>>;
  pristine: Readonly<Record<string, unknown>>;
  /** Per field: rule codes (words looked up when shown, lib/validation-text) or words the server gave. */
  errors: Readonly<Record<string, readonly string[]>>;
  /** Files chosen in upload inputs and not uploaded yet (uploadDocumentsToCloud sends them). */
  files: Readonly<Record<string, readonly File[]>>;
}

/** The tax id's wire value: `{ keyId, ciphertext }` made in the browser (see encrypt-sensitive). */
export type EncryptTaxId = (digits: string) => Promise<{ keyId: string; ciphertext: string }>;

export function isInputItem(item: Item): item is InputItem {
  return item.type.startsWith('input');
}

export function inputItems(form: Pick<Form, 'items'>): InputItem[] {
  return form.items.filter(isInputItem);
}

/** An input by its item key or its field id (action arguments name either). */
export function findInput(form: Pick<Form, 'items'>, keyOrId: string): InputItem | undefined {
  const inputs = inputItems(form);
  return inputs.find((item) => item.key === keyOrId) ?? inputs.find((item) => item.content.id === keyOrId);
}

/** The value an input starts from, in the shape its component edits. */
function startValue(item: InputItem): unknown {
  switch (item.type) {
    case 'inputText':
    case 'inputDate':
      return item.content.value ?? '';
    case 'inputNumeric':
      return numericText(item.content.value, item.content);
    case 'inputTaxId':
      // Never sent by the server; a prefilled one shows masked and stays on file unless retyped.
      return '';
    default:
      return item.content.value;
  }
}

export function initialFormState(form: Pick<Form, 'items'>): FormState {
  const values = Object.fromEntries(inputItems(form).map((item) => [item.content.id, startValue(item)]));
  return { values, pristine: values, errors: {}, files: {} };
}

/** A new value for one field; the person typing clears that field's errors. */
export function setFieldValue(state: FormState, fieldId: string, value: unknown): FormState {
  const { [fieldId]: _cleared, ...errors } = state.errors;
  return { ...state, values: { ...state.values, [fieldId]: value }, errors };
}

export function setFieldFiles(state: FormState, fieldId: string, files: readonly File[]): FormState {
  const { [fieldId]: _cleared, ...errors } = state.errors;
  return { ...state, files: { ...state.files, [fieldId]: files }, errors };
}

/** The first problem with one input's current value, by the shared rules. */
export function problemOf(item: InputItem, state: FormState, context: ValidationContext): string | null {
  const value = state.values[item.content.id];
  // Files chosen but not yet uploaded count towards a required upload and its limit.
  if (item.type === 'inputDirectUpload') {
    const pending = (state.files[item.content.id] ?? []).map((file) => file.name);
    return validateInput(item, [...((value as string[] | undefined) ?? []), ...pending], context);
  }
  return validateInput(item, value, context);
}

/** On blur: the field's problem shows, unless an error (the server's, say) already shows until typing. */
export function blurField(state: FormState, item: InputItem, context: ValidationContext): FormState {
  const id = item.content.id;
  if ((state.errors[id]?.length ?? 0) > 0) return state;
  const problem = problemOf(item, state, context);
  return problem ? { ...state, errors: { ...state.errors, [id]: [problem] } } : state;
}

/** On submit: every field checked; the first invalid one (in form order) is named, to be focused. */
export function validateAllFields(
  state: FormState,
  form: Pick<Form, 'items'>,
  context: ValidationContext,
): { state: FormState; firstInvalid: string | null } {
  const errors: Record<string, readonly string[]> = {};
  let firstInvalid: string | null = null;
  for (const item of inputItems(form)) {
    const problem = problemOf(item, state, context);
    if (problem) {
      errors[item.content.id] = [problem];
      firstInvalid ??= item.content.id;
    }
  }
  return { state: { ...state, errors }, firstInvalid };
}

/** A server's field problem as the form holds it: its rule code when it names one (words looked up when shown). */
function shownProblem(problem: FieldProblem): string {
  return problem.code !== undefined && isValidationCode(problem.code) ? problem.code : problem.message;
}

/**
 * Server errors onto their fields (by field id); those of unknown fields are left out. A rule code is kept (the
 * copy gives its words, as for the browser's own rules); other refusals keep the server's words.
 */
export function applyFieldErrors(
  state: FormState,
  form: Pick<Form, 'items'>,
  problems: readonly FieldProblem[],
): { state: FormState; applied: FieldProblem[] } {
  const known = new Set(inputItems(form).map((item) => item.content.id));
  const applied = problems.filter((problem) => known.has(problem.field));
  const errors: Record<string, readonly string[]> = { ...state.errors };
  for (const problem of applied)
    errors[problem.field] = [...(errors[problem.field] ?? []), shownProblem(problem)];
  return { state: { ...state, errors }, applied };
}

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) =>
    same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

export function isFieldChanged(state: FormState, fieldId: string): boolean {
  return !same(state.values[fieldId], state.pristine[fieldId]) || (state.files[fieldId]?.length ?? 0) > 0;
}

/** Some answer differs from what the server sent (formUnsavedDiffWarning). */
export function isDirty(state: FormState): boolean {
  const ids = new Set([...Object.keys(state.values), ...Object.keys(state.files)]);
  return [...ids].some((id) => isFieldChanged(state, id));
}

/** After a saved response: what was sent is the new pristine state, and the clear SSN is forgotten. */
export function afterSave(state: FormState, form: Pick<Form, 'items'>): FormState {
  const values = { ...state.values };
  for (const item of inputItems(form)) if (item.type === 'inputTaxId') values[item.content.id] = '';
  return { values, pristine: values, errors: {}, files: {} };
}

/** " *" after required labels, unless every input of the form is required. */
export function marksRequired(form: Pick<Form, 'items'>): boolean {
  const inputs = inputItems(form);
  return inputs.some((item) => item.content.required) && !inputs.every((item) => item.content.required);
}

/** The answers as createResponse takes them (spec 001 §5 outgoing values; the SSN encrypted). */
export async function buildFieldResponses(
  form: Pick<Form, 'items'>,
  state: FormState,
  encryptTaxId: EncryptTaxId,
): Promise<FieldResponse[]> {
  const responses: FieldResponse[] = [];
  for (const item of inputItems(form)) {
    const raw = state.values[item.content.id];
    let value: unknown;
    if (item.type === 'inputTaxId') {
      const digits = typeof raw === 'string' ? raw.replace(/\D/g, '') : '';
      value = digits === '' ? null : await encryptTaxId(formatTaxId(digits).replace(/-/g, ''));
    } else {
      value = toOutgoingValue(item, raw);
    }
    responses.push({
      fieldId: item.content.id,
      inputType: item.type,
      required: item.content.required,
      value,
    });
  }
  return responses;
}

/** Today as "yyyy-MM-dd" on the person's own calendar (birthdates and date ranges depend on it). */
export function localToday(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

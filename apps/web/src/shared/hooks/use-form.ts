// Form state for the fixed forms (spec 001 §5): validation on blur and on submit, typing clears the field's
// error, server field errors land on their fields. Rules come from packages/domain/validation and answer rule
// codes; a field holds its code (or the words a server error gave), shown through the copy (lib/validation-text).
import { useCallback, useId, useMemo, useState, type ChangeEvent } from 'react';
import type { ValidationCode } from '@wysh/domain/validation';

export type FormValues = Record<string, string | boolean>;
/** A field's rules: the code of the first one broken (words are looked up when shown), or null. */
export type Validator<V extends FormValues> = (values: V) => ValidationCode | null;
type Errors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

interface Options<V extends FormValues> {
  initialValues: V;
  /** One validator per field: the first problem of its rules (domain's firstProblem), or null. */
  validators?: Partial<Record<keyof V & string, Validator<V>>>;
  /** Fields whose blur validation waits for the submit (e.g. a confirmation typed before the password). */
  skipBlur?: ReadonlyArray<keyof V & string>;
}

export function useForm<V extends FormValues>({ initialValues, validators = {}, skipBlur = [] }: Options<V>) {
  const formId = useId();
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrorsState] = useState<Errors<V>>({});

  const idOf = useCallback((name: keyof V & string) => `${formId}-${name}`, [formId]);

  const validateField = useCallback(
    (name: keyof V & string, current: V): string | null => validators[name]?.(current) ?? null,
    [validators],
  );

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrorsState((previous) => {
      if (!(name in previous)) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  }, []);

  const setErrors = useCallback(
    (next: Errors<V>) => setErrorsState((previous) => ({ ...previous, ...next })),
    [],
  );

  /** Validates every field; focuses the first one with a problem. True when the form may be sent. */
  const validateAll = useCallback((): boolean => {
    const found: Errors<V> = {};
    for (const name of Object.keys(validators) as Array<keyof V & string>) {
      const problem = validateField(name, values);
      if (problem) found[name] = problem;
    }
    setErrorsState(found);
    const first = (Object.keys(values) as Array<keyof V & string>).find((name) => found[name]);
    if (first) document.getElementById(idOf(first))?.focus();
    return first === undefined;
  }, [validators, validateField, values, idOf]);

  /** Shows server field errors on their fields (unknown fields are ignored) and focuses the first. */
  const applyFieldErrors = useCallback(
    (fields: ReadonlyArray<{ field: string; message: string }>): boolean => {
      const known = fields.filter((item) => item.field in values);
      if (known.length === 0) return false;
      setErrorsState(Object.fromEntries(known.map((item) => [item.field, item.message])) as Errors<V>);
      document.getElementById(idOf(known[0]!.field as keyof V & string))?.focus();
      return true;
    },
    [values, idOf],
  );

  const text = useCallback(
    (name: keyof V & string) => ({
      id: idOf(name),
      name,
      value: String(values[name] ?? ''),
      error: errors[name] ?? null,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(name, event.target.value as V[typeof name]),
      onBlur: () => {
        // An error already shown (the server's, say) stays until the person types.
        if (skipBlur.includes(name) || errors[name]) return;
        const problem = validateField(name, values);
        if (problem) setErrors({ [name]: problem } as Errors<V>);
      },
    }),
    [idOf, values, errors, setValue, skipBlur, validateField, setErrors],
  );

  const checkbox = useCallback(
    (name: keyof V & string) => ({
      id: idOf(name),
      name,
      checked: Boolean(values[name]),
      error: errors[name] ?? null,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(name, event.target.checked as V[typeof name]),
    }),
    [idOf, values, errors, setValue],
  );

  const dirty = useMemo(
    () => (Object.keys(initialValues) as Array<keyof V>).some((name) => values[name] !== initialValues[name]),
    [initialValues, values],
  );

  return { values, errors, setValue, setErrors, validateAll, applyFieldErrors, text, checkbox, dirty };
}

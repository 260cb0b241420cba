// The fixed forms (login, create account, password reset, the phone code; spec 001 §5) on react-hook-form, with
// the domain's rules as its resolver. What the person sees: a field is checked when they leave it (unless the
// form waits for the submit, as a confirmation typed before its password does) and every field on submit, which
// focuses the first one with a problem; typing clears the field's problem; server field errors land on their
// fields. react-hook-form keeps the values, problems and dirtiness; this file binds them to the shared field
// components (ids, aria wiring and the words come from there).
import { useCallback, useId, useMemo, useState, type ChangeEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type Path,
  type PathValue,
} from 'react-hook-form';
import { domainResolver, type FieldRules } from './domain-resolver';

export type FixedFormValues = Record<string, string | boolean>;

interface Options<V extends FixedFormValues> {
  defaultValues: V;
  /** One rule chain per field: the first problem of its rules (domain's firstProblem), or null. */
  rules?: FieldRules<V>;
  /** Fields whose blur check waits for the submit (e.g. a confirmation typed before the password). */
  skipBlur?: ReadonlyArray<keyof V & string>;
}

type Name<V> = keyof V & string;

function messageOf<V extends FixedFormValues>(errors: FieldErrors<V>, name: Name<V>): string | null {
  const error = errors[name] as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : null;
}

const NO_RULES = {};
const NO_SKIP: ReadonlyArray<never> = [];

export function useFixedForm<V extends FixedFormValues>({
  defaultValues,
  rules = NO_RULES,
  skipBlur = NO_SKIP,
}: Options<V>) {
  const formId = useId();
  // The form's fields in their order (the first problem is focused); fixed at the first render, like the defaults.
  const [names] = useState(() => Object.keys(defaultValues) as Array<Name<V>>);
  const resolver = useMemo(() => domainResolver(rules), [rules]);
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
    // Checks run when this hook asks (blur, submit), never on react-hook-form's own events.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = { ...defaultValues, ...(useWatch({ control: form.control }) as Partial<V>) };
  // Read during render so that react-hook-form re-renders when they change.
  const { errors, isDirty } = form.formState;
  const { setValue: setFormValue, clearErrors, setError, trigger, handleSubmit } = form;

  const idOf = useCallback((name: Name<V>) => `${formId}-${name}`, [formId]);
  const focus = useCallback((name: Name<V>) => document.getElementById(idOf(name))?.focus(), [idOf]);

  /** Sets a value as the person would: it makes the form dirty and clears the field's problem. */
  const setValue = useCallback(
    <K extends Name<V>>(name: K, value: V[K]) => {
      setFormValue(name as unknown as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
      clearErrors(name as unknown as Path<V>);
    },
    [setFormValue, clearErrors],
  );

  /** Checks every field; focuses the first with a problem (in the form's order) or sends the values on. */
  const submit = useCallback(
    (onValid: (values: V) => unknown) =>
      handleSubmit(
        (valid) => onValid(valid),
        (found) => {
          const first = names.find((name) => name in found);
          if (first) focus(first);
        },
      )(),
    [handleSubmit, focus, names],
  );

  /** Shows server field errors on their fields (unknown fields are ignored) and focuses the first. */
  const applyFieldErrors = useCallback(
    (fields: ReadonlyArray<{ field: string; message: string }>): boolean => {
      const known = fields.filter((item) => names.includes(item.field as Name<V>));
      if (known.length === 0) return false;
      clearErrors();
      for (const { field, message } of known) setError(field as Path<V>, { type: 'server', message });
      focus(known[0]!.field as Name<V>);
      return true;
    },
    [clearErrors, setError, focus, names],
  );

  const text = (name: Name<V>) => ({
    id: idOf(name),
    name,
    value: String(values[name] ?? ''),
    error: messageOf(errors, name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value as V[typeof name]),
    onBlur: () => {
      // A problem already shown (the server's, say) stays until the person types.
      if (skipBlur.includes(name) || messageOf(errors, name)) return;
      void trigger(name as unknown as Path<V>);
    },
  });

  const checkbox = (name: Name<V>) => ({
    id: idOf(name),
    name,
    checked: Boolean(values[name]),
    error: messageOf(errors, name),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, event.target.checked as V[typeof name]),
  });

  return { values, setValue, submit, applyFieldErrors, focus, text, checkbox, dirty: isDirty };
}

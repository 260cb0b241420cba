// A react-hook-form resolver over the domain's input rules (packages/domain/validation, spec 001 §5): each field
// has one rule chain answering its first problem (firstProblem) or null, so the browser shows the same words the
// server answers with. A few lines instead of a schema library in the pages that a first visit loads.
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The first problem of a field's rules given every value of the form (a confirmation reads its password). */
export type FieldRule<V> = (values: V) => string | null;
export type FieldRules<V> = Partial<Record<keyof V & string, FieldRule<V>>>;

/** Runs every field's rules; react-hook-form keeps the ones it asked for (a blur asks for one field). */
export function domainResolver<V extends FieldValues>(rules: FieldRules<V>): Resolver<V> {
  return (values) => {
    const errors: Record<string, FieldError> = {};
    for (const [name, rule] of Object.entries(rules) as Array<[string, FieldRule<V> | undefined]>) {
      const problem = rule?.(values) ?? null;
      if (problem !== null) errors[name] = { type: 'domain', message: problem };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<V> };
  };
}

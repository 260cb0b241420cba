// createResponse (spec 001 §4.2): saves the answers of the form on screen (the SSN encrypted in the browser).
// When the next action is nextForm, it asks the server to move on in the same request (next: true, with the
// criteria nextForm would send) and leaves the next form for nextForm to show: a press is one round trip.
import type { FieldProblem } from '../../../../../shared/lib/user-error';
import { afterSave, buildFieldResponses } from '../../form-state';
import { fail, proceed, standardError } from '../outcomes';
import type { Command } from '../types';
import { isNextForm, nextCriteria } from './navigation';

const createResponse: Command = async (context, _action, formAction, rest) => {
  const { runtime, deps, chain } = context;
  const form = runtime.form();
  if (!form) return standardError('No form is shown.');
  runtime.setFormError(null);
  const fieldResponses = await buildFieldResponses(form, runtime.formState(), deps.encryptTaxId);
  const nextAction = isNextForm(rest[0]) ? rest[0] : null;
  const result = await deps.api.createResponse({
    flowSessionId: runtime.session().id,
    formIdentifier: form.slug,
    fieldResponses,
    ...(nextAction ? { next: true, criteria: nextCriteria(runtime, nextAction, formAction) } : {}),
  });
  if (result.validationErrors.length > 0 || result.error) {
    const fields: FieldProblem[] =
      result.validationErrors.length > 0
        ? result.validationErrors.map((error) => ({
            field: error.fieldId,
            message: error.message,
            code: error.code,
          }))
        : (result.error?.fields ?? []);
    return fail({
      code: result.error?.code ?? 'VALIDATION_FAILED',
      message: result.error?.message ?? result.validationErrors[0]?.fullMessage ?? 'VALIDATION_FAILED',
      fullMessage: result.validationErrors[0]?.fullMessage ?? result.error?.message ?? null,
      fields,
    });
  }
  // Saved: what was sent is pristine now, and the clear SSN is forgotten.
  runtime.setFormState(afterSave(runtime.formState(), form));
  if (result.flowSession) runtime.setSession(result.flowSession);
  chain.prefetchedNext = nextAction && result.next ? { action: nextAction, result: result.next } : null;
  return proceed();
};

export const responseCommands = { createResponse };

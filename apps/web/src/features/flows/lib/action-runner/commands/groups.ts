// The api groups of a form (spec 001 §3.1 "Group detail"): executeGroupApi runs the named groups (or every api
// group), createAcknowledgements those of the ticked boxes. Each runs its mutation by key (one of the
// protocol's GROUP_MUTATION_KEYS) with a body built from the fixed mutationBody and the inputs it names; the
// mutation's field errors land on the inputs they came from.
import { isGroupMutationKey } from '@wysh/forms/group-mutations';
import { toOutgoingValue } from '@wysh/forms/outgoing';
import type { Form, Group } from '@wysh/forms/protocol';
import { UserErrorFailure } from '../../../../../shared/lib/user-error';
import { findInput, inputItems, type FormState } from '../../form-state';
import { fail, proceed, standardError, toFailure, type Outcome } from '../outcomes';
import { resolve } from '../arguments';
import type { Command, CommandContext } from '../types';

function groupPayload(group: Group, form: Form, state: FormState): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...(group.mutationBody ?? {}) };
  for (const name of group.mutationVariables ?? []) {
    const item = findInput(form, name);
    if (item && item.type !== 'inputTaxId')
      payload[name] = toOutgoingValue(item, state.values[item.content.id]);
  }
  return payload;
}

/** Runs one api group's mutation; null when it went through (its response kept under the group's key). */
async function runGroup(
  { runtime, deps }: CommandContext,
  form: Form,
  group: Group,
): Promise<Outcome | null> {
  const key = group.mutationKey;
  if (!key) return standardError(`Group "${group.key}" names no mutation.`);
  if (!isGroupMutationKey(key))
    return fail({
      code: 'MUTATION_NOT_ALLOWED',
      message: `Group "${group.key}" names unknown mutation "${key}".`,
    });
  try {
    const response = await deps.api.executeGroupMutation({
      flowSessionId: runtime.session().id,
      mutationKey: key,
      inputPayload: groupPayload(group, form, runtime.formState()),
    });
    runtime.setGroupResponse(group.key, response);
    return null;
  } catch (error) {
    // The mutation's fields are the body's keys: put them on the inputs they came from.
    if (error instanceof UserErrorFailure && error.fields.length > 0)
      return fail({
        code: error.code,
        message: error.message,
        fullMessage: error.message,
        fields: error.fields.map((field) => ({
          field: findInput(form, field.field)?.content.id ?? field.field,
          message: field.message,
        })),
      });
    return fail(toFailure(error));
  }
}

function apiGroup(form: Form, key: string): Group | undefined {
  return form.groups.find((candidate) => candidate.key === key && candidate.type === 'api');
}

/** Runs the groups in order, up to the first that fails or is not there. */
async function runGroups(context: CommandContext, form: Form, keys: readonly string[]): Promise<Outcome> {
  for (const key of keys) {
    const group = apiGroup(form, key);
    if (!group) return standardError(`No api group "${key}".`);
    const failed = await runGroup(context, form, group);
    if (failed) return failed;
  }
  return proceed();
}

const executeGroupApi: Command = async (context, action, formAction) => {
  const form = context.runtime.form();
  if (!form) return standardError('No form is shown.');
  const named = action.command.arguments
    .map((argument) => resolve(context.runtime, argument, formAction))
    .filter((value): value is string => typeof value === 'string' && value !== '');
  // Every group named must be there before any runs.
  const missing = named.find((key) => !apiGroup(form, key));
  if (missing !== undefined) return standardError(`No api group "${missing}".`);
  const keys =
    named.length > 0 ? named : form.groups.filter((group) => group.type === 'api').map((group) => group.key);
  return runGroups(context, form, keys);
};

const createAcknowledgements: Command = async (context) => {
  const form = context.runtime.form();
  if (!form) return standardError('No form is shown.');
  const state = context.runtime.formState();
  const keys = inputItems(form).flatMap((item) =>
    item.type === 'inputCheckbox' && state.values[item.content.id] === true
      ? item.content.acknowledgementGroupKeys
      : [],
  );
  return runGroups(context, form, keys);
};

export const groupCommands = { executeGroupApi, createAcknowledgements };

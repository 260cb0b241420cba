// The start-up checks of flow definitions: each form against FormSchema (@wysh/forms/protocol), each flow
// against the flow schema below, and the references between them (rule targets, edit actions, api groups,
// profile bindings, text placeholders, reachability). Every problem names its flow and form.
import { z } from 'zod';
import { conditionProblem, fieldsOf } from '@wysh/domain/conditions';
import {
  FLOW_SCOPES,
  FormSchema,
  TERMINAL_BEHAVIORS,
  type Action,
  type Form,
  type InputItem,
  type ItemType,
} from '@wysh/forms/protocol';
import { DISPLAY_KEYS, profileFieldOf, type ProfileField } from '../profile/applicant.service.ts';
import { reachableForms } from './branching.ts';
import {
  EDIT_ACTION_PREFIX,
  FINISH,
  type Condition,
  RUNNABLE_GROUP_MUTATIONS,
  type FlowDefinition,
  type FlowLeaf,
  type FormDefinition,
} from './flow-definition.ts';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case');
/** Form slugs are kebab-case too, except the spec's interview questions (have_a_license), which are snake_case. */
const formSlug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$|^[a-z0-9]+(_[a-z0-9]+)*$/, 'must be kebab-case or snake_case');

const FlowLeafSchema = z.union([
  z.strictObject({ action: z.string().min(1) }),
  z.strictObject({ scope: z.enum(FLOW_SCOPES) }),
]);

/** A condition of the domain's language (checked by its own conditionProblem) or one of the flow's leaves. */
const ConditionSchema = z.custom<Condition>().superRefine((value, context) => {
  const problem = conditionProblem(value, (leaf) => FlowLeafSchema.safeParse(leaf).success);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

export const FlowDefinitionSchema = z.strictObject({
  slug,
  terminalBehavior: z.enum(TERMINAL_BEHAVIORS),
  defaultScope: z.enum(FLOW_SCOPES),
  authLevel: z.enum(['identified', 'verified']).optional(),
  sealedAnswers: z.array(z.string().min(1)).optional(),
  forms: z
    .array(
      z.strictObject({
        form: z.looseObject({ slug: formSlug }),
        next: z
          .array(
            z.strictObject({
              when: z.union([ConditionSchema, z.array(ConditionSchema).min(1)]),
              form: z.string().min(1),
            }),
          )
          .optional(),
        otherwise: z.string().min(1).optional(),
        rejectUnchanged: z.boolean().optional(),
      }),
    )
    .min(1, 'has no forms'),
});

/** Which item type a bound profile field must be (and for gender, which option values it may offer). */
const BINDING_TYPES: Record<ProfileField, ItemType> = {
  firstName: 'inputText',
  middleName: 'inputText',
  lastName: 'inputText',
  suffix: 'inputText',
  birthdate: 'inputDate',
  gender: 'inputSingleSelect',
  'address.street1': 'inputText',
  'address.street2': 'inputText',
  'address.city': 'inputText',
  'address.state': 'inputText',
  'address.postalCode': 'inputText',
  phoneNumber: 'inputText',
  taxId: 'inputTaxId',
};
const GENDERS = ['male', 'female'];

const issueText = (issue: z.core.$ZodIssue) =>
  issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;

export const formId = (flowSlug: string, formSlug: string) => `${flowSlug}/${formSlug}`;

/** The form as sent (FormSchema's output), or its problems. */
export function parseForm(flowSlug: string, definition: FormDefinition): Form | string[] {
  const parsed = FormSchema.safeParse({
    ...definition.form,
    id: formId(flowSlug, definition.form.slug),
    flow: { slug: flowSlug },
  });
  return parsed.success ? parsed.data : parsed.error.issues.map(issueText);
}

function actionsOf(form: Form): Action[] {
  return [
    ...form.items.flatMap((item) =>
      item.type === 'button' || item.type === 'listRow' ? item.content.actions : [],
    ),
    ...(form.leadingNavigationButton?.actions ?? []),
    ...(form.expiration?.actions ?? []),
  ];
}

function textsOf(form: Form): string[] {
  return form.items.flatMap((item) => {
    if (item.type === 'text') return [item.content.text, item.content.html ?? ''];
    if (item.type === 'listRow')
      return [
        item.content.leadingColumn.text,
        item.content.leadingColumn.subtext ?? '',
        item.content.trailingColumn?.text ?? '',
      ];
    return [];
  });
}

const inputsOf = (form: Form) =>
  form.items.filter((item): item is InputItem => item.type.startsWith('input'));

/** The problems of one flow's forms and references, given the flow's parsed forms. */
function checkReferences(flow: FlowDefinition, forms: Map<string, Form>): string[] {
  const problems: string[] = [];
  const slugs = new Set(flow.forms.map((definition) => definition.form.slug));
  const fieldIds = new Set(
    [...forms.values()].flatMap((form) => inputsOf(form).map((item) => item.content.id)),
  );

  for (const definition of flow.forms) {
    const where = `form "${definition.form.slug}"`;
    const problem = (message: string) => problems.push(`${where}: ${message}`);
    for (const target of [
      ...(definition.next ?? []).map((rule) => rule.form),
      definition.otherwise ?? FINISH,
    ]) {
      if (target !== FINISH && !slugs.has(target))
        problem(`next form "${target}" is not a form of this flow`);
    }
    for (const rule of definition.next ?? []) {
      for (const condition of Array.isArray(rule.when) ? rule.when : [rule.when]) {
        for (const field of fieldsOf<FlowLeaf>(condition))
          if (!fieldIds.has(field) && !profileFieldOf(field))
            problem(`a rule reads field "${field}", which no form of this flow asks for`);
      }
    }
    const form = forms.get(definition.form.slug);
    if (!form) continue;
    const inputs = inputsOf(form);
    const inputKeys = new Set(inputs.map((item) => item.key));
    const apiGroups = new Set(form.groups.filter((group) => group.type === 'api').map((group) => group.key));

    let bound = 0;
    for (const item of inputs) {
      const field = profileFieldOf(item.content.id);
      if (field === 'unknown') problem(`field "${item.content.id}" is not a profile field the profile knows`);
      else if (field) {
        bound += 1;
        if (BINDING_TYPES[field] !== item.type)
          problem(`field "${item.content.id}" must be an ${BINDING_TYPES[field]}, not an ${item.type}`);
        if (item.type === 'inputSingleSelect' && field === 'gender') {
          const stray = item.content.options.find((option) => !GENDERS.includes(option.value));
          if (stray) problem(`gender option "${stray.value}" is not male or female`);
        }
      } else if (item.type === 'inputTaxId') {
        problem(
          `tax id field "${item.content.id}" must be bound to profile.taxId (answers never hold an SSN)`,
        );
      }
    }
    if (definition.rejectUnchanged && bound === 0)
      problem('rejectUnchanged needs fields bound to the profile');

    for (const group of form.groups.filter((candidate) => candidate.type === 'api')) {
      if (!(RUNNABLE_GROUP_MUTATIONS as readonly string[]).includes(group.mutationKey ?? ''))
        problem(
          `api group "${group.key}" names mutation "${group.mutationKey}", which the server does not run`,
        );
      for (const variable of group.mutationVariables ?? []) {
        if (!inputKeys.has(variable)) problem(`api group "${group.key}" reads unknown input "${variable}"`);
      }
    }
    for (const action of actionsOf(form)) {
      const { destination, arguments: args } = action.command;
      for (const argument of args) {
        if (argument.sourceType === 'input' && !inputKeys.has(argument.source ?? ''))
          problem(`${destination} names unknown input "${argument.source}"`);
        const value = argument.source ?? '';
        if (destination === 'setFormAction' && value.startsWith(EDIT_ACTION_PREFIX)) {
          const target = value.slice(EDIT_ACTION_PREFIX.length);
          if (!slugs.has(target)) problem(`edit action names "${target}", which is not a form of this flow`);
        }
        if (
          (destination === 'executeGroupApi' || destination === 'createAcknowledgements') &&
          !apiGroups.has(value)
        )
          problem(`${destination} names unknown api group "${value}"`);
      }
    }
    for (const words of textsOf(form)) {
      for (const [, key] of words.matchAll(/\{(\w+)\}/g)) {
        if (!(DISPLAY_KEYS as readonly string[]).includes(key!))
          problem(`text names unknown value {${key}} (known: ${DISPLAY_KEYS.join(', ')})`);
      }
    }
  }

  const textFields = new Set(
    [...forms.values()].flatMap((form) =>
      inputsOf(form)
        .filter((item) => item.type === 'inputText' && !profileFieldOf(item.content.id))
        .map((item) => item.content.id),
    ),
  );
  for (const field of flow.sealedAnswers ?? []) {
    if (!textFields.has(field))
      problems.push(`sealed answer "${field}" is not a text input of this flow (outside the profile)`);
  }

  const reachable = reachableForms(
    flow.forms.map((definition) => ({ ...definition, slug: definition.form.slug })),
  );
  for (const definition of flow.forms) {
    if (!reachable.has(definition.form.slug))
      problems.push(`form "${definition.form.slug}": no rule or order leads to it`);
  }
  return problems;
}

/** Every problem of the definitions, each naming its flow (and form); empty when all is well. */
export function checkFlowDefinitions(definitions: readonly FlowDefinition[]): string[] {
  const problems: string[] = [];
  const flowSlugs = new Set<string>();
  const formOwners = new Map<string, string>();
  for (const flow of definitions) {
    const name = `Flow "${flow.slug}"`;
    const shape = FlowDefinitionSchema.safeParse(flow);
    if (!shape.success) {
      for (const issue of shape.error.issues) {
        const [top, index, ...rest] = issue.path;
        const formSlug =
          top === 'forms' && typeof index === 'number' ? flow.forms[index]?.form?.slug : undefined;
        problems.push(
          formSlug === undefined
            ? `${name}: ${issueText(issue)}`
            : `${name}, form "${formSlug}": ${issueText({ ...issue, path: rest })}`,
        );
      }
      continue;
    }
    if (flowSlugs.has(flow.slug)) problems.push(`${name}: the slug repeats`);
    flowSlugs.add(flow.slug);

    const forms = new Map<string, Form>();
    for (const definition of flow.forms) {
      const formSlug = definition.form.slug;
      const where = `${name}, form "${formSlug}"`;
      if (formSlug === FINISH) problems.push(`${where}: "${FINISH}" is reserved`);
      const owner = formOwners.get(formSlug);
      if (owner) problems.push(`${where}: the slug is already a form of flow "${owner}"`);
      formOwners.set(formSlug, flow.slug);
      const parsed = parseForm(flow.slug, definition);
      if (Array.isArray(parsed)) problems.push(...parsed.map((issue) => `${where}: ${issue}`));
      else forms.set(formSlug, parsed);
    }
    problems.push(...checkReferences(flow, forms).map((problem) => `${name}, ${problem}`));
  }
  return problems;
}

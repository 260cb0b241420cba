// The flows the server runs, compiled once at start-up from their definitions. A definition with any problem
// stops the start (FlowDefinitionError lists every problem, each naming its flow and form).
import type { FlowScope, Form, InputItem, TerminalBehavior } from '@wysh/forms/protocol';
import { profileFieldOf, type ProfileField } from '../profile/applicant.service.ts';
import type { BranchingForm } from './branching.ts';
import { checkFlowDefinitions, parseForm } from './definition-checks.ts';
import type { FlowDefinition } from './flow-definition.ts';

export type CompiledInput = { item: InputItem; binding: ProfileField | null };

export type CompiledForm = {
  slug: string;
  /** FormSchema's output, defaults filled in: what is sent, before the user's values are put in. */
  form: Form;
  inputs: CompiledInput[];
  /** Every input of the flow by field id: a review's {answer.<field>} shows another form's answer. */
  flowInputs: ReadonlyMap<string, InputItem>;
  rejectUnchanged: boolean;
};

export type CompiledFlow = {
  slug: string;
  terminalBehavior: TerminalBehavior;
  defaultScope: FlowScope;
  authLevel: 'identified' | 'verified';
  /** The field ids whose answers are sealed at rest (sealed-answers.ts). */
  sealedAnswers: ReadonlySet<string>;
  /** In definition order; the first is where a session starts. */
  forms: CompiledForm[];
  branching: BranchingForm[];
  form(slug: string): CompiledForm | undefined;
};

export type FlowRegistry = { flow(slug: string): CompiledFlow | undefined; flows: CompiledFlow[] };

export class FlowDefinitionError extends Error {
  override name = 'FlowDefinitionError';
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Broken flow definitions:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

function compile(definition: FlowDefinition): CompiledFlow {
  const flowInputs = new Map<string, InputItem>();
  const forms = definition.forms.map((formDefinition): CompiledForm => {
    const form = parseForm(definition.slug, formDefinition) as Form;
    const inputs = form.items
      .filter((item): item is InputItem => item.type.startsWith('input'))
      .map((item) => ({ item, binding: profileFieldOf(item.content.id) as ProfileField | null }));
    for (const { item } of inputs)
      if (!flowInputs.has(item.content.id)) flowInputs.set(item.content.id, item);
    return {
      slug: form.slug,
      form,
      inputs,
      flowInputs,
      rejectUnchanged: formDefinition.rejectUnchanged ?? false,
    };
  });
  const bySlug = new Map(forms.map((form) => [form.slug, form]));
  return {
    slug: definition.slug,
    terminalBehavior: definition.terminalBehavior,
    defaultScope: definition.defaultScope,
    authLevel: definition.authLevel ?? 'identified',
    sealedAnswers: new Set(definition.sealedAnswers ?? []),
    forms,
    branching: definition.forms.map((form) => ({
      slug: form.form.slug,
      next: form.next,
      otherwise: form.otherwise,
    })),
    form: (slug) => bySlug.get(slug),
  };
}

export function createFlowRegistry(definitions: readonly FlowDefinition[]): FlowRegistry {
  const problems = checkFlowDefinitions(definitions);
  if (problems.length > 0) throw new FlowDefinitionError(problems);
  const flows = definitions.map(compile);
  const bySlug = new Map(flows.map((flow) => [flow.slug, flow]));
  return { flow: (slug) => bySlug.get(slug), flows };
}

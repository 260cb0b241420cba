// What a flow definition is (definitions/<slug>.ts): the flow's record, its forms in order, and for each form
// the rules that pick the form after it from the saved answers. Forms are written in the input shapes of
// FormSchema (@wysh/forms/protocol): defaults are filled in when the definitions are checked at start-up.
//
// Branching, as read top to bottom:
//   { form: { slug: 'birthdate', ... },
//     next: [{ when: { field: 'profile.birthdate', ageUnder: 18 }, form: 'too-young' }],
//     otherwise: 'gender' }
// The first rule whose conditions all hold wins; else `otherwise`; else the form after it in the list; after the
// last form (or `otherwise: FINISH`) the flow is finished.
import type { z } from 'zod';
import type { Condition as DomainCondition } from '@wysh/domain/conditions';
import type { GroupMutationKey } from '@wysh/forms/group-mutations';
import type { FlowScope, FormSchema, TerminalBehavior } from '@wysh/forms/protocol';

/** Where a rule or `otherwise` sends the session when no form is left. Not a form slug (the check refuses it). */
export const FINISH = 'finish';

/** A form as written in a definition: its id and flow are filled in from the flow. */
export type FormInput = Omit<z.input<typeof FormSchema>, 'id' | 'flow'>;

/** The flow's own leaves of the condition language: the action the client passed on (criteria.action), the scope. */
export type FlowLeaf = { action: string } | { scope: FlowScope };

/**
 * One condition of the domain's condition language (@wysh/domain/conditions: comparisons, age from a birthdate,
 * all/any/not) over the answers saved so far (a field id of any form of the flow, or a bound profile field:
 * `profile.<field>`), plus the flow's own leaves.
 */
export type Condition = DomainCondition<FlowLeaf>;

/** When every condition holds (one, or a list meaning all of them), go to `form` (or FINISH). */
export type Rule = { when: Condition | readonly Condition[]; form: string };

export type FormDefinition = {
  form: FormInput;
  next?: readonly Rule[];
  otherwise?: string;
  /**
   * createResponse answers NO_CHANGE ("Sorry, your information was not changed") when no bound answer differs
   * from the profile: the account area's edits.
   */
  rejectUnchanged?: boolean;
};

export type FlowDefinition = {
  slug: string;
  terminalBehavior: TerminalBehavior;
  defaultScope: FlowScope;
  /** The session level a caller needs (default identified): the account area's flows need verified. */
  authLevel?: 'identified' | 'verified';
  /**
   * Text answers kept sealed at rest (a driver's licence number), by field id: flow_responses holds them encrypted
   * under the server's data key (sealed-answers.ts); the flow's use cases read them in clear.
   */
  sealedAnswers?: readonly string[];
  forms: readonly FormDefinition[];
};

/** The edit action a review row passes on: jump to that form and, once answered, come back. */
export const EDIT_ACTION_PREFIX = 'edit:';

/**
 * The group mutations of the protocol (GROUP_MUTATION_KEYS of @wysh/forms) that executeGroupMutation runs today
 * and an api group may name; the others are refused (MUTATION_NOT_ALLOWED) until their issue builds them.
 */
export const RUNNABLE_GROUP_MUTATIONS = [
  'createPhoneNumber',
  'createAcknowledgement',
] as const satisfies readonly GroupMutationKey[];

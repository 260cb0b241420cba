import { builder } from '../../graphql/base/builder.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import { payloadOf, UserErrorRef } from '../../graphql/base/user-error.ts';
import type { FormFieldError } from './answers.ts';
import { fieldErrorFullMessage, fieldErrorMessage } from './field-error-words.ts';
import type { FlowSessionView, FlowView } from './flow-access.ts';
import type { CreateResponseResult } from './responses.service.ts';
import type { CreateFlowSessionResult, FetchFormResult } from './flow-sessions.service.ts';

const FlowScope = builder.enumType('FlowScope', {
  values: {
    NEW_POLICY: { value: 'new_policy' },
    POLICY_HOLDER: { value: 'policy_holder' },
    COVERAGE_ADJUSTMENT: { value: 'coverage_adjustment' },
    REINSTATEMENT: { value: 'reinstatement' },
  } as const,
});
const TerminalBehavior = builder.enumType('TerminalBehavior', {
  values: { FINISH: { value: 'finish' }, EXIT: { value: 'exit' } } as const,
});
const FormDirection = builder.enumType('FormDirection', {
  values: { NEXT: { value: 'next' }, PREVIOUS: { value: 'previous' }, RELOAD: { value: 'reload' } } as const,
});

const FlowRef = builder.objectRef<FlowView>('Flow').implement({
  description: 'A server-driven flow: an ordered set of forms with branching rules.',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    terminalBehavior: t.expose('terminalBehavior', { type: TerminalBehavior }),
    defaultScope: t.expose('defaultScope', { type: FlowScope }),
  }),
});

const FlowSessionRef = builder.objectRef<FlowSessionView>('FlowSession').implement({
  description: "One user's run through one flow in one scope, kept on the server.",
  fields: (t) => ({
    id: t.exposeID('id'),
    flowSlug: t.exposeString('flowSlug'),
    flowScope: t.expose('flowScope', { type: FlowScope }),
    formIndex: t.exposeInt('formIndex', {
      description: '0 on the first form; +1 per NEXT, -1 per PREVIOUS.',
    }),
    currentFormSlug: t.exposeString('currentFormSlug', {
      nullable: true,
      description: 'Null once finished.',
    }),
    finished: t.exposeBoolean('finished'),
  }),
});

const FormFieldErrorRef = builder.objectRef<FormFieldError>('FormFieldError').implement({
  description: 'A refused answer: the rule (code), its words (message), and label + words (fullMessage).',
  fields: (t) => ({
    fieldId: t.exposeString('fieldId'),
    code: t.exposeString('code'),
    message: t.string({ resolve: (error) => fieldErrorMessage(error) }),
    fullMessage: t.string({ resolve: (error) => fieldErrorFullMessage(error) }),
  }),
});

const FlowSessionPayload = builder
  .objectRef<Payload<CreateFlowSessionResult>>('FlowSessionPayload')
  .implement({
    fields: (t) => ({
      flowSession: t.expose('flowSession', { type: FlowSessionRef, nullable: true }),
      flow: t.expose('flow', { type: FlowRef, nullable: true, description: 'The flow the session runs.' }),
      form: t.expose('form', {
        type: 'JSON',
        nullable: true,
        description: 'The form the session is on (as fetchForm RELOAD answers it): a start is one request.',
      }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const FetchFormPayload = builder.objectRef<Payload<FetchFormResult>>('FetchFormPayload').implement({
  fields: (t) => ({
    form: t.expose('form', {
      type: 'JSON',
      nullable: true,
      description:
        'The form (FormSchema of packages/forms), with saved answers filled in; null once finished.',
    }),
    flowSession: t.expose('flowSession', { type: FlowSessionRef, nullable: true }),
    error: t.expose('error', { type: UserErrorRef, nullable: true }),
  }),
});

/** createResponse's payload: beside a refusal, the session as it stands and the refused answers. */
function createResponsePayload(result: CreateResponseResult) {
  const payload = payloadOf(result, ({ flowSession, validationErrors }) => ({
    flowSession,
    validationErrors,
  }));
  return {
    ...payload,
    flowSession: payload.flowSession ?? null,
    validationErrors: payload.validationErrors ?? [],
    next: result.ok && result.value.next ? payloadOf(result.value.next) : null,
  };
}

const CreateResponsePayload = builder
  .objectRef<ReturnType<typeof createResponsePayload>>('CreateResponsePayload')
  .implement({
    fields: (t) => ({
      flowSession: t.expose('flowSession', { type: FlowSessionRef, nullable: true }),
      validationErrors: t.expose('validationErrors', {
        type: [FormFieldErrorRef],
        description: 'One per refused field; empty on success.',
      }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
      next: t.expose('next', {
        type: FetchFormPayload,
        nullable: true,
        description:
          'Asked for (next: true) and saved: what fetchForm NEXT answers (the next form, or its error), so a press is one request.',
      }),
    }),
  });

const ExecuteGroupMutationPayload = builder
  .objectRef<Payload<{ response: unknown }>>('ExecuteGroupMutationPayload')
  .implement({
    fields: (t) => ({
      response: t.expose('response', { type: 'JSON', nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const CreateFlowSessionInput = builder.inputType('CreateFlowSessionInput', {
  fields: (t) => ({
    flowId: t.id({ required: true }),
    fromStart: t.boolean({ required: true, defaultValue: false }),
    flowScope: t.field({ type: FlowScope }),
  }),
});
const FormCriteriaInput = builder.inputType('FormCriteriaInput', {
  fields: (t) => ({
    action: t.string({
      description: 'What an earlier setFormAction passed on, e.g. "edit:insurance-profile-name".',
    }),
    formScope: t.string(),
    flowScope: t.field({ type: FlowScope }),
  }),
});
const FetchFormInput = builder.inputType('FetchFormInput', {
  fields: (t) => ({
    flowSessionId: t.id({ required: true }),
    direction: t.field({ type: FormDirection, required: true }),
    currentFormIdentifier: t.string({ description: 'The slug the client shows; NEXT and PREVIOUS need it.' }),
    criteria: t.field({ type: FormCriteriaInput }),
    target: t.string({ description: 'RELOAD only: a form this session has shown, or "previous".' }),
  }),
});
const FieldResponseInput = builder.inputType('FieldResponseInput', {
  fields: (t) => ({
    fieldId: t.string({ required: true }),
    inputType: t.string({ required: true }),
    required: t.boolean({ required: true }),
    value: t.field({ type: 'JSON' }),
  }),
});
const CreateResponseInput = builder.inputType('CreateResponseInput', {
  fields: (t) => ({
    flowSessionId: t.id({ required: true }),
    formIdentifier: t.string({
      required: true,
      description: "The slug of the form answered: the session's current form.",
    }),
    fieldResponses: t.field({ type: [FieldResponseInput], required: true }),
    next: t.boolean({
      required: true,
      defaultValue: false,
      description: 'Once saved, move on as fetchForm NEXT would (with criteria) and answer the next form.',
    }),
    criteria: t.field({ type: FormCriteriaInput }),
  }),
});
const ExecuteGroupMutationInput = builder.inputType('ExecuteGroupMutationInput', {
  fields: (t) => ({
    flowSessionId: t.id(),
    mutationKey: t.string({ required: true }),
    inputPayload: t.field({ type: 'JSON', required: true }),
  }),
});

builder.queryField('flow', (t) =>
  t.field({
    type: FlowRef,
    nullable: true,
    description: 'A flow by slug; null for an unknown slug.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, { slug }, { services, viewer }) =>
      services.flowSessions.flow(await viewer(), slug),
  }),
);

builder.mutationFields((t) => ({
  createFlowSession: t.field({
    type: FlowSessionPayload,
    description:
      "Resumes the caller's unfinished session of the flow in the scope, or starts one (fromStart: anew).",
    args: { input: t.arg({ type: CreateFlowSessionInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.flowSessions.createFlowSession(await viewer(), {
          ...input,
          flowId: String(input.flowId),
        }),
      ),
  }),
  fetchForm: t.field({
    type: FetchFormPayload,
    args: { input: t.arg({ type: FetchFormInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.flowSessions.fetchForm(await viewer(), {
          ...input,
          flowSessionId: String(input.flowSessionId),
        }),
      ),
  }),
  createResponse: t.field({
    type: CreateResponsePayload,
    description:
      'Saves the answers of the current form, all or nothing, checked by the rules the browser runs.',
    args: { input: t.arg({ type: CreateResponseInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      createResponsePayload(
        await services.responses.createResponse(await viewer(), {
          ...input,
          flowSessionId: String(input.flowSessionId),
        }),
      ),
  }),
  executeGroupMutation: t.field({
    type: ExecuteGroupMutationPayload,
    description: 'Runs an api group of a form by mutation key: createPhoneNumber, createAcknowledgement.',
    args: { input: t.arg({ type: ExecuteGroupMutationInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.groupMutations.executeGroupMutation(await viewer(), {
          ...input,
          flowSessionId:
            input.flowSessionId === null || input.flowSessionId === undefined
              ? null
              : String(input.flowSessionId),
        }),
      ),
  }),
}));

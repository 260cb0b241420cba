// createAcknowledgement (spec 001 §7.1): the user accepts the current version of a document or disclosure in the
// context of their insurance application or membership; the payload names the version recorded.
import { builder } from '../../graphql/base/builder.ts';
import { payloadOf, UserErrorRef, type UserErrorShape } from '../../graphql/base/user-error.ts';
import type { AcknowledgementView } from './acknowledgements.service.ts';

const AcknowledgementRef = builder.objectRef<AcknowledgementView>('Acknowledgement').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    recordId: t.exposeID('recordId'),
    recordType: t.exposeString('recordType', { description: 'document or disclosure.' }),
    recordVersion: t.exposeInt('recordVersion', { description: 'The exact version accepted.' }),
    contextId: t.exposeID('contextId'),
    contextType: t.exposeString('contextType', {
      description: 'InsuranceApplication or InsuranceMembership.',
    }),
    acknowledgedAt: t.exposeString('acknowledgedAt'),
  }),
});

const CreateAcknowledgementInput = builder.inputType('CreateAcknowledgementInput', {
  fields: (t) => ({
    recordId: t.id({ required: true }),
    recordType: t.string({ required: true, description: 'document or disclosure.' }),
    contextId: t.id({ required: true }),
    contextType: t.string({ required: true, description: 'InsuranceApplication or InsuranceMembership.' }),
  }),
});

const CreateAcknowledgementPayload = builder
  .objectRef<{
    acknowledgement?: AcknowledgementView;
    success: boolean;
    error?: UserErrorShape | null;
  }>('CreateAcknowledgementPayload')
  .implement({
    fields: (t) => ({
      acknowledgement: t.expose('acknowledgement', { type: AcknowledgementRef, nullable: true }),
      success: t.exposeBoolean('success'),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

builder.mutationField('createAcknowledgement', (t) =>
  t.field({
    type: CreateAcknowledgementPayload,
    description: 'Records that the user accepts the current version of a document or disclosure.',
    args: { input: t.arg({ type: CreateAcknowledgementInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(await services.acknowledgements.createAcknowledgement(await viewer(), input)),
  }),
);

const CreateAcknowledgementsPayload = builder
  .objectRef<{
    acknowledgements?: AcknowledgementView[];
    success: boolean;
    error?: UserErrorShape | null;
  }>('CreateAcknowledgementsPayload')
  .implement({
    fields: (t) => ({
      acknowledgements: t.expose('acknowledgements', { type: [AcknowledgementRef], nullable: true }),
      success: t.exposeBoolean('success'),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

builder.mutationField('createAcknowledgements', (t) =>
  t.field({
    type: CreateAcknowledgementsPayload,
    description:
      "The purchase's acknowledgements, one per document or disclosure: all are recorded, or none (one bad " +
      'record rejects the batch).',
    args: { input: t.arg({ type: [CreateAcknowledgementInput], required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(await services.acknowledgements.createAcknowledgements(await viewer(), input)),
  }),
);

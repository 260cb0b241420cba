// A policyholder's pending beneficiary changes, their history and the claims packet over GraphQL
// (beneficiary-changes.service.ts): thin resolvers; failures are payload errors.
import { builder } from '../../graphql/base/builder.ts';
import { payloadOf, UserErrorRef, type UserErrorShape } from '../../graphql/base/user-error.ts';
import { BeneficiaryRef, id, payloadType } from './beneficiaries.graphql.ts';
import type { BeneficiaryChangeView } from './beneficiary-changes.service.ts';

const ChangeRef = builder.objectRef<BeneficiaryChangeView>('BeneficiaryChange').implement({
  description:
    "A change of a policy's beneficiaries: issue (at purchase) or change (confirmed by the owner), with its set.",
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'issue or change.' }),
    status: t.exposeString('status', { description: 'pending or applied.' }),
    policyId: t.exposeID('policyId'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    appliedAt: t.expose('appliedAt', { type: 'DateTime', nullable: true }),
    documentVersion: t.exposeInt('documentVersion', {
      nullable: true,
      description: 'The beneficiary-terms version the owner accepted.',
    }),
    beneficiaries: t.expose('beneficiaries', { type: [BeneficiaryRef] }),
  }),
});

builder.queryField('beneficiaryChanges', (t) =>
  t.field({
    type: [ChangeRef],
    description:
      "The history of the policy's beneficiaries, newest first: every applied change and a pending one.",
    args: { lineOfBusiness: t.arg.string() },
    resolve: async (_root, args, { services, viewer }) =>
      services.beneficiaryChanges.beneficiaryChanges(await viewer(), args),
  }),
);

const ConfirmInput = builder.inputType('ConfirmBeneficiaryChangesInput', {
  fields: (t) => ({
    lineOfBusiness: t.string({ description: 'Defaults to wysh-insurance.' }),
    acknowledgementId: t.id({
      required: true,
      description: "The user's createAcknowledgement of the current beneficiary-terms document.",
    }),
  }),
});
const DiscardInput = builder.inputType('DiscardBeneficiaryChangesInput', {
  fields: (t) => ({ lineOfBusiness: t.string({ description: 'Defaults to wysh-insurance.' }) }),
});
const ConfirmPayload = payloadType('ConfirmBeneficiaryChangesPayload');
const DiscardPayload = payloadType('DiscardBeneficiaryChangesPayload');

builder.mutationField('confirmBeneficiaryChanges', (t) =>
  t.field({
    type: ConfirmPayload,
    description:
      "Applies the pending change to a policy's beneficiaries (ConfirmBeneficiaryChangesModal), with the " +
      'acknowledgement of the current beneficiary-terms version.',
    args: { input: t.arg({ type: ConfirmInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.beneficiaryChanges.confirmBeneficiaryChanges(await viewer(), {
          lineOfBusiness: input.lineOfBusiness,
          acknowledgementId: id(input.acknowledgementId),
        }),
      ),
  }),
);

builder.mutationField('discardBeneficiaryChanges', (t) =>
  t.field({
    type: DiscardPayload,
    description: "Drops the pending change (SaveChangesModal's don't-save path); the policy's set stays.",
    args: { input: t.arg({ type: DiscardInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(await services.beneficiaryChanges.discardBeneficiaryChanges(await viewer(), input)),
  }),
);

const SendPacketInput = builder.inputType('SendBeneficiaryPacketInput', {
  fields: (t) => ({ beneficiaryId: t.id({ required: true }) }),
});
const SendPacketPayload = builder
  .objectRef<{ documentVersion?: number; success: boolean; error?: UserErrorShape | null }>(
    'SendBeneficiaryPacketPayload',
  )
  .implement({
    fields: (t) => ({
      documentVersion: t.exposeInt('documentVersion', {
        nullable: true,
        description: 'The beneficiary-packet version sent.',
      }),
      success: t.exposeBoolean('success'),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

builder.mutationField('sendBeneficiaryPacket', (t) =>
  t.field({
    type: SendPacketPayload,
    description: "E-mails the claims-instructions packet (a PDF) to the beneficiary's e-mail address.",
    args: { input: t.arg({ type: SendPacketInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.beneficiaryChanges.sendBeneficiaryPacket(await viewer(), {
          beneficiaryId: id(input.beneficiaryId),
        }),
      ),
  }),
);

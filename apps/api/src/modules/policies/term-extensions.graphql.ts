// Extending a term to 65 (issue 27): whether the policy offers it, the owner's request, and its four steps.
import { builder } from '../../graphql/base/builder.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import { payloadOf, UserErrorRef } from '../../graphql/base/user-error.ts';
import { ChangeRequestStatusRef } from './cover-increases.graphql.ts';
import { PolicyRef } from './policies.graphql.ts';
import type { TermExtensionRequestView, TermExtensionView } from './term-extensions.service.ts';

const TermExtensionRequestRef = builder
  .objectRef<TermExtensionRequestView>('TermExtensionRequest')
  .implement({
    description: "The owner's request to extend the term, and its decision.",
    fields: (t) => ({
      id: t.exposeID('id'),
      status: t.expose('status', { type: ChangeRequestStatusRef }),
      cover: t.expose('cover', { type: 'Cents' }),
      currentMonthlyPremium: t.expose('currentMonthlyPremium', { type: 'Cents' }),
      newMonthlyPremium: t.expose('newMonthlyPremium', {
        type: 'Cents',
        nullable: true,
        description: 'Offered or accepted: the premium from the extension’s first day.',
      }),
      newAnnualPremium: t.expose('newAnnualPremium', { type: 'Cents', nullable: true }),
      rateClass: t.exposeString('rateClass', { nullable: true }),
      rateVersion: t.exposeString('rateVersion', { nullable: true }),
      extendsFrom: t.exposeString('extendsFrom'),
      years: t.exposeInt('years'),
      coverEndsOn: t.exposeString('coverEndsOn', {
        description: 'yyyy-MM-dd: the last day of cover once extended.',
      }),
      offerExpiresOn: t.exposeString('offerExpiresOn', { nullable: true }),
      decidedOn: t.exposeString('decidedOn', { nullable: true }),
      closedReason: t.exposeString('closedReason', { nullable: true }),
    }),
  });

const TermExtensionRef = builder.objectRef<TermExtensionView>('TermExtension').implement({
  description:
    "Extending a term policy to age 65 (spec 000 §1): offered in the term's last year, priced at the insured's age " +
    'on its anniversary after a digital check-up.',
  fields: (t) => ({
    policyId: t.exposeID('policyId'),
    available: t.exposeBoolean('available', { description: 'It can be asked for today.' }),
    extendsFrom: t.exposeString('extendsFrom', { nullable: true }),
    years: t.exposeInt('years', { nullable: true }),
    attainedAge: t.exposeInt('attainedAge', { nullable: true }),
    coverEndsOn: t.exposeString('coverEndsOn', { nullable: true }),
    opensOn: t.exposeString('opensOn', {
      nullable: true,
      description: 'yyyy-MM-dd: the first day of the term’s last year, when it can be asked for.',
    }),
    request: t.expose('request', { type: TermExtensionRequestRef, nullable: true }),
  }),
});

builder.objectField(PolicyRef, 'termExtension', (t) =>
  t.field({
    type: TermExtensionRef,
    nullable: true,
    description:
      "The policy's extension to age 65: when it is offered, and the owner's request; only for the owner.",
    resolve: async (policy, _args, { services, viewer }) =>
      services.termExtensions.extensionOf(await viewer(), policy.id),
  }),
);

const TermExtensionPayloadRef = builder
  .objectRef<Payload<{ termExtension: TermExtensionView }>>('TermExtensionPayload')
  .implement({
    fields: (t) => ({
      termExtension: t.expose('termExtension', { type: TermExtensionRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const TermExtensionPolicyInput = builder.inputType('TermExtensionPolicyInput', {
  fields: (t) => ({ policyId: t.id({ required: true }) }),
});

type Step = 'requestExtension' | 'submitUnderwriting' | 'accept' | 'withdraw';
const STEPS: Array<[string, Step, string]> = [
  [
    'requestTermExtension',
    'requestExtension',
    'Asks to extend the term in its last year; the check-up comes next.',
  ],
  [
    'submitTermExtensionUnderwriting',
    'submitUnderwriting',
    "Decides the owner's check-up (the coverage_adjustment interview): offered, referred or declined.",
  ],
  [
    'acceptTermExtension',
    'accept',
    'confirm-update: accepts the offered price; cover runs to 65, the new premium from the anniversary.',
  ],
  ['withdrawTermExtension', 'withdraw', 'Cancels the extension (not while an underwriter reviews it).'],
];

builder.mutationFields((t) =>
  Object.fromEntries(
    STEPS.map(([name, step, description]) => [
      name,
      t.field({
        type: TermExtensionPayloadRef,
        description,
        args: { input: t.arg({ type: TermExtensionPolicyInput, required: true }) },
        resolve: async (_root, { input }, { services, viewer }) => {
          const made = await services.termExtensions[step](await viewer(), {
            policyId: String(input.policyId),
          });
          return payloadOf(made.ok ? { ok: true, value: { termExtension: made.value } } : made);
        },
      }),
    ]),
  ),
);

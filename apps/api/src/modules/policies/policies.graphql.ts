import { ok } from '@wysh/domain/result';
import { builder } from '../../graphql/base/builder.ts';
import { payloadOf, UserErrorRef, valueOf } from '../../graphql/base/user-error.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import { DocumentRef } from '../documents/documents.graphql.ts';
import { InsuranceMembershipRef } from '../memberships/memberships.graphql.ts';
import type { NextPayment, PolicyView } from './policies.views.ts';

const NextPaymentRef = builder.objectRef<NextPayment>('NextPayment').implement({
  fields: (t) => ({
    date: t.exposeString('date', { description: 'yyyy-MM-dd' }),
    invoiceId: t.exposeID('invoiceId', { nullable: true }),
    estimated: t.exposeBoolean('estimated', { description: 'True until the invoice is issued.' }),
  }),
});

const AccountsProductRef = builder.objectRef<PolicyView['accountsProduct']>('AccountsProduct').implement({
  description: "The policy's billing plan.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    amount: t.expose('amount', {
      type: 'Cents',
      description:
        "The premium per billing period: the next payment's (a pending change starting by then priced in).",
    }),
    billingFrequency: t.exposeString('billingFrequency'),
    nextPayment: t.expose('nextPayment', { type: NextPaymentRef, nullable: true }),
  }),
});

const PolicyClassificationRef = builder
  .objectRef<NonNullable<PolicyView['classification']>>('PolicyClassification')
  .implement({
    fields: (t) => ({ id: t.exposeString('id'), name: t.exposeString('name') }),
  });

const PolicyProductRef = builder.objectRef<{ slug: string }>('PolicyProduct').implement({
  fields: (t) => ({ slug: t.exposeString('slug') }),
});

export const PolicyRef = builder.objectRef<PolicyView>('Policy').implement({
  description:
    'A policy: pending while its first premium is unpaid, settling while a bank debit of it settles, active once ' +
    'paid (then it has a number).',
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label', { nullable: true, description: 'The policy number, once issued.' }),
    status: t.exposeString('status', {
      description: 'pending, settling, active, grace, lapsed, cancelled, terminated, expired or withdrawn.',
    }),
    amount: t.expose('amount', { type: 'Cents' }),
    termUnit: t.exposeString('termUnit'),
    termDuration: t.exposeInt('termDuration', { nullable: true, description: 'Null for accidental death.' }),
    insuredsAgeAtTerm: t.exposeInt('insuredsAgeAtTerm'),
    effectiveAt: t.expose('effectiveAt', { type: 'DateTime', nullable: true }),
    terminatesAt: t.exposeString('terminatesAt', { nullable: true, description: 'The last day of cover.' }),
    effectiveUntil: t.exposeString('terminatesAt', { nullable: true }),
    lapsesAt: t.exposeString('lapsesAt', {
      nullable: true,
      description:
        'yyyy-MM-dd. In grace: the last day of cover unless the past-due premiums are paid. Lapsed: the day it ended.',
    }),
    pausedAt: t.field({ type: 'DateTime', nullable: true, resolve: () => null }),
    classification: t.expose('classification', { type: PolicyClassificationRef, nullable: true }),
    product: t.field({ type: PolicyProductRef, resolve: (policy) => ({ slug: policy.productSlug }) }),
    productDetail: t.field({ type: PolicyProductRef, resolve: (policy) => ({ slug: policy.productSlug }) }),
    monthlyPremium: t.expose('monthlyPremium', { type: 'Cents' }),
    annualPremium: t.expose('annualPremium', { type: 'Cents' }),
    rateVersion: t.exposeString('rateVersion'),
    rulesVersion: t.exposeString('rulesVersion'),
    accountsProduct: t.expose('accountsProduct', { type: AccountsProductRef }),
    documents: t.field({
      type: [DocumentRef],
      description: 'The policy packet (empty until the job after the issue has made it).',
      resolve: async (policy, _args, { services, viewer }) =>
        services.documents.policyDocuments(await viewer(), policy.id),
    }),
  }),
});

const AcceptProductOfferingPayloadRef = builder
  .objectRef<Payload<{ policy: PolicyView }>>('AcceptProductOfferingPayload')
  .implement({
    fields: (t) => ({
      policy: t.expose('policy', { type: PolicyRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

builder.queryFields((t) => ({
  userPolicy: t.field({
    type: PolicyRef,
    nullable: true,
    description: "The viewer's policy in force, or the one that lapsed (status lapsed); null without one.",
    resolve: async (_root, _args, { services, viewer }) => services.policies.currentPolicy(await viewer()),
  }),
  pendingPolicy: t.field({
    type: PolicyRef,
    nullable: true,
    description: 'The policy being bought (its first premium unpaid), or null.',
    resolve: async (_root, _args, { services, viewer }) => services.policies.pendingPolicy(await viewer()),
  }),
  policy: t.field({
    type: PolicyRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, { services, viewer }) =>
      valueOf(await services.policies.policy(await viewer(), String(args.id))),
  }),
}));

builder.mutationFields((t) => ({
  acceptProductOffering: t.field({
    type: AcceptProductOfferingPayloadRef,
    description: 'Accepts the accidental-death offering: its pending policy and first invoice.',
    args: { input: t.arg({ type: AcceptProductOfferingInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.policies.acceptProductOffering(await viewer(), {
          offeringId: String(input.offeringId),
        }),
      ),
  }),
}));

const AcceptProductOfferingInput = builder.inputType('AcceptProductOfferingInput', {
  fields: (t) => ({ offeringId: t.id({ required: true }) }),
});

builder.objectField(InsuranceMembershipRef, 'activePolicy', (t) =>
  t.field({
    type: PolicyRef,
    nullable: true,
    resolve: async (_membership, _args, { services, viewer }) =>
      services.policies.activePolicy(await viewer()),
  }),
);

builder.objectField(InsuranceMembershipRef, 'pendingPolicy', (t) =>
  t.field({
    type: PolicyRef,
    nullable: true,
    resolve: async (_membership, _args, { services, viewer }) =>
      services.policies.pendingPolicy(await viewer()),
  }),
);

const UpdateBillingFrequencyPayloadRef = builder
  .objectRef<Payload<{ policy: PolicyView }>>('UpdateBillingFrequencyPayload')
  .implement({
    fields: (t) => ({
      policy: t.expose('policy', { type: PolicyRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const UpdateBillingFrequencyInput = builder.inputType('UpdateBillingFrequencyInput', {
  fields: (t) => ({
    policyId: t.id({ required: true }),
    billingFrequency: t.string({ required: true, description: 'monthly or annually.' }),
  }),
});

builder.mutationField('updateBillingFrequency', (t) =>
  t.field({
    type: UpdateBillingFrequencyPayloadRef,
    description:
      'Bills an active policy monthly or annually from its next due date not yet invoiced (BillingChargeFrequencyModal).',
    args: { input: t.arg({ type: UpdateBillingFrequencyInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) => {
      const updated = await services.policies.updateBillingFrequency(await viewer(), {
        policyId: String(input.policyId),
        billingFrequency: input.billingFrequency,
      });
      return payloadOf(updated.ok ? ok({ policy: updated.value }) : updated);
    },
  }),
);

// Customer service's servicing console (issue 27 item 5): a policy found by its number, and its cancellation at
// the owner's request. The support role only, in a verified session (FORBIDDEN otherwise).
import { builder } from '../../graphql/base/builder.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import { payloadOf, UserErrorRef } from '../../graphql/base/user-error.ts';
import type { CancellationView, ServicedPolicyView } from './cancellations.service.ts';
import { PolicyRef } from './policies.graphql.ts';

const CancellationKindRef = builder.enumType('PolicyCancellationKind', {
  values: {
    free_look: { description: 'Returned in its free look: void from the beginning, every premium refunded.' },
    end_of_paid_period: {
      description: 'After the free look: cover to the end of the paid period, nothing refunded.',
    },
  } as const,
});

const PolicyCancellationRef = builder.objectRef<CancellationView>('PolicyCancellation').implement({
  description: 'A policy cancelled at its owner’s request.',
  fields: (t) => ({
    kind: t.expose('kind', { type: CancellationKindRef }),
    requestedOn: t.exposeString('requestedOn', { description: 'yyyy-MM-dd' }),
    coverEndsOn: t.exposeString('coverEndsOn', {
      nullable: true,
      description: 'yyyy-MM-dd: the last day of cover; null when returned in the free look.',
    }),
    refundAmount: t.expose('refundAmount', { type: 'Cents' }),
    reason: t.exposeString('reason'),
  }),
});

builder.objectField(PolicyRef, 'cancellation', (t) =>
  t.expose('cancellation', {
    type: PolicyCancellationRef,
    nullable: true,
    description: 'Cancelled at the owner’s request (by customer service): how, and the last day of cover.',
  }),
);

const CancellingTodayRef = builder
  .objectRef<NonNullable<ServicedPolicyView['cancellingToday']>>('PolicyCancellingToday')
  .implement({
    description: 'What cancelling the policy today would do.',
    fields: (t) => ({
      kind: t.expose('kind', { type: CancellationKindRef }),
      refundAmount: t.expose('refundAmount', { type: 'Cents' }),
      coverEndsOn: t.exposeString('coverEndsOn', { nullable: true }),
    }),
  });

const PolicyHistoryEntryRef = builder
  .objectRef<ServicedPolicyView['history'][number]>('PolicyHistoryEntry')
  .implement({
    fields: (t) => ({
      event: t.exposeString('event'),
      toStatus: t.exposeString('toStatus'),
      reason: t.exposeString('reason'),
      occurredAt: t.expose('occurredAt', { type: 'DateTime' }),
    }),
  });

const PolicyRefundRef = builder.objectRef<ServicedPolicyView['refunds'][number]>('PolicyRefund').implement({
  description: 'Money given back on a policy, and where the refund stands at the provider.',
  fields: (t) => ({
    amount: t.expose('amount', { type: 'Cents' }),
    status: t.exposeString('status', { description: 'pending (to be sent), succeeded or failed.' }),
    method: t.exposeString('method', { description: '"Visa ending in 4242": where the money goes back.' }),
    providerRefundId: t.exposeString('providerRefundId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.objectField(PolicyRef, 'refunds', (t) =>
  t.field({
    type: [PolicyRefundRef],
    description: 'Money given back on the policy (returned in its free look), and where each refund stands.',
    resolve: async (policy, _args, { services, viewer }) =>
      services.cancellations.refundsOfOwnPolicy(await viewer(), policy.id),
  }),
);

builder.queryField('cancelledPolicy', (t) =>
  t.field({
    type: PolicyRef,
    nullable: true,
    description:
      "The viewer's latest policy when customer service cancelled it at their request and none has been in force " +
      'or lapsed since (the insurance home says what became of it); null otherwise.',
    resolve: async (_root, _args, { services, viewer }) => services.policies.cancelledPolicy(await viewer()),
  }),
);

export const ServicedPolicyRef = builder.objectRef<ServicedPolicyView>('ServicedPolicy').implement({
  description: 'A policy as customer service sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    productSlug: t.exposeString('productSlug'),
    status: t.exposeString('status'),
    ownerName: t.exposeString('ownerName'),
    ownerEmail: t.exposeString('ownerEmail', { nullable: true }),
    amount: t.expose('amount', { type: 'Cents' }),
    monthlyPremium: t.expose('monthlyPremium', { type: 'Cents' }),
    effectiveOn: t.exposeString('effectiveOn'),
    terminatesOn: t.exposeString('terminatesOn'),
    replacesCover: t.exposeBoolean('replacesCover'),
    freeLookEndsOn: t.exposeString('freeLookEndsOn'),
    paidThrough: t.exposeString('paidThrough', {
      description: 'yyyy-MM-dd: the last day the premiums paid cover.',
    }),
    cancellingToday: t.expose('cancellingToday', { type: CancellingTodayRef, nullable: true }),
    cancellation: t.expose('cancellation', { type: PolicyCancellationRef, nullable: true }),
    refunds: t.expose('refunds', { type: [PolicyRefundRef] }),
    history: t.expose('history', { type: [PolicyHistoryEntryRef] }),
  }),
});

builder.queryField('servicedPolicy', (t) =>
  t.field({
    type: ServicedPolicyRef,
    nullable: true,
    description: 'A policy by its number, for customer service (null when no policy has it).',
    args: { number: t.arg.string({ required: true }) },
    resolve: async (_root, args, { services, viewer }) =>
      services.cancellations.policyByNumber(await viewer(), args.number),
  }),
);

const CancelPolicyForCustomerInput = builder.inputType('CancelPolicyForCustomerInput', {
  fields: (t) => ({
    policyId: t.id({ required: true }),
    reason: t.string({ required: true, description: 'Why the owner is cancelling, in their words.' }),
  }),
});

const CancelPolicyForCustomerPayloadRef = builder
  .objectRef<Payload<{ policy: ServicedPolicyView }>>('CancelPolicyForCustomerPayload')
  .implement({
    fields: (t) => ({
      policy: t.expose('policy', { type: ServicedPolicyRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

builder.mutationField('cancelPolicyForCustomer', (t) =>
  t.field({
    type: CancelPolicyForCustomerPayloadRef,
    description:
      'Cancels a policy at its owner’s request (customer service): in the free look every premium is refunded and ' +
      'the policy is void; after it, cover runs to the end of the paid period and billing stops. Once per policy: ' +
      'asked again, it answers the cancellation that stands.',
    args: { input: t.arg({ type: CancelPolicyForCustomerInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) => {
      const cancelled = await services.cancellations.cancel(await viewer(), {
        policyId: String(input.policyId),
        reason: input.reason,
      });
      return payloadOf(cancelled.ok ? { ok: true, value: { policy: cancelled.value } } : cancelled);
    },
  }),
);

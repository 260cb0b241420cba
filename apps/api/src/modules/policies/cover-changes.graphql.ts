// Lowering cover in the app (issue 27): the policy's pending change, the editor's preview and the two mutations.
import { builder } from '../../graphql/base/builder.ts';
import { payloadOf, UserErrorRef } from '../../graphql/base/user-error.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import type { DecreasePreview } from './cover-changes.service.ts';
import { RepricedBreakdownRef } from '../quotes/quotes.graphql.ts';
import { PolicyRef } from './policies.graphql.ts';
import type { PendingUpdateView, PolicyView, TermsView } from './policies.views.ts';

const PolicyTermsRef = builder.objectRef<TermsView>('PolicyTerms').implement({
  description: "One version of a policy's terms.",
  fields: (t) => ({
    amount: t.expose('amount', { type: 'Cents' }),
    monthlyPremium: t.expose('monthlyPremium', { type: 'Cents' }),
    annualPremium: t.expose('annualPremium', { type: 'Cents' }),
    rateVersion: t.exposeString('rateVersion'),
  }),
});

const PendingPolicyUpdateRef = builder.objectRef<PendingUpdateView>('PendingPolicyUpdate').implement({
  description:
    'A change of the terms waiting for the next due date ("UPDATES PENDING"), beside the terms now.',
  fields: (t) => ({
    policyId: t.exposeID('policyId'),
    version: t.exposeInt('version'),
    effectiveOn: t.exposeString('effectiveOn', {
      description: 'yyyy-MM-dd: the due date it takes effect on.',
    }),
    current: t.expose('current', { type: PolicyTermsRef }),
    requested: t.expose('requested', { type: PolicyTermsRef }),
  }),
});

builder.objectField(PolicyRef, 'pendingUpdate', (t) =>
  t.expose('pendingUpdate', { type: PendingPolicyUpdateRef, nullable: true }),
);

builder.objectField(PolicyRef, 'breakdown', (t) =>
  t.expose('breakdown', {
    type: RepricedBreakdownRef,
    description: 'How the premium in force was computed: its filed rate, fee, class, age and rate version.',
  }),
);

const AdjustPolicyPayloadRef = builder.objectRef<Payload<DecreasePreview>>('AdjustPolicyPayload').implement({
  fields: (t) => ({
    amount: t.expose('amount', { type: 'Cents', nullable: true }),
    monthlyPremium: t.expose('monthlyPremium', { type: 'Cents', nullable: true }),
    annualPremium: t.expose('annualPremium', { type: 'Cents', nullable: true }),
    rateVersion: t.exposeString('rateVersion', { nullable: true }),
    effectiveOn: t.exposeString('effectiveOn', {
      nullable: true,
      description: 'yyyy-MM-dd: the next due date, when the lower cover would start.',
    }),
    breakdown: t.expose('breakdown', { type: RepricedBreakdownRef, nullable: true }),
    error: t.expose('error', { type: UserErrorRef, nullable: true }),
  }),
});

builder.queryField('adjustPolicy', (t) =>
  t.field({
    type: AdjustPolicyPayloadRef,
    description:
      "Prices a lower cover of the viewer's policy (its class, issue age and rate table kept) and says when it " +
      'would start, without saving. Raising cover answers UNDERWRITING_REQUIRED.',
    args: { policyId: t.arg.id({ required: true }), amount: t.arg({ type: 'Cents', required: true }) },
    resolve: async (_root, args, { services, viewer }) =>
      payloadOf(
        await services.coverChanges.previewDecrease(await viewer(), {
          policyId: String(args.policyId),
          amount: args.amount,
        }),
      ),
  }),
);

const CoverageAdjustmentPayloadRef = builder
  .objectRef<Payload<{ policy: PolicyView; effectiveOn?: string }>>('CoverageAdjustmentPayload')
  .implement({
    fields: (t) => ({
      policy: t.expose('policy', { type: PolicyRef, nullable: true }),
      effectiveOn: t.exposeString('effectiveOn', { nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const RequestCoverageAdjustmentInput = builder.inputType('RequestCoverageAdjustmentInput', {
  fields: (t) => ({
    policyId: t.id({ required: true }),
    amount: t.field({ type: 'Cents', required: true }),
  }),
});

const CancelPendingPolicyUpdatesInput = builder.inputType('CancelPendingPolicyUpdatesInput', {
  fields: (t) => ({ policyId: t.id({ required: true }) }),
});

builder.mutationFields((t) => ({
  requestCoverageAdjustment: t.field({
    type: CoverageAdjustmentPayloadRef,
    description:
      "Lowers the viewer's policy's cover from its next due date (a pending change until then). Refused while " +
      'another change is pending (CHANGE_PENDING), below the minimum, or for an increase (UNDERWRITING_REQUIRED).',
    args: { input: t.arg({ type: RequestCoverageAdjustmentInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) => {
      const who = await viewer();
      const made = await services.coverChanges.requestDecrease(who, {
        policyId: String(input.policyId),
        amount: input.amount,
      });
      if (!made.ok) return payloadOf(made);
      const policy = await services.policies.policy(who, made.value.policyId);
      return payloadOf(
        policy.ok
          ? { ok: true, value: { policy: policy.value, effectiveOn: made.value.effectiveOn } }
          : policy,
      );
    },
  }),
  cancelPendingPolicyUpdates: t.field({
    type: CoverageAdjustmentPayloadRef,
    description:
      'CancelPendingUpdatesModal: withdraws the pending change; it will not apply at the next payment.',
    args: { input: t.arg({ type: CancelPendingPolicyUpdatesInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) => {
      const who = await viewer();
      const withdrawn = await services.coverChanges.withdrawPendingChange(who, {
        policyId: String(input.policyId),
      });
      if (!withdrawn.ok) return payloadOf(withdrawn);
      const policy = await services.policies.policy(who, withdrawn.value.policyId);
      return payloadOf(policy.ok ? { ok: true, value: { policy: policy.value } } : policy);
    },
  }),
}));

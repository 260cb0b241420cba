// Raising cover in the app (issue 27): the policy's increase, and the four steps of the owner's request.
import { CHANGE_REQUEST_STATUSES } from '@wysh/domain/policy-changes/change-request-lifecycle';
import { builder } from '../../graphql/base/builder.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import { payloadOf, UserErrorRef } from '../../graphql/base/user-error.ts';
import type { CoverIncreaseView } from './cover-increases.service.ts';
import { PolicyRef } from './policies.graphql.ts';

export const ChangeRequestStatusRef = builder.enumType('CoverIncreaseStatus', {
  description:
    'underwriting: the interview is to be answered; referred: an underwriter reviews it (edits are blocked); ' +
    'offered: the new price waits for the owner (PENDING YOUR APPROVAL); accepted: the next terms version; ' +
    'declined, withdrawn, expired: the policy stays as it was.',
  values: Object.fromEntries(
    CHANGE_REQUEST_STATUSES.map((status) => [status.toUpperCase(), { value: status }]),
  ) as Record<
    Uppercase<(typeof CHANGE_REQUEST_STATUSES)[number]>,
    { value: (typeof CHANGE_REQUEST_STATUSES)[number] }
  >,
});

const CoverIncreaseRef = builder.objectRef<CoverIncreaseView>('CoverIncrease').implement({
  description: "A request to raise a policy's cover, and its decision.",
  fields: (t) => ({
    id: t.exposeID('id'),
    policyId: t.exposeID('policyId'),
    status: t.expose('status', { type: ChangeRequestStatusRef }),
    currentAmount: t.expose('currentAmount', { type: 'Cents', description: 'The cover when asked.' }),
    requestedAmount: t.expose('requestedAmount', {
      type: 'Cents',
      description: 'The cover asked for in all.',
    }),
    approvedAmount: t.expose('approvedAmount', { type: 'Cents', nullable: true }),
    currentMonthlyPremium: t.expose('currentMonthlyPremium', { type: 'Cents' }),
    newMonthlyPremium: t.expose('newMonthlyPremium', { type: 'Cents', nullable: true }),
    newAnnualPremium: t.expose('newAnnualPremium', { type: 'Cents', nullable: true }),
    addedMonthlyPremium: t.expose('addedMonthlyPremium', {
      type: 'Cents',
      nullable: true,
      description: 'What the added cover costs a month, priced at its own class and age.',
    }),
    rateClass: t.exposeString('rateClass', { nullable: true }),
    rateVersion: t.exposeString('rateVersion', { nullable: true }),
    effectiveOn: t.exposeString('effectiveOn', {
      nullable: true,
      description:
        'yyyy-MM-dd: accepted, when the new cover starts; offered, when it would if accepted today.',
    }),
    offerExpiresOn: t.exposeString('offerExpiresOn', { nullable: true }),
    decidedOn: t.exposeString('decidedOn', { nullable: true }),
    closedReason: t.exposeString('closedReason', { nullable: true }),
  }),
});

builder.objectField(PolicyRef, 'coverIncrease', (t) =>
  t.field({
    type: CoverIncreaseRef,
    nullable: true,
    description: "The policy's open request for more cover, else its newest; only for the policy's owner.",
    resolve: async (policy, _args, { services, viewer }) =>
      services.coverIncreases.increaseOf(await viewer(), policy.id),
  }),
);

const CoverIncreasePayloadRef = builder
  .objectRef<Payload<{ coverIncrease: CoverIncreaseView }>>('CoverIncreasePayload')
  .implement({
    fields: (t) => ({
      coverIncrease: t.expose('coverIncrease', { type: CoverIncreaseRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const RequestCoverIncreaseInput = builder.inputType('RequestCoverIncreaseInput', {
  fields: (t) => ({
    policyId: t.id({ required: true }),
    amount: t.field({ type: 'Cents', required: true, description: 'The cover wanted in all.' }),
  }),
});

const CoverIncreasePolicyInput = builder.inputType('CoverIncreasePolicyInput', {
  fields: (t) => ({ policyId: t.id({ required: true }) }),
});

builder.mutationFields((t) => ({
  requestCoverIncrease: t.field({
    type: CoverIncreasePayloadRef,
    description:
      'After UNDERWRITING_REQUIRED: asks for more cover; the coverage_adjustment interview comes next. Asked again ' +
      'before it is decided, the amount is updated. Refused during an underwriter review (POLICY_EDIT_BLOCKED).',
    args: { input: t.arg({ type: RequestCoverIncreaseInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) => {
      const made = await services.coverIncreases.requestIncrease(await viewer(), {
        policyId: String(input.policyId),
        amount: input.amount,
      });
      return payloadOf(made.ok ? { ok: true, value: { coverIncrease: made.value } } : made);
    },
  }),
  submitCoverIncreaseUnderwriting: t.field({
    type: CoverIncreasePayloadRef,
    description:
      "Decides the owner's coverage_adjustment interview for the policy's increase: offered, referred or declined.",
    args: { input: t.arg({ type: CoverIncreasePolicyInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) => {
      const made = await services.coverIncreases.submitUnderwriting(await viewer(), {
        policyId: String(input.policyId),
      });
      return payloadOf(made.ok ? { ok: true, value: { coverIncrease: made.value } } : made);
    },
  }),
  acceptCoverIncrease: t.field({
    type: CoverIncreasePayloadRef,
    description:
      'confirm-update (spec updateProductOffering): accepts the offered price; the new cover starts at the next due date.',
    args: { input: t.arg({ type: CoverIncreasePolicyInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) => {
      const made = await services.coverIncreases.accept(await viewer(), { policyId: String(input.policyId) });
      return payloadOf(made.ok ? { ok: true, value: { coverIncrease: made.value } } : made);
    },
  }),
  withdrawCoverIncrease: t.field({
    type: CoverIncreasePayloadRef,
    description:
      'Cancels the request for more cover (not while an underwriter reviews it); the policy stays as it is.',
    args: { input: t.arg({ type: CoverIncreasePolicyInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) => {
      const made = await services.coverIncreases.withdraw(await viewer(), {
        policyId: String(input.policyId),
      });
      return payloadOf(made.ok ? { ok: true, value: { coverIncrease: made.value } } : made);
    },
  }),
}));

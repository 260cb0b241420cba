// Reinstatement's GraphQL (spec 001 §3.3 reinstateable policy, §7.3 eligible reinstatement policies,
// requestReinstatement, createReinstatementInvoice): what the reinstatement page, offer and purchase screens read
// and do. The invoice is paid with payInvoice, like any other.
import { builder } from '../../graphql/base/builder.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import { payloadOf, UserErrorRef } from '../../graphql/base/user-error.ts';
import { InvoiceRef } from '../payments/payments.graphql.ts';
import type { InvoiceView } from '../payments/payments.views.ts';
import type { RequestOutcome } from './reinstatements.service.ts';
import type { ReinstateablePolicyView, ReinstatementRequestView } from './reinstatements.views.ts';

const ReinstatementRequestRef = builder
  .objectRef<ReinstatementRequestView>('ReinstatementRequest')
  .implement({
    description:
      'A reinstatement decision, as the rules made it on `decidedOn` (rules version and reason kept for ever).',
    fields: (t) => ({
      id: t.exposeID('id'),
      policyId: t.exposeID('policyId'),
      status: t.exposeString('status', {
        description:
          'offered (pay the invoice), underwriting (the interview first), completed, refused or expired.',
      }),
      underwritingRequired: t.exposeBoolean('underwritingRequired'),
      reason: t.exposeString('reason', { description: 'The stable code: REINSTATEMENT.ARREARS_ONLY...' }),
      message: t.exposeString('message'),
      rulesVersion: t.exposeString('rulesVersion'),
      decidedOn: t.exposeString('decidedOn', {
        description: 'yyyy-MM-dd, the business day it was decided on.',
      }),
      totalMissedPayments: t.expose('totalMissedPayments', { type: 'Cents', nullable: true }),
      interestDue: t.expose('interestDue', { type: 'Cents', nullable: true }),
      dueToday: t.expose('dueToday', { type: 'Cents', nullable: true }),
      missedPremiumCount: t.exposeInt('missedPremiumCount'),
      invoiceId: t.exposeID('invoiceId', { nullable: true }),
    }),
  });

const ReinstateablePolicyRef = builder.objectRef<ReinstateablePolicyView>('ReinstateablePolicy').implement({
  description: 'A lapsed policy that may be reinstated today, and what it takes (paying on today).',
  fields: (t) => ({
    id: t.exposeID('id'),
    policyNumber: t.exposeString('policyNumber', { nullable: true }),
    productSlug: t.exposeString('productSlug'),
    amount: t.expose('amount', { type: 'Cents', description: 'The cover.' }),
    insuredsAgeAtTerm: t.exposeInt('insuredsAgeAtTerm'),
    monthlyPremium: t.expose('monthlyPremium', { type: 'Cents' }),
    lapsedOn: t.exposeString('lapsedOn', {
      nullable: true,
      description: 'yyyy-MM-dd: the last day it covered (the end of grace).',
    }),
    underwritingRequired: t.exposeBoolean('underwritingRequired'),
    reason: t.exposeString('reason'),
    message: t.exposeString('message'),
    arrearsOnlyThrough: t.exposeString('arrearsOnlyThrough', {
      description: 'yyyy-MM-dd: the last day paying the missed premiums alone reinstates it.',
    }),
    windowEndsOn: t.exposeString('windowEndsOn'),
    totalMissedPremiums: t.expose('totalMissedPremiums', { type: 'Cents' }),
    interestDue: t.expose('interestDue', { type: 'Cents' }),
    dueToday: t.expose('dueToday', { type: 'Cents' }),
    missedPremiumCount: t.exposeInt('missedPremiumCount'),
    reinstatementRequest: t.expose('reinstatementRequest', {
      type: ReinstatementRequestRef,
      nullable: true,
    }),
  }),
});

const RequestReinstatementPayloadRef = builder
  .objectRef<Payload<RequestOutcome> & { success: boolean }>('RequestReinstatementPayload')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      status: t.exposeString('status', { nullable: true }),
      underwritingRequired: t.exposeBoolean('underwritingRequired', { nullable: true }),
      reinstatementRequest: t.field({
        type: ReinstatementRequestRef,
        nullable: true,
        resolve: (payload) => payload.request ?? null,
      }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const CreateReinstatementInvoicePayloadRef = builder
  .objectRef<Payload<{ invoice: InvoiceView; request: ReinstatementRequestView }> & { success: boolean }>(
    'CreateReinstatementInvoicePayload',
  )
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      invoice: t.expose('invoice', { type: InvoiceRef, nullable: true }),
      reinstatementRequest: t.field({
        type: ReinstatementRequestRef,
        nullable: true,
        resolve: (payload) => payload.request ?? null,
      }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const PolicyIdInput = (name: string) =>
  builder.inputType(name, { fields: (t) => ({ policyId: t.id({ required: true }) }) });
const RequestReinstatementInput = PolicyIdInput('RequestReinstatementInput');
const CreateReinstatementInvoiceInput = PolicyIdInput('CreateReinstatementInvoiceInput');

builder.queryFields((t) => ({
  eligibleReinstatementPolicies: t.field({
    type: [ReinstateablePolicyRef],
    description: "The viewer's lapsed policies that may be reinstated today (spec 001 §7.3).",
    resolve: async (_root, _args, { services, viewer }) =>
      services.reinstatements.eligiblePolicies(await viewer()),
  }),
  reinstateablePolicy: t.field({
    type: ReinstateablePolicyRef,
    nullable: true,
    args: { policyId: t.arg.id({ required: true }) },
    resolve: async (_root, args, { services, viewer }) =>
      services.reinstatements.reinstateablePolicy(await viewer(), String(args.policyId)),
  }),
}));

builder.mutationFields((t) => ({
  requestReinstatement: t.field({
    type: RequestReinstatementPayloadRef,
    description:
      'Decides, on today’s rules, whether and how the lapsed policy may be reinstated, and records it: ' +
      'offered (arrears only), underwriting required, or refused with the reason (a policy past every window ' +
      'is terminated).',
    args: { input: t.arg({ type: RequestReinstatementInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.reinstatements.requestReinstatement(await viewer(), {
          policyId: String(input.policyId),
        }),
      ),
  }),
  createReinstatementInvoice: t.field({
    type: CreateReinstatementInvoicePayloadRef,
    description:
      'The invoice of the open reinstatement offer (one line per missed premium), made once; pay it with payInvoice.',
    args: { input: t.arg({ type: CreateReinstatementInvoiceInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.reinstatements.createReinstatementInvoice(await viewer(), {
          policyId: String(input.policyId),
        }),
      ),
  }),
}));

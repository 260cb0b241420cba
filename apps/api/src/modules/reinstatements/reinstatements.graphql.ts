// Reinstatement's GraphQL (spec 001 §3.3 reinstateable policy, §7.3 eligible reinstatement policies,
// requestReinstatement, createReinstatementInvoice): what the reinstatement page, offer and purchase screens read
// and do. The invoice is paid with payInvoice, like any other.
import { builder } from '../../graphql/base/builder.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import { payloadOf, UserErrorRef } from '../../graphql/base/user-error.ts';
import { PremiumBreakdownRef } from '../estimates/estimates.graphql.ts';
import { InvoiceRef } from '../payments/payments.graphql.ts';
import type { InvoiceView } from '../payments/payments.views.ts';
import type { RequestOutcome } from './reinstatements.service.ts';
import type {
  ReinstateablePolicyView,
  ReinstatementOfferingView,
  ReinstatementRequestView,
} from './reinstatements.views.ts';

const ReinstatementPremiumRef = builder
  .objectRef<ReinstatementOfferingView['premiums'][number]>('ReinstatementPremium')
  .implement({
    fields: (t) => ({
      amount: t.expose('amount', { type: 'Cents' }),
      billingFrequency: t.exposeString('billingFrequency', {
        description: 'monthly: reinstatement bills monthly.',
      }),
    }),
  });

const ReinstatementOfferingRef = builder
  .objectRef<ReinstatementOfferingView>('ReinstatementProductsOffering')
  .implement({
    description:
      'The reinstatement offer to pay (spec 001 §3.3 productsOffering), its figures those of its day.',
    fields: (t) => ({
      id: t.exposeID('id'),
      status: t.exposeString('status', { description: 'pending (to pay), accepted (paid) or expired.' }),
      amount: t.expose('amount', { type: 'Cents', description: 'The cover.' }),
      insuredsAgeAtTerm: t.exposeInt('insuredsAgeAtTerm'),
      premiums: t.expose('premiums', { type: [ReinstatementPremiumRef] }),
      totalMissedPayments: t.expose('totalMissedPayments', { type: 'Cents' }),
      interestDue: t.expose('interestDue', { type: 'Cents' }),
      dueToday: t.expose('dueToday', { type: 'Cents' }),
      expiresAt: t.exposeString('expiresAt', { description: 'yyyy-MM-dd: the last day it may be paid.' }),
    }),
  });

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
      underwritingOutcome: t.exposeString('underwritingOutcome', {
        nullable: true,
        description:
          'approved, referred (an underwriter decides) or declined; null before or without underwriting.',
      }),
      underwritingResult: t.exposeString('underwritingResult', {
        nullable: true,
        description:
          'accepted, referred_to_underwriter or rejected_reinstatement (the coverage-denied variant).',
      }),
      closedReason: t.exposeString('closedReason', { nullable: true }),
      productsOffering: t.expose('productsOffering', { type: ReinstatementOfferingRef, nullable: true }),
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
    breakdown: t.expose('breakdown', {
      type: PremiumBreakdownRef,
      nullable: true,
      description: 'How its premium was priced at issue; null for accidental death (no class or term).',
    }),
  }),
});

/** A request's outcome: asking for a reinstatement, and submitting its underwriting, answer the same shape. */
const OutcomePayload = (name: string) =>
  builder.objectRef<Payload<RequestOutcome> & { success: boolean }>(name).implement({
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
const RequestReinstatementPayloadRef = OutcomePayload('RequestReinstatementPayload');

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

const SubmitReinstatementUnderwritingPayloadRef = OutcomePayload('SubmitReinstatementUnderwritingPayload');

const PolicyIdInput = (name: string) =>
  builder.inputType(name, { fields: (t) => ({ policyId: t.id({ required: true }) }) });
const RequestReinstatementInput = PolicyIdInput('RequestReinstatementInput');
const CreateReinstatementInvoiceInput = PolicyIdInput('CreateReinstatementInvoiceInput');
const SubmitReinstatementUnderwritingInput = PolicyIdInput('SubmitReinstatementUnderwritingInput');

builder.queryFields((t) => ({
  eligibleReinstatementPolicies: t.field({
    type: [ReinstateablePolicyRef],
    description: "The viewer's lapsed policies that may be reinstated today (spec 001 §7.3).",
    resolve: async (_root, _args, { services, viewer }) =>
      services.reinstatements.eligiblePolicies(await viewer()),
  }),
  newCoverageRefusal: t.string({
    nullable: true,
    description:
      'Why the viewer may not apply for new cover now (a reinstatement under way, spec 000 §8 "Reinstatement ' +
      'blocked"), or null. requestNewBusiness refuses with REINSTATEMENT.NEW_COVERAGE_BLOCKED and these words.',
    resolve: async (_root, _args, { services, viewer }) =>
      services.reinstatements.newCoverageRefusalFor(await viewer()),
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
  submitReinstatementUnderwriting: t.field({
    type: SubmitReinstatementUnderwritingPayloadRef,
    description:
      'Submits the reinstatement interview (answered in the reinstatement scope) of a policy whose reinstatement ' +
      'needs underwriting: approved, an offer of the missed premiums and interest (status offered); referred, ' +
      'an underwriter decides (status underwriting); declined, refused (underwritingResult rejected_reinstatement).',
    args: { input: t.arg({ type: SubmitReinstatementUnderwritingInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.reinstatements.submitReinstatementUnderwriting(await viewer(), {
          policyId: String(input.policyId),
        }),
      ),
  }),
  createReinstatementInvoice: t.field({
    type: CreateReinstatementInvoicePayloadRef,
    description:
      'The invoice of the open reinstatement offer (one line per missed premium, then the interest after ' +
      'underwriting), made once a day; pay it with payInvoice.',
    args: { input: t.arg({ type: CreateReinstatementInvoiceInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.reinstatements.createReinstatementInvoice(await viewer(), {
          policyId: String(input.policyId),
        }),
      ),
  }),
}));

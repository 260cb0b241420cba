import { cents, type Cents } from '@wysh/domain/money';
import { builder } from '../../graphql/base/builder.ts';
import type { Result } from '@wysh/domain/result';
import type { Payload } from '../../graphql/base/payload.ts';
import { payloadOf, UserErrorRef } from '../../graphql/base/user-error.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { InsuranceMembershipRef } from '../memberships/memberships.graphql.ts';
import type { CoverageEditorState, SliderMessage, SliderMetadata } from '@wysh/domain/coverage-editor-state';
import type { EstimateInputs, EstimateView, PremiumBreakdown, Priced } from './estimates.service.ts';

const BillingFrequency = builder.enumType('BillingFrequency', {
  values: { MONTHLY: { value: 'monthly' }, ANNUALLY: { value: 'annually' } } as const,
});
const TermUnit = builder.enumType('TermUnit', { values: { YEAR: { value: 'year' } } as const });
const Sex = builder.enumType('Sex', {
  values: { MALE: { value: 'male' }, FEMALE: { value: 'female' } } as const,
});

export const PremiumRef = builder.objectRef<Priced['premiums'][number]>('Premium').implement({
  fields: (t) => ({
    amount: t.expose('amount', { type: 'Cents' }),
    billingFrequency: t.expose('billingFrequency', { type: BillingFrequency }),
  }),
});

export const PremiumBreakdownRef = builder.objectRef<PremiumBreakdown>('PremiumBreakdown').implement({
  description:
    'How a premium was computed: annual = rate per $1,000 x cover / 1000 + policy fee; monthly = annual x factor.',
  fields: (t) => ({
    amount: t.expose('amount', { type: 'Cents' }),
    annualRatePer1000: t.exposeString('annualRatePer1000', { description: 'As filed, e.g. "0.4521".' }),
    annualPolicyFee: t.expose('annualPolicyFee', { type: 'Cents' }),
    monthlyFactor: t.exposeString('monthlyFactor'),
    rateClass: t.exposeString('rateClass'),
    rateVersion: t.exposeString('rateVersion'),
    issueAge: t.exposeInt('issueAge'),
    termDuration: t.exposeInt('termDuration'),
    annualPremium: t.expose('annualPremium', { type: 'Cents' }),
    monthlyPremium: t.expose('monthlyPremium', { type: 'Cents' }),
  }),
});

const EstimatePricingRef = builder.objectRef<Priced>('EstimatePricing').implement({
  description: 'A price for a cover and term, not saved (adjustEstimate, previewEstimate).',
  fields: (t) => ({
    amount: t.expose('amount', { type: 'Cents' }),
    termDuration: t.exposeInt('termDuration'),
    annualPremium: t.expose('annualPremium', { type: 'Cents' }),
    monthlyPremium: t.expose('monthlyPremium', { type: 'Cents' }),
    premiums: t.expose('premiums', { type: [PremiumRef] }),
    allocationsCoveredPercentage: t.exposeInt('allocationsCoveredPercentage'),
    insuredsAgeAtTerm: t.exposeInt('insuredsAgeAtTerm'),
    breakdown: t.expose('breakdown', { type: PremiumBreakdownRef }),
  }),
});

export const EstimateRef = builder.objectRef<EstimateView>('Estimate').implement({
  description: 'A saved term-life estimate (estimate datum), priced at the rate version it names.',
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.expose('amount', { type: 'Cents' }),
    termDuration: t.exposeInt('termDuration'),
    termUnit: t.expose('termUnit', { type: TermUnit }),
    health: t.exposeString('health'),
    tobacco: t.exposeBoolean('tobacco'),
    insuredsAgeAtTerm: t.exposeInt('insuredsAgeAtTerm'),
    premiums: t.expose('premiums', { type: [PremiumRef] }),
    annualPremium: t.expose('annualPremium', { type: 'Cents' }),
    monthlyPremium: t.expose('monthlyPremium', { type: 'Cents' }),
    allocationsCoveredPercentage: t.exposeInt('allocationsCoveredPercentage'),
    rateClass: t.exposeString('rateClass'),
    rateVersion: t.exposeString('rateVersion'),
    breakdown: t.expose('breakdown', { type: PremiumBreakdownRef }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const SliderMessageRef = builder.objectRef<SliderMessage>('SliderErrorMessage').implement({
  fields: (t) => ({ header: t.exposeString('header'), text: t.exposeString('text') }),
});
const SliderTickRef = builder.objectRef<SliderMetadata['ticks'][number]>('SliderTick').implement({
  fields: (t) => ({ value: t.exposeFloat('value'), label: t.exposeString('label') }),
});
const SliderMetadataRef = builder.objectRef<SliderMetadata>('SliderMetadata').implement({
  fields: (t) => ({
    ticks: t.expose('ticks', { type: [SliderTickRef] }),
    valueBase: t.exposeFloat('valueBase'),
    increment: t.exposeFloat('increment'),
    characterMax: t.exposeInt('characterMax'),
    value: t.exposeFloat('value'),
    textEditable: t.exposeBoolean('textEditable'),
    minErrorMessage: t.expose('minErrorMessage', { type: SliderMessageRef, nullable: true }),
    maxErrorMessage: t.expose('maxErrorMessage', { type: SliderMessageRef, nullable: true }),
    leftTextLabel: t.exposeString('leftTextLabel'),
    rightTextLabel: t.exposeString('rightTextLabel'),
  }),
});
const CoverageDetailsRef = builder
  .objectRef<CoverageEditorState['coverageDetails']>('CoverageDetails')
  .implement({
    fields: (t) => ({
      productSlug: t.exposeString('productSlug'),
      minimumAmount: t.field({ type: 'Cents', resolve: (details) => cents(details.minimumAmount) }),
      maximumAmount: t.field({ type: 'Cents', resolve: (details) => cents(details.maximumAmount) }),
      minimumTermDuration: t.exposeInt('minimumTermDuration'),
      maximumTermDuration: t.exposeInt('maximumTermDuration'),
      requestedAmount: t.field({ type: 'Cents', resolve: (details) => cents(details.requestedAmount) }),
      requestedTermDuration: t.exposeInt('requestedTermDuration'),
    }),
  });
const EstimateInputsRef = builder.objectRef<EstimateInputs>('EstimateInputs').implement({
  description: 'What an estimate is priced with, and what is still missing (the estimate-form flow asks it).',
  fields: (t) => ({
    birthdate: t.exposeString('birthdate', { nullable: true }),
    sex: t.expose('sex', { type: Sex, nullable: true }),
    tobacco: t.exposeBoolean('tobacco', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    missing: t.exposeStringList('missing'),
  }),
});

const EstimatePayloadRef = builder
  .objectRef<Payload<{ amount: Cents; termDuration: number; estimate: EstimateView }>>('EstimatePayload')
  .implement({
    fields: (t) => ({
      amount: t.expose('amount', { type: 'Cents', nullable: true }),
      termDuration: t.exposeInt('termDuration', { nullable: true }),
      estimate: t.expose('estimate', { type: EstimateRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const EstimatePricingPayloadRef = builder.objectRef<Payload<Priced>>('EstimatePricingPayload').implement({
  fields: (t) => ({
    pricing: t.field({
      type: EstimatePricingRef,
      nullable: true,
      resolve: (payload) => (payload.error ? null : (payload as Priced)),
    }),
    annualPremium: t.expose('annualPremium', { type: 'Cents', nullable: true }),
    monthlyPremium: t.expose('monthlyPremium', { type: 'Cents', nullable: true }),
    allocationsCoveredPercentage: t.exposeInt('allocationsCoveredPercentage', { nullable: true }),
    error: t.expose('error', { type: UserErrorRef, nullable: true }),
  }),
});

type EditorSliders = Pick<CoverageEditorState, 'coverageSlider' | 'coverageDetails'> & {
  termSlider: SliderMetadata | null;
};

const CoverageEditorStatePayloadRef = builder
  .objectRef<Payload<EditorSliders>>('CoverageEditorStatePayload')
  .implement({
    fields: (t) => ({
      coverageSlider: t.expose('coverageSlider', { type: SliderMetadataRef, nullable: true }),
      termSlider: t.expose('termSlider', { type: SliderMetadataRef, nullable: true }),
      coverageDetails: t.expose('coverageDetails', { type: CoverageDetailsRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const PrequalificationPayloadRef = builder
  .objectRef<Payload<{ inputs: EstimateInputs }>>('UpdatePrequalificationInformationPayload')
  .implement({
    fields: (t) => ({
      inputs: t.expose('inputs', { type: EstimateInputsRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const EstimateInput = builder.inputType('EstimateInput', {
  fields: (t) => ({
    amount: t.field({ type: 'Cents', required: true, description: 'The cover, in cents (whole dollars).' }),
    termDuration: t.int({ required: true }),
    termUnit: t.string({ defaultValue: 'year' }),
  }),
});

const PreviewEstimateInput = builder.inputType('PreviewEstimateInput', {
  fields: (t) => ({
    birthdate: t.string({ required: true, description: 'yyyy-MM-dd or MM/dd/yyyy.' }),
    sex: t.string({ required: true }),
    tobacco: t.boolean({ required: true }),
    amount: t.field({ type: 'Cents', required: true }),
    termDuration: t.int({ required: true }),
  }),
});

const PrequalificationInput = builder.inputType('PrequalificationInformationInput', {
  fields: (t) => ({
    birthdate: t.string({ required: true }),
    sex: t.string({ required: true }),
    tobacco: t.boolean({ required: true }),
    state: t.string(),
  }),
});

const choiceOf = (input: { amount?: unknown; termDuration: number; termUnit?: string | null }) => ({
  amount: input.amount,
  termDuration: input.termDuration,
  termUnit: input.termUnit ?? 'year',
});

builder.mutationFields((t) => ({
  createEstimate: t.field({
    type: EstimatePayloadRef,
    description: 'Prices and saves a term-life estimate (a new row each time; the newest is the latest).',
    args: { input: t.arg({ type: EstimateInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(await services.estimates.createEstimate(await viewer(), choiceOf(input))),
  }),
  updateEstimateDatum: t.field({
    type: EstimatePayloadRef,
    description: 'Saves a new cover and term for the estimate (kept as a new row; history stays).',
    args: { input: t.arg({ type: EstimateInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(await services.estimates.updateEstimateDatum(await viewer(), choiceOf(input))),
  }),
  updatePrequalificationInformation: t.field({
    type: PrequalificationPayloadRef,
    description: "Saves what a person said to get an estimate (a visitor's answers, on sign-up).",
    args: { input: t.arg({ type: PrequalificationInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(await services.estimates.updatePrequalificationInformation(await viewer(), input)),
  }),
}));

builder.queryFields((t) => ({
  latestEstimate: t.field({
    type: EstimateRef,
    nullable: true,
    resolve: async (_root, _args, { services, viewer }) => services.estimates.latestEstimate(await viewer()),
  }),
  estimateInputs: t.field({
    type: EstimateInputsRef,
    resolve: async (_root, _args, { services, viewer }) => services.estimates.estimateInputs(await viewer()),
  }),
  adjustEstimate: t.field({
    type: EstimatePricingPayloadRef,
    description: 'Re-prices the estimate for another cover or term, without saving.',
    args: {
      id: t.arg.id({ required: true }),
      termUnit: t.arg.string({ defaultValue: 'year' }),
      termDuration: t.arg.int({ required: true }),
      amount: t.arg({ type: 'Cents', required: true }),
    },
    resolve: async (_root, args, { services, viewer }) =>
      payloadOf(
        await services.estimates.adjustEstimate(await viewer(), { ...choiceOf(args), id: String(args.id) }),
      ),
  }),
  coverageEditorState: t.field({
    type: CoverageEditorStatePayloadRef,
    description:
      "The editor's sliders for one estimate, quote, accidental-death offering or policy (name exactly one); " +
      "a policy's run from the product's minimum to its cover in force (lowering cover).",
    args: {
      estimateId: t.arg.id(),
      quoteId: t.arg.id(),
      productsOfferingId: t.arg.id(),
      policyId: t.arg.id(),
    },
    resolve: async (_root, { estimateId, quoteId, productsOfferingId, policyId }, { services, viewer }) => {
      const named = [estimateId, quoteId, productsOfferingId, policyId].filter((id) => id != null);
      if (named.length !== 1)
        return payloadOf(
          refusal('VALIDATION_FAILED', 'Name one estimate, quote, offering or policy.') as Result<
            EditorSliders,
            UserFailure
          >,
        );
      if (quoteId != null)
        return payloadOf(await services.quotes.editorState(await viewer(), { quoteId: String(quoteId) }));
      if (policyId != null)
        return payloadOf(await services.coverChanges.editorState(await viewer(), String(policyId)));
      if (productsOfferingId != null)
        return payloadOf(
          await services.quotes.editorState(await viewer(), { offeringId: String(productsOfferingId) }),
        );
      return payloadOf(await services.estimates.coverageEditorState(await viewer(), String(estimateId)));
    },
  }),
  previewEstimate: t.field({
    type: EstimatePricingPayloadRef,
    description: "A visitor's estimate (no account needed): priced, never stored.",
    args: { input: t.arg({ type: PreviewEstimateInput, required: true }) },
    resolve: async (_root, { input }, { services }) =>
      payloadOf(await services.estimates.previewEstimate(input)),
  }),
}));

builder.objectField(InsuranceMembershipRef, 'latestEstimateDatum', (t) =>
  t.field({
    type: EstimateRef,
    nullable: true,
    resolve: async (membership, _args, { services, viewer }) =>
      services.estimates.latestEstimateDatum(await viewer(), membership.id),
  }),
);

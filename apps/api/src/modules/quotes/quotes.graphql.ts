import { builder } from '../../graphql/base/builder.ts';
import { refusal } from '../../shared/user-error.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import { payloadOf, UserErrorRef } from '../../graphql/base/user-error.ts';
import { PremiumBreakdownRef, PremiumRef } from '../estimates/estimates.graphql.ts';
import { InsuranceMembershipRef } from '../memberships/memberships.graphql.ts';
import type { OfferingView, PriceBreakdownView, QuoteRule, QuoteView, Repriced } from './quotes.service.ts';

const ClassificationRef = builder.objectRef<QuoteView['classification']>('Classification').implement({
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The rate class, e.g. preferred_plus.' }),
    name: t.exposeString('name'),
    gender: t.exposeString('gender'),
  }),
});

const ProductRef = builder.objectRef<{ slug: string }>('Product').implement({
  fields: (t) => ({ slug: t.exposeString('slug') }),
});

const PayoutDetailsRef = builder.objectRef<OfferingView['payoutDetails']>('PayoutDetails').implement({
  description: 'What the accidental-death policy pays, by how the accident happened.',
  fields: (t) => ({
    publicTransportation: t.expose('publicTransportation', { type: 'Cents' }),
    autoPedestrian: t.expose('autoPedestrian', { type: 'Cents' }),
    generalAccident: t.expose('generalAccident', { type: 'Cents' }),
  }),
});

const QuoteApplicationRef = builder
  .objectRef<{ id: string; result: string; version: string }>('QuoteInsuranceApplication')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      result: t.exposeString('result'),
      version: t.exposeString('version'),
    }),
  });

const QuoteRuleRef = builder.objectRef<QuoteRule>('QuoteRule').implement({
  description: 'A rule of underwriting behind a quote, as the rule set words it.',
  fields: (t) => ({
    ruleId: t.exposeString('ruleId'),
    reason: t.exposeString('reason'),
    shaped: t.exposeString('shaped', { description: 'What of the quote it set: class, cover or term.' }),
  }),
});

export const QuoteRef = builder.objectRef<QuoteView>('Quote').implement({
  description: 'A term-life quote: the approved cover priced at the class underwriting assigned.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: 'pending, accepted or expired.' }),
    caseResult: t.exposeString('caseResult'),
    amount: t.expose('amount', { type: 'Cents' }),
    maxAmount: t.expose('maxAmount', { type: 'Cents', description: 'The most cover underwriting approved.' }),
    termUnit: t.exposeString('termUnit'),
    termDuration: t.exposeInt('termDuration'),
    maxTermYears: t.exposeInt('maxTermYears'),
    termOptions: t.exposeIntList('termOptions'),
    allocationCoverage: t.exposeInt('allocationCoverage'),
    insuredsAgeAtTerm: t.exposeInt('insuredsAgeAtTerm'),
    extensionAvailable: t.exposeBoolean('extensionAvailable'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    classification: t.expose('classification', { type: ClassificationRef }),
    product: t.field({ type: ProductRef, resolve: (quote) => ({ slug: quote.productSlug }) }),
    premiums: t.expose('premiums', { type: [PremiumRef] }),
    annualPremium: t.expose('annualPremium', { type: 'Cents' }),
    monthlyPremium: t.expose('monthlyPremium', { type: 'Cents' }),
    breakdown: t.expose('breakdown', { type: PremiumBreakdownRef }),
    classReasons: t.exposeStringList('classReasons', {
      description: 'Why this class, in plain words (empty: the best class).',
    }),
    rules: t.expose('rules', {
      type: [QuoteRuleRef],
      description:
        'Every rule of the decision that shaped this quote: its class, its most cover, its longest term (empty: the best class and the cover and term asked for).',
    }),
    insuranceApplication: t.field({
      type: QuoteApplicationRef,
      resolve: (quote) => ({
        id: quote.insuranceApplicationId,
        result: quote.caseResult,
        version: quote.rulesVersion,
      }),
    }),
    payoutDetails: t.field({ type: PayoutDetailsRef, nullable: true, resolve: () => null }),
  }),
});

const OfferingBreakdownRef = builder.objectRef<PriceBreakdownView>('OfferingPriceBreakdown').implement({
  fields: (t) => ({
    amount: t.expose('amount', { type: 'Cents' }),
    annualRatePer1000: t.exposeString('annualRatePer1000'),
    annualPolicyFee: t.expose('annualPolicyFee', { type: 'Cents' }),
    monthlyFactor: t.exposeString('monthlyFactor'),
    rateVersion: t.exposeString('rateVersion'),
    issueAge: t.exposeInt('issueAge'),
    annualPremium: t.expose('annualPremium', { type: 'Cents' }),
    monthlyPremium: t.expose('monthlyPremium', { type: 'Cents' }),
  }),
});

export const ProductOfferingRef = builder.objectRef<OfferingView>('ProductOffering').implement({
  description: 'The accidental-death offering.',
  fields: (t) => ({
    id: t.exposeID('id'),
    productSlug: t.exposeString('productSlug'),
    status: t.exposeString('status', { description: 'pending, accepted or expired.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    effectiveUntil: t.exposeString('effectiveUntil', { description: 'yyyy-MM-dd: the 65th birthday.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    amount: t.expose('amount', { type: 'Cents' }),
    maxAmount: t.expose('maxAmount', { type: 'Cents' }),
    insuredsAgeAtTerm: t.exposeInt('insuredsAgeAtTerm'),
    extensionAvailable: t.exposeBoolean('extensionAvailable'),
    allocationCoverage: t.exposeInt('allocationCoverage'),
    premiums: t.expose('premiums', { type: [PremiumRef] }),
    annualPremium: t.expose('annualPremium', { type: 'Cents' }),
    monthlyPremium: t.expose('monthlyPremium', { type: 'Cents' }),
    payoutDetails: t.expose('payoutDetails', { type: PayoutDetailsRef }),
    breakdown: t.expose('breakdown', { type: OfferingBreakdownRef }),
  }),
});

export const RepricedBreakdownRef = builder
  .objectRef<Repriced['breakdown']>('QuotePriceBreakdown')
  .implement({
    description: 'How a re-priced quote or offering was computed (class and term: term life only).',
    fields: (t) => ({
      amount: t.expose('amount', { type: 'Cents' }),
      annualRatePer1000: t.exposeString('annualRatePer1000'),
      annualPolicyFee: t.expose('annualPolicyFee', { type: 'Cents' }),
      monthlyFactor: t.exposeString('monthlyFactor'),
      rateClass: t.exposeString('rateClass', { nullable: true }),
      rateVersion: t.exposeString('rateVersion'),
      issueAge: t.exposeInt('issueAge'),
      termDuration: t.exposeInt('termDuration', { nullable: true }),
      annualPremium: t.expose('annualPremium', { type: 'Cents' }),
      monthlyPremium: t.expose('monthlyPremium', { type: 'Cents' }),
    }),
  });

const RepricedPayloadRef = builder.objectRef<Payload<Repriced>>('QuotePricingPayload').implement({
  description: 'A price for another cover (and term), not saved (adjustQuote, adjustProductOffering).',
  fields: (t) => ({
    amount: t.expose('amount', { type: 'Cents', nullable: true }),
    termDuration: t.exposeInt('termDuration', { nullable: true }),
    annualPremium: t.expose('annualPremium', { type: 'Cents', nullable: true }),
    monthlyPremium: t.expose('monthlyPremium', { type: 'Cents', nullable: true }),
    allocationsCoveredPercentage: t.exposeInt('allocationsCoveredPercentage', { nullable: true }),
    breakdown: t.expose('breakdown', { type: RepricedBreakdownRef, nullable: true }),
    error: t.expose('error', { type: UserErrorRef, nullable: true }),
  }),
});

const UpdateQuotePayloadRef = builder
  .objectRef<Payload<{ quote: QuoteView }>>('UpdateQuotePayload')
  .implement({
    fields: (t) => ({
      quote: t.expose('quote', { type: QuoteRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const UpdateProductOfferingPayloadRef = builder
  .objectRef<Payload<{ productsOffering: OfferingView }>>('UpdateProductOfferingPayload')
  .implement({
    fields: (t) => ({
      productsOffering: t.expose('productsOffering', { type: ProductOfferingRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const UpdateQuoteInput = builder.inputType('UpdateQuoteInput', {
  fields: (t) => ({
    quoteId: t.id({ required: true }),
    amount: t.field({ type: 'Cents', description: 'Another cover (with termDuration).' }),
    termDuration: t.int(),
    termUnit: t.string({ defaultValue: 'year' }),
    status: t.string({
      description:
        '"accepted" accepts the quote (spec 000 §7): its pending policy and first invoice are made.',
    }),
    billingFrequency: t.string({ defaultValue: 'monthly' }),
  }),
});

const UpdateProductOfferingInput = builder.inputType('UpdateProductOfferingInput', {
  fields: (t) => ({
    offeringId: t.id({ required: true }),
    amount: t.field({ type: 'Cents', required: true }),
  }),
});

builder.queryFields((t) => ({
  pendingQuote: t.field({
    type: QuoteRef,
    nullable: true,
    description: 'The newest term quote (its status says when it has expired).',
    resolve: async (_root, _args, { services, viewer }) => services.quotes.pendingQuote(await viewer()),
  }),
  productsOfferings: t.field({
    type: [ProductOfferingRef],
    resolve: async (_root, _args, { services, viewer }) => services.quotes.productsOfferings(await viewer()),
  }),
  adjustQuote: t.field({
    type: RepricedPayloadRef,
    description: 'Re-prices the quote for another cover or term within the approval, without saving.',
    args: {
      id: t.arg.id({ required: true }),
      termUnit: t.arg.string({ defaultValue: 'year' }),
      termDuration: t.arg.int({ required: true }),
      amount: t.arg({ type: 'Cents', required: true }),
    },
    resolve: async (_root, args, { services, viewer }) =>
      payloadOf(
        await services.quotes.adjustQuote(await viewer(), {
          id: String(args.id),
          amount: args.amount,
          termDuration: args.termDuration,
        }),
      ),
  }),
  adjustProductOffering: t.field({
    type: RepricedPayloadRef,
    args: { id: t.arg.id({ required: true }), amount: t.arg({ type: 'Cents', required: true }) },
    resolve: async (_root, args, { services, viewer }) =>
      payloadOf(
        await services.quotes.adjustProductOffering(await viewer(), {
          id: String(args.id),
          amount: args.amount,
        }),
      ),
  }),
}));

builder.mutationFields((t) => ({
  updateQuote: t.field({
    type: UpdateQuotePayloadRef,
    description:
      'Saves another cover or term for the quote, within the approval (re-priced at its rate version); ' +
      'with status "accepted", accepts it: then the pending policy and its first invoice exist.',
    args: { input: t.arg({ type: UpdateQuoteInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = await context.viewer();
      const quoteId = String(input.quoteId);
      if (input.status != null) {
        if (input.status !== 'accepted') {
          const message = 'A quote can only be given the status "accepted".';
          return payloadOf(refusal('VALIDATION_FAILED', message, [{ field: 'status', message }]));
        }
        const accepted = await context.services.policies.acceptQuote(viewer, {
          quoteId,
          billingFrequency: input.billingFrequency ?? 'monthly',
        });
        if (!accepted.ok) return payloadOf(accepted);
        return { quote: (await context.services.quotes.quoteOf(viewer, quoteId)) ?? undefined, error: null };
      }
      return payloadOf(
        await context.services.quotes.updateQuote(viewer, {
          quoteId,
          amount: input.amount,
          termDuration: input.termDuration ?? Number.NaN,
        }),
      );
    },
  }),
  updateProductOffering: t.field({
    type: UpdateProductOfferingPayloadRef,
    args: { input: t.arg({ type: UpdateProductOfferingInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.quotes.updateProductOffering(await viewer(), {
          offeringId: String(input.offeringId),
          amount: input.amount,
        }),
      ),
  }),
}));

builder.objectField(InsuranceMembershipRef, 'pendingQuote', (t) =>
  t.field({
    type: QuoteRef,
    nullable: true,
    resolve: async (_membership, _args, { services, viewer }) => services.quotes.pendingQuote(await viewer()),
  }),
);

builder.objectField(InsuranceMembershipRef, 'productsOfferings', (t) =>
  t.field({
    type: [ProductOfferingRef],
    resolve: async (_membership, _args, { services, viewer }) =>
      services.quotes.productsOfferings(await viewer()),
  }),
);

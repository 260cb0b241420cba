import type { FiredRule, UnderwritingDecision } from '@wysh/domain/underwriting/engine';
import { builder } from '../../graphql/base/builder.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import { payloadOf, UserErrorRef } from '../../graphql/base/user-error.ts';
import { InsuranceMembershipRef } from '../memberships/memberships.graphql.ts';
import type { InsuranceApplicationView } from './underwriting.service.ts';

export const ReasonRef = builder.objectRef<FiredRule>('UnderwritingReason').implement({
  description: 'A rule that fired, in plain words, with the answers or evidence behind it.',
  fields: (t) => ({
    ruleId: t.exposeString('ruleId'),
    reason: t.exposeString('reason'),
    basis: t.stringList({
      resolve: (rule) => rule.basis.map((basis) => JSON.stringify(basis)),
      description: 'Each answer or evidence item the rule read, as JSON.',
    }),
  }),
});

type TermLife = UnderwritingDecision['termLife'];
const TermLifeDecisionRef = builder.objectRef<TermLife>('TermLifeDecision').implement({
  fields: (t) => ({
    verdict: t.exposeString('verdict'),
    rateClass: t.string({ nullable: true, resolve: (d) => ('rateClass' in d ? d.rateClass : null) }),
    maxAmount: t.field({
      type: 'Cents',
      nullable: true,
      resolve: (d) => ('maxAmount' in d ? d.maxAmount : null),
    }),
    amount: t.field({ type: 'Cents', nullable: true, resolve: (d) => ('amount' in d ? d.amount : null) }),
    maxTermYears: t.int({ nullable: true, resolve: (d) => ('maxTermYears' in d ? d.maxTermYears : null) }),
    termYears: t.int({ nullable: true, resolve: (d) => ('termYears' in d ? d.termYears : null) }),
  }),
});

type AccidentalDeath = UnderwritingDecision['accidentalDeath'];
const AccidentalDeathDecisionRef = builder.objectRef<AccidentalDeath>('AccidentalDeathDecision').implement({
  fields: (t) => ({
    verdict: t.exposeString('verdict'),
    maxAmount: t.field({
      type: 'Cents',
      nullable: true,
      resolve: (d) => ('maxAmount' in d ? d.maxAmount : null),
    }),
    amount: t.field({ type: 'Cents', nullable: true, resolve: (d) => ('amount' in d ? d.amount : null) }),
  }),
});

export const InsuranceApplicationRef = builder
  .objectRef<InsuranceApplicationView>('InsuranceApplication')
  .implement({
    description:
      'An application for cover and its underwriting decision (kept as decided, with its reasons).',
    fields: (t) => ({
      id: t.exposeID('id'),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      result: t.exposeString('result', {
        description: 'accepted, rejected, referred_to_underwriter or pending (spec 001 §3.3).',
      }),
      version: t.exposeString('version', {
        description: 'The underwriting rule-set version that decided it.',
      }),
      outcome: t.string({
        description: 'The decision: accepted, ad_only, referred_to_underwriter or rejected.',
        resolve: (application) => application.decision.outcome,
      }),
      issueAge: t.int({ resolve: (application) => application.decision.issueAge }),
      termLife: t.field({
        type: TermLifeDecisionRef,
        resolve: (application) => application.decision.termLife,
      }),
      accidentalDeath: t.field({
        type: AccidentalDeathDecisionRef,
        resolve: (application) => application.decision.accidentalDeath,
      }),
      reasons: t.field({ type: [ReasonRef], resolve: (application) => [...application.decision.reasons] }),
    }),
  });

const RequestNewBusinessPayloadRef = builder
  .objectRef<Payload<{ insuranceApplication: InsuranceApplicationView }>>('RequestNewBusinessPayload')
  .implement({
    fields: (t) => ({
      insuranceApplication: t.expose('insuranceApplication', {
        type: InsuranceApplicationRef,
        nullable: true,
      }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const RequestNewBusinessInput = builder.inputType('RequestNewBusinessInput', {
  fields: (t) => ({
    product: t.string({ required: true, description: 'The product slug: wysh-term-life.' }),
  }),
});

builder.mutationFields((t) => ({
  requestNewBusiness: t.field({
    type: RequestNewBusinessPayloadRef,
    description:
      'Submits the application: the interview answers, the authorised evidence and the rules decide it at once.',
    args: { input: t.arg({ type: RequestNewBusinessInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(await services.underwriting.requestNewBusiness(await viewer(), input.product)),
  }),
}));

builder.queryFields((t) => ({
  fetchEligibleForUnderwriting: t.boolean({
    description:
      'Spec 001 §7.1: underwriting is online and the interview is answered and authorised, not yet submitted.',
    resolve: async (_root, _args, { services, viewer }) =>
      services.underwriting.eligibleForUnderwriting(await viewer()),
  }),
  latestInsuranceApplication: t.field({
    type: InsuranceApplicationRef,
    nullable: true,
    resolve: async (_root, _args, { services, viewer }) =>
      services.underwriting.latestInsuranceApplication(await viewer()),
  }),
}));

builder.objectField(InsuranceMembershipRef, 'latestInsuranceApplication', (t) =>
  t.field({
    type: InsuranceApplicationRef,
    nullable: true,
    resolve: async (membership, _args, { services, viewer }) =>
      services.underwriting.latestOfMembership(await viewer(), membership.id),
  }),
);

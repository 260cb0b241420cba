import { builder } from '../../graphql/base/builder.ts';
import { payloadOf, UserErrorRef, type UserErrorShape } from '../../graphql/base/user-error.ts';
import { ReasonRef } from './underwriting.graphql.ts';
import type { ReportInWords } from '@wysh/domain/underwriting/reports-in-words';
import type { UnderwriterLimits } from '@wysh/domain/underwriting/underwriter-limits';
import type { QuestionInWords, ReasonInWords } from './case-in-words.ts';
import type {
  ApplicantCaseView,
  CaseDetailView,
  CaseReinstatementView,
  CaseSummaryView,
} from './underwriting-cases.service.ts';

export const CaseRef = builder.objectRef<ApplicantCaseView>('Case').implement({
  description: "A manual underwriting case on the person's own application (spec 001 §3.3 Cases).",
  fields: (t) => ({
    id: t.exposeID('id'),
    result: t.exposeString('result', { description: 'pending, accepted or rejected.' }),
    decision: t.exposeString('decision', { nullable: true, description: 'accept or reject, once decided.' }),
    externalId: t.exposeString('externalId', { nullable: true }),
    source: t.exposeString('source'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const UnderwritingCaseSummaryRef = builder
  .objectRef<CaseSummaryView>('UnderwritingCaseSummary')
  .implement({
    description: 'A case in the underwriter queue.',
    fields: (t) => ({
      id: t.exposeID('id'),
      status: t.exposeString('status', { description: 'open or decided.' }),
      openedAt: t.expose('openedAt', { type: 'DateTime' }),
      dueAt: t.expose('dueAt', {
        type: 'DateTime',
        description: 'Opened + 48 working hours (US business days).',
      }),
      workingHoursLeft: t.exposeFloat('workingHoursLeft', {
        description: 'Working hours left before dueAt; negative when overdue.',
      }),
      applicantName: t.exposeString('applicantName'),
      requestedAmount: t.expose('requestedAmount', { type: 'Cents' }),
      termYears: t.exposeInt('termYears'),
      firstReason: t.exposeString('firstReason', { nullable: true }),
      isReinstatement: t.exposeBoolean('isReinstatement', {
        description: "The case decides a lapsed policy's reinstatement, not new business.",
      }),
      isPolicyChange: t.exposeBoolean('isPolicyChange', {
        description: 'The case decides more cover on a policy in force: requestedAmount is its cover in all.',
      }),
    }),
  });

type Answer = { slug: string; value: string };
const CaseAnswerRef = builder.objectRef<Answer>('UnderwritingCaseAnswer').implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    value: t.exposeString('value', { description: 'The answer as JSON.' }),
  }),
});

type Evidence = { source: string; value: string };
const CaseEvidenceRef = builder.objectRef<Evidence>('UnderwritingCaseEvidence').implement({
  fields: (t) => ({
    source: t.exposeString('source', { description: 'identity, prescriptions, mib or mvr.' }),
    value: t.exposeString('value', { description: 'The report as JSON.' }),
  }),
});

const CaseAnswerInWordsRef = builder.objectRef<QuestionInWords>('UnderwritingCaseAnswerInWords').implement({
  description:
    'An interview question as the applicant saw it, with their answer in words (as the policy packet).',
  fields: (t) => ({
    question: t.exposeString('label'),
    answer: t.exposeString('value'),
  }),
});

const CaseReportRef = builder.objectRef<ReportInWords>('UnderwritingCaseReport').implement({
  description: 'A consumer report in words.',
  fields: (t) => ({
    source: t.exposeString('source', { description: 'identity, prescriptions, mib or mvr.' }),
    title: t.exposeString('title'),
    summary: t.exposeString('summary'),
    items: t.exposeStringList('items', { description: 'Each record on the report, one line each.' }),
  }),
});

const CaseReasonInWordsRef = builder.objectRef<ReasonInWords>('UnderwritingCaseReason').implement({
  description: 'A rule that fired, with the answers and reports it stood on in words.',
  fields: (t) => ({
    ruleId: t.exposeString('ruleId'),
    reason: t.exposeString('reason'),
    basis: t.exposeStringList('basis'),
  }),
});

const UnderwriterGuidelinesRef = builder.objectRef<UnderwriterLimits>('UnderwriterGuidelines').implement({
  description: 'What the filed guidelines allow an underwriter to accept on a case.',
  fields: (t) => ({
    termLifeAllowed: t.boolean({
      description: 'False when a knockout declined term life: the case can only be rejected.',
      resolve: (limits) => limits.rateClasses.length > 0,
    }),
    termKnockouts: t.stringList({ resolve: (limits) => [...limits.termKnockouts] }),
    nicotine: t.exposeBoolean('nicotine', {
      description: 'Nicotine in the last 12 months: tobacco classes.',
    }),
    rateClasses: t.stringList({
      description: 'The classes allowed, best first.',
      resolve: (limits) => [...limits.rateClasses],
    }),
    classReasons: t.stringList({ resolve: (limits) => [...limits.classReasons] }),
    maxAmount: t.field({
      type: 'Cents',
      nullable: true,
      description: 'The most term cover allowed (null when term life is knocked out).',
      resolve: (limits) => (limits.rateClasses.length > 0 ? limits.maxAmount : null),
    }),
    coverReason: t.exposeString('coverReason'),
  }),
});

const PolicyHistoryEventRef = builder
  .objectRef<CaseReinstatementView['history'][number]>('UnderwritingCasePolicyEvent')
  .implement({
    fields: (t) => ({
      event: t.exposeString('event'),
      fromStatus: t.exposeString('fromStatus', { nullable: true }),
      toStatus: t.exposeString('toStatus'),
      reason: t.exposeString('reason'),
      at: t.expose('at', { type: 'DateTime' }),
    }),
  });

const CaseReinstatementRef = builder
  .objectRef<CaseReinstatementView>('UnderwritingCaseReinstatement')
  .implement({
    description: 'The lapsed policy a reinstatement case decides, and its history (oldest first).',
    fields: (t) => ({
      policyId: t.exposeID('policyId'),
      policyNumber: t.exposeString('policyNumber', { nullable: true }),
      history: t.expose('history', { type: [PolicyHistoryEventRef] }),
    }),
  });

export const UnderwritingCaseRef = builder.objectRef<CaseDetailView>('UnderwritingCase').implement({
  description: 'A case with everything the rules saw, for an underwriter.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: 'open or decided.' }),
    openedAt: t.expose('openedAt', { type: 'DateTime' }),
    dueAt: t.expose('dueAt', {
      type: 'DateTime',
      description: 'Opened + 48 working hours (US business days).',
    }),
    workingHoursLeft: t.exposeFloat('workingHoursLeft', {
      description: 'Working hours left before dueAt; negative when overdue.',
    }),
    applicantName: t.exposeString('applicantName'),
    requestedAmount: t.expose('requestedAmount', { type: 'Cents' }),
    termYears: t.exposeInt('termYears'),
    firstReason: t.exposeString('firstReason', { nullable: true }),
    isReinstatement: t.exposeBoolean('isReinstatement'),
    isPolicyChange: t.exposeBoolean('isPolicyChange'),
    reinstatement: t.expose('reinstatement', {
      type: CaseReinstatementRef,
      nullable: true,
      description:
        'The policy whose reinstatement this case decides, with its history; null for new business.',
    }),
    insuranceApplicationId: t.exposeID('insuranceApplicationId'),
    issueAge: t.exposeInt('issueAge'),
    birthdate: t.string({ resolve: (c) => c.input.birthdate }),
    rulesVersion: t.exposeString('rulesVersion'),
    outcome: t.string({ resolve: (c) => c.decision.outcome }),
    suggestedRateClass: t.string({
      nullable: true,
      resolve: (c) => ('rateClass' in c.decision.termLife ? c.decision.termLife.rateClass : null),
    }),
    suggestedMaxAmount: t.field({
      type: 'Cents',
      nullable: true,
      resolve: (c) => ('maxAmount' in c.decision.termLife ? c.decision.termLife.maxAmount : null),
    }),
    ownCase: t.exposeBoolean('ownCase', {
      description: "The case is of the viewer's own account: someone else must decide it.",
    }),
    guidelines: t.expose('guidelines', { type: UnderwriterGuidelinesRef }),
    answersInWords: t.expose('interview', { type: [CaseAnswerInWordsRef] }),
    reports: t.expose('reports', { type: [CaseReportRef] }),
    reasonsInWords: t.expose('reasonsInWords', { type: [CaseReasonInWordsRef] }),
    answers: t.field({
      type: [CaseAnswerRef],
      resolve: (c) =>
        Object.entries(c.input.answers).map(([slug, value]) => ({ slug, value: JSON.stringify(value) })),
    }),
    evidence: t.field({
      type: [CaseEvidenceRef],
      resolve: (c) =>
        Object.entries(c.input.evidence).map(([source, value]) => ({ source, value: JSON.stringify(value) })),
    }),
    reasons: t.field({ type: [ReasonRef], resolve: (c) => [...c.decision.reasons] }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    decision: t.exposeString('caseDecision', { nullable: true, description: 'accept or reject.' }),
    rateClass: t.exposeString('rateClass', { nullable: true }),
    maxAmount: t.expose('maxAmount', { type: 'Cents', nullable: true }),
    rejectReason: t.exposeString('rejectReason', { nullable: true }),
  }),
});

const DecideUnderwritingCasePayloadRef = builder
  .objectRef<Partial<{ underwritingCase: CaseDetailView }> & { error?: UserErrorShape | null }>(
    'DecideUnderwritingCasePayload',
  )
  .implement({
    fields: (t) => ({
      underwritingCase: t.expose('underwritingCase', { type: UnderwritingCaseRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const DecideUnderwritingCaseInput = builder.inputType('DecideUnderwritingCaseInput', {
  fields: (t) => ({
    caseId: t.id({ required: true }),
    decision: t.string({ required: true, description: 'accept or reject.' }),
    rateClass: t.string({
      required: false,
      description: 'accept: the class, preferred_plus to tobacco_standard.',
    }),
    maxAmount: t.field({ type: 'Cents', required: false, description: 'accept: the maximum term cover.' }),
    reason: t.string({ required: false, description: 'reject: why, for the file.' }),
  }),
});

builder.queryFields((t) => ({
  cases: t.field({
    type: [CaseRef],
    description: "The signed-in person's manual underwriting cases, newest first.",
    resolve: async (_root, _args, { services, viewer }) => services.underwritingCases.casesOf(await viewer()),
  }),
  underwritingQueue: t.field({
    type: [UnderwritingCaseSummaryRef],
    description: 'Underwriters only: open cases, oldest first.',
    resolve: async (_root, _args, { services, viewer }) => services.underwritingCases.queue(await viewer()),
  }),
  underwritingCase: t.field({
    type: UnderwritingCaseRef,
    nullable: true,
    description: 'Underwriters only: one case.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, { services, viewer }) =>
      services.underwritingCases.caseFor(await viewer(), String(id)),
  }),
}));

builder.mutationFields((t) => ({
  decideUnderwritingCase: t.field({
    type: DecideUnderwritingCasePayloadRef,
    description: 'Underwriters only: accept (class and maximum cover) or reject (reason) an open case.',
    args: { input: t.arg({ type: DecideUnderwritingCaseInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.underwritingCases.decide(await viewer(), String(input.caseId), {
          decision: input.decision as 'accept' | 'reject',
          rateClass: input.rateClass ?? null,
          maxAmount: input.maxAmount,
          reason: input.reason ?? null,
        }),
      ),
  }),
}));

import { INSURANCE_CARD_STATES } from '@wysh/domain/home-state';
import { builder } from '../../graphql/base/builder.ts';
import type { DashboardAllocation } from './dashboard.types.ts';
import type {
  DashboardHomeView,
  InsuranceCardView,
  PolicyUpdateView,
  WyshCardView,
} from './dashboard.service.ts';

const InsuranceCardStateEnum = builder.enumType('InsuranceCardState', {
  description: 'The insurance card state, by the precedence of spec 001 §4.13.',
  values: Object.fromEntries(INSURANCE_CARD_STATES.map((state) => [state.toUpperCase(), { value: state }])),
});

const WyshCardStateEnum = builder.enumType('WyshCardState', {
  values: { OWNED: { value: 'owned' }, MARKETING: { value: 'marketing' } } as const,
});

const PolicyUpdateKindEnum = builder.enumType('PolicyUpdateKind', {
  description:
    'UPDATES_PENDING: "UPDATES PENDING" / "SEE DETAILS"; PENDING_APPROVAL: "PENDING YOUR APPROVAL" / "REVIEW".',
  values: {
    POLICY_LAPSED: { value: 'policy_lapsed', description: '"POLICY LAPSED" / "SEE DETAILS"' },
    PAYMENT_PAST_DUE: { value: 'payment_past_due', description: '"PAYMENT PAST DUE" / "PAY NOW"' },
    UPDATES_PENDING: { value: 'updates_pending' },
    PENDING_APPROVAL: { value: 'pending_approval' },
  } as const,
});

const PolicyUpdateReasonEnum = builder.enumType('PolicyUpdateReason', {
  values: {
    LAPSED: { value: 'lapsed', description: 'The policy lapsed at the end of its grace period.' },
    PAST_DUE: { value: 'past_due', description: 'A premium is past due: the policy is in grace.' },
    COVER_CHANGE: {
      value: 'cover_change',
      description:
        "A change of the policy's cover waits for its due date (see pendingPolicyId's pending details).",
    },
    POLICY_CHANGE: { value: 'policy_change', description: "A change of the policy's beneficiaries waits." },
    MANUAL_REVIEW: { value: 'manual_review', description: 'A manual underwriting case is undecided.' },
    COVER_INCREASE: {
      value: 'cover_increase',
      description:
        'More cover was approved: its price waits for the owner on /products/insurance/confirm-update.',
    },
    TERM_EXTENSION: {
      value: 'term_extension',
      description:
        'Extending the term to 65 was approved: its price waits on /products/insurance/confirm-update.',
    },
    PENDING_QUOTE: { value: 'pending_quote', description: "A quote newer than the policy's waits." },
  } as const,
});

const PolicyUpdateRef = builder.objectRef<PolicyUpdateView>('PolicyUpdate').implement({
  description: 'The policy updates banner (spec 000 §2), by its precedence.',
  fields: (t) => ({
    kind: t.field({ type: PolicyUpdateKindEnum, resolve: (update) => update.kind }),
    reason: t.field({ type: PolicyUpdateReasonEnum, resolve: (update) => update.reason }),
    lapsesAt: t.exposeString('lapsesAt', {
      nullable: true,
      description: 'yyyy-MM-dd: past due, the last day of cover unless paid; lapsed, the day it ended.',
    }),
    pendingPolicyId: t.exposeID('pendingPolicyId', {
      nullable: true,
      description:
        'COVER_CHANGE: the policy whose pending change /products/insurance/{id}/pending-details shows.',
    }),
  }),
});

const InsuranceCardRef = builder.objectRef<InsuranceCardView>('DashboardInsuranceCard').implement({
  fields: (t) => ({
    state: t.field({ type: InsuranceCardStateEnum, resolve: (card) => card.state }),
    title: t.exposeString('title', { description: 'Term Life Insurance or Accidental Death Insurance.' }),
    productSlug: t.exposeString('productSlug', { nullable: true }),
    coverageAmount: t.expose('coverageAmount', { type: 'Cents', nullable: true }),
    coverageUpTo: t.exposeBoolean('coverageUpTo', {
      description: 'Accidental death: the amount is shown as "Up To".',
    }),
    nextBillingDate: t.exposeString('nextBillingDate', {
      nullable: true,
      description: 'Owned: the next payment date (a calendar date or an instant, ISO 8601).',
    }),
    lapsedOn: t.exposeString('lapsedOn', {
      nullable: true,
      description:
        'Owned, and the policy lapsed: yyyy-MM-dd, the day its cover ended (the amount is the cover lost).',
    }),
    quoteExpiresAt: t.expose('quoteExpiresAt', { type: 'DateTime', nullable: true }),
  }),
});

const DashboardWyshRef = builder.objectRef<DashboardAllocation>('DashboardWysh').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    amount: t.expose('amount', { type: 'Cents', nullable: true }),
  }),
});

const WyshCardRef = builder.objectRef<WyshCardView>('DashboardWyshCard').implement({
  fields: (t) => ({
    state: t.field({ type: WyshCardStateEnum, resolve: (card) => card.state }),
    activeCount: t.exposeInt('activeCount'),
    wyshes: t.expose('wyshes', { type: [DashboardWyshRef] }),
  }),
});

const DashboardHomeRef = builder.objectRef<DashboardHomeView>('DashboardHome').implement({
  fields: (t) => ({
    firstName: t.exposeString('firstName', { nullable: true }),
    insurance: t.expose('insurance', { type: InsuranceCardRef }),
    wysh: t.expose('wysh', { type: WyshCardRef }),
    policyUpdate: t.expose('policyUpdate', {
      type: PolicyUpdateRef,
      nullable: true,
      description: 'The policy updates banner: null without a policy or with nothing waiting.',
    }),
  }),
});

builder.queryField('dashboardHome', (t) =>
  t.field({
    type: DashboardHomeRef,
    description: "The signed-in user's home dashboard (identified level).",
    resolve: async (_root, _args, { services, viewer }) => services.dashboard.dashboardHome(await viewer()),
  }),
);

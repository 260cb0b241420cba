import { cents } from '@wysh/domain/money';
import { builder } from '../../graphql/base/builder.ts';
import type {
  CaseQueueFigures,
  Figure,
  OperationsOverview,
  ReconciliationResult,
} from './operations.service.ts';

const FigureRef = builder.objectRef<Figure>('OperationsFigure').implement({
  description: 'A count of rows and the cents they add up to.',
  fields: (t) => ({
    count: t.exposeInt('count'),
    cents: t.field({ type: 'Cents', resolve: (figure) => cents(figure.cents) }),
  }),
});

const StatusCountRef = builder
  .objectRef<OperationsOverview['policiesByStatus'][number]>('PolicyStatusCount')
  .implement({
    fields: (t) => ({
      status: t.exposeString('status', { description: 'A status of the policy lifecycle.' }),
      count: t.exposeInt('count'),
    }),
  });

const LapsesRef = builder.objectRef<OperationsOverview['lapsesThisWeek']>('ExpectedLapses').implement({
  description:
    'Policies in grace whose lapse date falls from `from` to `to` (both included; US Eastern dates).',
  fields: (t) => ({
    from: t.exposeString('from', { description: 'Today (yyyy-MM-dd).' }),
    to: t.exposeString('to', { description: 'Today + 6 days: the next 7 days.' }),
    count: t.exposeInt('count'),
  }),
});

const QueueRef = builder.objectRef<CaseQueueFigures>('UnderwritingQueueFigures').implement({
  description: 'The manual underwriting queue: cases open now.',
  fields: (t) => ({
    open: t.exposeInt('open', { description: 'Cases open (not decided).' }),
    oldestOpenedAt: t.expose('oldestOpenedAt', { type: 'DateTime', nullable: true }),
    oldestWorkingHours: t.exposeFloat('oldestWorkingHours', {
      nullable: true,
      description:
        "The oldest open case's age in working hours (US business days: weekends and federal holidays do not " +
        'count), to a tenth; null with no case open.',
    }),
    workingHoursAllowed: t.exposeInt('workingHoursAllowed', {
      description: 'The working hours a case is given (48).',
    }),
    overdue: t.exposeInt('overdue', {
      description: 'Open cases past their due time (opened + 48 working hours).',
    }),
  }),
});

const ReconciliationRef = builder.objectRef<ReconciliationResult>('LedgerReconciliationResult').implement({
  description: 'A run of the ledger reconciliation (the daily ledger.reconcile job).',
  fields: (t) => ({
    ranAt: t.expose('ranAt', { type: 'DateTime' }),
    invoicesChecked: t.exposeInt('invoicesChecked'),
    differences: t.exposeInt('differences', {
      description:
        'Invoices whose balance differs from the ledger, and unbalanced transactions: 0 when it agrees.',
    }),
  }),
});

const DeadJobsRef = builder.objectRef<OperationsOverview['deadJobs'][number]>('DeadJobCount').implement({
  fields: (t) => ({
    queue: t.exposeString('queue', { description: 'The job name (queue), e.g. billing.charge.' }),
    count: t.exposeInt('count'),
  }),
});

const OverviewRef = builder.objectRef<OperationsOverview>('OperationsOverview').implement({
  description: "The book's state now, from the system of record, as of the server's clock.",
  fields: (t) => ({
    asOf: t.expose('asOf', { type: 'DateTime', description: "The server clock's time of the figures." }),
    businessDay: t.exposeString('businessDay', { description: 'Today, US Eastern (yyyy-MM-dd).' }),
    monthFrom: t.string({
      description: "This month's first day (US Eastern).",
      resolve: (o) => o.month.from,
    }),
    monthTo: t.string({ description: "This month's last day (US Eastern).", resolve: (o) => o.month.to }),
    policiesByStatus: t.field({
      type: [StatusCountRef],
      description: 'Every status of the policy lifecycle with how many policies are in it (0 included).',
      resolve: (o) => o.policiesByStatus,
    }),
    billedThisMonth: t.field({
      type: FigureRef,
      description:
        'Premiums billed this month: invoices of every kind (first premiums, premiums, reinstatements), not void, ' +
        'whose due time falls in this calendar month (US Eastern); cents are their amounts.',
      resolve: (o) => o.billedThisMonth,
    }),
    collectedThisMonth: t.field({
      type: FigureRef,
      description:
        'Premiums collected this month: payments (card or bank) that succeeded, and were not returned since, ' +
        'settled in this calendar month (US Eastern); cents are their amounts.',
      resolve: (o) => o.collectedThisMonth,
    }),
    pastDue: t.field({
      type: FigureRef,
      description:
        'Premiums past due now (as the billing page counts them): premium invoices still owed with no charge in ' +
        'flight (created, short paid, failed or retryable) that fell due more than a day ago; cents are the ' +
        'balances left.',
      resolve: (o) => o.pastDue,
    }),
    lapsesThisWeek: t.field({ type: LapsesRef, resolve: (o) => o.lapsesThisWeek }),
    underwritingQueue: t.field({ type: QueueRef, resolve: (o) => o.underwritingQueue }),
    ledgerReconciliation: t.field({
      type: ReconciliationRef,
      nullable: true,
      description: "The latest reconciliation's result; null before the first has run.",
      resolve: (o) => o.ledgerReconciliation,
    }),
    deadJobs: t.field({
      type: [DeadJobsRef],
      description:
        'Jobs that failed with their retries spent (pg-boss keeps them until its retention ends), by queue; ' +
        'queues with none are left out.',
      resolve: (o) => o.deadJobs,
    }),
  }),
});

builder.queryField('operationsOverview', (t) =>
  t.field({
    type: OverviewRef,
    description:
      "The operator's view of the book: the `operations` role in a verified session (FORBIDDEN otherwise).",
    resolve: async (_root, _args, { services, viewer }) => services.operations.overview(await viewer()),
  }),
);

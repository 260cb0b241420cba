// The operator's view of the book (issue 29 item 3): the state of the whole business as of the server's clock, for
// the `operations` role in a verified session. Every figure comes from the system of record through the module that
// owns it (policies, payments, underwriting, ledger, jobs), each an aggregate the database computes; nothing here
// reads a table. Months and weeks are US Eastern business days.
import { addDays } from '@wysh/domain/calendar';
import type { PolicyStatus } from '@wysh/domain/policies/policy-lifecycle';
import { businessToday, startOfBusinessDay, type Clock } from '../../shared/clock.ts';
import type { Viewer } from '../../shared/viewer.ts';

export type Figure = { count: number; cents: number };

export type CaseQueueFigures = {
  open: number;
  oldestOpenedAt: Date | null;
  oldestWorkingHours: number | null;
  workingHoursAllowed: number;
  overdue: number;
};

export type ReconciliationResult = { ranAt: Date; invoicesChecked: number; differences: number };

/** What the view reads, each from its own module's service (wired in services.ts). */
export type OperationsSources = {
  requireOperations(viewer: Viewer): Promise<unknown>;
  policiesByStatus(): Promise<Array<{ status: PolicyStatus; count: number }>>;
  lapsingBetween(fromDay: string, toDay: string): Promise<number>;
  billedBetween(from: Date, to: Date): Promise<Figure>;
  collectedBetween(from: Date, to: Date): Promise<Figure>;
  pastDueAt(now: Date): Promise<Figure>;
  underwritingQueue(): Promise<CaseQueueFigures>;
  latestReconciliation(): Promise<ReconciliationResult | null>;
  deadJobs(): Promise<Array<{ queue: string; count: number }>>;
};

export type OperationsOverview = {
  asOf: Date;
  businessDay: string;
  month: { from: string; to: string };
  policiesByStatus: Array<{ status: PolicyStatus; count: number }>;
  billedThisMonth: Figure;
  collectedThisMonth: Figure;
  pastDue: Figure;
  lapsesThisWeek: { from: string; to: string; count: number };
  underwritingQueue: CaseQueueFigures;
  ledgerReconciliation: ReconciliationResult | null;
  deadJobs: Array<{ queue: string; count: number }>;
};

/** The first day of the month after `day`'s ("yyyy-MM-dd"). */
function firstOfNextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

export function createOperationsService(deps: { clock: Clock; sources: OperationsSources }) {
  const { clock, sources } = deps;
  return {
    /** The book's state now; FORBIDDEN without the operations role in a verified session. */
    async overview(viewer: Viewer): Promise<OperationsOverview> {
      await sources.requireOperations(viewer);
      const asOf = clock.now();
      const today = businessToday(clock);
      const monthFrom = `${today.slice(0, 7)}-01`;
      const nextMonth = firstOfNextMonth(today);
      const from = startOfBusinessDay(monthFrom);
      const to = startOfBusinessDay(nextMonth);
      const weekTo = addDays(today, 6);
      // One after another: the embedded database runs one statement at a time anyway.
      const policiesByStatus = await sources.policiesByStatus();
      const billedThisMonth = await sources.billedBetween(from, to);
      const collectedThisMonth = await sources.collectedBetween(from, to);
      const pastDue = await sources.pastDueAt(asOf);
      const lapsing = await sources.lapsingBetween(today, weekTo);
      const underwritingQueue = await sources.underwritingQueue();
      const ledgerReconciliation = await sources.latestReconciliation();
      const deadJobs = await sources.deadJobs();
      return {
        asOf,
        businessDay: today,
        month: { from: monthFrom, to: addDays(nextMonth, -1) },
        policiesByStatus,
        billedThisMonth,
        collectedThisMonth,
        pastDue,
        lapsesThisWeek: { from: today, to: weekTo, count: lapsing },
        underwritingQueue,
        ledgerReconciliation,
        deadJobs,
      };
    },
  };
}

export type OperationsService = ReturnType<typeof createOperationsService>;

// The manual underwriting queue as the operator's view reads it: open cases, the oldest one's age in working
// hours against the 48 it is given, and how many are overdue (past their due time, opened + 48 working hours).
import { workingMsBetween } from '@wysh/domain/working-hours';
import type { DbOrTx } from '../../db/database.ts';
import { businessDayOf, type Clock } from '../../shared/clock.ts';
import { openCaseFigures } from './case-queue-figures.repository.ts';
import { CASE_WORKING_HOURS } from './underwriting-cases.service.ts';

const HOUR_MS = 3_600_000;

export type CaseQueueFigures = {
  open: number;
  oldestOpenedAt: Date | null;
  /** The oldest open case's age in working hours (US business days), to a tenth; null with no case open. */
  oldestWorkingHours: number | null;
  workingHoursAllowed: number;
  overdue: number;
};

export function createCaseQueueFiguresService(deps: { db: DbOrTx; clock: Clock }) {
  return {
    async figures(): Promise<CaseQueueFigures> {
      const now = deps.clock.now();
      const { open, oldestOpenedAt, overdue } = await openCaseFigures(deps.db, now);
      const oldestWorkingHours = oldestOpenedAt
        ? Math.round((workingMsBetween(oldestOpenedAt, now, businessDayOf) / HOUR_MS) * 10) / 10
        : null;
      return { open, oldestOpenedAt, oldestWorkingHours, workingHoursAllowed: CASE_WORKING_HOURS, overdue };
    },
  };
}

export type CaseQueueFiguresService = ReturnType<typeof createCaseQueueFiguresService>;

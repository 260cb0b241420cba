// The premiums as the operator's view reads them: billed and collected within a span, and past due now. Each a
// count and cents, from one aggregate statement (premium-figures.repository.ts).
import { PAST_DUE_AFTER_MS } from '@wysh/domain/billing/past-due';
import type { DbOrTx } from '../../db/database.ts';
import {
  invoicesDueBetween,
  paymentsSettledBetween,
  premiumsOwedDueBefore,
  type Figure,
} from './premium-figures.repository.ts';

export type { Figure };

export function createPremiumFiguresService(deps: { db: DbOrTx }) {
  return {
    /** Invoices (first premiums, premiums, reinstatements; not void) falling due in [from, to). */
    billedBetween: (from: Date, to: Date) => invoicesDueBetween(deps.db, from, to),
    /** Payments that succeeded, and still stand (not returned), settled in [from, to). */
    collectedBetween: (from: Date, to: Date) => paymentsSettledBetween(deps.db, from, to),
    /**
     * Premiums after the first that are past due at `now` (the billing page's rule, past-due.ts): still owed,
     * no charge in flight, due more than a day ago. Cents are the balances left.
     */
    pastDueAt: (now: Date) => premiumsOwedDueBefore(deps.db, new Date(now.getTime() - PAST_DUE_AFTER_MS)),
  };
}

export type PremiumFiguresService = ReturnType<typeof createPremiumFiguresService>;

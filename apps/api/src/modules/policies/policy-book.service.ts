// The book of policies as the operator's view reads it: how many policies are in each status, and how many in
// grace lapse within a span of days. Aggregates only (policy-book.repository.ts).
import { POLICY_STATUSES, type PolicyStatus } from '@wysh/domain/policies/policy-lifecycle';
import type { DbOrTx } from '../../db/database.ts';
import { graceLapsingBetween, policyCountsByStatus } from './policy-book.repository.ts';

export function createPolicyBookService(deps: { db: DbOrTx }) {
  return {
    /** Every status of the lifecycle with its count (0 for a status no policy is in). */
    async countsByStatus(): Promise<Array<{ status: PolicyStatus; count: number }>> {
      const found = new Map((await policyCountsByStatus(deps.db)).map((row) => [row.status, row.count]));
      return POLICY_STATUSES.map((status) => ({ status, count: found.get(status) ?? 0 }));
    },
    /** Policies in grace whose lapse date is between the two days (US Eastern dates, both included). */
    lapsingBetween: (fromDay: string, toDay: string) => graceLapsingBetween(deps.db, fromDay, toDay),
  };
}

export type PolicyBookService = ReturnType<typeof createPolicyBookService>;

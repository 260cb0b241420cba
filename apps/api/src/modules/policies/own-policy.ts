// A policyholder's use case on their own issued policy (the underwritten changes, issue 27): one transaction
// under the policy's lock, so that of two requests at once the second sees what the first did; anyone else's
// policy, or one not yet issued, is not found.
import type { Result } from '@wysh/domain/result';
import { allOrNothing } from '../../db/all-or-nothing.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { businessToday, type Clock } from '../../shared/clock.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import { findPolicyOfUser, lockPolicy, type PolicyRow } from './policies.repository.ts';

export type OwnPolicy = { tx: DbOrTx; row: PolicyRow; userId: string; today: string };

export const policyNotFound = () => refusal('NOT_FOUND', "We couldn't find that policy.");

export function underOwnPolicyLock(db: Db, clock: Clock) {
  return async <T, C extends string>(
    viewer: Viewer,
    policyId: string,
    work: (own: OwnPolicy) => Promise<Result<T, UserFailure<C>>>,
  ): Promise<Result<T, UserFailure<C | 'NOT_FOUND'>>> => {
    const { userId } = requireUser(viewer, 'verified');
    const owned = await findPolicyOfUser(db, userId, policyId);
    if (!owned?.effectiveOn) return policyNotFound();
    return allOrNothing(db, async (tx) =>
      work({ tx, row: (await lockPolicy(tx, owned.id))!, userId, today: businessToday(clock) }),
    );
  };
}

// What a change to a policy's beneficiaries does, set against the set before it: who is added, who is removed,
// whose share or role moves, whose details change. A beneficiary carried into a change names the one it carries
// (`carriesId`), so a renamed person is "details changed", not removed and added. Pure: the review's pending
// change and the history both read it.
import type { MyBeneficiary } from '../api/beneficiaries';
import { beneficiaryName } from './names';

type Role = 'primary' | 'backup';
type Compared = Pick<MyBeneficiary, 'id' | 'allocation' | 'responsibility' | 'contact'> & {
  carriesId?: string | null;
};

export type BeneficiaryDifference =
  | { kind: 'added'; name: string; responsibility: Role; allocation: number }
  | { kind: 'removed'; name: string; responsibility: Role }
  | { kind: 'share'; name: string; responsibility: Role; from: number; to: number }
  | { kind: 'role'; name: string; from: Role; to: Role; allocation: number }
  | { kind: 'details'; name: string };

const roleOf = (beneficiary: Compared): Role =>
  beneficiary.responsibility === 'BACKUP' ? 'backup' : 'primary';

/** The differences from `before` to `after`, in the order of `after`, then the removed ones. */
export function beneficiaryDifferences(
  before: readonly Compared[],
  after: readonly Compared[],
): BeneficiaryDifference[] {
  const byId = new Map(before.map((beneficiary) => [beneficiary.id, beneficiary]));
  const carried = new Set<string>();
  const differences: BeneficiaryDifference[] = [];
  for (const now of after) {
    const was = byId.get(now.carriesId ?? now.id);
    const name = beneficiaryName(now);
    if (!was) {
      differences.push({ kind: 'added', name, responsibility: roleOf(now), allocation: now.allocation });
      continue;
    }
    carried.add(was.id);
    if (JSON.stringify(was.contact) !== JSON.stringify(now.contact))
      differences.push({ kind: 'details', name });
    if (roleOf(was) !== roleOf(now)) {
      differences.push({
        kind: 'role',
        name,
        from: roleOf(was),
        to: roleOf(now),
        allocation: now.allocation,
      });
    } else if (was.allocation !== now.allocation) {
      differences.push({
        kind: 'share',
        name,
        responsibility: roleOf(now),
        from: was.allocation,
        to: now.allocation,
      });
    }
  }
  for (const was of before) {
    if (!carried.has(was.id)) {
      differences.push({ kind: 'removed', name: beneficiaryName(was), responsibility: roleOf(was) });
    }
  }
  return differences;
}

// Which set of beneficiaries a membership's owner sees and edits. Before a policy: the membership's own set,
// edited in place. Once a policy is issued (attachBeneficiariesToPolicy): the set in force is the latest applied
// change's, and edits go to a pending change, opened on the first edit as a copy of the set in force (new ids,
// each naming the beneficiary it carries forward in source_id, the tax id sealed again under the new id) and
// applied only when the owner confirms it (beneficiary-changes.service.ts).
import crypto from 'node:crypto';
import type { DbOrTx } from '../../db/database.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { SensitiveData } from '../sensitive-data/sensitive-data.service.ts';
import {
  changesOfMembership,
  insertBeneficiary,
  insertChange,
  listOfSet,
  saveBeneficiaryTaxId,
  sealedTaxIds,
  type BeneficiaryChange,
  type BeneficiaryRecord,
  type BeneficiarySet,
} from './beneficiaries.repository.ts';
import { beneficiariesView, type BeneficiariesView } from './beneficiaries.views.ts';

export type Standing =
  | { kind: 'membership'; membershipId: string }
  | {
      kind: 'policy';
      membershipId: string;
      policyId: string;
      /** The applied change whose set is in force. */
      current: BeneficiaryChange;
      pending: BeneficiaryChange | undefined;
    };

/** The set the owner's edits go to, with the policy it belongs to (null before a policy). */
export type WorkingSet = BeneficiarySet & { policyId: string | null };

export async function standingOf(db: DbOrTx, membershipId: string): Promise<Standing> {
  const changes = await changesOfMembership(db, membershipId);
  // The latest opened applied one: one change is open at a time, so it is also the latest applied.
  const current = changes.find((change) => change.status === 'applied');
  if (!current) return { kind: 'membership', membershipId };
  const pending = changes.find((change) => change.status === 'pending');
  return { kind: 'policy', membershipId, policyId: current.policyId, current, pending };
}

/**
 * A policy's beneficiaries (who the death benefit goes to, and other people's details) are read and changed only
 * in a verified session; before a policy, the application's are the identified journey's. Throws
 * UNSUCCESSFUL_SESSION_VERIFICATION, so the web app sends the person through the phone code and back.
 */
export function requireLevelFor(viewer: Viewer, standing: Standing): void {
  requireUser(viewer, standing.kind === 'policy' ? 'verified' : 'identified');
}

/** Whether a row is one the owner may see or edit now: the membership's, the set in force, or the pending one. */
export function isLive(row: BeneficiaryRecord, standing: Standing): boolean {
  if (standing.kind === 'membership') return row.changeId === null;
  return row.changeId === standing.current.id || row.changeId === standing.pending?.id;
}

/** The row of `rows` an id names: itself, or (in a pending change) the copy of the beneficiary it carries. */
export function rowNamed(rows: readonly BeneficiaryRecord[], id: string): BeneficiaryRecord | undefined {
  const wanted = id.toLowerCase();
  return rows.find((row) => row.id === wanted) ?? rows.find((row) => row.sourceId === wanted);
}

/** Call with the membership locked: the set to edit, opening the pending change when a policy has none. */
export async function workingSet(
  tx: DbOrTx,
  standing: Standing,
  deps: { sensitive: SensitiveData; now: Date },
): Promise<WorkingSet> {
  const { membershipId } = standing;
  if (standing.kind === 'membership') return { membershipId, changeId: null, policyId: null };
  const { policyId } = standing;
  if (standing.pending) return { membershipId, changeId: standing.pending.id, policyId };
  const changeId = crypto.randomUUID();
  await insertChange(tx, {
    id: changeId,
    insuranceMembershipId: membershipId,
    policyId,
    kind: 'change',
    status: 'pending',
    createdAt: deps.now,
  });
  const rows = await listOfSet(tx, { membershipId, changeId: standing.current.id });
  const taxIds = await sealedTaxIds(
    tx,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    const { id: sourceId, position: _position, taxIdSet: _taxIdSet, ...details } = row;
    const id = crypto.randomUUID();
    await insertBeneficiary(tx, { ...details, id, changeId, sourceId, updatedAt: deps.now });
    const sealed = taxIds.get(sourceId);
    if (sealed) {
      // The tax id is sealed with its beneficiary's id: opened and sealed again under the copy's, never stored open.
      const digits = deps.sensitive.unseal(sealed, sourceId);
      await saveBeneficiaryTaxId(tx, id, deps.sensitive.seal(digits, id), sealed.last4, deps.now);
    }
  }
  return { membershipId, changeId, policyId };
}

/** What getBeneficiaries answers: the set in force (list, backup) and the pending change's set (pending). */
export async function standingView(db: DbOrTx, standing: Standing): Promise<BeneficiariesView> {
  const { membershipId } = standing;
  if (standing.kind === 'membership') {
    return beneficiariesView(await listOfSet(db, { membershipId, changeId: null }));
  }
  const current = await listOfSet(db, { membershipId, changeId: standing.current.id });
  const pending = standing.pending
    ? await listOfSet(db, { membershipId, changeId: standing.pending.id })
    : [];
  return beneficiariesView(current, pending);
}

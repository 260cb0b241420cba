// Beneficiaries of a user's insurance membership (spec 001 §3.2, §4.11, §7.4): list, add, edit, remove and
// re-share them. Each use case checks the caller owns the beneficiary (another user's id is NOT_FOUND), checks
// every input before writing (field errors, nothing changed) and writes in one transaction that holds the
// membership's beneficiaries, so the shares always obey the domain's rules: primaries sum to 100, backups sum to
// 100 among themselves, no backup without a primary. Adding or removing one splits its group evenly again; the
// owner then adjusts the shares with updateAllocations. Once a policy is issued the same edits go to a pending
// change instead (beneficiary-sets.ts), applied only with the owner's acknowledgement
// (beneficiary-changes.service.ts). A policy's beneficiaries are read and changed only in a verified session (spec
// 000 §6, 001 §6: servicing a policy needs the phone code); the application's, before a policy, at the identified
// level of the application journey's flows.
import crypto from 'node:crypto';
import {
  allocationMessage,
  allocationProblems,
  evenShares,
  isBeneficiaryType,
  isResponsibility,
  BENEFICIARY_MESSAGES,
  type Responsibility,
} from '@wysh/domain/beneficiaries';
import { DEFAULT_LINE_OF_BUSINESS } from '@wysh/domain/lines-of-business';
import { ok, type Result } from '@wysh/domain/result';
import { allOrNothing } from '../../db/all-or-nothing.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { businessToday, type Clock } from '../../shared/clock.ts';
import { refusal, type FieldError, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { AddressCheckResult, AddressInput } from '../addresses/addresses.service.ts';
import type { MembershipsService } from '../memberships/memberships.service.ts';
import type { SensitiveData } from '../sensitive-data/sensitive-data.service.ts';
import { checkDetails, type BeneficiaryDetailsInput } from './beneficiary-input.ts';
import {
  deleteBeneficiaries,
  findBeneficiary,
  insertBeneficiary,
  listOfSet,
  lockMembership,
  saveBeneficiaryTaxId,
  updateBeneficiaryRow,
  type BeneficiaryRecord,
} from './beneficiaries.repository.ts';
import {
  isLive,
  rowNamed,
  requireLevelFor,
  standingOf,
  standingView,
  workingSet,
  type WorkingSet,
} from './beneficiary-sets.ts';
import { beneficiaryView, type BeneficiariesView, type BeneficiaryView } from './beneficiaries.views.ts';

/** The codes beneficiaries' use cases refuse with: stable, never renamed. */
export type BeneficiariesErrorCode = 'NOT_FOUND' | 'VALIDATION_FAILED' | 'BACKUP_WITHOUT_PRIMARY';
export type BeneficiariesError = UserFailure<BeneficiariesErrorCode>;

export type CreateBeneficiaryInput = BeneficiaryDetailsInput & {
  lineOfBusiness?: string | null;
  type: string;
  responsibility: string;
};
export type UpdateBeneficiaryInput = BeneficiaryDetailsInput & { beneficiaryId: string };
export type DestroyBeneficiaryInput = {
  beneficiaryId: string;
  responsibility?: string | null;
  /** Removing the last primary while backups exist: make the backups primaries... */
  promoteBackup?: boolean | null;
  /** ...or remove them too. */
  destroyBackup?: boolean | null;
};
export type AllocationInput = { beneficiaryId: string; allocation: number };

type Changed = { beneficiaries: BeneficiariesView };

const notFound = () => refusal('NOT_FOUND', "We couldn't find that beneficiary.");
const invalid = (fields: FieldError[]) =>
  refusal('VALIDATION_FAILED', fields[0]?.message ?? 'Please check the highlighted fields.', fields);
const backupWithoutPrimary = (field: string) =>
  refusal('BACKUP_WITHOUT_PRIMARY', BENEFICIARY_MESSAGES.backupWithoutPrimary, [
    { field, message: BENEFICIARY_MESSAGES.backupWithoutPrimary },
  ]);

/** Sets the shares of a group (in the order added) to `shares`, writing only those that change. */
async function setShares(
  tx: DbOrTx,
  group: readonly BeneficiaryRecord[],
  shares: readonly number[],
  now: Date,
): Promise<void> {
  for (const [index, row] of group.entries()) {
    if (row.allocation !== shares[index]) {
      await updateBeneficiaryRow(tx, row.id, { allocation: shares[index]!, updatedAt: now });
    }
  }
}

const ofGroup = (rows: readonly BeneficiaryRecord[], responsibility: Responsibility) =>
  rows.filter((row) => row.responsibility === responsibility);

export function createBeneficiariesService(deps: {
  db: Db;
  clock: Clock;
  memberships: MembershipsService;
  sensitive: SensitiveData;
  /** The address provider's verification, without the lookup throttle (addresses' checkAddress). */
  verifyAddress: (address: AddressInput) => Promise<AddressCheckResult>;
}) {
  const { db, clock, memberships, sensitive } = deps;
  const checkDeps = () => ({
    verifyAddress: deps.verifyAddress,
    sensitive,
    today: businessToday(clock),
    now: clock.now(),
  });

  /** The user's insurance membership in a line of business (the default one when not named). */
  async function membershipOf(viewer: Viewer, userId: string, lineOfBusiness?: string | null) {
    const slug = lineOfBusiness?.trim() || DEFAULT_LINE_OF_BUSINESS;
    const constellations = await memberships.activeConstellations(viewer, userId);
    return constellations.find((c) => c.businessSlug === slug)?.activeInsuranceMembership?.id;
  }

  /**
   * The beneficiary when it is the user's own and live: the membership's, or the policy's in force or pending
   * (a set a later change replaced is history, not editable).
   */
  async function ownBeneficiary(
    viewer: Viewer,
    userId: string,
    id: string,
  ): Promise<BeneficiaryRecord | undefined> {
    const row = await findBeneficiary(db, id);
    if (!row) return undefined;
    if (!(await memberships.ownsInsuranceMembership(userId, row.insuranceMembershipId))) return undefined;
    const standing = await standingOf(db, row.insuranceMembershipId);
    if (!isLive(row, standing)) return undefined;
    requireLevelFor(viewer, standing);
    return row;
  }

  async function view(tx: DbOrTx, membershipId: string): Promise<BeneficiariesView> {
    return standingView(tx, await standingOf(tx, membershipId));
  }

  /**
   * In the use case's transaction: locks the membership and answers the set to edit and its rows, once more at
   * the level the set needs (a purchase may have made them a policy's since the first look).
   */
  async function editing(viewer: Viewer, tx: DbOrTx, membershipId: string, now: Date) {
    await lockMembership(tx, membershipId);
    const standing = await standingOf(tx, membershipId);
    requireLevelFor(viewer, standing);
    const set: WorkingSet = await workingSet(tx, standing, { sensitive, now });
    const rows = await listOfSet(tx, set, { lock: true });
    return { set, rows };
  }

  async function sealTaxId(tx: DbOrTx, beneficiaryId: string, digits: string | undefined, now: Date) {
    if (digits === undefined) return;
    await saveBeneficiaryTaxId(
      tx,
      beneficiaryId,
      sensitive.seal(digits, beneficiaryId),
      digits.slice(-4),
      now,
    );
  }

  return {
    /** The beneficiaries in force on the membership, as a policy packet names them (no viewer: a job asks). */
    async namedInForce(membershipId: string): Promise<Array<{ label: string; value: string }>> {
      const current = await view(db, membershipId);
      const name = (b: BeneficiaryView) =>
        b.contact.name ?? [b.contact.firstName, b.contact.lastName].filter(Boolean).join(' ');
      return [
        ...current.list.map((b) => ({ label: name(b), value: `Primary, ${b.allocation}%` })),
        ...current.backup.map((b) => ({ label: name(b), value: `Backup, ${b.allocation}%` })),
      ];
    },

    async getBeneficiaries(
      viewer: Viewer,
      input: { lineOfBusiness?: string | null } = {},
    ): Promise<Result<BeneficiariesView, BeneficiariesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const membershipId = await membershipOf(viewer, userId, input.lineOfBusiness);
      if (!membershipId) return notFound();
      const standing = await standingOf(db, membershipId);
      requireLevelFor(viewer, standing);
      return ok(await standingView(db, standing));
    },

    async createBeneficiary(
      viewer: Viewer,
      input: CreateBeneficiaryInput,
    ): Promise<Result<Changed & { beneficiary: BeneficiaryView }, BeneficiariesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const membershipId = await membershipOf(viewer, userId, input.lineOfBusiness);
      if (!membershipId) return notFound();
      requireLevelFor(viewer, await standingOf(db, membershipId));
      const { type, responsibility } = input;
      if (!isBeneficiaryType(type)) return invalid([{ field: 'type', message: 'Required' }]);
      if (!isResponsibility(responsibility))
        return invalid([{ field: 'responsibility', message: 'Required' }]);
      const details = await checkDetails(
        checkDeps(),
        type,
        { contact: input.contact ?? {}, address: input.address ?? null, taxId: input.taxId },
        { addressKnown: false },
      );
      if ('fields' in details) return invalid(details.fields);
      const { checked } = details;

      return allOrNothing(db, async (tx) => {
        const now = clock.now();
        const { set, rows } = await editing(viewer, tx, membershipId, now);
        if (responsibility === 'backup' && ofGroup(rows, 'primary').length === 0) {
          return backupWithoutPrimary('responsibility');
        }
        const group = ofGroup(rows, responsibility);
        const shares = evenShares(group.length + 1);
        const id = crypto.randomUUID();
        await setShares(tx, group, shares, now);
        await insertBeneficiary(tx, {
          id,
          insuranceMembershipId: membershipId,
          policyId: set.policyId,
          changeId: set.changeId,
          type,
          responsibility,
          allocation: shares[group.length]!,
          ...checked.contact,
          ...checked.address,
          createdAt: now,
          updatedAt: now,
        });
        await sealTaxId(tx, id, checked.taxId, now);
        const created = (await listOfSet(tx, set)).find((row) => row.id === id)!;
        return ok({ beneficiary: beneficiaryView(created), beneficiaries: await view(tx, membershipId) });
      });
    },

    async updateBeneficiary(
      viewer: Viewer,
      input: UpdateBeneficiaryInput,
    ): Promise<Result<Changed & { beneficiary: BeneficiaryView }, BeneficiariesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await ownBeneficiary(viewer, userId, input.beneficiaryId);
      if (!row) return notFound();
      // What was not sent stays as it is; the whole contact is checked as it will be.
      const stored = beneficiaryView(row).contact;
      const sent = input.contact ?? {};
      const contact = Object.fromEntries(
        (Object.keys(stored) as Array<keyof typeof stored>).map((key) => [
          key,
          key in sent ? (sent as Record<string, string | null | undefined>)[key] : stored[key],
        ]),
      );
      const details = await checkDetails(
        checkDeps(),
        row.type,
        { contact, address: input.address, taxId: input.taxId },
        { addressKnown: true },
      );
      if ('fields' in details) return invalid(details.fields);
      const { checked } = details;

      return allOrNothing(db, async (tx) => {
        const now = clock.now();
        const { set, rows } = await editing(viewer, tx, row.insuranceMembershipId, now);
        const target = rowNamed(rows, row.id);
        if (!target) return notFound();
        await updateBeneficiaryRow(tx, target.id, { ...checked.contact, ...checked.address, updatedAt: now });
        await sealTaxId(tx, target.id, checked.taxId, now);
        const updated = (await listOfSet(tx, set)).find((each) => each.id === target.id)!;
        return ok({
          beneficiary: beneficiaryView(updated),
          beneficiaries: await view(tx, row.insuranceMembershipId),
        });
      });
    },

    async destroyBeneficiary(
      viewer: Viewer,
      input: DestroyBeneficiaryInput,
    ): Promise<Result<Changed, BeneficiariesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await ownBeneficiary(viewer, userId, input.beneficiaryId);
      if (!row) return notFound();
      if (input.promoteBackup && input.destroyBackup) {
        const message = 'Choose to promote the backup or to remove it, not both.';
        return invalid([{ field: 'promoteBackup', message }]);
      }

      return allOrNothing(db, async (tx) => {
        const now = clock.now();
        const { rows } = await editing(viewer, tx, row.insuranceMembershipId, now);
        // As it stands now that the membership's beneficiaries are held (another request may have changed it).
        const current = rowNamed(rows, row.id);
        if (!current) return notFound();
        if (input.responsibility && input.responsibility !== current.responsibility) return notFound();
        const others = rows.filter((each) => each.id !== current.id);
        const backups = ofGroup(others, 'backup');
        if (
          current.responsibility === 'primary' &&
          ofGroup(others, 'primary').length === 0 &&
          backups.length > 0
        ) {
          if (input.promoteBackup) {
            // The backups already share 100 among themselves: as primaries they keep their shares.
            for (const backup of backups) {
              await updateBeneficiaryRow(tx, backup.id, { responsibility: 'primary', updatedAt: now });
            }
          } else if (input.destroyBackup) {
            await deleteBeneficiaries(
              tx,
              backups.map((backup) => backup.id),
            );
          } else {
            return backupWithoutPrimary('promoteBackup');
          }
          await deleteBeneficiaries(tx, [current.id]);
        } else {
          await deleteBeneficiaries(tx, [current.id]);
          const group = ofGroup(others, current.responsibility);
          await setShares(tx, group, evenShares(group.length), now);
        }
        return ok({ beneficiaries: await view(tx, row.insuranceMembershipId) });
      });
    },

    /** All or nothing: the shares sent replace those of the beneficiaries named, and the whole set must hold. */
    async updateBeneficiaryAllocation(
      viewer: Viewer,
      input: { beneficiaryAllocations: readonly AllocationInput[] },
    ): Promise<Result<Changed & { status: 'updated' }, BeneficiariesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const sent = input.beneficiaryAllocations.filter((entry) => entry.beneficiaryId.trim() !== '');
      if (sent.length === 0) {
        return invalid([{ field: 'beneficiaryAllocations', message: 'Required' }]);
      }
      const ids = new Set(sent.map((entry) => entry.beneficiaryId.toLowerCase()));
      if (ids.size !== sent.length) {
        return invalid([
          { field: 'beneficiaryAllocations', message: 'Each beneficiary can be given one share.' },
        ]);
      }
      const first = await ownBeneficiary(viewer, userId, sent[0]!.beneficiaryId);
      if (!first) return notFound();
      const membershipId = first.insuranceMembershipId;

      return allOrNothing(db, async (tx) => {
        const now = clock.now();
        const { rows } = await editing(viewer, tx, membershipId, now);
        const byId = new Map(rows.map((row) => [row.id, row]));
        // Ids of the set in force name their copies in a pending change.
        const named = sent.map((entry) => ({ row: rowNamed(rows, entry.beneficiaryId), entry }));
        if (named.some(({ row }) => !row)) return notFound();
        const shares = new Map(named.map(({ row, entry }) => [row!.id, entry.allocation]));
        if (shares.size !== sent.length) {
          return invalid([
            { field: 'beneficiaryAllocations', message: 'Each beneficiary can be given one share.' },
          ]);
        }
        const entries = rows.map((row) => ({
          id: row.id,
          responsibility: row.responsibility,
          allocation: shares.get(row.id) ?? row.allocation,
        }));
        const problems = allocationProblems(entries);
        if (problems.length > 0) {
          return invalid(
            problems.map((problem) => ({
              field: problem.id ? `bene-allocation-${problem.id}` : `allocation.${problem.responsibility}`,
              message: allocationMessage(problem.code),
            })),
          );
        }
        for (const entry of entries) {
          if (entry.allocation !== byId.get(entry.id)!.allocation) {
            await updateBeneficiaryRow(tx, entry.id, { allocation: entry.allocation, updatedAt: now });
          }
        }
        return ok({ status: 'updated' as const, beneficiaries: await view(tx, membershipId) });
      });
    },
  };
}

export type BeneficiariesService = ReturnType<typeof createBeneficiariesService>;

import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import {
  IN_FORCE_STATUSES,
  OPEN_STATUSES,
  transition,
  type PolicyEvent,
  type PolicyTransitionError,
} from '@wysh/domain/policies/policy-lifecycle';
import { err, ok, type Result } from '@wysh/domain/result';
import type { DbOrTx } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import { policies, policyEvents, policyNumberSerials } from './policies.table.ts';

export type PolicyRow = typeof policies.$inferSelect;
export type PolicyEventRow = typeof policyEvents.$inferSelect;

/** Why a policy's status changed, and who or what changed it (kept in its history). */
export type Because = {
  reason: string;
  actor: { kind: 'person'; userId: string } | { kind: 'job'; name: string };
  details?: PolicyEventRow['details'];
};

const actorColumns = (actor: Because['actor']) =>
  actor.kind === 'person'
    ? { actorKind: 'person' as const, actor: actor.userId }
    : { actorKind: 'job' as const, actor: actor.name };

/** A new policy (always `pending`), with its creation as the first line of its history. */
export async function createPolicy(
  tx: DbOrTx,
  values: Omit<PolicyRow, 'status'>,
  because: Because,
): Promise<PolicyRow> {
  const [row] = await tx
    .insert(policies)
    .values({ ...values, status: 'pending' })
    .returning();
  await tx.insert(policyEvents).values({
    id: randomUUID(),
    policyId: row!.id,
    event: 'create',
    fromStatus: null,
    toStatus: 'pending',
    reason: because.reason,
    ...actorColumns(because.actor),
    details: because.details ?? {},
    occurredAt: values.createdAt,
  });
  return row!;
}

/**
 * The only status write: the domain's transition decides the next status (or refuses with its named error),
 * and the move is recorded in policy_events in the caller's transaction. `changes` are the columns that change
 * with it (the number and dates at issue, the lapse date...). The caller holds the policy's row lock.
 */
export async function transitionPolicy(
  tx: DbOrTx,
  policy: PolicyRow,
  event: PolicyEvent,
  because: Because,
  at: Date,
  changes: Partial<Omit<PolicyRow, 'id' | 'status'>> = {},
): Promise<Result<PolicyRow, PolicyTransitionError>> {
  const next = transition(policy, event);
  if (!next.ok) return err(next.error);
  const [row] = await tx
    .update(policies)
    .set({ ...changes, status: next.value, updatedAt: at })
    .where(eq(policies.id, policy.id))
    .returning();
  await tx.insert(policyEvents).values({
    id: randomUUID(),
    policyId: policy.id,
    event: event.type,
    fromStatus: policy.status,
    toStatus: next.value,
    reason: because.reason,
    ...actorColumns(because.actor),
    details: because.details ?? {},
    occurredAt: at,
  });
  return ok(row!);
}

/** A policy's history, oldest first. */
export async function eventsOfPolicy(db: DbOrTx, policyId: string): Promise<PolicyEventRow[]> {
  return db
    .select()
    .from(policyEvents)
    .where(eq(policyEvents.policyId, policyId))
    .orderBy(asc(policyEvents.seq));
}

/** The membership's policy in force or being bought, locked for the caller's transaction. */
export async function lockOpenPolicyOfMembership(
  tx: DbOrTx,
  membershipId: string,
): Promise<PolicyRow | undefined> {
  const [row] = await tx
    .select()
    .from(policies)
    .where(and(eq(policies.insuranceMembershipId, membershipId), inArray(policies.status, OPEN_STATUSES)))
    .for('update');
  return row;
}

export async function lockPolicy(tx: DbOrTx, id: string): Promise<PolicyRow | undefined> {
  const [row] = await tx.select().from(policies).where(eq(policies.id, id)).for('update');
  return row;
}

export async function nextPolicySerial(tx: DbOrTx): Promise<number> {
  const result = await tx.execute(sql.raw(`select nextval('${policyNumberSerials.seqName}') as serial`));
  return Number((result.rows[0] as { serial: string | number }).serial);
}

/** The user's newest policy of one of `statuses` (in force, pending), or undefined. */
export async function latestPolicyOfUser(
  db: DbOrTx,
  userId: string,
  statuses: readonly PolicyRow['status'][],
): Promise<PolicyRow | undefined> {
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.userId, userId), inArray(policies.status, statuses)))
    .orderBy(desc(policies.createdAt))
    .limit(1);
  return row;
}

export async function findPolicyOfUser(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<PolicyRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, id), eq(policies.userId, userId)));
  return row;
}

export async function findPolicy(db: DbOrTx, id: string): Promise<PolicyRow | undefined> {
  const [row] = await db.select().from(policies).where(eq(policies.id, id));
  return row;
}

/** Policies of the given statuses, a page at a time in id order (the billing run and the daily dunning). */
export async function policiesWithStatusAfter(
  db: DbOrTx,
  statuses: readonly PolicyRow['status'][],
  afterId: string | null,
  limit: number,
): Promise<PolicyRow[]> {
  return db
    .select()
    .from(policies)
    .where(and(inArray(policies.status, statuses), afterId ? gt(policies.id, afterId) : undefined))
    .orderBy(asc(policies.id))
    .limit(limit);
}

/** Writes columns other than the status (the status changes only through transitionPolicy). */
export async function updatePolicyDetails(
  tx: DbOrTx,
  id: string,
  values: Partial<Omit<PolicyRow, 'id' | 'status'>>,
): Promise<void> {
  await tx.update(policies).set(values).where(eq(policies.id, id));
}

/** Policies in force whose last day of cover is before `today`: their term has run out. */
export async function inForceEndedBefore(db: DbOrTx, today: string, limit: number): Promise<PolicyRow[]> {
  return db
    .select()
    .from(policies)
    .where(and(inArray(policies.status, IN_FORCE_STATUSES), lt(policies.terminatesAt, today)))
    .orderBy(asc(policies.id))
    .limit(limit);
}

/** A user's policies of one of `statuses`, newest first. */
export async function policiesOfUser(
  db: DbOrTx,
  userId: string,
  statuses: readonly PolicyRow['status'][],
): Promise<PolicyRow[]> {
  return db
    .select()
    .from(policies)
    .where(and(eq(policies.userId, userId), inArray(policies.status, statuses)))
    .orderBy(desc(policies.createdAt));
}

/** The newest event of a kind in a policy's history (the lapse, to read the premium that was missed). */
export async function latestEventOfPolicy(
  db: DbOrTx,
  policyId: string,
  event: PolicyEventRow['event'],
): Promise<PolicyEventRow | undefined> {
  const [row] = await db
    .select()
    .from(policyEvents)
    .where(and(eq(policyEvents.policyId, policyId), eq(policyEvents.event, event)))
    .orderBy(desc(policyEvents.seq))
    .limit(1);
  return row;
}

/** Whether the membership holds an open policy (pending, active, grace) other than `policyId`. */
export async function otherOpenPolicyOfMembership(
  db: DbOrTx,
  membershipId: string,
  policyId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: policies.id })
    .from(policies)
    .where(
      and(
        eq(policies.insuranceMembershipId, membershipId),
        inArray(policies.status, OPEN_STATUSES),
        ne(policies.id, policyId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Sandbox only (/dev/policies/term-in-last-year): the owner's active term policy made a one-year term from its
 * effective date, so that its last year is now. Answers its new last day, or undefined when `userId` has no such
 * policy.
 */
export async function makeOneYearTermForSandbox(
  db: DbOrTx,
  owner: { policyId: string; userId: string },
): Promise<{ policyId: string; terminatesAt: string | null } | undefined> {
  if (!isUuid(owner.policyId)) return undefined;
  const [moved] = await db
    .update(policies)
    .set({
      termDuration: 1,
      terminatesAt: sql`(${policies.effectiveOn} + interval '1 year' - interval '1 day')::date`,
    })
    .where(
      and(
        eq(policies.id, owner.policyId),
        eq(policies.userId, owner.userId),
        eq(policies.productSlug, 'wysh-term-life'),
        eq(policies.status, 'active'),
      ),
    )
    .returning({ policyId: policies.id, terminatesAt: policies.terminatesAt });
  return moved;
}

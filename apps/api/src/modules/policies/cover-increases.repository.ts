import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import {
  transitionIncrease,
  OPEN_INCREASE_STATUSES,
  type CoverIncreaseEvent,
} from '@wysh/domain/policy-changes/increase-lifecycle';
import type { DbOrTx } from '../../db/database.ts';
import { coverIncreaseEvents, coverIncreaseRequests } from './cover-increases.table.ts';

export type CoverIncreaseRow = typeof coverIncreaseRequests.$inferSelect;

export type IncreaseActor =
  | { kind: 'person'; userId: string }
  | { kind: 'underwriter'; userId: string }
  | { kind: 'job'; name: string };
export type IncreaseBecause = {
  reason: string;
  actor: IncreaseActor;
  details?: Record<string, string | number | null>;
};

const actorOf = (actor: IncreaseActor) =>
  actor.kind === 'job' ? `job:${actor.name}` : `${actor.kind}:${actor.userId}`;

type Changes = Partial<Omit<CoverIncreaseRow, 'id' | 'policyId' | 'userId' | 'status' | 'createdAt'>>;

/** A new request, its first status recorded in its history. */
export async function openIncrease(
  tx: DbOrTx,
  values: Omit<CoverIncreaseRow, 'id' | 'status' | 'updatedAt'>,
  because: IncreaseBecause,
): Promise<CoverIncreaseRow> {
  const [row] = await tx
    .insert(coverIncreaseRequests)
    .values({ ...values, id: randomUUID(), status: 'underwriting', updatedAt: values.createdAt })
    .returning();
  await tx.insert(coverIncreaseEvents).values({
    id: randomUUID(),
    requestId: row!.id,
    event: 'requested',
    fromStatus: null,
    toStatus: 'underwriting',
    reason: because.reason,
    actor: actorOf(because.actor),
    details: because.details ?? {},
    occurredAt: values.createdAt,
  });
  return row!;
}

/**
 * The one writer of a request's status: the domain's lifecycle decides (a move it refuses is our bug, thrown),
 * this applies it with `changes` and records it with its reason and actor, in the caller's transaction.
 */
export async function moveIncrease(
  tx: DbOrTx,
  request: CoverIncreaseRow,
  event: CoverIncreaseEvent,
  because: IncreaseBecause,
  at: Date,
  changes: Changes = {},
): Promise<CoverIncreaseRow> {
  const next = transitionIncrease(request.status, event);
  if (!next.ok) throw new Error(`Cover increase ${request.id}: ${JSON.stringify(next.error)}`);
  const [moved] = await tx
    .update(coverIncreaseRequests)
    .set({ ...changes, status: next.value, updatedAt: at })
    .where(eq(coverIncreaseRequests.id, request.id))
    .returning();
  await tx.insert(coverIncreaseEvents).values({
    id: randomUUID(),
    requestId: request.id,
    event: event.type,
    fromStatus: request.status,
    toStatus: next.value,
    reason: because.reason,
    actor: actorOf(because.actor),
    details: because.details ?? {},
    occurredAt: at,
  });
  return moved!;
}

/** Changes that do not move the request (the cover asked for, before the interview is decided). */
export async function updateIncrease(
  tx: DbOrTx,
  id: string,
  changes: Changes & { updatedAt: Date },
): Promise<CoverIncreaseRow> {
  const [row] = await tx
    .update(coverIncreaseRequests)
    .set(changes)
    .where(eq(coverIncreaseRequests.id, id))
    .returning();
  return row!;
}

/** The policy's open request (one at most), or undefined. */
export async function openIncreaseOfPolicy(
  db: DbOrTx,
  policyId: string,
): Promise<CoverIncreaseRow | undefined> {
  const [row] = await db
    .select()
    .from(coverIncreaseRequests)
    .where(
      and(
        eq(coverIncreaseRequests.policyId, policyId),
        inArray(coverIncreaseRequests.status, [...OPEN_INCREASE_STATUSES]),
      ),
    );
  return row;
}

/** The policy's newest request, whatever became of it. */
export async function latestIncreaseOfPolicy(
  db: DbOrTx,
  policyId: string,
): Promise<CoverIncreaseRow | undefined> {
  const [row] = await db
    .select()
    .from(coverIncreaseRequests)
    .where(eq(coverIncreaseRequests.policyId, policyId))
    .orderBy(desc(coverIncreaseRequests.createdAt))
    .limit(1);
  return row;
}

/** The request an underwriting application decides, locked for the caller's transaction. */
export async function lockIncreaseOfApplication(
  tx: DbOrTx,
  applicationId: string,
): Promise<CoverIncreaseRow | undefined> {
  const [row] = await tx
    .select()
    .from(coverIncreaseRequests)
    .where(eq(coverIncreaseRequests.insuranceApplicationId, applicationId))
    .for('update');
  return row;
}

/** Offers whose last day to accept was before `today`. */
export async function lapsedOffers(db: DbOrTx, today: string, limit: number): Promise<CoverIncreaseRow[]> {
  return db
    .select()
    .from(coverIncreaseRequests)
    .where(and(eq(coverIncreaseRequests.status, 'offered'), lt(coverIncreaseRequests.offerExpiresOn, today)))
    .limit(limit);
}

/** A request's history, oldest first. */
export async function eventsOfIncrease(db: DbOrTx, requestId: string) {
  return db
    .select()
    .from(coverIncreaseEvents)
    .where(eq(coverIncreaseEvents.requestId, requestId))
    .orderBy(coverIncreaseEvents.occurredAt);
}

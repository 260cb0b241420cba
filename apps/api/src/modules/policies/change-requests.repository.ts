import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import {
  transitionChangeRequest,
  OPEN_CHANGE_REQUEST_STATUSES,
  type ChangeRequestEvent,
} from '@wysh/domain/policy-changes/change-request-lifecycle';
import type { DbOrTx } from '../../db/database.ts';
import {
  policyChangeRequestEvents,
  policyChangeRequests,
  type ChangeRequestKind,
} from './change-requests.table.ts';

export type ChangeRequestRow = typeof policyChangeRequests.$inferSelect;

export type ChangeActor =
  | { kind: 'person'; userId: string }
  | { kind: 'underwriter'; userId: string }
  | { kind: 'job'; name: string };
export type ChangeBecause = {
  reason: string;
  actor: ChangeActor;
  details?: Record<string, string | number | null>;
};

const actorOf = (actor: ChangeActor) =>
  actor.kind === 'job' ? `job:${actor.name}` : `${actor.kind}:${actor.userId}`;

type Changes = Partial<Omit<ChangeRequestRow, 'id' | 'policyId' | 'userId' | 'status' | 'createdAt'>>;

/** A new request, its first status recorded in its history. */
export async function openChangeRequest(
  tx: DbOrTx,
  values: Omit<ChangeRequestRow, 'id' | 'status' | 'updatedAt'>,
  because: ChangeBecause,
): Promise<ChangeRequestRow> {
  const [row] = await tx
    .insert(policyChangeRequests)
    .values({ ...values, id: randomUUID(), status: 'underwriting', updatedAt: values.createdAt })
    .returning();
  await tx.insert(policyChangeRequestEvents).values({
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
export async function moveChangeRequest(
  tx: DbOrTx,
  request: ChangeRequestRow,
  event: ChangeRequestEvent,
  because: ChangeBecause,
  at: Date,
  changes: Changes = {},
): Promise<ChangeRequestRow> {
  const next = transitionChangeRequest(request.status, event);
  if (!next.ok) throw new Error(`Cover increase ${request.id}: ${JSON.stringify(next.error)}`);
  const [moved] = await tx
    .update(policyChangeRequests)
    .set({ ...changes, status: next.value, updatedAt: at })
    .where(eq(policyChangeRequests.id, request.id))
    .returning();
  await tx.insert(policyChangeRequestEvents).values({
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
export async function updateChangeRequest(
  tx: DbOrTx,
  id: string,
  changes: Changes & { updatedAt: Date },
): Promise<ChangeRequestRow> {
  const [row] = await tx
    .update(policyChangeRequests)
    .set(changes)
    .where(eq(policyChangeRequests.id, id))
    .returning();
  return row!;
}

/** The policy's open request (one at most, of either kind), or undefined. */
export async function openChangeOfPolicy(
  db: DbOrTx,
  policyId: string,
): Promise<ChangeRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(policyChangeRequests)
    .where(
      and(
        eq(policyChangeRequests.policyId, policyId),
        inArray(policyChangeRequests.status, [...OPEN_CHANGE_REQUEST_STATUSES]),
      ),
    );
  return row;
}

/** The user's open requests (of every policy), oldest first. */
export async function openChangesOfUser(db: DbOrTx, userId: string): Promise<ChangeRequestRow[]> {
  return db
    .select()
    .from(policyChangeRequests)
    .where(
      and(
        eq(policyChangeRequests.userId, userId),
        inArray(policyChangeRequests.status, [...OPEN_CHANGE_REQUEST_STATUSES]),
      ),
    )
    .orderBy(policyChangeRequests.createdAt);
}

/** The policy's newest request of a kind, whatever became of it. */
export async function latestChangeOfPolicy(
  db: DbOrTx,
  policyId: string,
  kind: ChangeRequestKind,
): Promise<ChangeRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(policyChangeRequests)
    .where(and(eq(policyChangeRequests.policyId, policyId), eq(policyChangeRequests.kind, kind)))
    .orderBy(desc(policyChangeRequests.createdAt))
    .limit(1);
  return row;
}

/** A closed request is still shown to its owner (confirm-update, the policy) this many days after it moved last. */
export const CLOSED_SHOWN_DAYS = 30;

/** The policy's open request of a kind, else its newest one closed in the last CLOSED_SHOWN_DAYS days. */
export async function shownChangeOfPolicy(
  db: DbOrTx,
  policyId: string,
  kind: ChangeRequestKind,
  now: Date,
): Promise<ChangeRequestRow | undefined> {
  const open = await openChangeOfPolicy(db, policyId);
  if (open?.kind === kind) return open;
  const latest = await latestChangeOfPolicy(db, policyId, kind);
  const since = now.getTime() - CLOSED_SHOWN_DAYS * 86_400_000;
  return latest && latest.updatedAt.getTime() >= since ? latest : undefined;
}

/** The request an underwriting application decides, locked for the caller's transaction. */
export async function lockChangeOfApplication(
  tx: DbOrTx,
  applicationId: string,
): Promise<ChangeRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(policyChangeRequests)
    .where(eq(policyChangeRequests.insuranceApplicationId, applicationId))
    .for('update');
  return row;
}

/** Offers whose last day to accept was before `today`. */
export async function lapsedOffers(db: DbOrTx, today: string, limit: number): Promise<ChangeRequestRow[]> {
  return db
    .select()
    .from(policyChangeRequests)
    .where(and(eq(policyChangeRequests.status, 'offered'), lt(policyChangeRequests.offerExpiresOn, today)))
    .limit(limit);
}

/** A request's history, oldest first. */
export async function eventsOfChangeRequest(db: DbOrTx, requestId: string) {
  return db
    .select()
    .from(policyChangeRequestEvents)
    .where(eq(policyChangeRequestEvents.requestId, requestId))
    .orderBy(policyChangeRequestEvents.occurredAt);
}

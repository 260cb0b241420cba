// The one writer of a reinstatement request's status: the domain's lifecycle decides (or refuses with its named
// error), this applies the move with whatever the move changes, in the caller's transaction, and records it in
// the request's history with its reason and actor. A new request's first status is recorded as it is made.
import { randomUUID } from 'node:crypto';
import {
  transitionRequest,
  type ReinstatementRequestEvent,
} from '@wysh/domain/reinstatement/request-lifecycle';
import type { DbOrTx } from '../../db/database.ts';
import {
  insertRequest,
  insertRequestEvent,
  updateRequest,
  type ReinstatementRequestRow,
} from './reinstatements.repository.ts';

export type RequestActor =
  | { kind: 'person'; userId: string }
  | { kind: 'underwriter'; userId: string }
  | { kind: 'job'; name: string };
export type RequestBecause = {
  reason: string;
  actor: RequestActor;
  details?: Record<string, string | number | null>;
};

const actorOf = (actor: RequestActor) =>
  actor.kind === 'job' ? `job:${actor.name}` : `${actor.kind}:${actor.userId}`;

type Changes = Partial<Omit<ReinstatementRequestRow, 'id' | 'policyId' | 'userId' | 'status'>>;

/** A decision recorded as a new request, its first status in its history. */
export async function openRequest(
  tx: DbOrTx,
  row: ReinstatementRequestRow,
  because: RequestBecause,
): Promise<ReinstatementRequestRow> {
  const inserted = await insertRequest(tx, row);
  await insertRequestEvent(tx, {
    id: randomUUID(),
    requestId: inserted.id,
    event: 'decided',
    fromStatus: null,
    toStatus: inserted.status,
    reason: because.reason,
    actor: actorOf(because.actor),
    details: because.details ?? {},
    occurredAt: inserted.createdAt,
  });
  return inserted;
}

/** The request moved by `event` (with `changes`), or a thrown error: a move the lifecycle refuses is our bug. */
export async function moveRequest(
  tx: DbOrTx,
  request: ReinstatementRequestRow,
  event: ReinstatementRequestEvent,
  because: RequestBecause,
  at: Date,
  changes: Changes = {},
): Promise<ReinstatementRequestRow> {
  const next = transitionRequest(request.status, event);
  if (!next.ok) throw new Error(`Reinstatement request ${request.id}: ${JSON.stringify(next.error)}`);
  const moved = await updateRequest(tx, request.id, { ...changes, status: next.value, updatedAt: at });
  await insertRequestEvent(tx, {
    id: randomUUID(),
    requestId: request.id,
    event: event.type,
    fromStatus: request.status,
    toStatus: moved.status,
    reason: because.reason,
    actor: actorOf(because.actor),
    details: because.details ?? {},
    occurredAt: at,
  });
  return moved;
}

/** Something that happened to a request without moving it (referred to an underwriter), in its history. */
export async function noteRequest(
  tx: DbOrTx,
  request: ReinstatementRequestRow,
  event: string,
  because: RequestBecause,
  at: Date,
): Promise<void> {
  await insertRequestEvent(tx, {
    id: randomUUID(),
    requestId: request.id,
    event,
    fromStatus: request.status,
    toStatus: request.status,
    reason: because.reason,
    actor: actorOf(because.actor),
    details: because.details ?? {},
    occurredAt: at,
  });
}

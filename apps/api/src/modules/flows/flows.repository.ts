import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { FlowScope } from '@wysh/forms/protocol';
import type { DbOrTx } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import { flowResponses, flowSessions } from './flows.table.ts';

export type FlowSessionRow = typeof flowSessions.$inferSelect;

/** The saved answers of the session in the row, as one JSON object by field id (qualified by hand: drizzle
 * leaves a single table's columns unqualified, which inside the subquery would name flow_responses.id). */
const responsesOfRow = sql<Record<string, unknown>>`(
  select coalesce(json_object_agg(r.field_id, r.value), '{}'::json)
  from ${flowResponses} r where r.flow_session_id = "flow_sessions"."id")`;

/**
 * A session of this user with its saved answers, read in one statement (so they agree with its version); undefined
 * for another user's id and an unknown one alike.
 */
export async function findSessionOfUser(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<{ session: FlowSessionRow; responses: Map<string, unknown> } | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ ...getTableColumns(flowSessions), responses: responsesOfRow })
    .from(flowSessions)
    .where(and(eq(flowSessions.id, id), eq(flowSessions.userId, userId)));
  if (!row) return undefined;
  const { responses, ...session } = row;
  return { session, responses: new Map(Object.entries(responses)) };
}

export async function findOpenSession(
  db: DbOrTx,
  userId: string,
  flowSlug: string,
  scope: FlowScope,
): Promise<FlowSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(flowSessions)
    .where(
      and(
        eq(flowSessions.userId, userId),
        eq(flowSessions.flowSlug, flowSlug),
        eq(flowSessions.scope, scope),
        isNull(flowSessions.finishedAt),
        isNull(flowSessions.abandonedAt),
      ),
    );
  return row;
}

export async function abandonOpenSession(
  db: DbOrTx,
  userId: string,
  flowSlug: string,
  scope: FlowScope,
  at: Date,
): Promise<void> {
  await db
    .update(flowSessions)
    .set({ abandonedAt: at, updatedAt: at })
    .where(
      and(
        eq(flowSessions.userId, userId),
        eq(flowSessions.flowSlug, flowSlug),
        eq(flowSessions.scope, scope),
        isNull(flowSessions.finishedAt),
        isNull(flowSessions.abandonedAt),
      ),
    );
}

/** Starts a session on its first form; undefined when another request opened one at the same moment. */
export async function insertSession(
  db: DbOrTx,
  session: { userId: string; flowSlug: string; scope: FlowScope; firstForm: string; at: Date },
): Promise<FlowSessionRow | undefined> {
  const [row] = await db
    .insert(flowSessions)
    .values({
      userId: session.userId,
      flowSlug: session.flowSlug,
      scope: session.scope,
      history: [session.firstForm],
      createdAt: session.at,
      updatedAt: session.at,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Applies a change computed from `session` (at its version) and bumps the version; undefined when the session
 * changed meanwhile (nothing is written then). Inside a transaction, the row stays locked until it ends.
 */
export async function changeSession(
  db: DbOrTx,
  session: Pick<FlowSessionRow, 'id' | 'version'>,
  changes: Partial<Pick<FlowSessionRow, 'history' | 'returnTo' | 'finishedAt'>> & { updatedAt: Date },
): Promise<FlowSessionRow | undefined> {
  const [row] = await db
    .update(flowSessions)
    .set({ ...changes, version: sql`${flowSessions.version} + 1` })
    .where(and(eq(flowSessions.id, session.id), eq(flowSessions.version, session.version)))
    .returning();
  return row;
}

export async function saveResponses(
  db: DbOrTx,
  flowSessionId: string,
  formSlug: string,
  answers: ReadonlyArray<{ fieldId: string; value: unknown }>,
  at: Date,
): Promise<void> {
  if (answers.length === 0) return;
  await db
    .insert(flowResponses)
    .values(
      answers.map((answer) => ({
        flowSessionId,
        formSlug,
        fieldId: answer.fieldId,
        // jsonb: a JSON null is kept as such (an answer left empty), not as SQL NULL.
        value: sql`${JSON.stringify(answer.value ?? null)}::jsonb`,
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [flowResponses.flowSessionId, flowResponses.fieldId],
      set: {
        value: sql`excluded.value`,
        formSlug: sql`excluded.form_slug`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/**
 * The value as the driver parsed it. Drizzle's jsonb column parses a string value once more, so an answer "0"
 * (an option's value) or a typed "12345678" would come back as a number.
 */
const answerValue = sql<unknown>`${flowResponses.value}`;

/** Every answer the user gave in their sessions of `flowSlug`, newest first. */
export async function answersOfUserInFlow(
  db: DbOrTx,
  userId: string,
  flowSlug: string,
): Promise<Array<{ fieldId: string; value: unknown; at: Date }>> {
  return db
    .select({ fieldId: flowResponses.fieldId, value: answerValue, at: flowResponses.updatedAt })
    .from(flowResponses)
    .innerJoin(flowSessions, eq(flowSessions.id, flowResponses.flowSessionId))
    .where(and(eq(flowSessions.userId, userId), eq(flowSessions.flowSlug, flowSlug)))
    .orderBy(desc(flowResponses.updatedAt));
}

/**
 * The user's newest session of a flow that was not abandoned (finished or still open), in one of `scopes` when
 * given, or undefined.
 */
export async function latestSessionIdOfUserInFlow(
  db: DbOrTx,
  userId: string,
  flowSlug: string,
  scopes?: readonly FlowScope[],
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: flowSessions.id })
    .from(flowSessions)
    .where(
      and(
        eq(flowSessions.userId, userId),
        eq(flowSessions.flowSlug, flowSlug),
        isNull(flowSessions.abandonedAt),
        scopes ? inArray(flowSessions.scope, [...scopes]) : undefined,
      ),
    )
    .orderBy(desc(flowSessions.createdAt), desc(flowSessions.id))
    .limit(1);
  return row?.id;
}

/**
 * Up to `limit` answers to `fieldIds` in sessions of `flowSlug` that are still held as typed (a JSON string, not
 * yet sealed), with their owner, locked until the transaction ends.
 */
export async function clearAnswersOf(
  db: DbOrTx,
  flowSlug: string,
  fieldIds: readonly string[],
  limit: number,
): Promise<Array<{ id: string; userId: string; fieldId: string; value: string }>> {
  if (fieldIds.length === 0) return [];
  return db
    .select({
      id: flowResponses.id,
      userId: flowSessions.userId,
      fieldId: flowResponses.fieldId,
      value: sql<string>`${flowResponses.value} #>> '{}'`,
    })
    .from(flowResponses)
    .innerJoin(flowSessions, eq(flowSessions.id, flowResponses.flowSessionId))
    .where(
      and(
        eq(flowSessions.flowSlug, flowSlug),
        inArray(flowResponses.fieldId, [...fieldIds]),
        sql`jsonb_typeof(${flowResponses.value}) = 'string'`,
      ),
    )
    .limit(limit)
    .for('update', { of: flowResponses });
}

/** Replaces one saved answer's value (its time stays: the answer did not change, only how it is kept). */
export async function replaceAnswerValue(db: DbOrTx, id: string, value: unknown): Promise<void> {
  await db
    .update(flowResponses)
    .set({ value: sql`${JSON.stringify(value ?? null)}::jsonb` })
    .where(eq(flowResponses.id, id));
}

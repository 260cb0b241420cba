import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FlowScope } from '@wysh/forms/protocol';
import type { DbOrTx } from '../../db/database';
import { isUuid } from '../../shared/ids';
import { flowResponses, flowSessions } from './flows.table';

export type FlowSessionRow = typeof flowSessions.$inferSelect;

/** A session of this user, or undefined (another user's id and an unknown id look the same). */
export async function findSessionOfUser(
  db: DbOrTx,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<FlowSessionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db
    .select()
    .from(flowSessions)
    .where(and(eq(flowSessions.id, id), eq(flowSessions.userId, userId)));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
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

export async function updateSession(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<FlowSessionRow, 'history' | 'returnTo' | 'finishedAt'>> & { updatedAt: Date },
): Promise<FlowSessionRow> {
  const [row] = await db.update(flowSessions).set(changes).where(eq(flowSessions.id, id)).returning();
  return row!;
}

/** The saved answers of a session, by field id. */
export async function responsesOf(db: DbOrTx, flowSessionId: string): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ fieldId: flowResponses.fieldId, value: flowResponses.value })
    .from(flowResponses)
    .where(eq(flowResponses.flowSessionId, flowSessionId));
  return new Map(rows.map((row) => [row.fieldId, row.value]));
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

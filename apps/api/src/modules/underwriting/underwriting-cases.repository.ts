import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { underwritingAuditLog, underwritingCases } from './underwriting-cases.table.ts';
import { insuranceApplications } from './underwriting.table.ts';

export type UnderwritingCaseRow = typeof underwritingCases.$inferSelect;

export async function insertCase(db: DbOrTx, values: typeof underwritingCases.$inferInsert): Promise<void> {
  await db.insert(underwritingCases).values(values);
}

export async function openCasesOldestFirst(db: DbOrTx, limit = 200): Promise<UnderwritingCaseRow[]> {
  return db
    .select()
    .from(underwritingCases)
    .where(eq(underwritingCases.status, 'open'))
    .orderBy(asc(underwritingCases.openedAt), asc(underwritingCases.id))
    .limit(limit);
}

export async function findCase(db: DbOrTx, id: string): Promise<UnderwritingCaseRow | undefined> {
  const [row] = await db.select().from(underwritingCases).where(eq(underwritingCases.id, id));
  return row;
}

export async function caseOfApplication(
  db: DbOrTx,
  applicationId: string,
): Promise<UnderwritingCaseRow | undefined> {
  const [row] = await db
    .select()
    .from(underwritingCases)
    .where(eq(underwritingCases.insuranceApplicationId, applicationId));
  return row;
}

/** The user's cases of applications for new cover, newest first (a reinstatement's case is not one of them). */
export async function applicationCasesOfUser(db: DbOrTx, userId: string): Promise<UnderwritingCaseRow[]> {
  const rows = await db
    .select({ underwritingCase: underwritingCases })
    .from(underwritingCases)
    .innerJoin(insuranceApplications, eq(insuranceApplications.id, underwritingCases.insuranceApplicationId))
    .where(and(eq(underwritingCases.userId, userId), isNull(insuranceApplications.reinstatementPolicyId)))
    .orderBy(desc(underwritingCases.openedAt), desc(underwritingCases.id));
  return rows.map((row) => row.underwritingCase);
}

/** The user's cases still waiting for an underwriter (any application: new cover, a change, a reinstatement). */
export async function openCasesOfUser(db: DbOrTx, userId: string): Promise<UnderwritingCaseRow[]> {
  return db
    .select()
    .from(underwritingCases)
    .where(and(eq(underwritingCases.userId, userId), eq(underwritingCases.status, 'open')))
    .orderBy(asc(underwritingCases.openedAt), asc(underwritingCases.id));
}

/** Decides an open case; undefined when it was decided meanwhile (two underwriters at once: one wins). */
export async function decideCase(
  db: DbOrTx,
  id: string,
  values: Pick<
    typeof underwritingCases.$inferInsert,
    'decidedAt' | 'decidedBy' | 'decision' | 'rateClass' | 'maxAmount' | 'rejectReason'
  >,
): Promise<UnderwritingCaseRow | undefined> {
  const [row] = await db
    .update(underwritingCases)
    .set({ ...values, status: 'decided' })
    .where(and(eq(underwritingCases.id, id), eq(underwritingCases.status, 'open')))
    .returning();
  return row;
}

export async function audit(
  db: DbOrTx,
  entry: { actorUserId: string; action: string; caseId: string | null; detail?: unknown; at: Date },
): Promise<void> {
  await db.insert(underwritingAuditLog).values({ id: randomUUID(), ...entry, detail: entry.detail ?? null });
}

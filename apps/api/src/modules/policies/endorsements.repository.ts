import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Endorsement, PolicyTerms } from '@wysh/domain/policy-changes/endorsements';
import { cents } from '@wysh/domain/money';
import type { DbOrTx } from '../../db/database.ts';
import type { Because } from './policies.repository.ts';
import { policyTerms } from './policies.table.ts';

export type EndorsementRow = typeof policyTerms.$inferSelect;

export const termsOfRow = (row: EndorsementRow): PolicyTerms => ({
  cover: cents(row.cover),
  monthlyPremium: cents(row.monthlyPremium),
  annualPremium: cents(row.annualPremium),
  rateClass: row.rateClass,
  issueAge: row.issueAge,
  termYears: row.termYears,
  rateVersion: row.rateVersion,
  ...(row.layers.length > 0 ? { layers: row.layers } : {}),
});

export const endorsementOfRow = (row: EndorsementRow): Endorsement => ({
  version: row.version,
  effectiveOn: row.effectiveOn,
  terms: termsOfRow(row),
  withdrawnOn: row.withdrawnOn,
});

/** A new version of a policy's terms (the unique (policy, version) index refuses a second writer of it). */
export async function insertEndorsement(
  tx: DbOrTx,
  policyId: string,
  endorsement: Endorsement,
  because: Because,
  at: Date,
): Promise<EndorsementRow> {
  const { terms } = endorsement;
  const [row] = await tx
    .insert(policyTerms)
    .values({
      id: randomUUID(),
      policyId,
      version: endorsement.version,
      effectiveOn: endorsement.effectiveOn,
      cover: terms.cover,
      monthlyPremium: terms.monthlyPremium,
      annualPremium: terms.annualPremium,
      rateClass: terms.rateClass,
      issueAge: terms.issueAge,
      termYears: terms.termYears,
      rateVersion: terms.rateVersion,
      layers: [...(terms.layers ?? [])],
      reason: because.reason,
      ...(because.actor.kind === 'person'
        ? { actorKind: 'person' as const, actor: because.actor.userId }
        : { actorKind: 'job' as const, actor: because.actor.name }),
      createdAt: at,
      withdrawnOn: null,
      withdrawnReason: null,
      withdrawnAt: null,
    })
    .returning();
  return row!;
}

/** A policy's versions, oldest first. */
export async function endorsementsOfPolicy(db: DbOrTx, policyId: string): Promise<EndorsementRow[]> {
  return db
    .select()
    .from(policyTerms)
    .where(eq(policyTerms.policyId, policyId))
    .orderBy(asc(policyTerms.version));
}

/** The versions of several policies (a page of the billing run), each policy's oldest first. */
export async function endorsementsOfPolicies(
  db: DbOrTx,
  policyIds: readonly string[],
): Promise<Map<string, Endorsement[]>> {
  const byPolicy = new Map<string, Endorsement[]>(policyIds.map((id) => [id, []]));
  if (policyIds.length === 0) return byPolicy;
  const rows = await db
    .select()
    .from(policyTerms)
    .where(inArray(policyTerms.policyId, [...policyIds]))
    .orderBy(asc(policyTerms.policyId), asc(policyTerms.version));
  for (const row of rows) byPolicy.get(row.policyId)!.push(endorsementOfRow(row));
  return byPolicy;
}

/** Marks a pending version withdrawn (the domain's `withdraw` allowed it; the caller holds the policy's lock). */
export async function markEndorsementWithdrawn(
  tx: DbOrTx,
  policyId: string,
  version: number,
  input: { withdrawnOn: string; reason: string; at: Date },
): Promise<void> {
  await tx
    .update(policyTerms)
    .set({ withdrawnOn: input.withdrawnOn, withdrawnReason: input.reason, withdrawnAt: input.at })
    .where(and(eq(policyTerms.policyId, policyId), eq(policyTerms.version, version)));
}

/** Changes in effect by `today` not yet given to their owner in writing (version 1 is the issued terms). */
export async function changesToEndorse(db: DbOrTx, today: string, limit: number): Promise<EndorsementRow[]> {
  return db
    .select()
    .from(policyTerms)
    .where(
      and(
        gt(policyTerms.version, 1),
        lte(policyTerms.effectiveOn, today),
        isNull(policyTerms.withdrawnOn),
        isNull(policyTerms.endorsedAt),
      ),
    )
    .orderBy(asc(policyTerms.effectiveOn), asc(policyTerms.id))
    .limit(limit);
}

/** The change given in writing; false when it already was (a second run found it first). */
export async function markEndorsed(tx: DbOrTx, id: string, at: Date): Promise<boolean> {
  const marked = await tx
    .update(policyTerms)
    .set({ endorsedAt: at })
    .where(and(eq(policyTerms.id, id), isNull(policyTerms.endorsedAt)))
    .returning({ id: policyTerms.id });
  return marked.length === 1;
}

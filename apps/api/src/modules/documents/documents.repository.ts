import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { isUuid } from '../../shared/ids.ts';
import type { DocumentTemplate } from './document-templates.ts';
import { documentTemplates, userDocuments } from './documents.table.ts';

export type TemplateRow = typeof documentTemplates.$inferSelect;
export type UserDocumentRow = typeof userDocuments.$inferSelect;

/** Publishes the versions not yet stored; a stored version whose file changed is refused (the start stops). */
export async function publishTemplates(db: DbOrTx, templates: readonly DocumentTemplate[]): Promise<void> {
  for (const template of templates) {
    await db.insert(documentTemplates).values(template).onConflictDoNothing();
    const [stored] = await db
      .select({ checksum: documentTemplates.checksum })
      .from(documentTemplates)
      .where(and(eq(documentTemplates.slug, template.slug), eq(documentTemplates.version, template.version)));
    if (stored?.checksum !== template.checksum) {
      throw new Error(
        `Document template ${template.slug} v${template.version} differs from the published one: ` +
          `publish a change as ${template.slug}.v${template.version + 1}.md`,
      );
    }
  }
}

/** The newest version of each slug named. */
export async function latestTemplates(db: DbOrTx, slugs: readonly string[]): Promise<TemplateRow[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select()
    .from(documentTemplates)
    .where(inArray(documentTemplates.slug, [...slugs]))
    .orderBy(desc(documentTemplates.version));
  const newest = new Map<string, TemplateRow>();
  for (const row of rows) if (!newest.has(row.slug)) newest.set(row.slug, row);
  return [...newest.values()];
}

export async function findTemplate(db: DbOrTx, id: string): Promise<TemplateRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(documentTemplates).where(eq(documentTemplates.id, id));
  return row;
}

export async function insertUserDocument(
  db: DbOrTx,
  values: Omit<typeof userDocuments.$inferInsert, 'id'>,
): Promise<UserDocumentRow> {
  const [row] = await db.insert(userDocuments).values(values).returning();
  return row!;
}

export type UserDocumentRecord = { document: UserDocumentRow; template: TemplateRow };

/** A user's documents, newest first; `slug` narrows them to one template. */
export async function listUserDocuments(
  db: DbOrTx,
  userId: string,
  options: { slug?: string } = {},
): Promise<UserDocumentRecord[]> {
  return db
    .select({ document: userDocuments, template: documentTemplates })
    .from(userDocuments)
    .innerJoin(documentTemplates, eq(documentTemplates.id, userDocuments.templateId))
    .where(
      options.slug
        ? and(eq(userDocuments.userId, userId), eq(documentTemplates.slug, options.slug))
        : eq(userDocuments.userId, userId),
    )
    .orderBy(desc(userDocuments.createdAt), desc(userDocuments.id));
}

export async function findUserDocument(db: DbOrTx, id: string): Promise<UserDocumentRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ document: userDocuments, template: documentTemplates })
    .from(userDocuments)
    .innerJoin(documentTemplates, eq(documentTemplates.id, userDocuments.templateId))
    .where(eq(userDocuments.id, id));
  return row;
}

/** Serialises the making of one user's documents of a slug (two tabs asking at once make one application). */
export async function lockUserDocuments(db: DbOrTx, userId: string, slug: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`user-documents:${slug}:${userId}`}))`);
}

/** The documents made for one policy (its packet, its endorsements), newest first; `slug` narrows them to one template. */
export async function listPolicyDocuments(
  db: DbOrTx,
  policyId: string,
  options: { slug?: string } = {},
): Promise<UserDocumentRecord[]> {
  return db
    .select({ document: userDocuments, template: documentTemplates })
    .from(userDocuments)
    .innerJoin(documentTemplates, eq(documentTemplates.id, userDocuments.templateId))
    .where(
      options.slug
        ? and(eq(userDocuments.policyId, policyId), eq(documentTemplates.slug, options.slug))
        : eq(userDocuments.policyId, policyId),
    )
    .orderBy(desc(userDocuments.createdAt), desc(userDocuments.id));
}

/** The endorsements of one policy kept as documents, oldest first: the order they join its packet in. */
export async function listEndorsementDocuments(db: DbOrTx, policyId: string): Promise<UserDocumentRecord[]> {
  return db
    .select({ document: userDocuments, template: documentTemplates })
    .from(userDocuments)
    .innerJoin(documentTemplates, eq(documentTemplates.id, userDocuments.templateId))
    .where(and(eq(userDocuments.policyId, policyId), isNotNull(userDocuments.endorsementId)))
    .orderBy(asc(userDocuments.createdAt), asc(userDocuments.id));
}

/** The document kept for one endorsement (once: a unique index). */
export async function findEndorsementDocument(
  db: DbOrTx,
  endorsementId: string,
): Promise<UserDocumentRecord | undefined> {
  const [row] = await db
    .select({ document: userDocuments, template: documentTemplates })
    .from(userDocuments)
    .innerJoin(documentTemplates, eq(documentTemplates.id, userDocuments.templateId))
    .where(eq(userDocuments.endorsementId, endorsementId));
  return row;
}

/** Keeps a receipt once per invoice (a unique index): a second keeper, racing or late, inserts nothing. */
export async function insertInvoiceDocument(
  db: DbOrTx,
  values: Omit<typeof userDocuments.$inferInsert, 'id'> & { invoiceId: string },
): Promise<void> {
  await db.insert(userDocuments).values(values).onConflictDoNothing();
}

/** The document kept for one invoice (its receipt). */
export async function findInvoiceDocument(
  db: DbOrTx,
  invoiceId: string,
): Promise<UserDocumentRecord | undefined> {
  if (!isUuid(invoiceId)) return undefined;
  const [row] = await db
    .select({ document: userDocuments, template: documentTemplates })
    .from(userDocuments)
    .innerJoin(documentTemplates, eq(documentTemplates.id, userDocuments.templateId))
    .where(eq(userDocuments.invoiceId, invoiceId));
  return row;
}

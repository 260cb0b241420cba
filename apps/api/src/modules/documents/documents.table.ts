import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * Every published version of every document template (seeded from ./content, one file per version). A version is
 * never changed: its checksum is kept, and a file that no longer matches stops the start.
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    body: text('body').notNull(),
    checksum: text('checksum').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('document_templates_version').on(table.slug, table.version),
    check('document_templates_version_positive', sql`${table.version} > 0`),
  ],
);

/**
 * A document made for one user (the application as submitted): the values it was rendered with and the
 * template version that rendered it, so it reads the same years later whatever later versions say.
 */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    templateId: uuid('template_id')
      .notNull()
      .references(() => documentTemplates.id),
    /** The policy a policy document belongs to (its packet, an endorsement); null for the application and receipts. */
    policyId: uuid('policy_id'),
    /** The paid invoice a receipt is for (one receipt per invoice); null for every other document. */
    invoiceId: uuid('invoice_id'),
    /**
     * The policy endorsement (policy_endorsements: a reinstatement...) a document records, one document each; its
     * policy's packet shows it after its own pages. Null for every other document. No foreign key, like
     * policy_id: the documents module sits below the modules whose records it keeps documents of.
     */
    endorsementId: uuid('endorsement_id'),
    /** What filled the template's placeholders (never a tax id: only whether one is on file). */
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    /** SHA-256 of the values: the same answers do not make a new document. */
    checksum: text('checksum').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('user_documents_user').on(table.userId, table.createdAt),
    // One packet per policy; its endorsements are one per endorsement instead (a policy may be reinstated twice).
    uniqueIndex('user_documents_policy_template')
      .on(table.policyId, table.templateId)
      .where(sql`${table.policyId} is not null and ${table.endorsementId} is null`),
    uniqueIndex('user_documents_endorsement')
      .on(table.endorsementId)
      .where(sql`${table.endorsementId} is not null`),
    uniqueIndex('user_documents_invoice')
      .on(table.invoiceId)
      .where(sql`${table.invoiceId} is not null`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * A file a user uploads directly to storage: created `pending` with what the browser says about it (size,
 * type, MD5), `uploaded` once the bytes arrived and matched. Other records refer to it by its signed id.
 */
export const blobs = pgTable(
  'blobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Base64 MD5 of the content. */
    checksum: text('checksum').notNull(),
    /** Where the bytes live: the local uploads folder or S3-compatible storage. */
    service: text('service', { enum: ['disk', 's3'] }).notNull(),
    status: text('status', { enum: ['pending', 'uploaded'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  },
  (table) => [
    check('blobs_status', sql`${table.status} in ('pending', 'uploaded')`),
    check('blobs_service', sql`${table.service} in ('disk', 's3')`),
    check('blobs_byte_size', sql`${table.byteSize} > 0`),
    index('blobs_user').on(table.userId),
  ],
);

export type Blob = typeof blobs.$inferSelect;

// A person's requests for their data (issue 29 item 2) and the audit of each: asked, made ready, downloaded, or
// expired unopened. The export itself is kept on its request until it is downloaded or its link expires (then
// dropped); only the link's hash is kept.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'downloaded', 'expired'] as const;
/** `downloaded`: the JSON; `downloaded_summary`: the readable PDF summary (each of the two links works once). */
export const DATA_EXPORT_ACTIONS = [
  'requested',
  'ready',
  'downloaded',
  'downloaded_summary',
  'expired',
] as const;

export const dataExportRequests = pgTable(
  'data_export_requests',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The verified session that asked: the job reads the person's records as that session would. */
    sessionId: uuid('session_id').notNull(),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    /** The download link's token, hashed (sha-256); the link itself is only in the e-mail. */
    tokenHash: text('token_hash'),
    /** The export (JSON, schema version `schemaVersion`) until it is downloaded or its link expires. */
    content: text('content'),
    schemaVersion: text('schema_version'),
  },
  (table) => [
    index('data_export_requests_user').on(table.userId, table.createdAt),
    uniqueIndex('data_export_requests_token').on(table.tokenHash),
    check(
      'data_export_requests_ready',
      sql`${table.status} = 'pending' or (${table.readyAt} is not null and ${table.expiresAt} is not null and ${table.tokenHash} is not null)`,
    ),
  ],
);

/**
 * Who did what with an export, and when (the person asking and downloading, the job making it ready, the purge
 * dropping it unopened).
 */
export const dataExportAudit = pgTable(
  'data_export_audit',
  {
    id: uuid('id').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => dataExportRequests.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    action: text('action', { enum: DATA_EXPORT_ACTIONS }).notNull(),
    /** The person's user id, or the job's name. */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('data_export_audit_request').on(table.requestId, table.at)],
);

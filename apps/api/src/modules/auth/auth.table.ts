import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/** A signed-in session: one refresh-token family. Its level rises from identified to verified with a phone code. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    authLevel: text('auth_level', { enum: ['identified', 'verified'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each is used once and replaced by the next. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session').on(table.sessionId)],
);

/** Single-use codes of /oauth/authorize; `sessionId` is the session its exchange started (ended if reused). */
export const authorizationCodes = pgTable('authorization_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  sessionId: uuid('session_id').references(() => sessions.id),
});

/**
 * Single-use login tokens carried by deep links in e-mails ("review your quote"): stored hashed, valid 15
 * minutes, bound to a user and to what the link is for. Exchanging one starts an identified session.
 */
export const loginTokens = pgTable(
  'login_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', {
      enum: ['login', 'quote_review', 'policy_reinstatement', 'reinstatement_quote_review'],
    }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('login_tokens_user').on(table.userId),
    check(
      'login_tokens_purpose',
      sql`${table.purpose} in ('login', 'quote_review', 'policy_reinstatement', 'reinstatement_quote_review')`,
    ),
  ],
);

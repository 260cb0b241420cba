import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    status: text('status', { enum: ['active', 'locked', 'decommissioned'] })
      .notNull()
      .default('active'),
    lockReason: text('lock_reason', {
      enum: [
        'security_lock',
        'password_attempts',
        'device_locked',
        'system_error',
        'decommissioned_account',
        'blocked',
      ],
    }),
    failedLoginAttempts: integer('failed_login_attempts').notNull().default(0),
    newsletter: boolean('newsletter').notNull(),
    attestedOver18At: timestamp('attested_over_18_at', { withTimezone: true }).notNull(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    suffix: text('suffix'),
    /** Applicant profile (spec 001 §3.3), written by the insurance-profile flow: a calendar date, yyyy-MM-dd. */
    birthdate: date('birthdate', { mode: 'string' }),
    gender: text('gender', { enum: ['male', 'female'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decommissionedAt: timestamp('decommissioned_at', { withTimezone: true }),
  },
  (table) => [
    check('users_status', sql`${table.status} in ('active', 'locked', 'decommissioned')`),
    check('users_gender', sql`${table.gender} in ('male', 'female')`),
    // One live account per address; a closed account frees its address.
    uniqueIndex('users_email_live')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.status} <> 'decommissioned'`),
  ],
);

/** Every password a user has had, newest last: the newest is the current one; older ones may not come back. */
export const passwordHashes = pgTable(
  'password_hashes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    hash: text('hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('password_hashes_user').on(table.userId, table.createdAt)],
);

export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** E.164, e.g. +18005550100. */
    e164: text('e164').notNull(),
    status: text('status', { enum: ['pending', 'active', 'replaced'] }).notNull(),
    smsMarketing: boolean('sms_marketing').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('phone_numbers_user').on(table.userId),
    uniqueIndex('phone_numbers_one_active')
      .on(table.userId)
      .where(sql`${table.status} = 'active'`),
  ],
);

/** Single-use links sent by e-mail (address verification, password reset), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['email_verification', 'password_reset'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    check('email_tokens_purpose', sql`${table.purpose} in ('email_verification', 'password_reset')`),
  ],
);

/** One-time codes sent to a phone; hashed, short-lived, a few tries each. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumberId: uuid('phone_number_id')
      .notNull()
      .references(() => phoneNumbers.id),
    codeHash: text('code_hash').notNull(),
    channel: text('channel', { enum: ['sms', 'voice'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('otp_codes_phone').on(table.phoneNumberId, table.createdAt)],
);

/** Devices seen by the fraud check ("blackbox"), by a hash of their fingerprint. */
export const devices = pgTable('devices', {
  id: uuid('id').primaryKey().defaultRandom(),
  fingerprintHash: text('fingerprint_hash').notNull().unique(),
  blocked: boolean('blocked').notNull().default(false),
  caseId: uuid('case_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

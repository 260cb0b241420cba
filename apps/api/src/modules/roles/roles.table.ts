import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

export const STAFF_ROLES = ['underwriter', 'support', 'operations'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The user's `roles` (spec 001 §3.3): what staff may do beyond their own account. Granted by `npm run grant-role`. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /**
     * underwriter: the underwriting console (queue, cases, decisions); support: the servicing console; operations:
     * the operator's view of the book.
     */
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    check('user_roles_role', sql`${table.role} in ('underwriter', 'support', 'operations')`),
  ],
);

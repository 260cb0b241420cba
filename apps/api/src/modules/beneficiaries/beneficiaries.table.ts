import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { insuranceMemberships } from '../memberships/memberships.table.ts';

/**
 * Who is paid the death benefit. Before a policy exists a beneficiary belongs to the insurance membership; at
 * issue it moves to the policy (policy_id, set by the purchase). The contact columns a kind does not have stay
 * null; the address is required except for a trust.
 */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: uuid('id').primaryKey(),
    insuranceMembershipId: uuid('insurance_membership_id')
      .notNull()
      .references(() => insuranceMemberships.id),
    /** The policy it has moved to (no policies yet: the purchase issue adds the reference). */
    policyId: uuid('policy_id'),
    type: text('type', { enum: ['individual', 'minor', 'organization', 'trust'] }).notNull(),
    responsibility: text('responsibility', { enum: ['primary', 'backup'] }).notNull(),
    /** A whole percentage of its group's share (primaries sum to 100, backups among themselves). */
    allocation: integer('allocation').notNull(),
    firstName: text('first_name'),
    middleInitial: text('middle_initial'),
    lastName: text('last_name'),
    suffix: text('suffix'),
    relationship: text('relationship'),
    birthdate: date('birthdate', { mode: 'string' }),
    /** An organization's or a trust's name. */
    name: text('name'),
    businessType: text('business_type'),
    dateOfTrust: date('date_of_trust', { mode: 'string' }),
    parentGuardianInfo: text('parent_guardian_info'),
    /** E.164. */
    phoneNumber: text('phone_number'),
    email: text('email'),
    street1: text('street1'),
    street2: text('street2'),
    city: text('city'),
    state: char('state', { length: 2 }),
    postalCode: text('postal_code'),
    /** When the address provider confirmed the address. */
    addressVerifiedAt: timestamp('address_verified_at', { withTimezone: true }),
    /** The order they were added in (shown in it, and the first ones take the rest of an even split). */
    position: serial('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('beneficiaries_membership').on(table.insuranceMembershipId),
    check('beneficiaries_allocation', sql`${table.allocation} between 1 and 100`),
    check(
      'beneficiaries_address',
      sql`${table.type} = 'trust' or (${table.street1} is not null and ${table.city} is not null and ${table.state} is not null and ${table.postalCode} is not null)`,
    ),
  ],
);

/**
 * A beneficiary's tax id (a trust's: its trustee's), encrypted at rest like the applicant's SSN (AES-256-GCM under
 * the data key, the beneficiary id authenticated with it). Only the last four digits are in clear.
 */
export const beneficiaryTaxIds = pgTable(
  'beneficiary_tax_ids',
  {
    beneficiaryId: uuid('beneficiary_id')
      .primaryKey()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    ciphertext: text('ciphertext').notNull(),
    iv: text('iv').notNull(),
    authTag: text('auth_tag').notNull(),
    keyId: text('key_id').notNull(),
    last4: char('last4', { length: 4 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('beneficiary_tax_ids_last4', sql`${table.last4} ~ '^[0-9]{4}$'`)],
);

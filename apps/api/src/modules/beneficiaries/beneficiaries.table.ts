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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { acknowledgements } from '../acknowledgements/acknowledgements.table.ts';
import { insuranceMemberships } from '../memberships/memberships.table.ts';

/**
 * The beneficiaries of a policy change by records, never by overwriting (a claim years later depends on who was
 * named when). Each change names the set it puts in force: `issue` when the purchase moves the membership's
 * beneficiaries to the new policy, then one `change` per edit the owner confirms with an acknowledgement of the
 * beneficiary-terms version they accepted. A change is `pending` while the owner edits it (at most one per
 * membership), then `applied` or `discarded`. The set in force is the latest applied change's; the earlier ones
 * stay as history.
 */
export const beneficiaryChanges = pgTable(
  'beneficiary_changes',
  {
    id: uuid('id').primaryKey(),
    insuranceMembershipId: uuid('insurance_membership_id')
      .notNull()
      .references(() => insuranceMemberships.id),
    /** The policy (no policies table yet: the purchase issue adds the reference). */
    policyId: uuid('policy_id').notNull(),
    kind: text('kind', { enum: ['issue', 'change'] }).notNull(),
    status: text('status', { enum: ['pending', 'applied', 'discarded'] }).notNull(),
    /** The owner's acknowledgement of beneficiary-terms that applied it, and the document version accepted. */
    acknowledgementId: uuid('acknowledgement_id').references(() => acknowledgements.id),
    documentId: uuid('document_id'),
    documentVersion: integer('document_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
    /** The order changes were opened in: at most one is pending at a time, so it is also the order applied. */
    sequence: serial('sequence').notNull(),
  },
  (table) => [
    index('beneficiary_changes_membership').on(table.insuranceMembershipId, table.createdAt),
    uniqueIndex('beneficiary_changes_one_pending')
      .on(table.insuranceMembershipId)
      .where(sql`${table.status} = 'pending'`),
    check('beneficiary_changes_kind', sql`${table.kind} in ('issue', 'change')`),
    check('beneficiary_changes_status', sql`${table.status} in ('pending', 'applied', 'discarded')`),
    check(
      'beneficiary_changes_acknowledged',
      sql`${table.kind} = 'issue' or ${table.status} <> 'applied' or (${table.acknowledgementId} is not null and ${table.documentVersion} is not null)`,
    ),
  ],
);

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
    /** A policy's beneficiary: the change whose set it belongs to (every change holds a whole set). */
    changeId: uuid('change_id').references((): AnyPgColumn => beneficiaryChanges.id),
    /** In a change's set: the beneficiary of the set before it that this one carries forward. */
    sourceId: uuid('source_id'),
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
    index('beneficiaries_change').on(table.changeId),
    check('beneficiaries_policy_change', sql`(${table.policyId} is null) = (${table.changeId} is null)`),
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

import { and, eq, sql } from 'drizzle-orm';
import type { Address as AddressParts } from '@wysh/domain/address';
import type { DbOrTx } from '../../db/database.ts';
import { phoneNumbers, users } from '../accounts/accounts.table.ts';
import { countries } from '../reference/reference.table.ts';
import { addresses, taxIds } from './profile.table.ts';
import type { Sealed } from '../sensitive-data/sensitive-data.service.ts';

export type Address = typeof addresses.$inferSelect;
export type Country = typeof countries.$inferSelect;

/** The applicant's record in one read: names, birthdate, gender, active address (with its country), tax id. */
export type ApplicantRecord = {
  userId: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffix: string | null;
  birthdate: string | null;
  gender: 'male' | 'female' | null;
  address: Address | null;
  country: Country | null;
  taxIdLast4: string | null;
};

export type PhoneSummary = { id: string; e164: string; status: 'pending' | 'active' | 'replaced' };
/** The record and the account's phone numbers (newest first, not replaced ones): what flows read. */
export type ApplicantProfile = ApplicantRecord & { phones: PhoneSummary[] };

/** The account's numbers as JSON, newest first: lets one query read the whole profile. */
const phonesOfUser = sql<PhoneSummary[]>`(
  select coalesce(json_agg(json_build_object('id', p.id, 'e164', p.e164, 'status', p.status)
    order by p.created_at desc), '[]'::json)
  from ${phoneNumbers} p where p.user_id = "users"."id" and p.status <> 'replaced')`;

function applicantQuery(db: DbOrTx) {
  return db
    .select({
      user: {
        id: users.id,
        firstName: users.firstName,
        middleName: users.middleName,
        lastName: users.lastName,
        suffix: users.suffix,
        birthdate: users.birthdate,
        gender: users.gender,
      },
      address: addresses,
      country: countries,
      taxIdLast4: taxIds.last4,
      phones: phonesOfUser,
    })
    .from(users)
    .leftJoin(addresses, and(eq(addresses.userId, users.id), eq(addresses.active, true)))
    .leftJoin(countries, eq(countries.alpha2, addresses.country))
    .leftJoin(taxIds, eq(taxIds.userId, users.id));
}

/** The applicant's profile in one read (flows read it on every call). */
export async function loadApplicantProfile(
  db: DbOrTx,
  userId: string,
): Promise<ApplicantProfile | undefined> {
  const [row] = await applicantQuery(db).where(eq(users.id, userId));
  if (!row) return undefined;
  const { id, ...names } = row.user;
  return {
    userId: id,
    ...names,
    address: row.address,
    country: row.country,
    taxIdLast4: row.taxIdLast4,
    phones: row.phones,
  };
}

/** Makes `parts` the user's active address; the previous one stays as history. */
export async function replaceActiveAddress(
  db: DbOrTx,
  userId: string,
  parts: AddressParts,
  { at, verified }: { at: Date; verified: boolean },
): Promise<void> {
  await db
    .update(addresses)
    .set({ active: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.active, true)));
  await db.insert(addresses).values({
    userId,
    ...parts,
    country: 'US',
    active: true,
    createdAt: at,
    verifiedAt: verified ? at : null,
  });
}

export async function saveTaxId(
  db: DbOrTx,
  userId: string,
  sealed: Sealed,
  last4: string,
  at: Date,
): Promise<void> {
  const values = { ...sealed, last4, updatedAt: at };
  await db
    .insert(taxIds)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: taxIds.userId, set: values });
}

/** The user's sealed tax id, when one is on file. */
export async function findSealedTaxId(db: DbOrTx, userId: string): Promise<Sealed | undefined> {
  const [row] = await db
    .select({ ciphertext: taxIds.ciphertext, iv: taxIds.iv, authTag: taxIds.authTag, keyId: taxIds.keyId })
    .from(taxIds)
    .where(eq(taxIds.userId, userId));
  return row;
}

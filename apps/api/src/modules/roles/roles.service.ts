// Staff roles on a user (spec 001 §3.3 `roles`). A role is granted from the command line (scripts/grant-role.ts,
// `npm run grant-role -- <email> underwriter`) or, in the sandbox, to the seeded underwriter; there is no API that
// grants one. Services that need a role ask requireRole, which refuses everyone else with FORBIDDEN. A staff role
// acts only in a verified session (the phone code, not a password or an e-mailed link alone): staff read other
// people's data.
import type { Db, DbOrTx } from '../../db/database.ts';
import { findLiveUserByEmail } from '../accounts/credentials.service.ts';
import { ensureActivePhone, insertSeededAccount } from '../accounts/seeded-accounts.service.ts';
import { ExpectedError } from '../../shared/expected-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import { findRole, insertRole, roleNamesOf } from './roles.repository.ts';
import { STAFF_ROLES, type StaffRole } from './roles.table.ts';

/**
 * underwriter: the underwriting console; support: customer service's servicing console (a policy cancelled);
 * operations: the operator's view of the book (operationsOverview).
 */
export const ROLES = STAFF_ROLES;
export type Role = StaffRole;

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export async function rolesOf(db: DbOrTx, userId: string): Promise<Role[]> {
  return (await roleNamesOf(db, userId)).sort();
}

export async function hasRole(db: DbOrTx, userId: string, role: Role): Promise<boolean> {
  return findRole(db, userId, role);
}

/** Grants `role` (granting it again changes nothing). */
export async function grantRole(db: DbOrTx, userId: string, role: Role, now: Date): Promise<void> {
  await insertRole(db, userId, role, now);
}

export const forbidden = () => new ExpectedError('FORBIDDEN', 'You do not have access to this.');

/**
 * The signed-in caller when they hold `role` in a verified session; GRAPH_API_UNAUTHORIZED when signed out,
 * FORBIDDEN without the role, UNSUCCESSFUL_SESSION_VERIFICATION with it in a session not yet verified.
 */
export async function requireRole(db: DbOrTx, viewer: Viewer, role: Role): Promise<{ userId: string }> {
  const { userId } = requireUser(viewer, 'identified');
  if (!(await hasRole(db, userId, role))) throw forbidden();
  requireUser(viewer, 'verified');
  return { userId };
}

export function createRolesService(deps: { db: DbOrTx }) {
  return {
    /** The roles of a user the caller may already see (resolvers on the viewer's own User). */
    rolesOf: (userId: string) => rolesOf(deps.db, userId),
  };
}

export type RolesService = ReturnType<typeof createRolesService>;

/**
 * The sandbox's demo staff (README): each signs in with its e-mail and password, types the code texted to its
 * phone (read at /dev/outbox: staff consoles need a verified session) and opens its console (/underwriting,
 * /servicing; operations asks operationsOverview).
 */
export const SANDBOX_UNDERWRITER = {
  email: 'underwriter@sandbox.wysh.test',
  password: 'careful-underwriter-48',
  phone: '+13125550148',
  firstName: 'Sandy',
  lastName: 'Underwriter',
  role: 'underwriter',
} as const;

export const SANDBOX_SUPPORT_AGENT = {
  email: 'support@sandbox.wysh.test',
  password: 'helpful-support-agent-62',
  phone: '+13125550162',
  firstName: 'Casey',
  lastName: 'Service',
  role: 'support',
} as const;

export const SANDBOX_OPERATIONS = {
  email: 'operations@sandbox.wysh.test',
  password: 'watchful-operator-71',
  phone: '+13125550171',
  firstName: 'Morgan',
  lastName: 'Operations',
  role: 'operations',
} as const;

type SeededStaff = typeof SANDBOX_UNDERWRITER | typeof SANDBOX_SUPPORT_AGENT | typeof SANDBOX_OPERATIONS;

/**
 * Seeds the sandbox's staff once each: the account (e-mail verified), its password, its phone (verified), the
 * default membership and its role. Running it again changes nothing (but gives staff seeded without a phone its
 * phone).
 */
export async function seedSandboxStaff(
  db: Db,
  deps: {
    now: Date;
    hash: (password: string) => Promise<string>;
    setUpMembership: (tx: DbOrTx, userId: string) => Promise<void>;
  },
): Promise<void> {
  for (const staff of [SANDBOX_UNDERWRITER, SANDBOX_SUPPORT_AGENT, SANDBOX_OPERATIONS])
    await seedOne(db, staff, deps);
}

async function seedOne(
  db: Db,
  staff: SeededStaff,
  deps: Parameters<typeof seedSandboxStaff>[1],
): Promise<void> {
  const existing = await findLiveUserByEmail(db, staff.email);
  if (existing) {
    // Seeded before staff needed a verified session: the phone it verifies with.
    await db.transaction((tx) => ensureActivePhone(tx, existing.id, staff.phone, deps.now));
    return;
  }
  const hashed = await deps.hash(staff.password);
  await db.transaction(async (tx) => {
    const user = await insertSeededAccount(tx, {
      email: staff.email,
      firstName: staff.firstName,
      lastName: staff.lastName,
      passwordHash: hashed,
      phone: staff.phone,
      now: deps.now,
    });
    await deps.setUpMembership(tx, user.id);
    await grantRole(tx, user.id, staff.role, deps.now);
  });
}

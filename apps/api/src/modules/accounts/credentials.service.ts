// What sign-in (the auth module) needs of accounts, in one place: finding a user by e-mail, the count of wrong
// passwords and the lock it leads to, the password history, and the per-request password budget and hasher.
// Auth sits above accounts; this is the door it uses, so accounts' repository stays accounts' own.
export {
  clearLoginAttempts,
  countLoginAttempt,
  findClosedUserByEmail,
  findLiveUserByEmail,
  findUser,
  lockAccount,
  recentPasswordHashes,
  type LockReason,
  type User,
} from './accounts.repository.ts';
export { PASSWORD_BUDGET_SPENT, passwordBudget, type PasswordBudget } from './password-budget.ts';
export type { PasswordHasher } from './passwords.ts';

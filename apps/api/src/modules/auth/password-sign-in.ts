// Sign-in with e-mail and password (POST /oauth/authorize). Wrong passwords count towards a warning (3rd) and a
// lock (10th) that ends the account's sessions. An attempt is counted before its password is compared, in one
// statement that refuses once ten are counted, so a burst of guesses at once compares no more than ten.
import { SIGN_IN_LOCK_AT, wrongPasswordOutcome } from '@wysh/domain/credentials';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/database.ts';
import {
  clearLoginAttempts,
  countLoginAttempt,
  findClosedUserByEmail,
  findLiveUserByEmail,
  findUser,
  lockAccount,
  recentPasswordHashes,
  type LockReason,
} from '../accounts/credentials.service.ts';
import { PASSWORD_BUDGET_SPENT, type PasswordBudget } from '../accounts/credentials.service.ts';
import type { PasswordHasher } from '../accounts/credentials.service.ts';
import { ok, type Err, type Result } from '@wysh/domain/result';
import { refuse, type OAuthRefusal } from './oauth-errors.ts';
import { randomToken } from '../../shared/secrets.ts';
import type { Sessions } from './sessions.ts';

const wrongCredentials = 'Wrong email or password';

export function createPasswordSignIn(deps: {
  db: Db;
  sessions: Sessions;
  passwords: PasswordHasher;
  logger: Logger;
}) {
  const { db, sessions, passwords, logger } = deps;
  // Compared against when the e-mail is unknown, so that a wrong address takes as long as a wrong password.
  const decoyHash = passwords.hash(randomToken());

  function refuseLocked(userId: string, lockReason: LockReason): Err<OAuthRefusal> {
    logger.info({ event: 'login_refused', userId, reason: lockReason }, 'Sign-in to a locked account');
    return refuse('ACCOUNT_LOCKED', 'This account is locked.', { lockReason });
  }

  async function unknownEmail(email: string, password: string): Promise<Err<OAuthRefusal>> {
    const closed = await findClosedUserByEmail(db, email);
    const [closedHash] = closed ? await recentPasswordHashes(db, closed.id, 1) : [];
    const matches = await passwords.verify(closedHash ?? (await decoyHash), password);
    logger.info(
      { event: 'login_failed', reason: closed && matches ? 'decommissioned' : 'unknown_email' },
      'Sign-in failed',
    );
    if (closed && matches) return refuse('USER_DECOMMISSIONED', 'This account has been closed.');
    return refuse('CREDENTIAL_INCORRECT', wrongCredentials);
  }

  async function wrongPassword(userId: string, attempt: number): Promise<Err<OAuthRefusal>> {
    logger.info({ event: 'login_failed', userId, attempts: attempt }, 'Sign-in failed');
    const outcome = wrongPasswordOutcome(attempt);
    if (outcome === 'lock') {
      await db.transaction(async (tx) => {
        await lockAccount(tx, userId, 'password_attempts');
        await sessions.revokeAllOfUser(tx, userId, 'account_locked');
      });
      logger.info({ event: 'account_locked', userId, reason: 'password_attempts' }, 'Account locked');
      return refuse(
        'AUTHENTICATION_TENTH_ATTEMPT',
        'Your account is locked after too many attempts. Reset your password to unlock it.',
        { lockReason: 'password_attempts' },
      );
    }
    if (outcome === 'warn') return refuse('AUTHENTICATION_THIRD_ATTEMPT', wrongCredentials);
    return refuse('CREDENTIAL_INCORRECT', wrongCredentials);
  }

  /**
   * Checks the password of `email`'s account (the request's one password operation); when it is right, runs
   * `signedIn` in the transaction that clears the count of wrong attempts, if the account is still open.
   */
  return async function signInWithPassword<T>(
    email: string,
    password: string,
    signedIn: (tx: DbOrTx, userId: string) => Promise<T>,
    budget: PasswordBudget,
  ): Promise<Result<T, OAuthRefusal>> {
    const user = await findLiveUserByEmail(db, email);
    if (user?.status === 'locked') return refuseLocked(user.id, user.lockReason ?? 'security_lock');
    if (!budget.take()) return refuse(PASSWORD_BUDGET_SPENT.code, PASSWORD_BUDGET_SPENT.message);
    if (!user) return unknownEmail(email, password);
    const attempt = await countLoginAttempt(db, user.id, SIGN_IN_LOCK_AT);
    if (attempt === undefined) {
      // Its tenth attempt is being compared right now, or it was locked meanwhile: no more are.
      return refuseLocked(user.id, (await findUser(db, user.id))?.lockReason ?? 'password_attempts');
    }

    const [current] = await recentPasswordHashes(db, user.id, 1);
    if (!current || !(await passwords.verify(current, password))) return wrongPassword(user.id, attempt);

    const outcome = await db.transaction(async (tx) =>
      (await clearLoginAttempts(tx, user.id)) ? { value: await signedIn(tx, user.id) } : null,
    );
    if (!outcome) return refuseLocked(user.id, 'password_attempts');
    logger.info({ event: 'login_succeeded', userId: user.id }, 'Signed in');
    return ok(outcome.value);
  };
}

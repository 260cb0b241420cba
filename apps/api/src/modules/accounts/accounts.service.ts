// Accounts: registration, e-mail verification, password reset, profile and closing the account (phone numbers
// and codes are in phone-verification.service). Every use case checks the caller itself and runs in one
// transaction; messages are written in that transaction (the sandbox mailbox, or an e-mail delivery job).
import type { Logger } from 'pino';
import { PASSWORD_HISTORY } from '@wysh/domain/credentials';
import type { Names } from '@wysh/domain/profile-changes';
import {
  firstProblem,
  validateAttestedOver18,
  validateEmail,
  validateRequired,
} from '@wysh/domain/validation';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { ok, type Result } from '@wysh/domain/result';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { refusedField, refusedFields } from '../../shared/field-refusals.ts';
import type { AccountsError } from './accounts.errors.ts';

export type { AccountsError, AccountsErrorCode } from './accounts.errors.ts';
import { sha256 } from '../../shared/secrets.ts';
import { accountClosable, type ClosingRefusal } from '@wysh/domain/accounts/account-closing';
import type { AccountClosing, AccountMemberships, AccountSessions } from './accounts.ports.types.ts';
import { throttle } from '../throttle/throttle.service.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { Messenger } from '../messaging/messaging.service.ts';
import { passwordResetEmail, verificationEmail } from '../messaging/messaging.service.ts';
import {
  addPasswordHash,
  findLiveUserByEmail,
  findUser,
  insertUser,
  listPhoneNumbers,
  recentPasswordHashes,
  updateUser,
  type User,
} from './accounts.repository.ts';
import { recordDevice } from './devices.repository.ts';
import type { AccountProfileView, TokenSetView, UserView } from './accounts.views.ts';
import {
  checkEmailToken,
  issueEmailToken,
  useEmailToken,
  type EmailTokenPurpose,
} from './email-tokens.repository.ts';
import { passwordBudgetSpent, type PasswordBudget } from './password-budget.ts';
import { passwordProblem, type PasswordHasher } from './passwords.ts';
import { addPendingNumber } from './pending-phone-numbers.ts';
import { phoneView } from './rules.ts';

function emailTokenRefusal(reason: 'invalid' | 'purpose_mismatch') {
  return reason === 'purpose_mismatch'
    ? refusal('TOKEN_PURPOSE_MISMATCH', 'This link is not meant for this page.')
    : refusal('TOKEN_INVALID', 'This link is no longer valid. Please ask for a new one.');
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

export function createAccountsService(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  sessions: AccountSessions;
  passwords: PasswordHasher;
  messenger: Messenger;
  memberships: AccountMemberships;
  closing: AccountClosing;
  logger: Logger;
}) {
  const { db, config, clock, sessions, passwords, messenger, memberships, closing, logger } = deps;

  const issueEmailLink = (tx: DbOrTx, userId: string, purpose: EmailTokenPurpose) =>
    issueEmailToken(tx, { userId, purpose, now: clock.now() });

  /** Uses up a valid e-mail token in `tx` and answers its user; a failure otherwise. */
  async function redeemEmailToken(tx: DbOrTx, token: string, purpose: EmailTokenPurpose) {
    const used = await useEmailToken(tx, { token, purpose, now: clock.now() });
    return used.ok ? used : emailTokenRefusal(used.error.code);
  }

  function userView(user: User, authLevel: 'identified' | 'verified'): UserView {
    return {
      id: user.id,
      status: user.status,
      authLevel,
      email: user.email,
      emailStatus: user.emailVerifiedAt ? 'active' : 'pending',
      newsletter: user.newsletter,
      createdAt: user.createdAt,
    };
  }

  /** The account's part of the Profile: names, e-mail addresses and phone numbers. */
  async function accountProfileOf(tx: DbOrTx, user: User): Promise<AccountProfileView> {
    const phones = (await listPhoneNumbers(tx, user.id)).map(phoneView);
    const email = {
      id: user.id,
      email: user.email,
      status: user.emailVerifiedAt ? ('active' as const) : ('pending' as const),
    };
    return {
      firstName: user.firstName,
      middleName: user.middleName,
      lastName: user.lastName,
      suffix: user.suffix,
      emails: [email],
      activeEmail: email.status === 'active' ? email : null,
      pendingEmail: email.status === 'pending' ? email : null,
      phoneNumbers: phones,
      activePhoneNumber: phones.find((phone) => phone.status === 'active') ?? null,
    };
  }

  return {
    async register(
      input: { email: string; password: string; newsletter: boolean; attestedOver18: boolean },
      context: { ip: string; passwordBudget: PasswordBudget },
    ): Promise<Result<{ credential: { status: string; token: TokenSetView } }, AccountsError>> {
      const refused = refusedFields('CREDENTIAL_INVALID', [
        { field: 'email', code: firstProblem(validateRequired(input.email), validateEmail(input.email)) },
        { field: 'password', code: passwordProblem(input.password) },
        { field: 'attestedOver18', code: validateAttestedOver18(input.attestedOver18) },
      ]);
      if (refused) return refused;

      const verdict = await throttle(
        db,
        `register:ip:${context.ip}`,
        config.SIGNUPS_PER_IP,
        3600,
        clock.now(),
      );
      if (!verdict.allowed)
        return refusal('TOO_MANY_REQUESTS', 'Too many sign-ups from here. Please try again later.');
      const email = input.email.trim();
      if (await findLiveUserByEmail(db, email)) {
        return refusal('EMAIL_ALREADY_TAKEN', 'Looks like you have an existing account.', [
          { field: 'email', message: 'Looks like you have an existing account.' },
        ]);
      }

      if (!context.passwordBudget.take()) return passwordBudgetSpent();
      const hashed = await passwords.hash(input.password);
      const outgoing = messenger.batch();
      try {
        const token = await db.transaction(async (tx) => {
          const now = clock.now();
          const user = await insertUser(tx, {
            email,
            newsletter: input.newsletter,
            attestedOver18At: now,
            createdAt: now,
          });
          await addPasswordHash(tx, user.id, hashed, now);
          // Every user is a member of the default line of business from the start.
          await memberships.setUpDefault(tx, user.id);
          const link = await issueEmailLink(tx, user.id, 'email_verification');
          await outgoing.email(tx, verificationEmail(email, `${config.appUrl}/verify-email/${link}`));
          return sessions.start(tx, user.id, 'identified');
        });
        logger.info({ event: 'user_registered' }, 'User registered');
        return ok({ credential: { status: 'active' as const, token } });
      } catch (error) {
        // Two sign-ups with one address at once: the unique index lets one through.
        if (isUniqueViolation(error))
          return refusal('EMAIL_ALREADY_TAKEN', 'Looks like you have an existing account.');
        throw error;
      }
    },

    async verifyEmail(token: string): Promise<Result<void, AccountsError>> {
      return db.transaction(async (tx) => {
        const redeemed = await redeemEmailToken(tx, token, 'email_verification');
        if (!redeemed.ok) return redeemed;
        await updateUser(tx, redeemed.value, { emailVerifiedAt: clock.now() });
        return ok();
      });
    },

    async resendVerificationEmail(viewer: Viewer): Promise<Result<void, AccountsError>> {
      const { userId } = requireUser(viewer, 'identified');
      const user = await findUser(db, userId);
      if (!user || user.emailVerifiedAt) return ok();
      if (!(await throttle(db, `verify-email:${userId}`, 5, 3600, clock.now())).allowed) {
        return refusal(
          'TOO_MANY_REQUESTS',
          'We sent a few e-mails already. Please check your inbox or try again later.',
        );
      }
      const outgoing = messenger.batch();
      await db.transaction(async (tx) => {
        const link = await issueEmailLink(tx, userId, 'email_verification');
        await outgoing.email(tx, verificationEmail(user.email, `${config.appUrl}/verify-email/${link}`));
      });
      return ok();
    },

    /** Answers the same whether or not the address has an account, and whether or not it was throttled. */
    async initiatePasswordReset(email: string, context: { ip: string }): Promise<Result<void, never>> {
      const now = clock.now();
      const allowed =
        (await throttle(db, `reset:ip:${context.ip}`, 20, 3600, now)).allowed &&
        (await throttle(db, `reset:email:${email.trim().toLowerCase()}`, 5, 3600, now)).allowed;
      const user = allowed ? await findLiveUserByEmail(db, email) : undefined;
      if (user) {
        const outgoing = messenger.batch();
        await db.transaction(async (tx) => {
          const link = await issueEmailLink(tx, user.id, 'password_reset');
          await outgoing.email(
            tx,
            passwordResetEmail(user.email, `${config.appUrl}/create-new-password/${link}`),
          );
        });
      }
      logger.info({ event: 'password_reset_requested', sent: Boolean(user) }, 'Password reset requested');
      return ok();
    },

    /**
     * A new password through a reset link. Everything cheap comes first (the rules, the throttle, the link):
     * only a live link buys password work, and only one per request.
     */
    async resetForgottenPassword(
      input: { token: string; password: string; passwordConfirmation: string },
      context: { ip: string; passwordBudget: PasswordBudget },
    ): Promise<Result<void, AccountsError>> {
      if (input.password !== input.passwordConfirmation)
        return refusedField('PASSWORD_MISMATCH', 'passwordConfirmation', 'mustMatch');
      const refused = refusedFields('CREDENTIAL_INVALID', [
        { field: 'password', code: passwordProblem(input.password) },
      ]);
      if (refused) return refused;
      const throttled = await throttle(
        db,
        `new-password:ip:${context.ip}`,
        config.PASSWORD_RESETS_PER_IP,
        3600,
        clock.now(),
      );
      if (!throttled.allowed) {
        return refusal('TOO_MANY_REQUESTS', 'Too many attempts from here. Please try again later.');
      }
      const link = await checkEmailToken(db, {
        token: input.token,
        purpose: 'password_reset',
        now: clock.now(),
      });
      if (!link.ok) return emailTokenRefusal(link.error.code);
      if (!context.passwordBudget.take()) return passwordBudgetSpent();
      for (const previous of await recentPasswordHashes(db, link.value, PASSWORD_HISTORY)) {
        if (await passwords.verify(previous, input.password)) {
          const message = "You've used this password before. Please choose a new one.";
          return refusal('PASSWORD_PREVIOUSLY_USED', message, [{ field: 'password', message }]);
        }
      }
      const hashed = await passwords.hash(input.password);
      return db.transaction(async (tx) => {
        // Used up here, once: of several resets with one link at once, one gets past this line.
        const redeemed = await redeemEmailToken(tx, input.token, 'password_reset');
        if (!redeemed.ok) return redeemed;
        const user = await findUser(tx, redeemed.value);
        if (!user || user.status === 'decommissioned')
          return refusal('TOKEN_INVALID', 'This link is no longer valid.');
        const now = clock.now();
        await addPasswordHash(tx, user.id, hashed, now);
        // A reset proves control of the e-mail address: it clears a lock that wrong passwords caused.
        const unlock = user.status === 'locked' && user.lockReason === 'password_attempts';
        await updateUser(tx, user.id, {
          failedLoginAttempts: 0,
          ...(unlock ? { status: 'active' as const, lockReason: null } : {}),
        });
        await sessions.revokeAllOfUser(tx, user.id, 'password_reset');
        logger.info({ event: 'password_reset', userId: user.id }, 'Password reset');
        return ok();
      });
    },

    /** Sandbox fraud check: a blackbox starting with "sandbox-blocked" is a fraudulent device. */
    async exchangeBlackbox(input: { blackbox: string; clientFamily: string }) {
      const blocked = input.blackbox.startsWith('sandbox-blocked');
      const now = clock.now();
      const fingerprintHash = sha256(`${input.clientFamily}:${input.blackbox}`);
      const device = await recordDevice(db, {
        fingerprintHash,
        blocked,
        caseId: blocked ? crypto.randomUUID() : null,
        createdAt: now,
      });
      return { blocked: device.blocked, caseId: device.caseId, deviceId: device.id };
    },

    async currentUser(viewer: Viewer): Promise<UserView | null> {
      if (viewer.kind !== 'user') return null;
      const user = await findUser(db, viewer.userId);
      return user && user.status !== 'decommissioned' ? userView(user, viewer.authLevel) : null;
    },

    /** The account's part of the Profile (profile.service adds the applicant's); null when there is no user. */
    async accountProfile(tx: DbOrTx, userId: string): Promise<AccountProfileView | null> {
      const user = await findUser(tx, userId);
      return user ? accountProfileOf(tx, user) : null;
    },

    /** Writes changed names of the user (the profile edit's rules are @wysh/domain/profile-changes). */
    async updateNames(tx: DbOrTx, userId: string, changes: Partial<Names>): Promise<void> {
      await updateUser(tx, userId, changes);
    },

    /**
     * decommissionUser (spec 001 §7.2): closes the account and ends every session; refused, in words the person
     * can act on, while a policy is in force or money is on its way (@wysh/domain/accounts/account-closing).
     * The insurer's records of the account (policies, payments, documents, decisions) are kept as the law
     * requires; the account itself can never be signed in to again.
     */
    async decommission(viewer: Viewer): Promise<Result<void, UserFailure<ClosingRefusal['code']>>> {
      const { userId } = requireUser(viewer, 'verified');
      const closed = await db.transaction(async (tx) => {
        const closable = accountClosable(await closing.factsOf(tx, userId));
        if (!closable.ok) return closable;
        await updateUser(tx, userId, { status: 'decommissioned', decommissionedAt: clock.now() });
        await memberships.closeAllOfUser(tx, userId);
        await sessions.revokeAllOfUser(tx, userId, 'account_closed');
        return closable;
      });
      if (!closed.ok) {
        logger.info({ event: 'account_close_refused', userId, code: closed.error.code }, 'Account kept open');
        return refusal(closed.error.code, closed.error.message);
      }
      logger.info({ event: 'user_decommissioned', userId }, 'Account closed');
      return ok();
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

// Steps another module takes inside its own transaction: the profile module writes the applicant's columns of
// the user and adds a phone number answered in a flow. They are accounts' writes, so they are reached here.

/** The applicant's columns of the user (names, birthdate, gender), written by the profile module. */
export type ApplicantColumns = Pick<
  User,
  'firstName' | 'middleName' | 'lastName' | 'suffix' | 'birthdate' | 'gender'
>;

export async function updateApplicantColumns(
  tx: DbOrTx,
  userId: string,
  changes: Partial<ApplicantColumns>,
): Promise<void> {
  await updateUser(tx, userId, changes);
}

/** Adds a pending phone number to the account (at most three pending: the oldest gives way). */
export async function addPendingPhoneNumber(
  tx: DbOrTx,
  input: { userId: string; e164: string; smsMarketing: boolean; at: Date },
): Promise<void> {
  await addPendingNumber(tx, input);
}

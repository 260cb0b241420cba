// Phone numbers and one-time codes: adding a number, sending a 6-digit code to it by text or voice, and
// entering the code, which activates the number and verifies the session (verifyOtp), or verifies the session
// with the account's active number, which the server picks (verifySession). Both run one code path.
import {
  codeEntryOutcome,
  OTP_MAX_ATTEMPTS,
  OTP_SENDS_PER_NUMBER,
  OTP_TTL_MS,
} from '@wysh/domain/credentials';
import type { Logger } from 'pino';
import { usPhoneToE164, validatePhoneNumber } from '@wysh/domain/validation';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { ok, type Result } from '@wysh/domain/result';
import { refusal } from '../../shared/user-error.ts';
import { refusedField } from '../../shared/field-refusals.ts';
import type { AccountsError } from './accounts.errors.ts';
import { constantTimeEqual, randomDigits, sha256 } from '../../shared/secrets.ts';
import type { AccountSessions } from './accounts.ports.types.ts';
import { throttle } from '../throttle/throttle.service.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { Messenger } from '../messaging/messaging.service.ts';
import { otpText } from '../messaging/messaging.service.ts';
import {
  activatePhoneNumber,
  findPhoneNumberOfUser,
  listPhoneNumbers,
  type PhoneNumber,
} from './accounts.repository.ts';
import { countGuess, insertCode, markCodeUsed, retireCodes, whyNoGuess } from './otp-codes.repository.ts';
import { addPendingNumber } from './pending-phone-numbers.ts';
import type { PhoneNumberView, TokenSetView } from './accounts.views.ts';
import { phoneView } from './rules.ts';

const codeIncorrect = () =>
  refusal('ACCESS_CODE_INCORRECT', "That code isn't right. Please check it and try again.", [
    { field: 'code', message: "That code isn't right. Please check it and try again." },
  ]);
const codeExpired = () => refusal('ACCESS_CODE_EXPIRED', "Your code's expired");
const tooManyTries = () =>
  refusal('UNSUCCESSFUL_SESSION_VERIFICATION', "That's too many wrong codes. Please ask for a new one.");
const phoneMissing = () => refusal('PHONE_NUMBER_MISSING', 'Please add a phone number first.');

export function createPhoneVerificationService(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  sessions: AccountSessions;
  messenger: Messenger;
  logger: Logger;
  /** The insurance membership: a verified number opens monitoring (a linked loan needs a verified session). */
  memberships: { allowMonitoring(tx: DbOrTx, userId: string): Promise<void> };
}) {
  const { db, config, clock, sessions, messenger, logger, memberships } = deps;

  /**
   * The one path by which a code verifies a session: the newest unused code of `phone`, unexpired, with tries
   * left, must match. The right code is used up, makes `phone` the active number and raises the session to
   * verified (new tokens); a wrong one costs a try.
   */
  async function redeemCode(
    caller: { userId: string; sessionId: string },
    phone: PhoneNumber,
    code: string,
  ): Promise<Result<{ token: TokenSetView }, AccountsError>> {
    if (!/^\d{6}$/.test(code)) return codeIncorrect();
    const outcome = await db.transaction(async (tx) => {
      const now = clock.now();
      const counted = await countGuess(tx, { phoneNumberId: phone.id, now, maxAttempts: OTP_MAX_ATTEMPTS });
      if (!counted) {
        const why = await whyNoGuess(tx, { phoneNumberId: phone.id, now });
        return why === 'spent' ? tooManyTries() : codeExpired();
      }
      if (!constantTimeEqual(counted.codeHash, sha256(`${phone.id}:${code}`))) {
        return codeEntryOutcome(counted.attempts, false) === 'too_many' ? tooManyTries() : codeIncorrect();
      }
      await markCodeUsed(tx, counted.id, now);
      await activatePhoneNumber(tx, caller.userId, phone.id, now);
      await memberships.allowMonitoring(tx, caller.userId);
      return ok({ token: await sessions.verify(tx, caller.sessionId) });
    });
    if (!outcome.ok) {
      logger.info(
        { event: 'session_verification_failed', userId: caller.userId, reason: outcome.error.code },
        'Code not accepted',
      );
    } else {
      logger.info({ event: 'session_verified', userId: caller.userId }, 'Session verified');
    }
    return outcome;
  }

  return {
    async createPhoneNumber(
      viewer: Viewer,
      input: { phoneNumber: string; smsMarketing: boolean },
    ): Promise<Result<{ phoneNumber: PhoneNumberView }, AccountsError>> {
      const { userId } = requireUser(viewer, 'identified');
      const numbers = await listPhoneNumbers(db, userId);
      // Knowing the password is not enough to put a new number on an account that has one: that would let it
      // verify a session. Changing the number needs a session verified with the current one.
      if (numbers.some((phone) => phone.status === 'active')) requireUser(viewer, 'verified');
      const e164 = usPhoneToE164(input.phoneNumber);
      if (!e164) {
        const code = validatePhoneNumber(input.phoneNumber) ?? 'phoneNumber';
        return refusedField('CREDENTIAL_INVALID', 'phoneNumber', code);
      }
      const phone = await db.transaction((tx) =>
        addPendingNumber(tx, { userId, e164, smsMarketing: input.smsMarketing, at: clock.now() }),
      );
      return ok({ phoneNumber: phoneView(phone) });
    },

    async requestOtp(
      viewer: Viewer,
      input: { phoneNumberId: string; channel: 'sms' | 'voice' },
      context: { ip: string },
    ): Promise<Result<void, AccountsError>> {
      const { userId } = requireUser(viewer, 'identified');
      const phone = await findPhoneNumberOfUser(db, userId, input.phoneNumberId);
      if (!phone) return phoneMissing();
      const now = clock.now();
      // Per number across accounts (E.164), so that several accounts cannot add up to more texts to one phone.
      for (const [key, limit] of [
        [`otp:phone:${phone.e164}`, OTP_SENDS_PER_NUMBER],
        [`otp:ip:${context.ip}`, config.OTP_REQUESTS_PER_IP],
      ] as const) {
        if (!(await throttle(db, key, limit, 15 * 60, now)).allowed) {
          return refusal(
            'TOO_MANY_REQUESTS',
            'You asked for a lot of codes. Please wait a few minutes and try again.',
          );
        }
      }
      const code = randomDigits(6);
      await db.transaction(async (tx) => {
        // Only the newest code counts: earlier ones retire, with whatever tries they had left.
        await retireCodes(tx, phone.id, now);
        await insertCode(tx, {
          phoneNumberId: phone.id,
          codeHash: sha256(`${phone.id}:${code}`),
          channel: input.channel,
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        });
        await messenger
          .batch()
          .phone(tx, { to: phone.e164, channel: input.channel, text: otpText(code, input.channel) });
      });
      logger.info({ event: 'otp_sent', channel: input.channel }, 'Verification code sent');
      return ok();
    },

    /** A code sent to a given number of the account: verifies the number and the session. */
    async verifyOtp(
      viewer: Viewer,
      input: { phoneNumberId: string; code: string },
    ): Promise<Result<{ token: TokenSetView }, AccountsError>> {
      const caller = requireUser(viewer, 'identified');
      const phone = await findPhoneNumberOfUser(db, caller.userId, input.phoneNumberId);
      if (!phone) return phoneMissing();
      const active = (await listPhoneNumbers(db, caller.userId)).find((number) => number.status === 'active');
      if (active && active.id !== phone.id && caller.authLevel !== 'verified') {
        return refusal('PHONE_NUMBER_NOT_VERIFIED', 'Please use the phone number on your account.');
      }
      return redeemCode(caller, phone, input.code);
    },

    /** A code sent to the account's active number: verifies the session. */
    async verifySession(
      viewer: Viewer,
      input: { code: string },
    ): Promise<Result<{ token: TokenSetView }, AccountsError>> {
      const caller = requireUser(viewer, 'identified');
      const active = (await listPhoneNumbers(db, caller.userId)).find((number) => number.status === 'active');
      if (!active) return phoneMissing();
      return redeemCode(caller, active, input.code);
    },
  };
}

export type PhoneVerificationService = ReturnType<typeof createPhoneVerificationService>;

// One-time codes under pressure: a burst of guesses at once compares no more than the limit, and the codes one
// phone number receives and the numbers one account holds are bounded however many accounts or requests ask.
// The races show on a PostgreSQL server (DATABASE_URL); the embedded database runs one statement at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS } from '@wysh/domain/credentials';
import { listMessages } from '../src/modules/sandbox-mailbox/sandbox-mailbox.repository.ts';
import {
  addPhone,
  codeIn,
  enterCode,
  latestMessageTo,
  registered,
  sendCode,
  signIn,
  verifiedUser,
  verifySession,
} from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const BURST = 100;
/** `count` six-digit codes, none of them `right`. */
const wrongCodes = (right: string, count: number) =>
  Array.from({ length: count }, (_, i) => String((Number(right) + i + 1) % 1_000_000).padStart(6, '0'));
const codesOf = (answers: Array<{ error: { code: string } | null }>) =>
  answers.map((answer) => answer.error?.code ?? 'OK');
const countOf = (codes: string[], code: string) => codes.filter((each) => each === code).length;

async function pendingPhoneWithCode() {
  const user = await registered(t);
  const phone = await addPhone(t, user.tokens.accessToken);
  expect((await sendCode(t, user.tokens.accessToken, phone.id)).success).toBe(true);
  const code = codeIn((await latestMessageTo(t, phone.e164))!.text);
  return { token: user.tokens.accessToken, phone, code };
}

describe('a burst of guesses at one code', () => {
  it('compares at most five of them (verifyOtp): four are told wrong, every other is refused', async () => {
    const { token, phone, code } = await pendingPhoneWithCode();
    const answers = await Promise.all(
      wrongCodes(code, BURST).map((guess) => enterCode(t, token, phone.id, guess)),
    );
    const codes = codesOf(answers);
    expect(countOf(codes, 'ACCESS_CODE_INCORRECT')).toBe(OTP_MAX_ATTEMPTS - 1);
    expect(countOf(codes, 'UNSUCCESSFUL_SESSION_VERIFICATION')).toBe(BURST - (OTP_MAX_ATTEMPTS - 1));
    // The code is spent: even the right one is refused now.
    expect((await enterCode(t, token, phone.id, code)).error!.code).toBe('UNSUCCESSFUL_SESSION_VERIFICATION');
  });

  it('lets the right code through only among the first five compared', async () => {
    const { token, phone, code } = await pendingPhoneWithCode();
    const guesses = wrongCodes(code, BURST);
    guesses[20] = code;
    const codes = codesOf(await Promise.all(guesses.map((guess) => enterCode(t, token, phone.id, guess))));
    const wrongAnswers = countOf(codes, 'ACCESS_CODE_INCORRECT');
    const successes = countOf(codes, 'OK');
    expect(successes).toBeLessThanOrEqual(1);
    expect(wrongAnswers + successes).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
  });

  it('compares at most five of them (verifySession, with the active number)', async () => {
    const user = await verifiedUser(t);
    const session = (await signIn(t, user.email, user.password)).access_token;
    expect((await sendCode(t, session, user.phone.id)).success).toBe(true);
    const code = codeIn((await latestMessageTo(t, user.phone.e164))!.text);
    const codes = codesOf(
      await Promise.all(wrongCodes(code, BURST).map((guess) => verifySession(t, session, guess))),
    );
    expect(countOf(codes, 'ACCESS_CODE_INCORRECT')).toBe(OTP_MAX_ATTEMPTS - 1);
    expect((await verifySession(t, session, code)).error!.code).toBe('UNSUCCESSFUL_SESSION_VERIFICATION');
  });
});

describe('codes sent to one phone number', () => {
  it('are limited per number across accounts, not per account', async () => {
    const number = '6175550199';
    let sent = 0;
    for (let account = 0; account < 4; account += 1) {
      const user = await registered(t);
      const phone = await addPhone(t, user.tokens.accessToken, number);
      for (let i = 0; i < 5; i += 1) {
        const answer = await sendCode(t, user.tokens.accessToken, phone.id);
        if (answer.success) sent += 1;
        else expect(answer.error!.code).toBe('TOO_MANY_REQUESTS');
      }
    }
    expect(sent).toBe(5);
    expect(await listMessages(t.database.db, { to: '+16175550199', limit: 100 })).toHaveLength(5);
  });
});

describe('pending phone numbers of one account', () => {
  const profilePhones = (token: string) =>
    t
      .graphql<{ profile: { phoneNumbers: Array<{ id: string; mask: string; status: string }> } }>(
        '{ profile { phoneNumbers { id mask status } } }',
        {},
        { token },
      )
      .then((result) => result.data!.profile.phoneNumbers);

  it('are at most three: a new one replaces the oldest pending one, and the active one stays', async () => {
    const user = await verifiedUser(t);
    const token = user.tokens.accessToken;
    const added = [];
    for (const last4 of ['0101', '0102', '0103', '0104', '0105']) {
      t.clock.advance(1000);
      added.push(await addPhone(t, token, `415555${last4}`));
    }
    const phones = await profilePhones(token);
    expect(phones.filter((phone) => phone.status === 'PENDING').map((phone) => phone.mask)).toEqual([
      '(***) ***-0105',
      '(***) ***-0104',
      '(***) ***-0103',
    ]);
    expect(phones.filter((phone) => phone.status === 'ACTIVE')).toHaveLength(1);
    // A replaced number is gone: no codes go to it.
    expect((await sendCode(t, token, added[0]!.id)).error!.code).toBe('PHONE_NUMBER_MISSING');
  });

  it('stay at most three, and one of each number, when many are added at once', async () => {
    const user = await registered(t);
    const token = user.tokens.accessToken;
    const numbers = Array.from({ length: 20 }, (_, i) => `503555${String(2000 + i)}`);
    await Promise.all([
      ...numbers.map((number) => addPhone(t, token, number)),
      ...Array.from({ length: 10 }, () => addPhone(t, token, '5035559999')),
    ]);
    const phones = await profilePhones(token);
    expect(phones.length).toBeLessThanOrEqual(3);
    expect(new Set(phones.map((phone) => phone.mask)).size).toBe(phones.length);
    const { rows } = await t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from phone_numbers p join users u on u.id = p.user_id
       where lower(u.email) = lower($1) and p.status = 'pending'`,
      [user.email],
    );
    expect(rows[0]!.n).toBeLessThanOrEqual(3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginToken } from '../src/modules/auth/login-tokens.ts';
import { listMessages } from '../src/modules/sandbox-mailbox/sandbox-mailbox.repository.ts';
import {
  addPhone,
  authorize,
  authorizeBody,
  codeIn,
  enterCode,
  latestMessageTo,
  pkcePair,
  register,
  registered,
  sendCode,
  signIn,
  strongPassword,
  uniqueEmail,
  userCount,
  userIdOf,
  verifiedUser,
  verifySession,
} from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)![0];
const tokenOf = (link: string) => link.split('/').pop()!;

describe('registration (createCredential)', () => {
  it('creates the account, signs in at the identified level and e-mails a verification link', async () => {
    const { input, payload } = await register(t);
    expect(payload.error).toBeNull();
    expect(payload.credential).toMatchObject({
      status: 'active',
      token: { authLevel: 'IDENTIFIED', expiresIn: 900 },
    });

    const email = await latestMessageTo(t, input.email);
    expect(email!.subject).toBe('Verify your e-mail address');
    expect(linkIn(email!.text)).toMatch(new RegExp(`^${t.config.appUrl}/verify-email/[\\w-]{40,}$`));
    const raw = String(email!.metadata['raw']);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/To: ada\./);
  });

  it.each([
    [{ password: 'short-pass' }, 'password', 'Must be at least 12 characters'],
    [{ password: 'password1234' }, 'password', 'This password is too common. Please choose another.'],
    [{ email: 'ada@' }, 'email', 'Invalid email'],
    [{ attestedOver18: false }, 'attestedOver18', 'You must be 18 or older to apply'],
  ])('refuses %j with a field error and writes nothing', async (change, field, message) => {
    const before = await userCount(t);
    const { payload } = await register(t, change);
    expect(payload.credential).toBeNull();
    expect(payload.error).toMatchObject({ code: 'CREDENTIAL_INVALID' });
    expect(payload.error!.fields).toContainEqual({ field, message });
    expect(await userCount(t)).toBe(before);
  });

  it('limits sign-ups from one address', async () => {
    const strict = await startTestApp({ SIGNUPS_PER_IP: '2' });
    expect((await register(strict)).payload.error).toBeNull();
    expect((await register(strict)).payload.error).toBeNull();
    expect((await register(strict)).payload.error!.code).toBe('TOO_MANY_REQUESTS');
    await strict.close();
  });

  it('answers EMAIL_ALREADY_TAKEN for an address in use, whatever its case', async () => {
    const first = await registered(t);
    const { payload } = await register(t, { email: first.email.toUpperCase() });
    expect(payload.error!.code).toBe('EMAIL_ALREADY_TAKEN');
    expect(payload.error!.message).toBe('Looks like you have an existing account.');
  });
});

describe('registration (registerUser, the spec name for sign-up)', () => {
  const registerUser = (input: Record<string, unknown>) =>
    t.graphql<{
      registerUser: {
        credential: { status: string; token: { accessToken: string; authLevel: string } } | null;
        error: { code: string; fields: Array<{ field: string; message: string }> } | null;
      };
    }>(
      `mutation ($input: CreateCredentialInput!) {
        registerUser(input: $input) {
          credential { status token { accessToken authLevel } }
          error { code fields { field message } }
        }
      }`,
      { input },
    );

  it('registers and signs in like createCredential, and the two share one account space', async () => {
    const email = uniqueEmail();
    const input = { email, password: strongPassword, attestedOver18: true };
    const { registerUser: payload } = (await registerUser(input)).data!;
    expect(payload.error).toBeNull();
    expect(payload.credential).toMatchObject({ status: 'active', token: { authLevel: 'IDENTIFIED' } });
    const me = await t.graphql<{ currentUser: { email: string; newsletter: boolean } }>(
      '{ currentUser { email newsletter } }',
      {},
      { token: payload.credential!.token.accessToken },
    );
    expect(me.data!.currentUser).toEqual({ email, newsletter: true });
    expect((await latestMessageTo(t, email))!.subject).toBe('Verify your e-mail address');

    // Taken, whichever of the two names signs up with it.
    expect((await register(t, { email })).payload.error!.code).toBe('EMAIL_ALREADY_TAKEN');
    const again = (await registerUser(input)).data!.registerUser;
    expect(again.error!.code).toBe('EMAIL_ALREADY_TAKEN');
  });

  it('applies the same rules', async () => {
    const before = await userCount(t);
    const { registerUser: payload } = (
      await registerUser({ email: uniqueEmail(), password: 'short-pass', attestedOver18: true })
    ).data!;
    expect(payload.error).toMatchObject({
      code: 'CREDENTIAL_INVALID',
      fields: [{ field: 'password', message: 'Must be at least 12 characters' }],
    });
    expect(await userCount(t)).toBe(before);
  });
});

describe('phone verification', () => {
  it('texts a 6-digit code; the right code verifies the session and activates the number', async () => {
    const user = await registered(t);
    const phone = await addPhone(t, user.tokens.accessToken, '(312) 555-0142');
    expect(phone).toMatchObject({ mask: '(***) ***-0142', status: 'PENDING' });
    expect((await sendCode(t, user.tokens.accessToken, phone.id)).success).toBe(true);

    const sms = await latestMessageTo(t, '+13125550142');
    expect(sms!.channel).toBe('sms');
    const code = codeIn(sms!.text);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await enterCode(
      t,
      user.tokens.accessToken,
      phone.id,
      code === '000000' ? '111111' : '000000',
    );
    expect(wrong.error!.code).toBe('ACCESS_CODE_INCORRECT');

    const right = await enterCode(t, user.tokens.accessToken, phone.id, code);
    expect(right.error).toBeNull();
    expect(right.token!.authLevel).toBe('VERIFIED');
    const profile = await t.graphql<{ profile: { activePhoneNumber: { mask: string; status: string } } }>(
      '{ profile { activePhoneNumber { mask status } } }',
      {},
      { token: right.token!.accessToken },
    );
    expect(profile.data!.profile.activePhoneNumber).toEqual({ mask: '(***) ***-0142', status: 'ACTIVE' });

    // Used once: the same code does not work again.
    const again = await enterCode(t, right.token!.accessToken, phone.id, code);
    expect(again.error!.code).toBe('ACCESS_CODE_EXPIRED');
  });

  it('reads the code out in a voice call', async () => {
    const user = await registered(t);
    const phone = await addPhone(t, user.tokens.accessToken);
    await sendCode(t, user.tokens.accessToken, phone.id, 'VOICE');
    const call = await latestMessageTo(t, phone.e164);
    expect(call!.channel).toBe('voice');
    const verified = await enterCode(t, user.tokens.accessToken, phone.id, codeIn(call!.text));
    expect(verified.token!.authLevel).toBe('VERIFIED');
  });

  it('expires a code after 10 minutes', async () => {
    const user = await registered(t);
    const phone = await addPhone(t, user.tokens.accessToken);
    await sendCode(t, user.tokens.accessToken, phone.id);
    const code = codeIn((await latestMessageTo(t, phone.e164))!.text);
    t.clock.advance(10 * 60 * 1000 + 1);
    const late = await enterCode(t, user.tokens.accessToken, phone.id, code);
    expect(late.error).toEqual({ code: 'ACCESS_CODE_EXPIRED', message: "Your code's expired" });
  });

  it('refuses a number that is not 10 digits', async () => {
    const user = await registered(t);
    const result = await t.graphql<{ createPhoneNumber: { error: { fields: unknown[] } } }>(
      'mutation { createPhoneNumber(input: { phoneNumber: "555-0100" }) { phoneNumber { id } error { code fields { field message } } } }',
      {},
      { token: user.tokens.accessToken },
    );
    expect(result.data!.createPhoneNumber.error.fields).toEqual([
      { field: 'phoneNumber', message: 'This should be a 10-digit number' },
    ]);
  });

  it('limits how many codes one number can be sent', async () => {
    const user = await registered(t);
    const phone = await addPhone(t, user.tokens.accessToken);
    for (let i = 0; i < 5; i += 1)
      expect((await sendCode(t, user.tokens.accessToken, phone.id)).success).toBe(true);
    const sixth = await sendCode(t, user.tokens.accessToken, phone.id);
    expect(sixth.error!.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('one user never reaches another', () => {
  it("cannot send codes to, or verify with, another user's phone number", async () => {
    const ada = await registered(t);
    const adaPhone = await addPhone(t, ada.tokens.accessToken);
    const eve = await registered(t);
    expect((await sendCode(t, eve.tokens.accessToken, adaPhone.id)).error!.code).toBe('PHONE_NUMBER_MISSING');
    expect((await enterCode(t, eve.tokens.accessToken, adaPhone.id, '123456')).error!.code).toBe(
      'PHONE_NUMBER_MISSING',
    );
    expect((await sendCode(t, eve.tokens.accessToken, 'not-an-id')).error!.code).toBe('PHONE_NUMBER_MISSING');
    expect(await listMessages(t.database.db, { to: adaPhone.e164, limit: 5 })).toEqual([]);
  });

  it('reads and edits only its own profile', async () => {
    const ada = await verifiedUser(t);
    const eve = await verifiedUser(t);
    await t.graphql(
      'mutation { updateProfile(input: { firstName: "Eve", lastName: "Mallory" }) { error { code } } }',
      {},
      {
        token: eve.tokens.accessToken,
      },
    );
    const adas = await t.graphql<{ profile: { firstName: string | null; emails: Array<{ email: string }> } }>(
      '{ profile { firstName emails { email } } }',
      {},
      { token: ada.tokens.accessToken },
    );
    expect(adas.data!.profile).toEqual({ firstName: null, emails: [{ email: ada.email }] });
  });
});

describe('sessions and levels', () => {
  it('shows the profile to a signed-in session, but changes it only from a verified one', async () => {
    const anonymous = await t.graphql('{ profile { firstName } }');
    expect(anonymous.errors![0]!.extensions!.code).toBe('GRAPH_API_UNAUTHORIZED');
    const garbage = await t.graphql('{ profile { firstName } }', {}, { token: 'not.a.jwt' });
    expect(garbage.errors![0]!.extensions!.code).toBe('GRAPH_API_UNAUTHORIZED');
    const user = await registered(t);
    const read = await t.graphql<{ profile: { emails: unknown[] } }>(
      '{ profile { emails { email } } }',
      {},
      { token: user.tokens.accessToken },
    );
    expect(read.data!.profile.emails).toEqual([{ email: user.email }]);
    const write = await t.graphql(
      'mutation { updateProfile(input: { firstName: "Ada" }) { error { code } } }',
      {},
      {
        token: user.tokens.accessToken,
      },
    );
    expect(write.errors![0]!.extensions!.code).toBe('UNSUCCESSFUL_SESSION_VERIFICATION');
  });

  it('verifies a new sign-in with the phone on the account, and a password alone cannot swap in another phone', async () => {
    const user = await verifiedUser(t);
    const signedIn = await signIn(t, user.email, user.password);
    expect(signedIn.auth_level).toBe('identified');

    // A password-only session may not add a number to an account that has one.
    const added = await t.graphql(
      'mutation { createPhoneNumber(input: { phoneNumber: "3125559876" }) { phoneNumber { id } } }',
      {},
      {
        token: signedIn.access_token,
      },
    );
    expect(added.errors![0]!.extensions!.code).toBe('UNSUCCESSFUL_SESSION_VERIFICATION');

    // A second number added from the verified session cannot verify a password-only one either.
    const other = await addPhone(t, user.tokens.accessToken);
    await sendCode(t, signedIn.access_token, other.id);
    const otherCode = codeIn((await latestMessageTo(t, other.e164))!.text);
    expect((await enterCode(t, signedIn.access_token, other.id, otherCode)).error!.code).toBe(
      'PHONE_NUMBER_NOT_VERIFIED',
    );

    await sendCode(t, signedIn.access_token, user.phone.id);
    const code = codeIn((await latestMessageTo(t, user.phone.e164))!.text);
    const verified = await enterCode(t, signedIn.access_token, user.phone.id, code);
    expect(verified.token!.authLevel).toBe('VERIFIED');
  });

  it('expires access tokens after their lifetime', async () => {
    const user = await registered(t);
    t.clock.advance(901 * 1000);
    const me = await t.graphql<{ currentUser: null }>(
      '{ currentUser { id } }',
      {},
      { token: user.tokens.accessToken },
    );
    expect(me.data!.currentUser).toBeNull();
  });
});

describe('session verification (verifySession: the code goes to the active phone)', () => {
  /** A verified user signed in again with the password: an identified session with an active phone. */
  async function identifiedWithPhone() {
    const user = await verifiedUser(t);
    const session = await signIn(t, user.email, user.password);
    expect(session.auth_level).toBe('identified');
    return { ...user, session: session.access_token, sessionRefresh: session.refresh_token };
  }

  async function codeSentTo(user: { phone: { id: string; e164: string } }, token: string) {
    expect((await sendCode(t, token, user.phone.id)).success).toBe(true);
    return codeIn((await latestMessageTo(t, user.phone.e164))!.text);
  }

  it('verifies the session with the code sent to the active phone, once', async () => {
    const user = await identifiedWithPhone();
    const code = await codeSentTo(user, user.session);
    const verified = await verifySession(t, user.session, code);
    expect(verified.error).toBeNull();
    expect(verified.success).toBe(true);
    expect(verified.token!.authLevel).toBe('VERIFIED');
    const me = await t.graphql<{ currentUser: { authLevel: string } }>(
      '{ currentUser { authLevel } }',
      {},
      { token: verified.token!.accessToken },
    );
    expect(me.data!.currentUser.authLevel).toBe('VERIFIED');
    expect((await verifySession(t, verified.token!.accessToken, code)).error!.code).toBe(
      'ACCESS_CODE_EXPIRED',
    );
    // The identified session's refresh token retired with the raise: presenting it now is a reuse.
    const old = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'refresh_token', refresh_token: user.sessionRefresh, client_id: 'wysh-web' },
    });
    expect(old.json().error).toBe('invalid_grant');
  });

  it('answers PHONE_NUMBER_MISSING when the account has no active phone, even with a pending one', async () => {
    const user = await registered(t);
    expect((await verifySession(t, user.tokens.accessToken, '123456')).error).toEqual({
      code: 'PHONE_NUMBER_MISSING',
      message: 'Please add a phone number first.',
      fields: [],
    });
    const pending = await addPhone(t, user.tokens.accessToken);
    const code = await codeSentTo({ phone: pending }, user.tokens.accessToken);
    expect((await verifySession(t, user.tokens.accessToken, code)).error!.code).toBe('PHONE_NUMBER_MISSING');
  });

  it('says when a code is wrong or expired', async () => {
    const user = await identifiedWithPhone();
    const code = await codeSentTo(user, user.session);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await verifySession(t, user.session, wrong)).error!.code).toBe('ACCESS_CODE_INCORRECT');
    expect((await verifySession(t, user.session, 'abc')).error!.code).toBe('ACCESS_CODE_INCORRECT');
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await verifySession(t, user.session, code)).error).toEqual({
      code: 'ACCESS_CODE_EXPIRED',
      message: "Your code's expired",
      fields: [],
    });
  });

  it('retires the code after five wrong tries (UNSUCCESSFUL_SESSION_VERIFICATION); a new code works', async () => {
    const user = await identifiedWithPhone();
    const code = await codeSentTo(user, user.session);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await verifySession(t, user.session, wrong)).error!.code);
    expect(answers).toEqual([
      'ACCESS_CODE_INCORRECT',
      'ACCESS_CODE_INCORRECT',
      'ACCESS_CODE_INCORRECT',
      'ACCESS_CODE_INCORRECT',
      'UNSUCCESSFUL_SESSION_VERIFICATION',
    ]);
    // Even the right code does not bring it back.
    expect((await verifySession(t, user.session, code)).error!.code).toBe(
      'UNSUCCESSFUL_SESSION_VERIFICATION',
    );
    const fresh = await codeSentTo(user, user.session);
    expect((await verifySession(t, user.session, fresh)).token!.authLevel).toBe('VERIFIED');
  });

  it('needs a signed-in session', async () => {
    const anonymous = await t.graphql('mutation { verifySession(input: { code: "123456" }) { success } }');
    expect(anonymous.errors![0]!.extensions!.code).toBe('GRAPH_API_UNAUTHORIZED');
  });
});

describe('e-mail verification', () => {
  it('verifies the address once through the e-mailed link', async () => {
    const user = await registered(t);
    const link = linkIn((await latestMessageTo(t, user.email))!.text);
    const verify = (token: string) =>
      t.graphql<{ verifyEmail: { success: boolean; error: { code: string } | null } }>(
        'mutation ($token: String!) { verifyEmail(input: { token: $token }) { success error { code message } } }',
        { token },
      );
    expect((await verify(tokenOf(link))).data!.verifyEmail).toEqual({ success: true, error: null });
    const me = await t.graphql<{ currentUser: { emailStatus: string } }>(
      '{ currentUser { emailStatus } }',
      {},
      {
        token: user.tokens.accessToken,
      },
    );
    expect(me.data!.currentUser.emailStatus).toBe('ACTIVE');
    expect((await verify(tokenOf(link))).data!.verifyEmail.error!.code).toBe('TOKEN_INVALID');
    expect((await verify('made-up-token')).data!.verifyEmail.error!.code).toBe('TOKEN_INVALID');
  });
});

describe('password reset', () => {
  const initiate = (email: string) =>
    t.graphql<{ initiatePasswordReset: { success: boolean } }>(
      'mutation ($email: String!) { initiatePasswordReset(input: { email: $email }) { success } }',
      { email },
    );
  const reset = (token: string, password: string, passwordConfirmation = password) =>
    t.graphql<{
      resetForgottenPassword: { success: boolean; error: { code: string; message: string } | null };
    }>(
      'mutation ($input: ResetForgottenPasswordInput!) { resetForgottenPassword(input: $input) { success error { code message } } }',
      { input: { token, password, passwordConfirmation } },
    );

  it('answers the same for an unknown address, and sends nothing', async () => {
    const email = uniqueEmail();
    expect((await initiate(email)).data!.initiatePasswordReset.success).toBe(true);
    expect(await latestMessageTo(t, email)).toBeUndefined();
  });

  it('sets a new password through the e-mailed link, ends every session and unlocks a locked account', async () => {
    const user = await registered(t);
    const session = await signIn(t, user.email, user.password);
    for (let i = 0; i < 10; i += 1)
      await authorize(t, authorizeBody(t, user.email, 'wrong-password-again', pkcePair().challenge));

    await initiate(user.email);
    const email = await latestMessageTo(t, user.email);
    expect(email!.subject).toBe('Reset your password');
    const token = tokenOf(linkIn(email!.text));

    expect(
      (await reset(token, 'a-brand-new-password', 'something-else-entirely')).data!.resetForgottenPassword
        .error,
    ).toEqual({
      code: 'PASSWORD_MISMATCH',
      message: 'Passwords do not match',
    });
    expect((await reset(token, strongPassword)).data!.resetForgottenPassword.error!.code).toBe(
      'PASSWORD_PREVIOUSLY_USED',
    );
    expect((await reset(token, 'a-brand-new-password')).data!.resetForgottenPassword).toEqual({
      success: true,
      error: null,
    });

    const old = await authorize(t, authorizeBody(t, user.email, strongPassword, pkcePair().challenge));
    expect(old.json().error).toBe('CREDENTIAL_INCORRECT');
    expect((await signIn(t, user.email, 'a-brand-new-password')).auth_level).toBe('identified');
    const me = await t.graphql<{ currentUser: null }>(
      '{ currentUser { id } }',
      {},
      { token: session.access_token },
    );
    expect(me.data!.currentUser).toBeNull();
    expect((await reset(token, 'yet-another-password')).data!.resetForgottenPassword.error!.code).toBe(
      'TOKEN_INVALID',
    );
  });
});

describe('profile', () => {
  it('saves names, and says so when nothing changed', async () => {
    const user = await verifiedUser(t);
    const update = (input: Record<string, string>) =>
      t.graphql<{
        updateProfile: {
          profile: { firstName: string } | null;
          error: { code: string; message: string } | null;
        };
      }>(
        'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { profile { firstName middleName lastName } error { code message } } }',
        { input },
        { token: user.tokens.accessToken },
      );
    expect(
      (await update({ firstName: ' Ada ', middleName: 'K', lastName: 'Lovelace' })).data!.updateProfile
        .profile,
    ).toEqual({
      firstName: 'Ada',
      middleName: 'K',
      lastName: 'Lovelace',
    });
    expect((await update({ firstName: 'Ada' })).data!.updateProfile.error).toEqual({
      code: 'NO_CHANGE',
      message: 'Sorry, your information was not changed',
    });
    expect((await update({ middleName: 'King' })).data!.updateProfile.error!.code).toBe('CREDENTIAL_INVALID');
  });
});

describe('closing the account', () => {
  it('ends every session, refuses sign-in as closed, and frees the address', async () => {
    const user = await verifiedUser(t);
    const closed = await t.graphql<{ decommissionUser: { success: boolean } }>(
      'mutation { decommissionUser { success } }',
      {},
      {
        token: user.tokens.accessToken,
      },
    );
    expect(closed.data!.decommissionUser.success).toBe(true);
    const me = await t.graphql<{ currentUser: null }>(
      '{ currentUser { id } }',
      {},
      { token: user.tokens.accessToken },
    );
    expect(me.data!.currentUser).toBeNull();
    const login = await authorize(t, authorizeBody(t, user.email, user.password, pkcePair().challenge));
    expect(login.json().error).toBe('USER_DECOMMISSIONED');
    expect((await register(t, { email: user.email })).payload.error).toBeNull();
  });
});

describe('device check (sandbox blackbox)', () => {
  it('locks a device the fraud service blocks, and not others', async () => {
    const check = (blackbox: string) =>
      t.graphql<{ exchangeBlackbox: { blocked: boolean; caseId: string | null; deviceId: string } }>(
        'mutation ($b: String!) { exchangeBlackbox(input: { blackbox: $b, clientFamily: "web" }) { blocked caseId deviceId } }',
        { b: blackbox },
      );
    const good = (await check('device-1234')).data!.exchangeBlackbox;
    expect(good).toMatchObject({ blocked: false, caseId: null });
    const bad = (await check('sandbox-blocked-5678')).data!.exchangeBlackbox;
    expect(bad.blocked).toBe(true);
    expect(bad.caseId).toBeTruthy();
  });
});

describe('the log', () => {
  it('never contains a password, token, code, login token or e-mail address', async () => {
    const user = await verifiedUser(t);
    await signIn(t, user.email, user.password);
    await authorize(t, authorizeBody(t, user.email, 'wrong-password-here', pkcePair().challenge));
    const sms = await latestMessageTo(t, user.phone.e164);

    // Login tokens, exchanged through GraphQL and at /oauth/authorize, and a refused one.
    const userId = await userIdOf(t, user.tokens.accessToken);
    const issue = () =>
      issueLoginToken(t.database.db, { userId, purpose: 'quote_review', now: t.clock.now() });
    const [viaGraphQL, viaOAuth, refused] = [await issue(), await issue(), await issue()];
    const exchanged = await t.graphql<{ exchangeLoginToken: { token: { accessToken: string } | null } }>(
      'mutation ($t: String!) { exchangeLoginToken(input: { loginToken: $t }) { token { accessToken } } }',
      { t: viaGraphQL },
    );
    expect(exchanged.data!.exchangeLoginToken.token).not.toBeNull();
    const { email: _email, password: _password, ...client } = authorizeBody(t, '', '', pkcePair().challenge);
    const byToken = await authorize(t, { ...client, user_id: userId, login_token: viaOAuth });
    expect(byToken.statusCode).toBe(200);
    await t.graphql(
      'mutation ($t: String!) { exchangeLoginToken(input: { loginToken: $t, purpose: LOGIN }) { error { code } } }',
      { t: refused },
    );

    const log = t.logs.join('');
    expect(log).toContain('login_failed');
    expect(log).toContain('login_token_exchanged');
    expect(log).toContain('login_token_refused');
    for (const secret of [
      user.password,
      'wrong-password-here',
      user.email,
      user.tokens.accessToken,
      user.tokens.refreshToken,
      codeIn(sms!.text),
      viaGraphQL,
      viaOAuth,
      refused,
      exchanged.data!.exchangeLoginToken.token!.accessToken,
      byToken.json().code,
    ]) {
      // A six-digit code is also found inside the long numbers a log is full of (response times): look for it
      // as a number of its own.
      if (/^\d+$/.test(secret)) expect(log).not.toMatch(new RegExp(`(?<![\\d.])${secret}(?!\\d)`));
      else expect(log).not.toContain(secret);
    }
  });
});

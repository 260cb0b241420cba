// What an anonymous request can make the server spend on argon2: nothing without a valid reset link, one
// password operation per GraphQL request however many aliases ask, and resets are throttled per address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphqlLimits } from '../src/graphql/root/http.ts';
import {
  authorize,
  authorizeBody,
  latestMessageTo,
  pkcePair,
  registered,
  uniqueEmail,
} from './support/accounts.ts';
import { countingHasher } from './support/passwords.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const hasher = countingHasher();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PASSWORD_RESETS_PER_IP: '10000' }, { passwordHasher: hasher });
});
afterAll(() => t.close());
beforeEach(() => hasher.reset());

const ALIASES = graphqlLimits.maxAliases;
const argon2Runs = () => hasher.hashes + hasher.verifications;
type Answer = { success?: boolean; error: { code: string } | null };

const resetMutation = (count: number) =>
  `mutation ($input: ResetForgottenPasswordInput!) {
    ${Array.from({ length: count }, (_, i) => `r${i}: resetForgottenPassword(input: $input) { success error { code } }`).join('\n')}
  }`;
const reset = (app: TestApp, token: string, password = 'a-perfectly-fine-new-password') =>
  app
    .graphql<{ r0: Answer }>(resetMutation(1), { input: { token, password, passwordConfirmation: password } })
    .then((result) => result.data!.r0);

async function aResetLink() {
  const user = await registered(t);
  await t.graphql(
    'mutation ($email: String!) { initiatePasswordReset(input: { email: $email }) { success } }',
    {
      email: user.email,
    },
  );
  const link = /https?:\/\/\S+/.exec((await latestMessageTo(t, user.email))!.text)![0];
  hasher.reset();
  return { ...user, token: link.split('/').pop()! };
}

describe('resetForgottenPassword', () => {
  it('checks the link before any password work: an unknown or used link costs no argon2', async () => {
    expect((await reset(t, 'made-up-token')).error!.code).toBe('TOKEN_INVALID');
    expect(argon2Runs()).toBe(0);

    const { token } = await aResetLink();
    expect((await reset(t, token)).success).toBe(true);
    hasher.reset();
    expect((await reset(t, token, 'another-fine-new-password')).error!.code).toBe('TOKEN_INVALID');
    expect(argon2Runs()).toBe(0);
  });

  it('does the password work of one reset per request, however many aliases ask', async () => {
    const { token, password } = await aResetLink();
    // The old password: refused as used before, which leaves the link usable for the next alias.
    const result = await t.graphql<Record<string, Answer>>(resetMutation(ALIASES), {
      input: { token, password, passwordConfirmation: password },
    });
    const codes = Object.values(result.data!).map((answer) => answer.error?.code);
    expect(codes[0]).toBe('PASSWORD_PREVIOUSLY_USED');
    expect(codes.slice(1).every((code) => code === 'TOO_MANY_PASSWORD_OPERATIONS')).toBe(true);
    expect(hasher.verifications).toBe(1);
    expect(hasher.hashes).toBe(0);
  });

  it('is throttled per address', async () => {
    const strict = await startTestApp({ PASSWORD_RESETS_PER_IP: '3' });
    for (let i = 0; i < 3; i += 1)
      expect((await reset(strict, 'made-up-token')).error!.code).toBe('TOKEN_INVALID');
    expect((await reset(strict, 'made-up-token')).error!.code).toBe('TOO_MANY_REQUESTS');
    await strict.close();
  });
});

describe('sign-up (createCredential, registerUser)', () => {
  it('hashes one password per request, however many aliases ask', async () => {
    const aliases = Array.from({ length: ALIASES }, (_, i) => {
      const field = i % 2 === 0 ? 'createCredential' : 'registerUser';
      return `s${i}: ${field}(input: { email: "${uniqueEmail()}", password: "violet-harbor-lantern-42", attestedOver18: true }) { credential { status } error { code } }`;
    });
    const result = await t.graphql<Record<string, { credential: unknown; error: { code: string } | null }>>(
      `mutation { ${aliases.join('\n')} }`,
    );
    const answers = Object.values(result.data!);
    expect(answers[0]!.credential).not.toBeNull();
    expect(answers.slice(1).every((answer) => answer.error?.code === 'TOO_MANY_PASSWORD_OPERATIONS')).toBe(
      true,
    );
    expect(hasher.hashes).toBe(1);
  });

  it('shares the one password operation with a reset in the same request', async () => {
    const { token } = await aResetLink();
    const result = await t.graphql<{
      reset: Answer;
      signUp: { credential: unknown; error: { code: string } | null };
    }>(
      `mutation ($token: String!, $email: String!) {
        reset: resetForgottenPassword(input: { token: $token, password: "a-perfectly-fine-new-password", passwordConfirmation: "a-perfectly-fine-new-password" }) { success error { code } }
        signUp: createCredential(input: { email: $email, password: "violet-harbor-lantern-42", attestedOver18: true }) { credential { status } error { code } }
      }`,
      { token, email: uniqueEmail() },
    );
    expect(result.data!.reset.success).toBe(true);
    expect(result.data!.signUp.error!.code).toBe('TOO_MANY_PASSWORD_OPERATIONS');
    expect(hasher.hashes).toBe(1);
  });
});

describe('sign-in at /oauth/authorize', () => {
  it('compares one password per request', async () => {
    const user = await registered(t);
    hasher.reset();
    const response = await authorize(t, authorizeBody(t, user.email, user.password, pkcePair().challenge));
    expect(response.statusCode).toBe(200);
    expect(argon2Runs()).toBe(1);
  });
});

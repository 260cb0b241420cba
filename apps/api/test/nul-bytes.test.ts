// PostgreSQL refuses the NUL character in text: a string carrying one is refused at the edge as bad input
// (REST: 400 {error, error_description}; GraphQL: a GraphQL error naming it), before any handler or resolver.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeBody, pkcePair, strongPassword, uniqueEmail, userCount } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const NUL = '\u0000';
const nulMessage = /NUL character/;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function expectRefusedAsBadInput(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    error: 'invalid_request',
    error_description: expect.stringMatching(nulMessage),
  });
}

function expectNoServerError() {
  expect(t.logs.join('')).not.toMatch(/"level":50/);
}

describe('REST routes refuse a NUL character anywhere in their input', () => {
  it('in a JSON body, a form body, a key', async () => {
    const { challenge } = pkcePair();
    const json = await t.app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      payload: authorizeBody(t, `a${NUL}b`, strongPassword, challenge),
    });
    expectRefusedAsBadInput(json);
    const form = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=refresh_token&refresh_token=rt%00x&client_id=${t.config.OAUTH_CLIENT_ID}`,
    });
    expectRefusedAsBadInput(form);
    const key = await t.app.inject({
      method: 'POST',
      url: '/dev/login-link',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"ada@example.com","nested":[{"k\\u0000":1}]}`,
    });
    expectRefusedAsBadInput(key);
    for (const body of [{ email: `ada${NUL}@example.com` }, { kind: `SCHEDULED${NUL}` }]) {
      const url = 'email' in body ? '/dev/login-link' : '/dev/maintenance';
      expectRefusedAsBadInput(await t.app.inject({ method: 'POST', url, payload: body }));
    }
    expectNoServerError();
  });

  it('in a query string and in a route parameter', async () => {
    expectRefusedAsBadInput(await t.app.inject({ method: 'GET', url: '/dev/outbox?to=ada%00@example.com' }));
    expectRefusedAsBadInput(await t.app.inject({ method: 'GET', url: '/dev/outbox/%00' }));
    expectNoServerError();
  });
});

describe('GraphQL refuses a NUL character, running no resolver', () => {
  it('in variables', async () => {
    const before = await userCount(t);
    const cases: Array<[string, Record<string, unknown>]> = [
      [
        'mutation ($input: InitiatePasswordResetInput!) { initiatePasswordReset(input: $input) { success } }',
        { input: { email: `ada${NUL}@example.com` } },
      ],
      ['query ($slug: String!) { disclosure(slug: $slug) { id } }', { slug: `terms${NUL}` }],
      ['query ($slug: String!) { businessDisclosures(businessSlug: $slug) { id } }', { slug: `a${NUL}b` }],
      ['query ($slug: String!) { translations(slug: $slug) { locale } }', { slug: `web${NUL}` }],
      [
        // A NUL inside a password would not reach the database: refused all the same, and nobody is registered.
        'mutation ($input: CreateCredentialInput!) { createCredential(input: $input) { error { code } } }',
        {
          input: {
            email: uniqueEmail(),
            password: `${strongPassword}${NUL}`,
            newsletter: false,
            attestedOver18: true,
          },
        },
      ],
    ];
    for (const [query, variables] of cases) {
      const result = await t.graphql(query, variables);
      expect(result.data).toBeUndefined();
      expect(result.errors).toEqual([
        { message: expect.stringMatching(nulMessage), extensions: { code: 'INVALID_REQUEST' } },
      ]);
    }
    expect(await userCount(t)).toBe(before);
    expectNoServerError();
  });

  it('in string literals of the document, block strings too', async () => {
    const before = await userCount(t);
    const queries = [
      'mutation { initiatePasswordReset(input: { email: "ada\\u0000@example.com" }) { success } }',
      '{ disclosure(slug: "terms\\u0000") { id } }',
      '{ businessDisclosures(businessSlug: "a\\u0000b") { id } }',
      '{ translations(slug: "web\\u0000") { locale } }',
      `mutation { createCredential(input: { email: "${uniqueEmail()}", password: "${strongPassword}\\u0000",
        newsletter: false, attestedOver18: true }) { error { code } } }`,
    ];
    for (const query of queries) {
      const result = await t.graphql(query);
      expect(result.data).toBeUndefined();
      expect(result.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(nulMessage),
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ]);
    }
    // A raw NUL in a block string (JSON carries it as \u0000).
    const block = await t.graphql(`{ disclosure(slug: """terms${NUL}""") { id } }`);
    expect(block.errors![0]!.message).not.toBe('Unexpected error.');
    expect(block.data).toBeUndefined();
    expect(await userCount(t)).toBe(before);
    expectNoServerError();
  });

  it('still serves the same operations without one', async () => {
    const result = await t.graphql<{ disclosure: { slug: string } | null }>(
      '{ disclosure(slug: "terms-of-service") { slug } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.disclosure).not.toBeNull();
  });
});

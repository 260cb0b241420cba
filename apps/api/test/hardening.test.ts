import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ NODE_ENV: 'production', BODY_LIMIT_BYTES: '16384' });
});
afterAll(() => t.close());

async function stillServing() {
  const result = await t.graphql('{ countries { alpha2 } }');
  expect(result.status).toBe(200);
  expect(result.data).toEqual({ countries: [{ alpha2: 'US' }] });
}

describe('bad input never crashes the server', () => {
  it('answers malformed JSON with 400 and a GraphQL-shaped error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": "{ countries',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('INVALID_REQUEST');
    await stillServing();
  });

  it('answers malformed JSON on a REST route with {error, error_description}', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/maintenance',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
  });

  it('answers a body without a query with 400 and says what to send', async () => {
    for (const payload of [{}, { query: 42 }, { query: '{ countries { id } }', variables: 'x' }]) {
      const response = await t.app.inject({ method: 'POST', url: '/graphql', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toEqual({
        message: expect.stringMatching(/"query"/),
        extensions: { code: 'BAD_REQUEST' },
      });
    }
    await stillServing();
  });

  it('answers a syntax error with a parse error, not a crash', async () => {
    const result = await t.graphql('{ countries { id }');
    expect(result.errors![0]!.extensions!.code).toBe('GRAPHQL_PARSE_FAILED');
    await stillServing();
  });

  it('rejects an unknown field with a validation error', async () => {
    const result = await t.graphql('{ countries { id secretColumn } }');
    // GraphQL over HTTP answers application/json requests with 200 and the errors; nothing is executed.
    expect(result.data).toBeUndefined();
    expect(result.errors![0]!.extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // Production does not suggest field names to a prober.
    expect(result.errors![0]!.message).not.toMatch(/Did you mean/);
    await stillServing();
  });

  it('rejects an oversized body with 413', async () => {
    const query = `{ countries { id } } # ${'x'.repeat(20_000)}`;
    const response = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query } });
    expect(response.statusCode).toBe(413);
    await stillServing();
  });

  it('rejects queries that are too deep, too aliased or too long', async () => {
    const deep = `{ ${'a { '.repeat(12)}b${' }'.repeat(12)} }`;
    const aliased = `{ ${Array.from({ length: 16 }, (_, i) => `c${i}: countries { id }`).join(' ')} }`;
    const long = `{ countries { ${'id '.repeat(2100)} } }`;
    for (const [query, pattern] of [
      [deep, /depth/i],
      [aliased, /alias/i],
      [long, /token/i],
    ] as const) {
      const result = await t.graphql(query);
      expect(result.errors?.map((e) => e.message).join(' ')).toMatch(pattern);
    }
    await stillServing();
  });

  it('refuses introspection in production', async () => {
    const result = await t.graphql('{ __schema { queryType { name } } }');
    expect(result.errors![0]!.message).toMatch(/introspection has been disabled/);
  });

  it('does not offer GraphiQL or GET operations in production', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/graphql?query={countries{id}}',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', error_description: 'No route for POST /nowhere.' });
  });

  it('masks an unexpected failure and logs it with the request id', async () => {
    const broken = await startTestApp({ NODE_ENV: 'production' });
    await broken.database.pool.end();
    const result = await broken.graphql('{ countries { id } }');
    expect(result.errors![0]!.message).toBe('Unexpected error.');
    expect(broken.logs.join('')).toMatch(/Unexpected GraphQL error/);
    await broken.app.close();
  });
});

describe('introspection outside production', () => {
  it('is available so that developers and code generation can read the schema', async () => {
    const dev = await startTestApp({ NODE_ENV: 'development' });
    const result = await dev.graphql<{ __schema: { queryType: { name: string } } }>(
      '{ __schema { queryType { name } } }',
    );
    expect(result.data!.__schema.queryType.name).toBe('Query');
    await dev.close();
  });
});

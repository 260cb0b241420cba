// A body over the limit always gets its 413 over a real socket, even while the client is still sending: plain
// fetch posts of 5 MB, one after another, each read the answer instead of a reset (EPIPE, ECONNRESET). The
// posts come from a separate process, as a real client's would: from the server's own process, the server
// reads between the client's writes and the race never shows.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** Posts `count` bodies of 5 MB to `url` with plain fetch; tallies the statuses and the failures' codes. */
const client = `
const [url, count] = process.argv.slice(1);
const body = JSON.stringify({ query: '{ countries { id } } # ' + 'x'.repeat(5 * 1024 * 1024) });
const answers = [];
for (let i = 0; i < Number(count); i += 1) {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    answers.push({ status: response.status, body: await response.json() });
  } catch (error) {
    answers.push({ failure: error.cause?.code ?? String(error) });
  }
}
console.log(JSON.stringify(answers));
`;

async function postFromAnotherProcess(path: string, count: number) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', client, `${baseUrl}${path}`, String(count)],
    { maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout) as unknown[];
}

describe('a body over the limit', () => {
  it('gets a clean 413 on each of 40 posts of 5 MB, never a reset', async () => {
    const answers = await postFromAnotherProcess('/graphql', 40);
    expect(answers).toEqual(
      Array.from({ length: 40 }, () => ({
        status: 413,
        body: { errors: [{ message: expect.any(String), extensions: { code: 'PAYLOAD_TOO_LARGE' } }] },
      })),
    );
  }, 120_000);

  it('gets it on a REST route too, in the OAuth shape', async () => {
    const answers = await postFromAnotherProcess('/oauth/token', 10);
    expect(answers).toEqual(
      Array.from({ length: 10 }, () => ({
        status: 413,
        body: { error: 'payload_too_large', error_description: expect.any(String) },
      })),
    );
  }, 60_000);

  it('leaves the server answering afterwards', async () => {
    const result = await t.graphql('{ countries { alpha2 } }');
    expect(result.data).toEqual({ countries: [{ alpha2: 'US' }] });
  });
});

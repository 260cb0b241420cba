// Many people chatting at once (issue 28): each sends messages while its conversation streams over server-sent
// events, and every stream gets every message of its conversation exactly once, in order. On PostgreSQL the
// crowd is 200 people (the figure); on the embedded database, which serves one connection at a time, 20.
// The delivery latency is not asserted here: `npm run bench` reports it (bench/chat.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { register } from './support/accounts.ts';
import { chatCrowd } from './support/chat-crowd.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const PEOPLE = onPostgres ? 200 : 20;
const MESSAGES_EACH = 3;

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await startTestApp({ SIGNUPS_PER_IP: '100000', DATABASE_POOL_SIZE: '20' });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 300_000);
afterAll(() => t.close());

it(`delivers every message to ${PEOPLE} people chatting at once exactly once, in order`, async () => {
  const tokens: string[] = [];
  for (let i = 0; i < PEOPLE; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, PEOPLE - i) }, async () => {
        const { payload } = await register(t);
        return payload.credential!.token.accessToken;
      }),
    );
    tokens.push(...batch);
  }

  const result = await chatCrowd({ baseUrl, tokens, messagesEach: MESSAGES_EACH, settleMs: 60_000 });
  expect(result.failures).toEqual([]);
  expect({ duplicates: result.duplicates, missing: result.missing, outOfOrder: result.outOfOrder }).toEqual({
    duplicates: 0,
    missing: 0,
    outOfOrder: 0,
  });
  // Every person's own message came back on their stream once.
  expect(result.latenciesMs).toHaveLength(PEOPLE * MESSAGES_EACH);
}, 600_000);

// The support chat under load (issue 28): 200 people chatting at once against one API process, each sending
// messages while its conversation streams to it over server-sent events (apps/api/test/support/chat-crowd.ts, the
// same crowd the API test checks for exactly-once delivery). Reported: the delivery latency of a person's
// message, from starting its send (sendSupportMessage, the assistant's answer included) to its arrival on their
// stream, p50/p99/max, and the messages written per second. The target: p99 < 200 ms on PostgreSQL.
// `npm run bench:chat` runs it alone, embedded (20 people: the embedded database serves one connection at a
// time) and, when BENCH_DATABASE_URL or DATABASE_URL names a PostgreSQL server, on a scratch database there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../apps/api/src/db/scratch-database.ts';
import { chatCrowd, percentile } from '../apps/api/test/support/chat-crowd.ts';
import { graphql, register, startApi, stopApi } from './flows.ts';

const MESSAGES_EACH = 5;
/** A person writing a message every 5 s is a fast typist; a burst sends the next as soon as one is answered. */
const PACE_MS = 5_000;
const port = 3906;

export const chatHeading = `Support chat: people chatting at once, ${MESSAGES_EACH} messages each, send -> arrival on their own stream (SSE); paced (one message per person every ${PACE_MS / 1000} s) and in a burst (the next as soon as one is answered: capacity)`;

async function people(baseUrl: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, async (_, j) => {
        const data = await graphql(baseUrl, null, register, {
          input: {
            email: `chat.${Date.now()}.${i + j}@example.com`,
            password: 'violet-harbor-lantern-42',
            newsletter: false,
            attestedOver18: true,
          },
        });
        const created = data['createCredential'] as { credential: { token: { accessToken: string } } };
        return created.credential.token.accessToken;
      }),
    );
    tokens.push(...batch);
  }
  return tokens;
}

async function measure(baseUrl: string, label: string, count: number) {
  const tokens = await people(baseUrl, count);
  for (const paceMs of [PACE_MS, 0]) {
    const started = performance.now();
    const result = await chatCrowd({
      baseUrl,
      tokens,
      messagesEach: MESSAGES_EACH,
      paceMs,
      settleMs: 60_000,
    });
    report(`${label}, ${count} people, ${paceMs ? 'paced' : 'burst'}`, result, performance.now() - started);
  }
}

function report(label: string, result: Awaited<ReturnType<typeof chatCrowd>>, elapsedMs: number) {
  const seconds = elapsedMs / 1000;
  const { latenciesMs: l } = result;
  console.log(
    `    ${label}: p50 ${percentile(l, 50).toFixed(0)} ms, p99 ${percentile(l, 99).toFixed(0)} ms, ` +
      `max ${Math.max(...l).toFixed(0)} ms; ${(result.messagesSent / seconds).toFixed(0)} messages/s; ` +
      `duplicates ${result.duplicates}, missing ${result.missing}, failures ${result.failures.length}`,
  );
}

export async function chatBench(serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wysh-bench-chat-'));
  const embedded = await startApi(port, { DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    await measure(`http://127.0.0.1:${port}`, 'embedded', 20);
  } finally {
    await stopApi(embedded);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'wysh_bench');
    try {
      const onPostgres = await startApi(port, { DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: '20' });
      try {
        await measure(`http://127.0.0.1:${port}`, 'PostgreSQL', 200);
      } finally {
        await stopApi(onPostgres);
      }
    } finally {
      await scratch.drop();
    }
  } else console.log('    (set DATABASE_URL to measure it on PostgreSQL too)');
  console.log('    target: p99 < 200 ms on PostgreSQL');
}

if (import.meta.main) {
  console.log(chatHeading);
  await chatBench();
}

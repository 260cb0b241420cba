// Many people chatting at once, as their browsers do: each sends messages (sendSupportMessage over HTTP) and reads
// its conversation's stream (GraphQL over server-sent events through graphql-sse's client). What each stream got
// is checked against what was written: every message once, in order, none missing. The delivery latency of a
// person's message is the time from starting its send to its arrival on their stream. Used by the API test (the
// exactly-once check) and by `npm run bench` (the latency figures); it knows nothing of either.
import { createClient } from 'graphql-sse';

const SEND = `mutation ($input: SendSupportMessageInput!) {
  sendSupportMessage(input: $input) { conversation { id lastSeq } error { code message } }
}`;
const STREAM = `subscription ($conversationId: ID!, $afterSeq: Int!) {
  supportMessages(conversationId: $conversationId, afterSeq: $afterSeq) { seq author clientMessageId }
}`;
const QUESTIONS = [
  'How do I cancel my policy?',
  'What happens if I miss a payment?',
  'How are premiums calculated?',
  'Can I change my beneficiaries?',
  'Where are my documents?',
];

type Streamed = { seq: number; author: string; clientMessageId: string | null };

export type CrowdResult = {
  people: number;
  messagesSent: number;
  /** Messages a stream got more than once. */
  duplicates: number;
  /** Messages written but never streamed, or numbers skipped. */
  missing: number;
  /** Messages streamed out of order. */
  outOfOrder: number;
  /** Send failures (errors in the payload or the request). */
  failures: string[];
  latenciesMs: number[];
};

async function send(baseUrl: string, token: string, clientMessageId: string, text: string) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: SEND, variables: { input: { clientMessageId, text } } }),
  });
  const body = (await response.json()) as {
    data?: { sendSupportMessage: { conversation: { id: string; lastSeq: number } | null; error: unknown } };
    errors?: unknown;
  };
  const payload = body.data?.sendSupportMessage;
  if (!payload?.conversation) throw new Error(JSON.stringify(body.errors ?? payload?.error));
  return payload.conversation;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function chatCrowd(options: {
  baseUrl: string;
  tokens: readonly string[];
  messagesEach: number;
  /**
   * A person's pause between messages (the first after a random part of it, so people do not all press at once);
   * 0 sends each message as soon as the last was answered (a burst: the server's capacity).
   */
  paceMs?: number;
  /** How long to wait for the last messages to arrive. */
  settleMs?: number;
}): Promise<CrowdResult> {
  const { baseUrl, tokens, messagesEach } = options;
  const failures: string[] = [];
  const latenciesMs: number[] = [];
  const sentAt = new Map<string, number>();
  // A crowd run again with the same people writes new messages (a repeated id would be kept once, unwritten).
  const run = crypto.randomUUID().slice(0, 8);

  // Everyone says hello first: that opens their conversation (and the assistant answers).
  const opened = await Promise.all(
    tokens.map((token, i) =>
      send(baseUrl, token, `${run}-hello-${i}`, 'Hello').then((c) => ({ token, ...c })),
    ),
  );

  const streams = opened.map(({ token, id }) => {
    const received: Streamed[] = [];
    const client = createClient({
      url: `${baseUrl}/graphql/stream`,
      singleConnection: false,
      retryAttempts: 0,
      headers: { authorization: `Bearer ${token}` },
    });
    let resolveConnected: () => void;
    const connected = new Promise<void>((resolve) => (resolveConnected = resolve));
    const stop = client.subscribe<{ supportMessages: Streamed }>(
      { query: STREAM, variables: { conversationId: id, afterSeq: 0 } },
      {
        next: ({ data }) => {
          if (!data) return;
          const message = data.supportMessages;
          received.push(message);
          const started = message.clientMessageId ? sentAt.get(message.clientMessageId) : undefined;
          if (started !== undefined) latenciesMs.push(performance.now() - started);
          resolveConnected();
        },
        error: (error) => failures.push(`stream: ${String(error)}`),
        complete: () => undefined,
      },
    );
    return { id, token, received, connected, close: () => (stop(), client.dispose()) };
  });
  // Connected once the backlog (hello and its answer) arrived.
  await Promise.all(streams.map((stream) => stream.connected));

  const written = new Map<string, number>();
  await Promise.all(
    streams.map(async (stream, person) => {
      const pace = options.paceMs ?? 0;
      if (pace > 0) await sleep(Math.random() * pace);
      for (let n = 0; n < messagesEach; n += 1) {
        if (pace > 0 && n > 0) await sleep(pace);
        const clientMessageId = `${run}-p${person}-m${n}`;
        sentAt.set(clientMessageId, performance.now());
        try {
          const conversation = await send(
            baseUrl,
            stream.token,
            clientMessageId,
            QUESTIONS[n % QUESTIONS.length]!,
          );
          written.set(stream.id, Math.max(written.get(stream.id) ?? 0, conversation.lastSeq));
        } catch (error) {
          failures.push(`send: ${String(error)}`);
        }
      }
    }),
  );

  const deadline = Date.now() + (options.settleMs ?? 15_000);
  const complete = () => streams.every((s) => (s.received.at(-1)?.seq ?? 0) >= (written.get(s.id) ?? 0));
  while (!complete() && Date.now() < deadline) await sleep(50);
  for (const stream of streams) stream.close();

  let duplicates = 0;
  let missing = 0;
  let outOfOrder = 0;
  for (const stream of streams) {
    const seqs = stream.received.map((m) => m.seq);
    duplicates += seqs.length - new Set(seqs).size;
    outOfOrder += seqs.filter((seq, i) => i > 0 && seq <= seqs[i - 1]!).length;
    const last = written.get(stream.id) ?? 0;
    for (let seq = 1; seq <= last; seq += 1) if (!seqs.includes(seq)) missing += 1;
  }
  return {
    people: tokens.length,
    messagesSent: tokens.length * messagesEach,
    duplicates,
    missing,
    outOfOrder,
    failures,
    latenciesMs,
  };
}

// The support chat as its clients use it: messages streamed over server-sent events by graphql-sse's own client
// (distinct connections mode, the web app's too), from an app listening on a real port.
import { createClient } from 'graphql-sse';

export type StreamedMessage = {
  seq: number;
  author: string;
  body: string;
  event: string | null;
  clientMessageId: string | null;
  facts: Record<string, unknown> | null;
};

const SUBSCRIPTION = `subscription ($conversationId: ID!, $afterSeq: Int!) {
  supportMessages(conversationId: $conversationId, afterSeq: $afterSeq) {
    seq author body event clientMessageId facts
  }
}`;

export type ChatStream = {
  received: StreamedMessage[];
  errors: unknown[];
  /** The server ended the stream. */
  completed: () => boolean;
  /** Resolves once `count` messages in all have arrived (rejects after `timeoutMs`). */
  until(count: number, timeoutMs?: number): Promise<StreamedMessage[]>;
  close(): void;
};

export function openChatStream(
  baseUrl: string,
  token: string,
  conversationId: string,
  afterSeq: number,
): ChatStream {
  const client = createClient({
    url: `${baseUrl}/graphql/stream`,
    singleConnection: false,
    headers: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  const received: StreamedMessage[] = [];
  const errors: unknown[] = [];
  const waiters: (() => void)[] = [];
  let completed = false;
  const dispose = client.subscribe<{ supportMessages: StreamedMessage }>(
    { query: SUBSCRIPTION, variables: { conversationId, afterSeq } },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (result.data) received.push(result.data.supportMessages);
        for (const wake of waiters.splice(0)) wake();
      },
      error: (error) => {
        errors.push(error);
        for (const wake of waiters.splice(0)) wake();
      },
      complete: () => {
        completed = true;
      },
    },
  );
  return {
    received,
    errors,
    completed: () => completed,
    async until(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (errors.length > 0) throw new Error(`stream failed: ${JSON.stringify(errors)}`);
        if (Date.now() > deadline) throw new Error(`only ${received.length} of ${count} messages arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return received;
    },
    close() {
      dispose();
      client.dispose();
    },
  };
}

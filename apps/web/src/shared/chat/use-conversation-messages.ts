// A support conversation's messages, live: read through the supportMessages subscription from the start (its
// first answers are the messages already written), kept in order by their number, and resumed after the last
// one received when the stream drops (with a growing pause, and at once when the browser is back online), so a
// message is never missed nor shown twice. The person's chat panel and the agent console both use it.
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../graphql/generated';
import type { SupportMessageFieldsFragment } from '../../graphql/generated/graphql';
import { subscribe } from '../lib/graphql-stream';

export const SupportMessageFields = graphql(`
  fragment SupportMessageFields on SupportMessage {
    id
    seq
    author
    body
    createdAt
    clientMessageId
    event
    agentName
    answerKind
    handoffReason
    article {
      slug
      title
    }
    link {
      label
      href
    }
    facts
  }
`);

const SupportMessagesSubscription = graphql(`
  subscription SupportMessages($conversationId: ID!, $afterSeq: Int!) {
    supportMessages(conversationId: $conversationId, afterSeq: $afterSeq) {
      ...SupportMessageFields
    }
  }
`);

export type ChatMessage = SupportMessageFieldsFragment;
export type StreamState = 'connecting' | 'live' | 'reconnecting';

const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/** Adds messages to a list kept in order of their number, each once. */
export function mergeMessages(list: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const bySeq = new Map(list.map((message) => [message.seq, message]));
  for (const message of more) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export function useConversationMessages(conversationId: string | null): {
  messages: ChatMessage[];
  state: StreamState;
} {
  const [stream, setStream] = useState<{ id: string | null; messages: ChatMessage[]; state: StreamState }>({
    id: null,
    messages: [],
    state: 'connecting',
  });
  const lastSeq = useRef(0);

  useEffect(() => {
    lastSeq.current = 0;
    if (!conversationId) return;
    /** This conversation's stream, started afresh when the conversation changed. */
    const update = (
      change: (current: { messages: ChatMessage[]; state: StreamState }) => Partial<typeof stream>,
    ) =>
      setStream((current) => {
        const base =
          current.id === conversationId
            ? current
            : { id: conversationId, messages: [], state: 'connecting' as const };
        return { ...base, ...change(base) };
      });
    let stop: (() => void) | null = null;
    let retryTimer: number | undefined;
    let attempt = 0;
    let disposed = false;

    const connect = () => {
      window.clearTimeout(retryTimer);
      stop?.();
      stop = subscribe(
        SupportMessagesSubscription,
        { conversationId, afterSeq: lastSeq.current },
        {
          connected: () => {
            attempt = 0;
            update(() => ({ state: 'live' }));
          },
          next: ({ supportMessages: message }) => {
            lastSeq.current = Math.max(lastSeq.current, message.seq);
            update((current) => ({ messages: mergeMessages(current.messages, [message]) }));
          },
          ended: () => {
            if (disposed) return;
            update(() => ({ state: 'reconnecting' }));
            retryTimer = window.setTimeout(connect, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
            attempt += 1;
          },
        },
      );
    };
    const onOnline = () => {
      attempt = 0;
      connect();
    };

    connect();
    window.addEventListener('online', onOnline);
    return () => {
      disposed = true;
      window.removeEventListener('online', onOnline);
      window.clearTimeout(retryTimer);
      stop?.();
    };
  }, [conversationId]);

  return stream.id === conversationId && conversationId
    ? { messages: stream.messages, state: stream.state }
    : { messages: [], state: 'connecting' };
}

// A conversation's stream in the browser: the messages in order and each once, and, when the stream drops, a new
// one from the last number received (so nothing is missed nor repeated), at once when the browser is back online.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamSink } from '../lib/graphql-stream';
import { useConversationMessages, type ChatMessage } from './use-conversation-messages';

type Sink = StreamSink<{ supportMessages: ChatMessage }>;
const streams: { variables: { conversationId: string; afterSeq: number }; sink: Sink; stopped: boolean }[] =
  [];

vi.mock('../lib/graphql-stream', () => ({
  subscribe: (_document: unknown, variables: { conversationId: string; afterSeq: number }, sink: Sink) => {
    const stream = { variables, sink, stopped: false };
    streams.push(stream);
    return () => {
      stream.stopped = true;
    };
  },
}));

const message = (seq: number): ChatMessage => ({
  id: `m-${seq}`,
  seq,
  author: 'PERSON',
  body: `message ${seq}`,
  createdAt: '2026-11-23T15:00:00.000Z',
  clientMessageId: null,
  event: null,
  agentName: null,
  answerKind: null,
  handoffReason: null,
  article: null,
  link: null,
  facts: null,
});

beforeEach(() => {
  streams.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('useConversationMessages', () => {
  it('keeps messages in order, each once, and resumes after the last one when the stream drops', () => {
    const { result } = renderHook(() => useConversationMessages('c-1'));
    const first = streams.at(-1)!;
    expect(first.variables).toEqual({ conversationId: 'c-1', afterSeq: 0 });
    act(() => {
      first.sink.connected?.();
      first.sink.next({ supportMessages: message(2) });
      first.sink.next({ supportMessages: message(1) });
      first.sink.next({ supportMessages: message(2) });
    });
    expect(result.current.state).toBe('live');
    expect(result.current.messages.map((m) => m.seq)).toEqual([1, 2]);

    act(() => first.sink.ended(new Error('network')));
    expect(result.current.state).toBe('reconnecting');
    act(() => vi.advanceTimersByTime(1_000));
    const second = streams.at(-1)!;
    expect(second).not.toBe(first);
    expect(second.variables).toEqual({ conversationId: 'c-1', afterSeq: 2 });
    act(() => {
      second.sink.connected?.();
      second.sink.next({ supportMessages: message(3) });
    });
    expect(result.current.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(result.current.state).toBe('live');
  });

  it('reconnects at once when the browser is back online, and stops its stream when unmounted', () => {
    const { unmount } = renderHook(() => useConversationMessages('c-1'));
    act(() => streams.at(-1)!.sink.ended(null));
    const before = streams.length;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(streams.length).toBe(before + 1);
    unmount();
    expect(streams.at(-1)!.stopped).toBe(true);
  });
});

// GraphQL subscriptions over server-sent events (POST /graphql/stream), through graphql-sse's client in its
// "distinct connections" mode: one stream per subscription, the session's bearer token on each (read fresh, so
// a refreshed token is used on reconnect). The client does not retry by itself: the caller reconnects from what
// it has already received (a conversation resumes after its last message number), so nothing is repeated.
import { createClient, type Client } from 'graphql-sse';
import type { TypedDocumentString } from '../../graphql/generated/graphql';
import { getAccessToken } from '../auth/session';
import { apiUrl } from './api-base';

function streamClient(onConnected: () => void): Client {
  return createClient({
    url: () => apiUrl('/graphql/stream'),
    singleConnection: false,
    retryAttempts: 0,
    headers: async (): Promise<Record<string, string>> => {
      const token = await getAccessToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    on: { connected: onConnected },
  });
}

export interface StreamSink<TResult> {
  /** The server accepted the stream (its first messages follow). */
  connected?(): void;
  next(data: TResult): void;
  /** The stream failed or the server ended it: reconnect if still wanted. */
  ended(error: unknown): void;
}

/** Starts a subscription; the returned function stops it. */
export function subscribe<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  sink: StreamSink<TResult>,
): () => void {
  let stopped = false;
  const client = streamClient(() => {
    if (!stopped) sink.connected?.();
  });
  const stop = client.subscribe<TResult>(
    { query: document.toString(), variables: variables as Record<string, unknown> },
    {
      next: (result) => {
        if (stopped) return;
        if (result.errors?.length) sink.ended(result.errors);
        else if (result.data) sink.next(result.data);
      },
      error: (error) => {
        if (!stopped) sink.ended(error);
      },
      complete: () => {
        if (!stopped) sink.ended(null);
      },
    },
  );
  return () => {
    stopped = true;
    stop();
    client.dispose();
  };
}

// A stream a GraphQL subscription can stop at once: when the client goes away, graphql-sse calls `return()`, and
// this aborts the signal the generator waits on, so it ends now instead of at its next recheck.
export function abortable<T>(
  make: (signal: AbortSignal) => AsyncGenerator<T, void, undefined>,
): AsyncIterableIterator<T> {
  const controller = new AbortController();
  const inner = make(controller.signal);
  return {
    next: () => inner.next(),
    return: async () => {
      controller.abort();
      return inner.return();
    },
    throw: async (error: unknown) => {
      controller.abort();
      return inner.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

// One TanStack Query client for the app. GraphQL answers are not cached across views unless a query says so.
// Server state stays true: every mutation says which cached queries its success changes
// (`meta: { invalidates: [...] }`, typed below; `[]` when it changes none) and the client invalidates them
// once it succeeds (active ones refetch at once, the others when next read). Writes made
// outside useMutation (a flow's answers) call invalidateAfterWrite with their own list.
import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './app-error';

/** What a mutation's success changes on the server, as the cached queries that show it (by key prefix). */
export interface InvalidatingMeta extends Record<string, unknown> {
  invalidates: readonly QueryKey[];
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: InvalidatingMeta;
  }
}

/** Marks the queries under these keys stale; the ones on screen refetch now. */
export function invalidateAfterWrite(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) =>
        invalidateAfterWrite(client, mutation.meta?.invalidates ?? []),
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Retry once when the network failed; a GraphQL error is an answer, retrying will not change it.
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.code !== null),
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();

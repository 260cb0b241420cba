// One TanStack Query client for the app. GraphQL answers are not cached across views unless a query says so.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './app-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

export const queryClient = createQueryClient();

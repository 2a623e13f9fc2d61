import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Server state lives in TanStack Query; a refused call (4xx) is never retried, a failed one once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          if (error instanceof ApiError && error.code === 'MAINTENANCE') return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Forgets everything that belongs to a signed-in person (every query whose key does not start with
 * 'public'), on login and logout, so that one account never sees another's data.
 */
export function clearPrivateQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'public' });
}

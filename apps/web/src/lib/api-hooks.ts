import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { Endpoint, InputOf, OutputOf } from '@stillpoint/contracts';
import { apiCall, type ApiResponse } from './api-client';
import type { ApiError } from './api-error';

/**
 * One query hook and one mutation hook over the endpoint catalogue (CONVENTIONS.md item 10): the catalogue
 * already types every call, so a plain read or write needs no file of its own. A call with logic of its own
 * (upload progress, optimistic updates, polling, several endpoints behind one list) keeps its own file in
 * its feature's api/ folder.
 *
 * Query keys come from the endpoint: `[scope, path, input]`, where scope is 'public' for calls anyone may
 * make (kept across sign-in and sign-out by `clearPrivateQueries`) and 'api' for the rest.
 */
export function endpointKey<E extends Endpoint>(endpoint: E, input?: InputOf<E>): QueryKey {
  const scope = endpoint.access === 'public' ? 'public' : 'api';
  return input === undefined ? [scope, endpoint.path] : [scope, endpoint.path, input];
}

/** What a query answers: the envelope's data and, for paged calls, total_pages. */
export type EndpointResult<E extends Endpoint> = ApiResponse<OutputOf<E>>;

type QueryExtras<E extends Endpoint> = Omit<
  UseQueryOptions<EndpointResult<E>, ApiError, EndpointResult<E>, QueryKey>,
  'queryKey' | 'queryFn'
> & {
  /** Keep showing the previous page while the next one loads (paged lists). */
  keepPrevious?: boolean;
};

/**
 * The query of an endpoint of the catalogue, as `useEndpointQuery` reads it: for a prefetch that must land
 * in the same cache entry (`queryClient.prefetchQuery(endpointQueryOptions(endpoint, input))`).
 */
export function endpointQueryOptions<E extends Endpoint>(endpoint: E, input?: InputOf<E>) {
  return queryOptions<EndpointResult<E>, ApiError, EndpointResult<E>, QueryKey>({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => apiCall(endpoint, input, { signal }),
  });
}

/** Reads an endpoint of the catalogue. Pass `enabled: false` until its input is known. */
export function useEndpointQuery<E extends Endpoint>(endpoint: E, input?: InputOf<E>, options: QueryExtras<E> = {}) {
  const { keepPrevious, ...rest } = options;
  return useQuery<EndpointResult<E>, ApiError, EndpointResult<E>, QueryKey>({
    ...endpointQueryOptions(endpoint, input),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...rest,
  });
}

/**
 * What a mutation reads again when it succeeds: endpoints (every input of each), or path prefixes such as
 * 'clinics/safety/' (every endpoint below it).
 */
export type Invalidation = Endpoint | string;

/** Marks every query of the given endpoints or path prefixes stale (active ones are read again). */
export function invalidateEndpoints(queryClient: QueryClient, targets: readonly Invalidation[]): Promise<void> {
  const prefixes = targets.map((target) => (typeof target === 'string' ? target : target.path));
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const path = query.queryKey[1];
      return typeof path === 'string' && prefixes.some((prefix) => path === prefix || path.startsWith(prefix));
    },
  });
}

/** Calls a POST endpoint of the catalogue; on success the named queries are read again. */
export function useEndpointMutation<E extends Endpoint>(
  endpoint: E,
  options: {
    invalidates?: readonly Invalidation[];
    onSuccess?: (response: EndpointResult<E>, input: InputOf<E>) => void | Promise<void>;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<EndpointResult<E>, ApiError, InputOf<E>>({
    mutationFn: (input) => apiCall(endpoint, input),
    onSuccess: async (response, input) => {
      await options.onSuccess?.(response, input);
      if (options.invalidates?.length) await invalidateEndpoints(queryClient, options.invalidates);
    },
  });
}

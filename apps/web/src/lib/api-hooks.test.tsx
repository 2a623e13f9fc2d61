import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';
import { jsonResponse } from '../test/render';
import { endpointKey, useEndpointMutation, useEndpointQuery } from './api-hooks';

function wrapper(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('catalogue hooks', () => {
  it('keys public calls apart from private ones, so sign-in and sign-out keep only the public', () => {
    expect(endpointKey(authEndpoints.getTerms)).toEqual(['public', authEndpoints.getTerms.path]);
    expect(endpointKey(tasksEndpoints.tasksAll, { pageNo: 2, perPage: 20 })).toEqual([
      'api',
      tasksEndpoints.tasksAll.path,
      { pageNo: 2, perPage: 20 },
    ]);
  });

  it('reads an endpoint, then a mutation reads the endpoints it names again', async () => {
    let total = 1;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes(tasksEndpoints.tasksAll.path)) return jsonResponse(200, { status: true, message: 'Success', data: [], total_pages: total });
      return jsonResponse(200, { status: true, message: 'Task has been Deleted Successfully', data: null });
    });
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    const list = renderHook(() => useEndpointQuery(tasksEndpoints.tasksAll, { pageNo: 1, perPage: 20 }), {
      wrapper: wrapper(queryClient),
    });
    await waitFor(() => expect(list.result.current.data?.total_pages).toBe(1));

    const remove = renderHook(() => useEndpointMutation(tasksEndpoints.tasksDelete, { invalidates: [tasksEndpoints.tasksAll] }), {
      wrapper: wrapper(queryClient),
    });
    total = 0;
    await act(() => remove.result.current.mutateAsync({ id: 3 }));
    await waitFor(() => expect(list.result.current.data?.total_pages).toBe(0));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes(tasksEndpoints.tasksAll.path))).toHaveLength(2);
  });
});

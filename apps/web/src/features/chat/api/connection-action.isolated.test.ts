import { afterEach, describe, expect, it, vi } from 'vitest';

const apiCall = vi.fn(async (endpoint: { path: string }, input: unknown) => ({
  status: true,
  message: 'ok',
  data: { endpoint: endpoint.path, input },
}));
vi.mock('../../../lib/api-client', () => ({ apiCall }));
const { runConnectionAction } = await import('./connection-action');

afterEach(() => apiCall.mockClear());

describe('connection request actions', () => {
  it('ignores an action whose type is empty (spec section 5): nothing is called', async () => {
    expect(await runConnectionAction('', 7)).toBeNull();
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('sends, accepts and deletes through the catalogue', async () => {
    await runConnectionAction('send', 7);
    await runConnectionAction('accept', 8);
    await runConnectionAction('delete', 9);
    expect(apiCall.mock.calls.map(([endpoint, input]) => [endpoint.path, input])).toEqual([
      ['front/chat/send_connection_request', { userid: 7 }],
      ['front/chat/accept_connection_request', { id: 8 }],
      ['front/chat/delete_connection_request', { id: 9 }],
    ]);
  });
});

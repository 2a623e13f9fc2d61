import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@stillpoint/contracts';
import { createUser, createUserAndLogin } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dev mailbox', () => {
  it('shows administrators the outbox newest first, paged and filtered by recipient', async () => {
    const { session } = await createUserAndLogin(t, 'admin');
    const user = await createUser(t.db, 'patient');
    for (let i = 0; i < 3; i++) await t.call(endpoints.forgotPassword, { email: user.email });
    const page = await t.call(endpoints.outboxMessages, { to: user.email, perPage: 2, pageNo: 1 }, session.accessToken);
    expect(page.status).toBe(200);
    expect(page.body.total_pages).toBe(2);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.data![0]!.id).toBeGreaterThan(page.body.data![1]!.id);
    expect(page.body.data![0]).toMatchObject({ channel: 'email', to: user.email, state: 'stored' });
    const invalid = await t.call(endpoints.outboxMessages, { perPage: 1000 }, session.accessToken);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.[0]?.path).toBe('perPage');
  });

  it('finds messages by part of the recipient, matching wildcards literally', async () => {
    const { session } = await createUserAndLogin(t, 'admin');
    const user = await createUser(t.db, 'patient');
    await t.call(endpoints.forgotPassword, { email: user.email });
    const part = user.email.slice(0, 12).toUpperCase();
    const found = await t.call(endpoints.outboxMessages, { search: part }, session.accessToken);
    expect(found.body.data!.map((m) => m.to)).toContain(user.email);
    expect((await t.call(endpoints.outboxMessages, { search: '%' }, session.accessToken)).body.data).toEqual([]);
  });
});

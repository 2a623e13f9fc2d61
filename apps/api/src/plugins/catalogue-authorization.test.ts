import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, endpoints, roleAllowed, type Endpoint, type Role } from '@stillpoint/contracts';
import { createUserAndLogin, type FactoryRole } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * Walks the whole catalogue for anonymous callers and every role, proving that each endpoint refuses
 * whoever it does not allow. Endpoints added later are covered by the same walk without a new test.
 */
const CALLERS: Array<{ kind: FactoryRole; role: Role }> = [
  { kind: 'masterAdmin', role: 'masterAdmin' },
  { kind: 'admin', role: 'admin' },
  { kind: 'clinic', role: 'clinic' },
  { kind: 'employee', role: 'employee' },
  { kind: 'patient', role: 'patient' },
  { kind: 'personal', role: 'frontuser' },
];

let t: TestApp;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const caller of CALLERS) tokens.set(caller.role, (await createUserAndLogin(t, caller.kind)).session.accessToken);
});
afterAll(() => t.close());

function send(endpoint: Endpoint, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return endpoint.method === 'GET'
    ? t.app.inject({ method: 'GET', url: endpoint.url, headers })
    : t.app.inject({ method: 'POST', url: endpoint.url, payload: {}, headers });
}

/**
 * Endpoints that change the caller's own account with an empty body go last: an upgrade raises the account's
 * security version, so the token that asked is refused from then on (decision 0014).
 */
const CHANGES_CALLER: ReadonlySet<string> = new Set([endpoints.upgrade.url]);
const guarded = allEndpoints
  .filter((endpoint) => endpoint.access !== 'public')
  .sort((a, b) => Number(CHANGES_CALLER.has(a.url)) - Number(CHANGES_CALLER.has(b.url)));

describe('every guarded endpoint', () => {
  it.each(guarded.map((endpoint) => [endpoint.url, endpoint] as const))('%s refuses anonymous callers with 401', async (_url, endpoint) => {
    const response = await send(endpoint);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: false, code: 'UNAUTHENTICATED' });
  });

  const cases = guarded.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.url, caller.role, endpoint] as const));
  it.each(cases)('%s as %s: refused unless the catalogue allows the role', async (_url, role, endpoint) => {
    const response = await send(endpoint, tokens.get(role));
    const expectedAudience = role === 'admin' || role === 'masterAdmin' ? 'admin' : 'front';
    if (roleAllowed(endpoint, role) && endpoint.audience === expectedAudience) {
      expect([401, 403]).not.toContain(response.statusCode);
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, API_BASE, endpoints } from '@stillpoint/contracts';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the envelope', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${API_BASE}/front/nothing/here` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 and no parser internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpoints.frontLogin.url,
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: 'The request could not be read', code: 'BAD_REQUEST' });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpoints.frontLogin.url,
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('TOO_LARGE');
  });

  it('puts a request id on every response and keeps a well-formed incoming one', async () => {
    const generated = await t.app.inject({ method: 'GET', url: endpoints.allClinics.url });
    expect(String(generated.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ method: 'GET', url: endpoints.allClinics.url, headers: { 'x-request-id': 'trace-12345678' } });
    expect(kept.headers['x-request-id']).toBe('trace-12345678');
    const refused = await t.app.inject({ method: 'GET', url: endpoints.allClinics.url, headers: { 'x-request-id': 'bad id<script>' } });
    expect(refused.headers['x-request-id']).not.toBe('bad id<script>');
  });

  it('strips unknown fields instead of passing them on', async () => {
    const response = await t.call(endpoints.checkEmailAvailability, { email: 'free@x.test', role: 'admin' } as never);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ available: true });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: endpoints.allClinics.url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every catalogue endpoint with its method and roles', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}/openapi.json` });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(allEndpoints.map((e) => e.url).sort());
    for (const endpoint of allEndpoints) {
      const operation = document.paths[endpoint.url][endpoint.method.toLowerCase()];
      expect(operation['x-roles']).toEqual(endpoint.access);
    }
    const login = document.paths[endpoints.frontLogin.url].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('password');
  });

  it('serves the docs page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger-ui');
  });
});

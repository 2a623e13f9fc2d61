import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('keeps a calendar feed token and secret query parameters out of the logs', () => {
    expect(redactUrl('/api/v3/calendar/AbC-123_xyz.ics')).toBe('/api/v3/calendar/[secret]');
    expect(redactUrl('/reset-password?token=abc123&next=%2Fpatient')).toBe('/reset-password?token=[secret]&next=%2Fpatient');
    expect(redactUrl('/auth/callback?state=s&code=xyz#top')).toBe('/auth/callback?state=s&code=[secret]#top');
    expect(redactUrl('/api/v3/front/tasks/list?pageNo=2')).toBe('/api/v3/front/tasks/list?pageNo=2');
  });
});

describe('the request log line', () => {
  it('shows the redacted URL when Fastify logs an incoming request', async () => {
    const { default: Fastify } = await import('fastify');
    const { Writable } = await import('node:stream');
    const { requestForLog } = await import('./log-redaction.js');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: { req: requestForLog } } });
    app.get('/api/v3/calendar/:file', async () => 'BEGIN:VCALENDAR');
    await app.inject({ method: 'GET', url: '/api/v3/calendar/very-secret-token.ics' });
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('/api/v3/calendar/[secret]');
    expect(logged).not.toContain('very-secret-token');
  });
});

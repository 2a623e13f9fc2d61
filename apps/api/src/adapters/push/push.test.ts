import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isPushServiceEndpoint, loadVapidKeys, PUSH_SERVICE_HOSTS } from './index.js';

describe('VAPID keys', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vapid-test-'));
    dirs.push(dir);
    return dir;
  };

  it('are made once at first start into DATA_DIR (owner-only) and kept across restarts', () => {
    const dir = dataDir();
    const first = loadVapidKeys({ dataDir: dir, publicUrl: 'http://localhost:3000' });
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.subject).toBe('mailto:no-reply@stillpoint.local');
    expect(statSync(path.join(dir, 'vapid.json')).mode & 0o077).toBe(0);
    const again = loadVapidKeys({ dataDir: dir, publicUrl: 'https://stillpoint.example' });
    expect(again).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey, subject: 'https://stillpoint.example' });
    expect(JSON.parse(readFileSync(path.join(dir, 'vapid.json'), 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
  });

  it('come from the environment when given, and nothing is written', () => {
    const dir = dataDir();
    const keys = loadVapidKeys({ dataDir: dir, publicKey: 'public-from-env', privateKey: 'private-from-env', subject: 'mailto:ops@example.com', publicUrl: 'http://localhost' });
    expect(keys).toEqual({ publicKey: 'public-from-env', privateKey: 'private-from-env', subject: 'mailto:ops@example.com' });
    expect(() => statSync(path.join(dir, 'vapid.json'))).toThrow();
  });
});

describe('push service endpoints', () => {
  it('takes https endpoints of the browsers\' push services only: no other host, no http, no credentials, no look-alike', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ])
      expect(isPushServiceEndpoint(endpoint, PUSH_SERVICE_HOSTS), endpoint).toBe(true);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost:3000/api/v3/admin',
      'https://fcm.googleapis.com.evil.test/x',
      'https://evilnotify.windows.com/x',
      'https://notify.windows.com.evil.test/x',
      'https://user:pw@fcm.googleapis.com/x',
      'not a url',
    ])
      expect(isPushServiceEndpoint(endpoint, PUSH_SERVICE_HOSTS), endpoint).toBe(false);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@stillpoint/contracts';
import { createUserAndLogin } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** A built web app in miniature: index.html and one hashed asset with the copies the build makes. */
const ASSET = 'assets/index-AbC123xy.js';
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word number ${i}`))};\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/${ASSET}"></script></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'stillpoint-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, ASSET), SCRIPT);
  writeFileSync(path.join(dist, `${ASSET}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, `${ASSET}.gz`), gzipSync(SCRIPT));
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built assets', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts br, cached for good', async () => {
    const response = await get(`/${ASSET}`, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser that accepts gzip only', async () => {
    const response = await get(`/${ASSET}`, 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const response = await get(`/${ASSET}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers client routes with index.html, never cached for good', async () => {
    const response = await get('/login', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // Below the 1 KB threshold: not worth compressing.
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(INDEX);
  });
});

describe('API answers', () => {
  it('compresses a JSON answer of some KB for a client that accepts it, and leaves a small one alone', async () => {
    const { session } = await createUserAndLogin(t, 'masterAdmin');
    const terms = 'Be kind to yourself and to others. '.repeat(200);
    const update = await t.call(endpoints.updateSiteSettings, { terms }, session.accessToken);
    expect(update.status).toBe(200);

    const { url, method } = endpoints.getTerms;
    const br = await t.app.inject({ method, url, headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(terms.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data.content).toBe(terms);

    const gzip = await t.app.inject({ method, url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).data.content).toBe(terms);

    const plain = await t.app.inject({ method, url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.content).toBe(terms);

    const small = await t.app.inject({ method: endpoints.systemUnderMaintenance.method, url: endpoints.systemUnderMaintenance.url, headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@stillpoint/contracts';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { loginWeight, WEB_DIST } from '../scripts/web-weight.mjs';
import { expectVisible, openTab, useBrowser } from './support/browser.js';

/**
 * The first page stays light (issue 10, docs/decisions/0016-web-weight.md): the JavaScript the browser
 * downloads to show /login, read from the build's manifest (scripts/web-weight.mjs), is at most 150 KB
 * brotli, and holds the login page's own domain only, so that no other domain's growth can reach it.
 */
const LOGIN_BROTLI_LIMIT_BYTES = 150 * 1024;

const browser = useBrowser();
const weight = loginWeight();
const loginCode = weight.files.map(({ file }) => readFileSync(path.join(WEB_DIST, file), 'utf8')).join('\n');

describe('the login page weight', () => {
  it(`downloads at most ${LOGIN_BROTLI_LIMIT_BYTES / 1024} KB of JavaScript, brotli`, () => {
    const listing = weight.files.map((f) => `${f.file} ${(f.br / 1024).toFixed(1)} KB`).join(', ');
    expect(weight.total.br, `login JavaScript: ${listing}`).toBeLessThanOrEqual(LOGIN_BROTLI_LIMIT_BYTES);
    // Every file of the graph has its brotli and gzip copies beside it (apps/web/build/precompress.ts).
    expect(weight.files.filter((f) => f.br >= f.raw)).toEqual([]);
  });

  it('carries the endpoints of the login domain only, and no Zod schema', () => {
    const own = new Set(Object.values(authEndpoints).map((endpoint) => endpoint.path));
    // A path as the bundle writes it: a string literal, in any quotes.
    const quoted = (text: string) => new RegExp(`[\`"']${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\`"']`);
    const others = allEndpoints.filter((endpoint) => !own.has(endpoint.path) && quoted(endpoint.path).test(loginCode));
    expect(others.map((endpoint) => endpoint.path)).toEqual([]);
    // The markers do appear where they should: the login page calls its own endpoints by path.
    expect(loginCode).toMatch(quoted(authEndpoints.frontLogin.path));
    // Zod's classes name themselves ($ZodObject...): none may come with the first page.
    expect(loginCode).not.toMatch(/\$Zod[A-Z]/);
  });

  it('is all the JavaScript /login loads in a browser, sent brotli-compressed, with every text in place', async () => {
    const tab = await openTab(browser());
    const scripts: { file: string; encoding: string | undefined }[] = [];
    const consoleErrors: string[] = [];
    tab.page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    tab.page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ file: new URL(response.url()).pathname.slice(1), encoding: response.headers()['content-encoding'] });
    });
    try {
      await tab.page.goto('/login');
      await expectVisible(tab.page.getByRole('button', { name: 'Log in', exact: true }), 'the "Log in" button');
      await tab.page.waitForLoadState('networkidle');
      const graph = new Set(weight.files.map((f) => f.file));
      const modules = scripts.filter(({ file }) => file.startsWith('assets/'));
      expect(modules.length).toBeGreaterThan(0);
      expect(modules.filter(({ file }) => !graph.has(file)).map(({ file }) => file)).toEqual([]);
      expect(modules.filter(({ encoding }) => encoding !== 'br')).toEqual([]);
      expect(consoleErrors.filter((text) => text.startsWith('Missing text'))).toEqual([]);
      expect(tab.pageErrors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});

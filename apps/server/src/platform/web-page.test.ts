import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

const webDir = await mkdtemp(join(tmpdir(), 'fieldbook-web-'));
await writeFile(join(webDir, 'index.html'), '<title>sign-in page</title>');
await writeFile(join(webDir, 'index.session.html'), '<title>session page</title>');
await writeFile(join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
await writeFile(join(webDir, 'sw.js.br'), brotliCompressSync('self.addEventListener("fetch", () => {});'));
await writeFile(join(webDir, 'manifest.webmanifest'), '{"name":"Fieldbook"}');
const { app } = await createTestApp({ webDir });

const open = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the web client’s page', () => {
  it('is the plain page without the session hint, at the root and at a client route', async () => {
    for (const url of ['/', '/Jobs', '/Accounts/New']) {
      const res = await open(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('sign-in page');
      expect(res.headers.vary).toMatch(/cookie/i);
    }
  });

  it('is the session page when the browser says it holds a session, among other cookies', async () => {
    for (const cookie of ['fieldbook.session=1', 'theme=dark; fieldbook.session=1', 'fieldbook.session=1; other=2']) {
      const res = await open('/Accounts/New', cookie);
      expect(res.body).toContain('session page');
    }
  });

  it('ignores other values and look-alike names', async () => {
    for (const cookie of ['fieldbook.session=0', 'xfieldbook.session=1', 'fieldbook.session=12']) {
      expect((await open('/', cookie)).body).toContain('sign-in page');
    }
  });

  it('is not sent for API paths or missing files, whatever the cookie', async () => {
    expect((await open('/api/Nothing', 'fieldbook.session=1')).statusCode).toBe(404);
    expect((await open('/assets/missing.js', 'fieldbook.session=1')).statusCode).toBe(404);
  });
});

describe('the service worker and the web app manifest', () => {
  it('sends the worker as JavaScript that every check for a new version fetches again, compressed or not', async () => {
    for (const encoding of ['identity', 'br']) {
      const res = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : undefined);
    }
  });

  it('sends the manifest with its type, and a policy that allows both from this origin', async () => {
    const res = await open('/manifest.webmanifest');
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(res.headers['content-security-policy']).toContain("manifest-src 'self'");
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/fixture';
import { decode, plainBody, rawGet as rawGetFrom } from '../helpers/raw-http';

// Issue 12: the built client is served compressed (the build's .br/.gz copies), hashed assets
// are cached for a year, index.html is revalidated on every load.

// The API suite runs before the build: a stand-in for dist/client with the build's file layout.
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>';
// The customer pages (order ahead, the pickup board) have an HTML page of their own.
const CUSTOMER =
  '<!doctype html><html><head><script type="module" src="/assets/customer-DeF456.js"></script></head><body><div id="app"></div></body></html>';
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(200))};`;
// Issue 29: the service worker and the web app manifest, at the root as the build writes them.
const SERVICE_WORKER = 'self.addEventListener("fetch", () => {});';
const MANIFEST = JSON.stringify({ name: 'Soda POS', display: 'standalone' });
const clientDir = mkdtempSync(join(tmpdir(), 'soda-static-'));
mkdirSync(join(clientDir, 'assets'));
for (const [name, text] of [
  ['index.html', INDEX],
  ['customer.html', CUSTOMER],
  ['assets/index-AbC123.js', SCRIPT],
]) {
  writeFileSync(join(clientDir, name), text);
  writeFileSync(join(clientDir, `${name}.br`), brotliCompressSync(text));
  writeFileSync(join(clientDir, `${name}.gz`), gzipSync(text));
}
writeFileSync(join(clientDir, 'sw.js'), SERVICE_WORKER);
writeFileSync(join(clientDir, 'manifest.webmanifest'), MANIFEST);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
const { server } = useTestServer({ config: { clientDir } });

/** A GET of the test server with the given Accept-Encoding. */
const rawGet = (path: string, acceptEncoding?: string) =>
  rawGetFrom(server.port, path, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

describe('built client', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('sends the precompressed asset to Accept-Encoding: %s', async (accepted, encoding) => {
    const answer = await rawGet('/assets/index-AbC123.js', accepted);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.body.length).toBeLessThan(SCRIPT.length);
    expect(decode[encoding](answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const answer = await rawGet('/assets/index-AbC123.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for a year', async () => {
    for (const accepted of [undefined, 'br', 'gzip']) {
      const answer = await rawGet('/assets/index-AbC123.js', accepted);
      expect(answer.headers['cache-control'], accepted).toBe('public, max-age=31536000, immutable');
      // Never revalidated, and not a document: no validators, no CSP (decision 014).
      expect(answer.headers.etag, accepted).toBeUndefined();
      expect(answer.headers['last-modified'], accepted).toBeUndefined();
      expect(answer.headers['content-security-policy'], accepted).toBeUndefined();
      expect(answer.headers['x-content-type-options'], accepted).toBe('nosniff');
    }
  });

  it('has index.html revalidated, also as the fallback of a client route', async () => {
    for (const path of ['/', '/index.html', '/take-order', '/make-orders/12']) {
      for (const accepted of [undefined, 'br, gzip']) {
        const answer = await rawGet(path, accepted);
        expect(answer.status, path).toBe(200);
        expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
        expect(answer.headers['cache-control'], `${path} ${accepted}`).toBe('no-cache');
        expect(answer.headers['content-security-policy'], path).toMatch(/script-src 'self'/);
        const encoding = answer.headers['content-encoding'];
        const body = encoding ? decode[encoding](answer.body) : answer.body;
        expect(body.toString(), path).toBe(INDEX);
      }
    }
  });

  it('answers the customer pages with customer.html, revalidated, under the same CSP', async () => {
    for (const path of ['/order', '/order/', '/order/3', '/order/status/abc_-1?x=1', '/board/2']) {
      const answer = await rawGet(path, 'br, gzip');
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.headers['content-security-policy'], path).toMatch(/script-src 'self'/);
      expect(plainBody(answer), path).toBe(CUSTOMER);
    }
    for (const path of ['/orders', '/ordering', '/boards/1']) {
      expect(plainBody(await rawGet(path)), path).toBe(INDEX);
    }
  });

  it('keeps the JSON 404 for unknown API paths and missing assets', async () => {
    const api = await rawGet('/api/no-such-route', 'br, gzip');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toEqual({ message: 'Not found.' });
    const asset = await rawGet('/assets/missing-123.js', 'br, gzip');
    expect(asset.headers['cache-control']).not.toMatch(/immutable/);
  });

  it('serves the service worker as a script revalidated on every load, so updates are found', async () => {
    const answer = await rawGet('/sw.js', 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    // A worker's policy is the one its own script is served with.
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(plainBody(answer)).toBe(SERVICE_WORKER);
  });

  it('serves the web app manifest with its own type', async () => {
    const answer = await rawGet('/manifest.webmanifest', 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(plainBody(answer))).toEqual(JSON.parse(MANIFEST));
  });
});

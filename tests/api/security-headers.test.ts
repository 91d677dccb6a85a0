import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_ONLY_HEADERS } from '../../src/server/app/security-headers';
import { useTestServer } from '../helpers/fixture';

// Issue 10 item 9: security headers on HTML, assets and API answers; HSTS only over HTTPS. Hashed
// scripts and styles carry only those that apply to them (decision 014).

// The API suite has no built client: a tiny one stands in for dist/client.
const clientDir = mkdtempSync(join(tmpdir(), 'soda-client-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
);
writeFileSync(join(clientDir, 'assets', 'app.js'), 'console.log("app");');
writeFileSync(join(clientDir, 'assets', 'app.css'), 'body{margin:0}');
writeFileSync(join(clientDir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
// TRUST_PROXY names the loopback proxy, so X-Forwarded-Proto: https means an HTTPS request.
const { server } = useTestServer({ config: { clientDir, trustProxy: '127.0.0.1' } });

/** The CSP as a map of directive -> sources. */
function csp(headers: Headers): Map<string, string[]> {
  const value = headers.get('content-security-policy');
  expect(value, 'Content-Security-Policy').toBeTruthy();
  return new Map(
    value!.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

function expectSecurityHeaders(headers: Headers) {
  const policy = csp(headers);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('connect-src')).toEqual([
    "'self'",
    `ws://127.0.0.1:${server.port}`,
    `wss://127.0.0.1:${server.port}`,
  ]);
  // Issue 29: the service worker and the web app manifest come from the app's own origin only.
  expect(policy.get('worker-src')).toEqual(["'self'"]);
  expect(policy.get('manifest-src')).toEqual(["'self'"]);
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('same-origin');
  expect(headers.get('strict-transport-security')).toBeNull();
}

describe('security headers', () => {
  it('are on API answers, errors and refusals', async () => {
    const client = server.client();
    const health = await client.get('/api/health');
    expect(health.status).toBe(200);
    expectSecurityHeaders(health.headers);
    const unknown = await client.get('/api/no-such-route');
    expect(unknown.status).toBe(404);
    expectSecurityHeaders(unknown.headers);
    const denied = await client.get('/api/users/me');
    expect(denied.status).toBe(401);
    expectSecurityHeaders(denied.headers);
    const crossSite = await client.post('/api/users/login', {}, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expectSecurityHeaders(crossSite.headers);
  });

  it('are all on the HTML page, the client-route fallback and a missing asset', async () => {
    const client = server.client();
    for (const path of ['/', '/make-orders', '/index.html', '/assets/missing.js']) {
      const page = await client.get(path, { accept: 'text/html' });
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      expectSecurityHeaders(page.headers);
    }
    // Not hashed, and an SVG opened on its own is a document: everything stays.
    const icon = await client.get('/icon.svg', { accept: '*/*' });
    expect(icon.status).toBe(200);
    expectSecurityHeaders(icon.headers);
  });

  it('on hashed scripts and styles are only those that apply to them', async () => {
    const client = server.client();
    for (const [path, body, type] of [
      ['/assets/app.js', 'console.log("app");', /^(text|application)\/javascript/],
      ['/assets/app.css', 'body{margin:0}', /^text\/css/],
    ] as const) {
      const asset = await client.get(path, { accept: '*/*' });
      expect(asset.status, path).toBe(200);
      expect(asset.body).toBe(body);
      expect(asset.headers.get('content-type')).toMatch(type);
      // A script's type is checked against nosniff; CORP keeps other sites from loading it.
      expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
      expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('vary')).toBe('accept-encoding');
      for (const name of [...DOCUMENT_ONLY_HEADERS, 'etag', 'last-modified', 'accept-ranges'])
        expect(asset.headers.get(name), `${path} ${name}`).toBeNull();
    }
    const https = await client.get('/assets/app.js', { 'x-forwarded-proto': 'https' });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(https.headers.get('content-security-policy')).toBeNull();
  });

  it('adds HSTS over HTTPS only', async () => {
    const client = server.client();
    const https = await client.get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(csp(https.headers).get('frame-ancestors')).toEqual(["'none'"]);
    const page = await client.get('/', { 'x-forwarded-proto': 'https' });
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect((await client.get('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });

  it('ignores an odd Host header in the policy instead of failing', async () => {
    const answer = await new Promise<{ status: number; csp: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/api/health',
          headers: { host: 'evil.example;script-src *' },
        },
        (res) => {
          res.resume();
          resolve({
            status: res.statusCode ?? 0,
            csp: String(res.headers['content-security-policy']),
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(200);
    expect(answer.csp).toMatch(/connect-src 'self'\s*;/);
    expect(answer.csp).not.toContain('evil');
  });
});

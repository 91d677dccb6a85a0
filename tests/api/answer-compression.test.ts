import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/fixture';
import { decode, rawGet } from '../helpers/raw-http';

// Answers built per request (not kept in memory) of 1 KB or more leave compressed in the encoding
// the client prefers; smaller ones and clients that accept none get the plain bytes. A compressed
// request body is not unpacked.

const { server, admin } = useTestServer({ seed: true, signIn: ['admin'] });

const get = (path: string, acceptEncoding?: string) =>
  rawGet(server.port, path, {
    cookie: admin.cookieHeader(),
    ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
  });

describe('answers built per request', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('Accept-Encoding %s: %s, decoding to the plain answer', async (accept, encoding) => {
    const plain = await get('/api/openapi.json');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const answer = await get('/api/openapi.json', accept);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(String(decode[encoding](answer.body)))).toEqual(
      JSON.parse(String(plain.body)),
    );
  });

  it('an answer under 1 KB and a refused encoding go out plain', async () => {
    const small = await get('/api/users/me', 'br');
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await get('/api/openapi.json', 'br;q=0, gzip;q=0, identity');
    expect(refused.status).toBe(200);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(String(refused.body)).openapi).toBe('3.1.0');
  });

  it('a gzip-encoded request body is not unpacked: a clear 4xx and nothing changes', async () => {
    const before = (await admin.get('/api/sodas')).body.length;
    const body = gzipSync(JSON.stringify({ name: 'Packed Soda' }));
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/api/sodas',
          method: 'POST',
          headers: {
            cookie: admin.cookieHeader(),
            origin: `http://127.0.0.1:${server.port}`,
            'content-type': 'application/json',
            'content-encoding': 'gzip',
            'content-length': body.length,
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect((await admin.get('/api/sodas')).body.length).toBe(before);
  });
});

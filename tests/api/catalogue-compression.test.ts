import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cupPrice, raiseCupPrice, type MenuPrices } from '../helpers/catalogue';
import { useTestServer } from '../helpers/fixture';
import { decode, rawGet as rawGetFrom, type RawAnswer } from '../helpers/raw-http';

// Issue 12: a catalogue read answered from memory goes out compressed when the client accepts it
// (every browser does); the copies are made once per change, and a client that accepts nothing
// gets the plain JSON.

const { server, staff, admin } = useTestServer({ seed: true, signIn: ['staff', 'admin'] });

/** A GET as the staff user; `acceptEncoding` '' sends none. */
const rawGet = (path: string, acceptEncoding: string) =>
  rawGetFrom(server.port, path, {
    cookie: staff.cookieHeader(),
    ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
  });

/**
 * Reads until the cached copy in `encoding` is ready (it is made off the event loop, again after
 * any reload of the catalogue), at most 5 s; `accept` is what the client says it takes.
 */
async function compressedRead(
  path: string,
  encoding: string,
  accept = encoding,
): Promise<RawAnswer> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const answer = await rawGet(path, accept);
    if (answer.headers['content-encoding'] === encoding) return answer;
    if (Date.now() > deadline) throw new Error(`no ${encoding} answer for ${path} after 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('compressed catalogue reads', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])(
    'Accept-Encoding %s gets %s, the same JSON, a fraction of the bytes',
    async (accept, encoding) => {
      const plain = await rawGet('/api/menu-items', '');
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const answer = await compressedRead('/api/menu-items', encoding);
      expect(answer.status).toBe(200);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.body.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(String(decode[encoding](answer.body)))).toEqual(
        JSON.parse(String(plain.body)),
      );
      // With every copy ready, the best one the client takes is chosen.
      const chosen = await compressedRead('/api/menu-items', encoding, accept);
      expect(chosen.headers['content-encoding']).toBe(encoding);
    },
  );

  it('an encoding refused with q=0 is not sent, and a change is seen compressed too', async () => {
    await compressedRead('/api/menu-items', 'br');
    const refused = await rawGet('/api/menu-items', 'br;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    const menu = JSON.parse(String(refused.body)) as MenuPrices;

    const [cup] = (await admin.get('/api/cups')).body;
    await raiseCupPrice(admin, cup);
    const after = await compressedRead('/api/menu-items', 'br');
    const menuAfter = JSON.parse(String(brotliDecompressSync(after.body))) as MenuPrices;
    expect(cupPrice(menuAfter, cup.id)).not.toBe(cupPrice(menu, cup.id));
  });

  it('a small answer goes out as it is', async () => {
    const names = await rawGet('/api/sodas/?search=zzzz-none', 'br');
    expect(names.status).toBe(200);
    expect(names.headers['content-encoding']).toBeUndefined();
  });
});

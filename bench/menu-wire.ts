/** The menu exactly as the app sends it to a browser, for the bare route that serves the same bytes. */
import { request } from 'node:http';
import { BROWSER_ACCEPT_ENCODING } from './load-job';

interface Wire {
  body: Buffer;
  encoding?: string;
}

function rawGet(url: string, cookie: string, acceptEncoding: string): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const headers = { cookie, 'accept-encoding': acceptEncoding };
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200)
          reject(new Error(`menu: ${res.statusCode} ${String(Buffer.concat(chunks))}`));
        else resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The plain JSON and the bytes a browser receives: the app compresses a cached catalogue answer
 * once, off the event loop, so this reads until the compressed copy is there (or gives up after
 * a few seconds and uses what was sent).
 */
export async function menuOnTheWire(url: string, cookie: string) {
  const plain = await rawGet(url, cookie, 'identity');
  let wire = plain;
  for (let attempt = 0; attempt < 100 && !wire.encoding; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    wire = await rawGet(url, cookie, BROWSER_ACCEPT_ENCODING);
  }
  return { plainBytes: plain.body.length, wire };
}

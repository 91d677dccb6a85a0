/** The menu exactly as the app sends it to a browser, for the bare route that serves the same bytes. */
import { rawGet, type RawAnswer } from '../tests/helpers/raw-http';
import { BROWSER_ACCEPT_ENCODING } from './load-job';

async function menuGet(url: string, cookie: string, acceptEncoding: string): Promise<RawAnswer> {
  const { port, pathname } = new URL(url);
  const answer = await rawGet(Number(port), pathname, {
    cookie,
    'accept-encoding': acceptEncoding,
  });
  if (answer.status !== 200) throw new Error(`menu: ${answer.status} ${String(answer.body)}`);
  return answer;
}

/**
 * The plain JSON and the bytes a browser receives: the app compresses a cached catalogue answer
 * once, off the event loop, so this reads until the compressed copy is there (or gives up after
 * a few seconds and uses what was sent).
 */
export async function menuOnTheWire(url: string, cookie: string) {
  const plain = await menuGet(url, cookie, 'identity');
  let wire = plain;
  for (let attempt = 0; attempt < 100 && !wire.headers['content-encoding']; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    wire = await menuGet(url, cookie, BROWSER_ACCEPT_ENCODING);
  }
  return {
    plainBytes: plain.body.length,
    wire: { body: wire.body, encoding: wire.headers['content-encoding'] },
  };
}

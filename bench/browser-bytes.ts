/**
 * Take Order, cold: a fresh Chromium profile, signed in through the API, opens /take-order and
 * waits for network idle. The bytes are Chromium's own count of what crossed the wire for each
 * request of the page (CDP Network.loadingFinished encodedDataLength: headers and the body as
 * sent, compressed or not), not file sizes.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { DEMO } from './config';

export interface WireBytes {
  requests: number;
  bytes: number;
  /** Of `bytes`, what arrived before each response's body (status line and headers). */
  headerBytes: number;
  /** Requests and bytes by kind (script, stylesheet, fetch, document, ...). */
  byType: Record<string, { requests: number; bytes: number }>;
}

export async function takeOrderCold(baseUrl: string, locationId = 1): Promise<WireBytes> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const headers = { origin: baseUrl };
    const signedIn = await context.request.post('/api/users/login', {
      data: DEMO.staff,
      headers,
    });
    if (!signedIn.ok()) throw new Error(`browser sign-in: ${signedIn.status()}`);
    const located = await context.request.patch('/api/locations/set-cookie', {
      data: { locationId },
      headers,
    });
    if (!located.ok()) throw new Error(`browser location: ${located.status()}`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const types = new Map<string, string>();
    const headerBytes = new Map<string, number>();
    const bytes = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (e) => types.set(e.requestId, e.type ?? 'Other'));
    // The raw status line and headers as received (HTTP/1.1), blank line included.
    cdp.on('Network.responseReceivedExtraInfo', (e) =>
      headerBytes.set(e.requestId, Buffer.byteLength(e.headersText ?? '')),
    );
    cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength));
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto('/take-order', { waitUntil: 'networkidle' });
    const shown = new URL(page.url()).pathname;
    if (shown !== '/take-order') throw new Error(`Take Order cold ended on ${shown}`);
    const byType: WireBytes['byType'] = {};
    for (const [id, size] of bytes) {
      const kind = (byType[types.get(id) ?? 'Other'] ??= { requests: 0, bytes: 0 });
      kind.requests++;
      kind.bytes += size;
    }
    const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
    return {
      requests: bytes.size,
      bytes: sum(bytes.values()),
      headerBytes: sum([...bytes.keys()].map((id) => headerBytes.get(id) ?? 0)),
      byType,
    };
  } finally {
    await browser.close();
  }
}

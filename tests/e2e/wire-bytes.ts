import type { Page } from '@playwright/test';

/** What a response cost on the wire: headers and body as transferred (compressed), by kind. */
export interface WireResponse {
  url: string;
  kind: string;
  status: number;
  encoding: string;
  headerBytes: number;
  totalBytes: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function kindOf(type: string, url: string): string {
  if (type === 'Document') return 'document';
  if (type === 'Script') return 'js';
  if (type === 'Stylesheet') return 'css';
  if (type === 'Fetch' || type === 'XHR' || new URL(url).pathname.startsWith('/api/')) return 'api';
  return 'other';
}

/**
 * Records every response the page receives through Chromium's own network events: a request's
 * bytes are Network.loadingFinished's encodedDataLength (status line, headers and the body as it
 * came over the socket), and its header share is what Network.responseReceived had counted when
 * the headers arrived. Websocket frames are counted by their payload.
 */
export async function recordWire(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const pending = new Map<string, Omit<WireResponse, 'totalBytes'>>();
  const started = new Set<string>();
  const finished: WireResponse[] = [];
  let socketBytes = 0;
  let lastActivity = Date.now();
  const touch = () => (lastActivity = Date.now());
  cdp.on('Network.requestWillBeSent', (event) => {
    started.add(event.requestId);
    touch();
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    pending.set(requestId, {
      url: response.url,
      kind: kindOf(type, response.url),
      status: response.status,
      encoding: String(
        response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '',
      ),
      headerBytes: response.encodedDataLength,
    });
    touch();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = pending.get(requestId);
    started.delete(requestId);
    if (response) finished.push({ ...response, totalBytes: encodedDataLength });
    touch();
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    started.delete(requestId);
    touch();
  });
  cdp.on('Network.webSocketFrameReceived', ({ response }) => {
    socketBytes += response.payloadData.length;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });

  return {
    /** Resolves once no request has been out for `quietMs` (Playwright's networkidle is 500 ms). */
    async idle(quietMs = 1500, limitMs = 30_000) {
      const giveUp = Date.now() + limitMs;
      while (Date.now() < giveUp) {
        if (started.size === 0 && Date.now() - lastActivity >= quietMs) return;
        await sleep(100);
      }
      throw new Error(`requests still out: ${started.size}`);
    },
    responses: () => [...finished],
    socketBytes: () => socketBytes,
    detach: () => cdp.detach(),
  };
}

/** Bytes per kind, and the header share of all of them; websocket frames count by their payload. */
export function wireSummary(responses: WireResponse[], socketBytes = 0) {
  const byKind: Record<string, { requests: number; bytes: number; headerBytes: number }> = {};
  for (const r of responses) {
    const kind = (byKind[r.kind] ??= { requests: 0, bytes: 0, headerBytes: 0 });
    kind.requests += 1;
    kind.bytes += r.totalBytes;
    kind.headerBytes += r.headerBytes;
  }
  if (socketBytes) byKind.websocket = { requests: 0, bytes: socketBytes, headerBytes: 0 };
  const total = responses.reduce((sum, r) => sum + r.totalBytes, socketBytes);
  const headers = responses.reduce((sum, r) => sum + r.headerBytes, 0);
  return { total, headers, requests: responses.length, byKind };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../../lib/http/session-refresh';
import { LiveQueueClient, MAX_RETRY_MS, retryDelay } from './live-queue-client';

/** A stand-in for the browser's WebSocket that the test opens and closes by hand. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  send() {}
  close(code = 1005, reason = '') {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code, reason });
  }
}

let page: EventTarget & { visibilityState: string };
const latest = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  FakeSocket.all = [];
  page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', page);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('retryDelay', () => {
  it('grows from half a second and never waits more than 5 s', () => {
    expect(retryDelay(0, () => 0)).toBe(450);
    expect(retryDelay(1, () => 0)).toBe(900);
    for (let attempt = 0; attempt < 60; attempt++)
      for (const r of [0, 0.5, 0.999999])
        expect(retryDelay(attempt, () => r)).toBeLessThanOrEqual(MAX_RETRY_MS * 0.9);
    expect(MAX_RETRY_MS).toBe(5000);
  });

  it('keeps its jitter at the cap', () => {
    const low = retryDelay(30, () => 0.999999);
    const high = retryDelay(30, () => 0);
    expect(low).toBeGreaterThanOrEqual(MAX_RETRY_MS * 0.6);
    expect(high - low).toBeGreaterThanOrEqual(1000);
  });
});

describe('LiveQueueClient', () => {
  it('waits at most 5 s between attempts however long the outage', () => {
    vi.useFakeTimers();
    const client = new LiveQueueClient('ws://shop/ws/orders/1/');
    client.start();
    for (let attempt = 0; attempt < 12; attempt++) {
      const before = FakeSocket.all.length;
      latest().close(1006);
      const { retryAt } = client.getState();
      expect(retryAt! - Date.now()).toBeLessThanOrEqual(MAX_RETRY_MS);
      vi.advanceTimersByTime(MAX_RETRY_MS);
      expect(FakeSocket.all.length).toBe(before + 1);
    }
    client.stop();
  });

  it('retries at once when the browser comes back online', () => {
    const client = new LiveQueueClient('ws://shop/ws/orders/1/');
    client.start();
    latest().close(1006);
    expect(client.getState().status).toBe('reconnecting');
    expect(FakeSocket.all).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(2);
    latest().open();
    expect(client.getState().status).toBe('open');
    // Online while live changes nothing.
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(2);
    client.stop();
  });

  it('retries at once when the tab is shown again, not when it is hidden', () => {
    const client = new LiveQueueClient('ws://shop/ws/orders/1/');
    client.start();
    latest().close(1006);
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.all).toHaveLength(1);
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.all).toHaveLength(2);
    client.stop();
    // A stopped client no longer listens.
    page.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('on 4001 joins a refresh already under way instead of sending its own', async () => {
    let answer!: (ok: boolean) => void;
    const fetch = vi.fn(
      () => new Promise<Response>((resolve) => (answer = (ok) => resolve({ ok } as Response))),
    );
    vi.stubGlobal('fetch', fetch);
    const client = new LiveQueueClient('ws://shop/ws/orders/1/');
    client.start();
    latest().open();
    const baseQueryRefresh = refreshSession(); // the base query got a 401 just before
    latest().close(4001, 'The access token expired.');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(FakeSocket.all).toHaveLength(1);
    answer(true);
    await baseQueryRefresh;
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    expect(fetch).toHaveBeenCalledTimes(1);
    client.stop();
  });

  it('on 4001 with a refused refresh says it was refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve({ ok: false } as Response)),
    );
    const client = new LiveQueueClient('ws://shop/ws/orders/1/');
    client.start();
    latest().open();
    latest().close(4001, 'Not signed in.');
    await vi.waitFor(() => expect(client.getState().status).toBe('refused'));
    expect(client.getState().refusal).toBe('Not signed in.');
    expect(FakeSocket.all).toHaveLength(1);
    client.stop();
  });
});

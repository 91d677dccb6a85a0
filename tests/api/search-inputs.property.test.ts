/**
 * Issue 10 item 3, the read side: arbitrary text in every search and filter parameter of every read
 * route, in the Idempotency-Key header, in cookies and in live-channel messages never gives a 5xx.
 * Search terms drop control characters and search with the rest.
 */
import fc from 'fast-check';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { anyText, encodeText, headerText, TEXT_EXAMPLES } from '../helpers/arbitrary-text';
import { LiveClient } from '../helpers/live';
import { addItem, LOCATION } from '../helpers/orders';
import { recordRoutes } from '../helpers/routes';
import { useTestServer } from '../helpers/fixture';

const RUNS = 30;
const recorder = recordRoutes();
const { server, admin, staff } = useTestServer({ seed: true, signIn: ['admin', 'staff'] });
let orderId: number;

beforeAll(async () => {
  recorder.stop();
  orderId = (await addItem(staff, { menu_item: 1, cup: 1 })).body.order__id;
});

const AUTOCOMPLETES = [
  '/api/locations/autocomplete',
  '/api/sodas/autocomplete',
  '/api/flavor-groups/autocomplete',
  '/api/flavors/autocomplete',
  '/api/cups/autocomplete',
  '/api/limited-time-promotions/autocomplete',
  '/api/discounts/autocomplete',
  '/api/order-names/autocomplete',
];

/** The query parameters each list route reads; other GET routes get made-up ones. */
const FILTERS: Record<string, string[]> = {
  '/api/flavors': ['ordering', 'flavor_group'],
  '/api/menu-items': [
    'soda',
    'is_archived',
    'limited_time_promotions__isnull',
    'limited_time_promotions__limited_time_promo',
    'limited_time_promotions__limited_time_promo__is_archived',
  ],
  '/api/limited-time-promotions': ['is_archived'],
  '/api/order-items': [
    'order__collected_by',
    'order__is_paid',
    'order__location',
    'order',
    'discount',
  ],
  '/api/order-items/price': ['cup', 'menu_item', 'custom_order__soda', 'custom_order_flavors'],
  '/api/user-orders': ['collected_by', 'is_paid', 'location'],
  '/api/orders-queue': ['location', 'is_complete', 'is_paid', 'is_in_progress'],
  '/api/pending-orders': ['location_id'],
};

const searchExamples = TEXT_EXAMPLES.map(([text]) => [{ text }] as [{ text: string }]);

describe('search terms', () => {
  it('drop control characters and search with the rest', async () => {
    const plain = await staff.get('/api/sodas/autocomplete?q=Spri');
    expect(plain.body.results.map((s: { name: string }) => s.name)).toEqual(['Sprite']);
    for (const q of ['Sp%00ri', '%00Spri', 'Spri%01%7F', 'Sp%C2%85ri', 'Sp%09ri%0A']) {
      const res = await staff.get(`/api/sodas/autocomplete?q=${q}`);
      expect([q, res.status, res.body]).toEqual([q, 200, plain.body]);
    }
    const only = await staff.get('/api/locations/autocomplete?q=%00%01');
    expect(only.status).toBe(200);
    expect(only.body).toEqual((await staff.get('/api/locations/autocomplete')).body);
  });

  for (const path of AUTOCOMPLETES) {
    it(`${path}: any q or search answers 200`, async () => {
      const input = fc.record({
        param: fc.constantFrom('q', 'search'),
        who: fc.constantFrom('admin', 'staff'),
        text: anyText,
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ param, who, text }) => {
          const res = await (who === 'admin' ? admin : staff).get(
            `${path}?${param}=${encodeText(text)}`,
          );
          expect([JSON.stringify(text), res.status]).toEqual([JSON.stringify(text), 200]);
          expect(Array.isArray(res.body.results)).toBe(true);
        }),
        {
          numRuns: RUNS,
          examples: searchExamples.map(([e]) => [{ param: 'q', who: 'staff', ...e }]),
        },
      );
    });
  }

  it('every filter of every read route: never a 5xx', async () => {
    const reads = recorder.routes.filter(
      // Logout is a GET for the spec's client: it would end the sessions the other tests use.
      (r) => r.method === 'GET' && !r.websocket && !r.url.includes(':') && !/logout/.test(r.url),
    );
    expect(reads.length).toBeGreaterThan(15);
    const input = fc.record({
      route: fc.constantFrom(...reads.map((r) => r.url)),
      who: fc.constantFrom('admin', 'staff'),
      name: fc.option(anyText, { nil: undefined }),
      text: anyText,
      repeated: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ route, who, name, text, repeated }) => {
        const known = FILTERS[route] ?? ['q'];
        const param = encodeText(name ?? known[text.length % known.length]);
        let query = `${param}=${encodeText(text)}`;
        if (repeated) query += `&${query}`;
        const res = await (who === 'admin' ? admin : staff).get(`${route}?${query}`);
        expect(res.status, `${route}?${query}`).toBeLessThan(500);
      }),
      { numRuns: RUNS * 10 },
    );
  });
});

describe('headers and cookies', () => {
  it('any Idempotency-Key: never a 5xx', async () => {
    const input = fc.record({ key: headerText, checkout: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(input, async ({ key, checkout }) => {
        const headers = { 'idempotency-key': key };
        const res = checkout
          ? await staff.patch(
              `/api/orders/${orderId}/complete-order-payment`,
              { order_name: 1, paid_amount: 0.01 },
              headers,
            )
          : await addItem(staff, { menu_item: 1, cup: 1 }, headers);
        expect(res.status, JSON.stringify(key)).toBeLessThan(500);
        if (res.status === 201) await staff.delete(`/api/order-items/${res.body.id}`);
      }),
      {
        numRuns: RUNS * 2,
        examples: [[{ key: 'a\u0085b', checkout: false }], [{ key: '\u009f', checkout: true }]],
      },
    );
  });

  it('refuses a control character in the Idempotency-Key with 400', async () => {
    const res = await addItem(staff, { menu_item: 1, cup: 1 }, { 'idempotency-key': 'k\u0085' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      'Idempotency-Key': ['The Idempotency-Key header must not contain control characters'],
    });
  });

  it('any cookie value: never a 5xx', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/users/me'],
      ['POST', '/api/users/refresh'],
      ['GET', '/api/users/logout'],
      ['GET', '/api/locations/get-cookie'],
      ['PATCH', '/api/locations/set-cookie'],
    ];
    const input = fc.record({
      route: fc.constantFrom(...routes),
      name: fc.constantFrom('access_token', 'refresh_token', 'location_id', 'other'),
      value: headerText,
      signedIn: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ route: [method, path], name, value, signedIn }) => {
        // A throwaway client: a signed-in logout must not end the session the other tests use.
        const client = signedIn ? await server.signIn('staff') : server.client();
        const cookie = [client.cookieHeader(), `${name}=${value}`].filter(Boolean).join('; ');
        const res = await client.request(method, path, method === 'GET' ? undefined : {}, {
          cookie,
        });
        expect(res.status, `${method} ${path} ${name}=${JSON.stringify(value)}`).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('live channel', () => {
  it('any message text: never a server error, and the socket stays usable', async () => {
    const live = LiveClient.connect(server.url, staff, LOCATION);
    onTestFinished(() => void live.close());
    await live.opened;
    const input = fc.oneof(
      anyText.map((text) => JSON.stringify({ message: text })),
      anyText,
      anyText.map((text) => JSON.stringify({ order_in_progress: text, order_id: text })),
      anyText.map((text) => JSON.stringify({ delete_order: true, order_id: text })),
    );
    await fc.assert(
      fc.asyncProperty(input, async (frame) => {
        live.send(frame);
      }),
      { numRuns: RUNS * 2, examples: [[JSON.stringify({ message: '\u0000' })], ['\u0000']] },
    );
    // The channel still answers, and nothing it sent back was a server error.
    const from = live.messages.length;
    live.send({ message: 'refresh' });
    await live.next((m) => Array.isArray(m.pending_orders), from);
    expect(live.messages.filter((m) => /server/i.test(String(m.error)))).toEqual([]);
  });

  it('any location in the path: refused without a server error', async () => {
    const wsUrl = server.url.replace(/^http/, 'ws');
    await fc.assert(
      fc.asyncProperty(anyText, async (text) => {
        const socket = new WebSocket(`${wsUrl}/ws/orders/${encodeText(text) || '%20'}/`, {
          headers: { origin: server.url, cookie: staff.cookieHeader() },
        });
        const outcome = await new Promise<{ status?: number; code?: number }>((resolve) => {
          socket.on('unexpected-response', (_req, res) => {
            resolve({ status: res.statusCode });
            socket.terminate();
          });
          socket.on('close', (code) => resolve({ code }));
          socket.on('message', () => {
            resolve({ code: 0 }); // admitted: the text names the location
            socket.close();
          });
          socket.on('error', () => {});
        });
        expect(outcome.status ?? 0, JSON.stringify(text)).toBeLessThan(500);
        expect(outcome.code, JSON.stringify(text)).not.toBe(1011);
      }),
      { numRuns: RUNS },
    );
  });
});

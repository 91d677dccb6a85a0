/** Random and malformed requests for `npm run fuzz` (bench/fuzz.ts). */
import fc from 'fast-check';
import {
  anyText,
  AWKWARD_CHARACTERS,
  encodeText,
  headerText,
} from '../tests/helpers/arbitrary-text';
import { fillParams, type RecordedRoute } from '../tests/helpers/routes';

export type Who = 'admin' | 'staff' | 'anonymous';

export interface FuzzRequest {
  kind: 'http';
  who: Who;
  method: string;
  path: string;
  /** Raw body text, sent as is. */
  body?: string;
  headers: Record<string, string>;
}

/** Bytes sent straight down a socket: what fetch refuses to send (NUL in a header, bad framing). */
export interface RawRequest {
  kind: 'raw';
  who: Who;
  text: (cookie: string) => string;
}

/** A websocket to a location path with a few frames. */
export interface SocketRequest {
  kind: 'ws';
  who: Who;
  location: string;
  frames: string[];
}

/**
 * A boundary amount for one money field of one route (issue 26). The sender makes what the field
 * needs first (a cart, a paid order, an open drawer, a fresh location or catalogue record), so the
 * amount reaches the write, not just the schema.
 */
export interface AmountRequest {
  kind: 'amount';
  who: 'admin' | 'staff';
  target: AmountTarget;
  /** The value as JSON text, spliced into the body as is (so 1e400 reaches JSON.parse). */
  value: string;
  /** Catalogue targets: create with the amount, or create a valid record and PUT the amount. */
  update: boolean;
}

export type AnyRequest = FuzzRequest | RawRequest | SocketRequest | AmountRequest;

/** Text with at least one control character, lone surrogate or wildcard in it. */
const awkwardText = fc
  .tuple(anyText, fc.constantFrom(...AWKWARD_CHARACTERS), anyText)
  .map(([a, c, b]) => a + c + b);

const awkwardNumbers = fc.constantFrom(
  0,
  -0,
  -1,
  1,
  2,
  1.5,
  0.001,
  1e-7,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
);
const awkwardStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '1',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[1]',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '9'.repeat(40),
  '0x1F',
  ' 2 ',
  '2147483648',
  'x'.repeat(5000),
  '16',
  'pump',
  'percent',
  'flat',
  'normal',
  '2024-02-30',
  '1899-12-31',
  '9999-12-31',
);
const scalar = fc.oneof(
  { weight: 3, arbitrary: anyText },
  { weight: 2, arbitrary: awkwardStrings },
  { weight: 2, arbitrary: awkwardNumbers },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);
const keyText = fc.oneof(
  anyText,
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'id', 'is_admin'),
);
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 6 }) },
  { weight: 1, arbitrary: fc.dictionary(keyText, scalar, { maxKeys: 4 }) },
);

/** Bodies the routes accept (reference catalogue ids), for the fuzzer to bend one field at a time. */
const TEMPLATES: Record<string, Record<string, unknown>> = {
  'POST /api/users/register': {
    first_name: 'Fuzz',
    last_name: 'Tester',
    email: 'fuzz@example.com',
    password: 'Turquoise-Walrus-Umbrella-81',
  },
  'POST /api/users/login': { email: 'fuzz@example.com', password: 'Turquoise-Walrus-Umbrella-81' },
  'PATCH /api/users/:id': { is_staff: true, is_admin: false, is_active: true, locations: [1] },
  'POST /api/locations': { name: 'Fuzz shop' },
  'PATCH /api/locations/set-cookie': { locationId: 1 },
  'POST /api/sodas': { name: 'Fuzz soda' },
  'PUT /api/sodas/:id': { name: 'Fuzz soda' },
  'PUT /api/sodas/:id/cup-prices': { cup_prices: [{ cup: 1, price: '2.00' }] },
  'POST /api/flavor-groups': { name: 'Fuzz group', uom: 'pump', price: '0.10' },
  'PUT /api/flavor-groups/:id': { name: 'Fuzz group', uom: 'pump', price: '0.10' },
  'POST /api/flavors': { name: 'Fuzz flavor', flavor_group: 1, sugar_free_available: false },
  'PUT /api/flavors/:id': { name: 'Fuzz flavor', flavor_group: 1, sugar_free_available: false },
  'POST /api/cups': { size: 16, price: '3.50', conversion_factor: '1.00' },
  'PUT /api/cups/:id': { size: 16, price: '3.50', conversion_factor: '1.00' },
  'POST /api/limited-time-promotions': { name: 'Fuzz promo' },
  'PUT /api/limited-time-promotions/:id': { name: 'Fuzz promo', is_archived: false },
  'POST /api/order-names': { name: 'Fuzz name' },
  'PUT /api/order-names/:id': { name: 'Fuzz name' },
  'POST /api/discounts': {
    name: 'Fuzz discount',
    code: 'FUZZ',
    percent_or_price: 'percent',
    percent: 0.1,
    price: null,
    is_cup_specific: false,
    cup: null,
  },
  'POST /api/menus': { version: 7, date: '2020-02-02' },
  'PUT /api/menus/:id': { version: 7, date: '2020-02-02' },
  'POST /api/menu-items': {
    name: 'Fuzz item',
    soda: 1,
    flavors: [{ flavor: 1, quantity: 2 }],
    limited_time_menu_item: { limited_time_promo: 1 },
    price: { price: '4.00' },
  },
  'POST /api/order-items': {
    menu_item: 1,
    cup: 1,
    low_sugar: false,
    order__location: 1,
    note: 'no ice',
    custom_order__soda: 5,
    custom_order_flavors: [3, 4],
    flat_or_sparkling: 'flat',
  },
  'PATCH /api/orders/:id': { order_name: 1, discount: 1, is_in_progress: true, is_complete: false },
  'PATCH /api/orders/:id/update-in-progress': { is_in_progress: true, is_complete: false },
  'PATCH /api/orders/:id/complete-order-payment': {
    is_paid: true,
    order_name: 1,
    paid_amount: 5,
    discount: null,
  },
  // Order ahead (issue 31): a customer's order, and the counter's pause and cancel.
  'POST /api/public/orders': {
    location: 1,
    customer_name: 'Fuzz',
    phone: '+1 555-0100',
    pickup_at: null,
    items: [{ menu_item: 1, cup: 1 }, { custom_order__soda: 5, custom_order_flavors: [3], cup: 2 }],
  },
  'POST /api/locations/:id/online-pause': { minutes: 30 },
  'POST /api/online-orders/:id/cancel': { reason: 'Fuzz' },
  // Stock and cost: deliveries, waste, counts, transfers and an item's settings.
  'POST /api/inventory/receipts': {
    location: 1,
    lines: [{ kind: 'flavor', id: 30, quantity: 12, unit_cost: '0.0625' }],
  },
  'POST /api/inventory/waste': { location: 1, kind: 'cup', id: 1, quantity: 2, reason: 'Fuzz' },
  'POST /api/inventory/counts': { location: 1, lines: [{ kind: 'flavor', id: 4, on_hand: 7.5 }] },
  'POST /api/inventory/transfers': {
    from: 1,
    to: 2,
    lines: [{ kind: 'flavor', id: 30, quantity: 1 }],
  },
  'PUT /api/inventory/:locationId/:kind/:id': { par: 20, reorder_at: 5, unit_cost: 0.1 },
};
TEMPLATES['PUT /api/discounts/:id'] = TEMPLATES['POST /api/discounts'];
TEMPLATES['PATCH /api/menu-items/:id'] = TEMPLATES['POST /api/menu-items'];

/** Query parameters the read routes look at; any route may also get made-up ones. */
const QUERY_NAMES = [
  'q',
  'search',
  'ordering',
  'flavor_group',
  'soda',
  'is_archived',
  'limited_time_promotions__isnull',
  'limited_time_promotions__limited_time_promo',
  'limited_time_promotions__limited_time_promo__is_archived',
  'order__collected_by',
  'order__is_paid',
  'order__location',
  'order',
  'discount',
  'cup',
  'menu_item',
  'custom_order__soda',
  'custom_order_flavors',
  'collected_by',
  'is_paid',
  'location',
  'is_complete',
  'is_in_progress',
  'location_id',
  'user_id',
  'kind',
  'id',
  'from',
  'to',
  'page',
  'page_size',
  'format',
  'group_by',
];

const RAW_BODIES = [
  '{',
  '{"a":',
  'null',
  '"text"',
  '[]',
  '123',
  '{"__proto__":{"is_admin":true}}',
  '{"constructor":{"prototype":{"is_admin":true}}}',
  '{"name":"a","name":"b"}',
  '{"name":"\\u0000"}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
  '\u0000',
  '\ufeff{}',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/octet-stream',
  '',
];

/** The value in about one case out of ten (`weight` out of ten), null otherwise. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>, weight = 1) =>
  fc.oneof({ weight: 10 - weight, arbitrary: fc.constant(null) }, { weight, arbitrary });

const who = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Who>('admin') },
  { weight: 3, arbitrary: fc.constant<Who>('staff') },
  { weight: 1, arbitrary: fc.constant<Who>('anonymous') },
);

const paramValue = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 8 }).map(String) },
  { weight: 1, arbitrary: awkwardStrings.map(encodeText) },
  { weight: 1, arbitrary: awkwardNumbers.map(String) },
  { weight: 2, arbitrary: anyText.map((t) => encodeText(t) || '%20') },
);

function jsonText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return 'null';
  }
}

const queryText = (value: unknown) =>
  value !== null && typeof value === 'object' ? jsonText(value) : String(value);

/** A template with one field replaced, removed or joined by a prototype key. */
const bentTemplate = (template: Record<string, unknown>) =>
  fc
    .record({
      field: fc.constantFrom(...Object.keys(template)),
      how: fc.constantFrom('replace', 'replace', 'replace', 'remove', 'proto', 'extra'),
      value: fc.oneof(awkwardText, anyText, anyValue),
      extra: keyText,
    })
    .map(({ field, how, value, extra }) => {
      const body: Record<string, unknown> = { ...template };
      if (how === 'replace') body[field] = value;
      if (how === 'remove') delete body[field];
      if (how === 'extra') body[extra] = value;
      const text = jsonText(body);
      // JSON.stringify drops a __proto__ key, so it is spliced into the text.
      return how === 'proto' ? `{"__proto__":${jsonText(value)},${text.slice(1)}` : text;
    });

function httpRequest(routes: RecordedRoute[]): fc.Arbitrary<FuzzRequest> {
  const http = routes.filter((r) => !r.websocket);
  return fc
    .record({
      route: fc.constantFrom(...http),
      otherMethod: rarely(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE')),
      who,
      param: paramValue,
      query: fc.array(
        fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), anyText), fc.oneof(scalar, anyValue)),
        { maxLength: 3 },
      ),
      bodyKind: fc.constantFrom(...'template '.repeat(6).trim().split(' '), 'value', 'raw', 'none'),
      value: anyValue,
      raw: fc.constantFrom(...RAW_BODIES),
      contentType: rarely(fc.constantFrom(...CONTENT_TYPES)),
      idempotencyKey: rarely(headerText, 3),
      origin: rarely(fc.constantFrom('none', 'evil')),
    })
    .chain((r) => {
      const key = `${r.route.method} ${r.route.url}`;
      const template = TEMPLATES[key];
      const body =
        r.bodyKind === 'template' && template
          ? bentTemplate(template)
          : fc.constant(
              r.bodyKind === 'raw' ? r.raw : r.bodyKind === 'none' ? undefined : jsonText(r.value),
            );
      return body.map((bodyText) => {
        let text = bodyText;
        const query = r.query
          .map(([name, value]) => `${encodeText(String(name))}=${encodeText(queryText(value))}`)
          .join('&');
        const method = r.otherMethod ?? r.route.method;
        // fetch sends no body with a GET.
        if (method === 'GET') text = undefined;
        const headers: Record<string, string> = {};
        if (text !== undefined) headers['content-type'] = r.contentType ?? 'application/json';
        if (r.idempotencyKey !== null) headers['idempotency-key'] = r.idempotencyKey;
        if (r.origin !== null) headers.origin = r.origin === 'evil' ? 'https://evil.example' : '';
        return {
          kind: 'http' as const,
          who: r.who,
          method,
          path: fillParams(r.route.url, r.param) + (query ? `?${query}` : ''),
          body: text,
          headers,
        };
      });
    });
}

/** A raw POST whose Content-Length matches its body (in bytes). */
const rawPost = (path: string, cookie: string, body: string, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nOrigin: http://x\r\nCookie: ${cookie}\r\n${extra}` +
  `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body, 'latin1')}\r\n\r\n${body}`;

const RAW_TEMPLATES: ((cookie: string) => string)[] = [
  (c) => `GET /api/sodas/autocomplete?q=a\u0000b HTTP/1.1\r\nHost: x\r\nCookie: ${c}\r\n\r\n`,
  (c) => `GET /api/users/me HTTP/1.1\r\nHost: x\r\nCookie: ${c}; location_id=\u0000\r\n\r\n`,
  () => `GET /api/users/me HTTP/1.1\r\nHost: x\r\nCookie: access_token=\u0001\u0000\r\n\r\n`,
  (c) => rawPost('/api/order-items', c, '{}', 'Idempotency-Key: a\u0000b\r\n'),
  (c) => rawPost('/api/order-items', c, '{"cup":1,"menu_item":1}', 'Idempotency-Key: \u0085\r\n'),
  (c) => rawPost('/api/sodas', c, '{"name":"a\u0000"}'),
  (c) => rawPost('/api/sodas', c, '{"name":"\\u0000"}'),
  (c) => rawPost('/api/sodas', c, '{"name":"\xff\xfe"}'),
  (c) =>
    `POST /api/sodas HTTP/1.1\r\nHost: x\r\nOrigin: http://x\r\nCookie: ${c}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
  () => `GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n`,
  () => `GET /%ED%A0%80 HTTP/1.1\r\nHost: x\r\n\r\n`,
  () => `GET /api/sodas/${'9'.repeat(200)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  () => `BREW /api/sodas HTTP/1.1\r\nHost: x\r\n\r\n`,
  () => `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`,
  (c) =>
    `GET /ws/orders/%ED%A0%80/ HTTP/1.1\r\nHost: x\r\nCookie: ${c}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
  () => `GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n`,
];

const rawRequest: fc.Arbitrary<RawRequest> = fc
  .record({ who, text: fc.constantFrom(...RAW_TEMPLATES) })
  .map((r) => ({ kind: 'raw' as const, ...r }));

const socketRequest: fc.Arbitrary<SocketRequest> = fc.record({
  kind: fc.constant('ws' as const),
  who,
  location: fc.oneof(fc.constant('1'), paramValue),
  frames: fc.array(
    fc.oneof(
      anyText,
      anyValue.map(jsonText),
      fc
        .record({
          command: fc.constantFrom(
            'order_in_progress',
            'order_complete',
            'delete_order',
            'message',
          ),
          flag: anyValue,
          id: fc.oneof(fc.integer({ min: 1, max: 8 }), anyValue),
        })
        .map(({ command, flag, id }) => jsonText({ [command]: flag, order_id: id })),
    ),
    { maxLength: 4 },
  ),
});

/**
 * How each money field is bounded: `money` is dollars with at most 2 decimals up to $100,000.00
 * (`positive`: from a cent), `price1` a menu item's manual price (from a cent), `tax` a percent
 * with 3 decimals below 100, `fraction` a discount's 0..1 with 4 decimals.
 */
export type AmountRule = 'money' | 'positive' | 'tax' | 'fraction';

/** Every money field the API takes, by route, and its rule. */
export const AMOUNT_TARGETS = {
  'checkout paid_amount': 'money',
  'checkout tip': 'money',
  'checkout cash_tendered': 'money',
  'refund amount': 'positive',
  'drawer opening_float': 'money',
  'drawer movement amount': 'positive',
  'drawer counted_cash': 'money',
  'settings approval_threshold': 'money',
  'cup price': 'money',
  'flavor group price': 'money',
  'menu item price': 'positive',
  'soda cup price': 'money',
  'discount price': 'money',
  'discount percent': 'fraction',
  'location tax_rate': 'tax',
} as const satisfies Record<string, AmountRule>;
export type AmountTarget = keyof typeof AMOUNT_TARGETS;

/** Boundary amounts as JSON text: numbers, decimal strings and things that are not amounts. */
export const BOUNDARY_AMOUNTS: string[] = [
  ...['0', '0.001', '0.005', '0.01', '1.005', '5', '99.999', '100000', '100000.01'],
  ...['21474836.47', '21474836.48', '1e9', '1e12', '1e3', '1E2', '0.1e1', '-1', '-0'],
  ...[
    '1e400',
    '-1e400',
    '123456789012345678901234567890',
    '0.000000000000000000001',
    '5.000000001',
  ],
  ...['0', '0.001', '0.005', '1.005', '21474836.47', '21474836.48', '1e3', '-1'].map((t) =>
    JSON.stringify(t),
  ),
  ...['NaN', 'Infinity', '-Infinity', '  3.5 ', '3.50', '100000.00', '100000.01', '5.', '.5'].map(
    (t) => JSON.stringify(t),
  ),
  ...['9'.repeat(40), '9'.repeat(400), `1${'0'.repeat(25)}.00`, '0.' + '0'.repeat(30) + '1'].map(
    (t) => JSON.stringify(t),
  ),
  ...['', ' ', '0x10', '1,000.00', '$5', '5 5', '٣'].map((t) => JSON.stringify(t)),
  ...['null', 'true', '[]', '{}', '[5]', '{"amount":5}'],
];

/**
 * Whether the field must refuse the value (a 2xx would store it): not a plain decimal, below its
 * minimum, above its maximum, or more decimals than it keeps. Blank, null and absent are left to
 * the field (optional fields take them as unset).
 */
export function mustRefuse(rule: AmountRule, json: string): boolean {
  const value: unknown = JSON.parse(json);
  if (value === null || (typeof value === 'string' && value.trim() === '')) return false;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return true;
    text = Math.abs(value) < 1e21 ? String(value) : value.toFixed(0);
    if (/e/i.test(text)) text = value.toFixed(30).replace(/0+$/, '');
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return true;
  }
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || !/\d/.test(text)) return true;
  const [, sign, whole, fraction = ''] = match;
  const decimals = fraction.replace(/0+$/, '').length;
  const magnitude = Number(`${whole || '0'}.${fraction || '0'}`);
  const negative = sign === '-' && magnitude > 0;
  switch (rule) {
    case 'money':
      return negative || decimals > 2 || magnitude > 100_000;
    case 'positive':
      return negative || decimals > 2 || magnitude > 100_000 || magnitude === 0;
    case 'tax':
      return negative || decimals > 3 || magnitude >= 100;
    case 'fraction': {
      // Not money: the admin sends percent / 100 as a binary float (14.3 / 100 is
      // 0.14300000000000002), so a JSON number within a float's noise of 4 decimals is that value.
      const noise =
        typeof value === 'number' && Math.abs(value * 1e4 - Math.round(value * 1e4)) <= 1e-6;
      return negative || (decimals > 4 && !noise) || magnitude > 1;
    }
  }
}

const amountRequest: fc.Arbitrary<AmountRequest> = fc
  .record({
    target: fc.constantFrom(...(Object.keys(AMOUNT_TARGETS) as AmountTarget[])),
    value: fc.constantFrom(...BOUNDARY_AMOUNTS),
    staff: fc.boolean(),
    update: fc.boolean(),
  })
  .map(({ target, value, staff, update }) => ({
    kind: 'amount' as const,
    // The till's fields as staff or admin; catalogue, settings and locations are the admin's.
    who: staff && /^(checkout|drawer)/.test(target) ? ('staff' as const) : ('admin' as const),
    target,
    value,
    update,
  }));

/** Mostly HTTP requests over every route, some boundary amounts, raw bytes and websockets. */
export const anyRequest = (routes: RecordedRoute[]): fc.Arbitrary<AnyRequest> =>
  fc.oneof(
    { weight: 75, arbitrary: httpRequest(routes) },
    { weight: 15, arbitrary: amountRequest },
    { weight: 5, arbitrary: rawRequest },
    { weight: 5, arbitrary: socketRequest },
  );

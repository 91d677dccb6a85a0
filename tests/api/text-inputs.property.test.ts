/**
 * Issue 10 item 3: arbitrary text (control characters and lone surrogates included) in any field
 * of any write route never gives a 5xx, and a refusal changes nothing.
 */
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { anyText, encodeText, TEXT_EXAMPLES } from '../helpers/arbitrary-text';
import type { ApiClient, ApiResponse } from '../helpers/http';
import { addItem, LOCATION } from '../helpers/orders';
import { fillParams, recordRoutes, type RecordedRoute } from '../helpers/routes';
import { useTestServer } from '../helpers/fixture';

type Client = ApiClient & { userId: number };
type Body = Record<string, unknown>;

interface WriteTarget {
  as: () => Client | ApiClient;
  /** The route's path with its ids filled in. */
  path: () => string;
  /** A valid body; a new one per request where names must be unique. */
  body: () => Body;
  /** Dotted paths of the fields that get the arbitrary text. */
  fields: string[];
  /** Read after a refusal: it must not have changed. */
  unchanged?: () => Promise<unknown>;
  /** False when the valid body is refused on purpose (the checkout's wrong amount). */
  accepts?: false;
  /** Undoes a success that would get in the way of later runs. */
  cleanup?: (res: ApiResponse) => Promise<void>;
}

const RUNS = 30;
const WRITES = new Set(['POST', 'PUT', 'PATCH']);
const recorder = recordRoutes();
// Registrations are limited per address; this file registers a few hundred from one.
const { server, admin, staff } = useTestServer({
  seed: true,
  config: { registerLimit: { perAddress: 100_000, windowSeconds: 600 } },
  signIn: ['admin', 'staff'],
});
let cashier: Client;
const ids: Record<string, number> = {};
let serial = 0;
const unique = (prefix: string) => `${prefix} ${++serial}`;

/** Sets a dotted path (`flavors.0.quantity`) in a copy of the body. */
function withField(body: Body, path: string, value: unknown): Body {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
  return copy;
}

const dayAfter2000 = (days: number) =>
  new Date(Date.UTC(2000, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
const list = (path: () => string) => async () => (await admin.get(path())).body;

beforeAll(async () => {
  recorder.stop();
  cashier = await server.signIn('staff');
  const created = async (key: string, path: string, body: Body) => {
    const res = await admin.post(path, body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    ids[key] = res.body.id;
  };
  await created('soda', '/api/sodas', { name: 'Fixture soda' });
  await created('group', '/api/flavor-groups', { name: 'Fixture group', uom: 'pump', price: 1 });
  await created('flavor', '/api/flavors', { name: 'Fixture flavor', flavor_group: ids.group });
  await created('promo', '/api/limited-time-promotions', { name: 'Fixture promo' });
  await created('name', '/api/order-names', { name: 'Fixture name' });
  await created('menu', '/api/menus', { version: 900, date: '2020-01-01' });
  await created('discount', '/api/discounts', {
    name: 'Fixture discount',
    code: 'FIXTURE',
    percent_or_price: 'price',
    price: 1,
  });
  await created('menuItem', '/api/menu-items', {
    name: 'Fixture item',
    soda: ids.soda,
    flavors: [{ flavor: ids.flavor, quantity: 1 }],
  });
  ids.cup = 1;
  ids.user = (await server.signIn('none')).userId;
  const item = await addItem(cashier, { menu_item: 1, cup: 1 });
  ids.order = item.body.order__id;
});

const catalogue = (
  base: string,
  key: string,
  body: () => Body,
  fields: string[],
  postAccepts?: false,
): Record<string, WriteTarget> => ({
  [`POST ${base}`]: {
    as: () => admin,
    path: () => base,
    accepts: postAccepts,
    body,
    fields,
    unchanged: list(() => base),
  },
  [`PUT ${base}/:id`]: {
    as: () => admin,
    path: () => `${base}/${ids[key]}`,
    body,
    fields,
    unchanged: list(() => `${base}/${ids[key]}`),
  },
});

const menuItemBody = () => ({
  name: unique('Item'),
  soda: ids.soda,
  flavors: [{ flavor: ids.flavor, quantity: '1.5' }],
  limited_time_menu_item: { limited_time_promo: ids.promo },
  price: { price: '4.25' },
});
const menuItemFields = [
  'name',
  'soda',
  'flavors',
  'flavors.0.flavor',
  'flavors.0.quantity',
  'limited_time_menu_item',
  'limited_time_menu_item.limited_time_promo',
  'price',
  'price.price',
];
const discountBody = () => ({
  name: unique('Discount'),
  code: unique('CODE'),
  percent_or_price: 'percent',
  percent: '0.1',
  price: null,
  is_cup_specific: true,
  cup: 1,
});
const orderView = () => async () => (await cashier.get(`/api/orders/${ids.order}`)).body;

const TARGETS: Record<string, WriteTarget> = {
  'POST /api/users/register': {
    as: () => server.client(),
    path: () => '/api/users/register',
    body: () => ({
      first_name: 'Rita',
      last_name: 'Register',
      email: `${unique('register').replace(' ', '-')}@example.com`,
      password: 'Turquoise-Walrus-Umbrella-81',
    }),
    fields: ['first_name', 'last_name', 'email', 'password'],
    unchanged: async () => (await server.database.db.select({ n: count() }).from(users))[0].n,
  },
  'POST /api/users/login': {
    as: () => server.client(),
    path: () => '/api/users/login',
    accepts: false,
    body: () => ({ email: 'nobody@example.com', password: 'whatever-it-is' }),
    fields: ['email', 'password'],
  },
  'PATCH /api/users/:id': {
    as: () => admin,
    path: () => `/api/users/${ids.user}`,
    body: () => ({ is_staff: false, is_admin: false, is_active: true }),
    fields: ['is_staff', 'is_admin', 'is_active'],
    unchanged: list(() => '/api/users'),
  },
  'POST /api/locations': {
    as: () => admin,
    path: () => '/api/locations',
    body: () => ({ name: unique('Shop') }),
    fields: ['name'],
    unchanged: list(() => '/api/locations'),
  },
  'PATCH /api/locations/set-cookie': {
    as: () => staff,
    path: () => '/api/locations/set-cookie',
    body: () => ({ locationId: LOCATION }),
    fields: ['locationId'],
  },
  ...catalogue('/api/sodas', 'soda', () => ({ name: unique('Soda') }), ['name']),
  'PUT /api/sodas/:id/cup-prices': {
    as: () => admin,
    path: () => `/api/sodas/${ids.soda}/cup-prices`,
    body: () => ({ cup_prices: [{ cup: 1, price: '2.10' }] }),
    fields: ['cup_prices', 'cup_prices.0', 'cup_prices.0.cup', 'cup_prices.0.price'],
    unchanged: list(() => `/api/sodas/${ids.soda}/cup-prices`),
  },
  ...catalogue(
    '/api/flavor-groups',
    'group',
    () => ({ name: unique('Group'), uom: 'wedge', price: '0.25' }),
    ['name', 'uom', 'price'],
  ),
  ...catalogue(
    '/api/flavors',
    'flavor',
    () => ({ name: unique('Flavor'), flavor_group: ids.group, sugar_free_available: true }),
    ['name', 'flavor_group', 'sugar_free_available'],
  ),
  // Both sizes exist already, so a new cup is always refused; the PUT rewrites cup 1 as it is.
  ...catalogue(
    '/api/cups',
    'cup',
    () => ({ size: 16, price: '3.50', conversion_factor: '1.00' }),
    ['size', 'price', 'conversion_factor'],
    false,
  ),
  ...catalogue(
    '/api/limited-time-promotions',
    'promo',
    () => ({ name: unique('Promo'), is_archived: false }),
    ['name', 'is_archived'],
  ),
  ...catalogue('/api/order-names', 'name', () => ({ name: unique('Name') }), ['name']),
  ...catalogue('/api/discounts', 'discount', discountBody, [
    'name',
    'code',
    'percent_or_price',
    'percent',
    'price',
    'is_cup_specific',
    'cup',
  ]),
  ...catalogue(
    '/api/menus',
    'menu',
    () => ({ version: 1000 + ++serial, date: dayAfter2000(serial) }),
    ['version', 'date'],
  ),
  'POST /api/menu-items': {
    as: () => admin,
    path: () => '/api/menu-items',
    body: menuItemBody,
    fields: menuItemFields,
    unchanged: list(() => '/api/menu-items'),
  },
  'PATCH /api/menu-items/:id': {
    as: () => admin,
    path: () => `/api/menu-items/${ids.menuItem}`,
    body: () => ({ ...menuItemBody(), is_archived: false }),
    fields: [...menuItemFields, 'is_archived'],
    unchanged: list(() => `/api/menu-items/${ids.menuItem}`),
  },
  'POST /api/order-items': {
    as: () => staff,
    path: () => '/api/order-items',
    body: () => ({
      order__location: LOCATION,
      menu_item: 1,
      cup: 1,
      low_sugar: false,
      note: 'no ice',
      custom_order__soda: 5,
      custom_order_flavors: [3],
      flat_or_sparkling: 'flat',
    }),
    fields: [
      'note',
      'order__location',
      'menu_item',
      'cup',
      'low_sugar',
      'custom_order__soda',
      'custom_order_flavors',
      'custom_order_flavors.0',
      'flat_or_sparkling',
    ],
    unchanged: async () => (await staff.get('/api/order-items?order__is_paid=false')).body,
    cleanup: async (res) => {
      if (res.status === 201) await staff.delete(`/api/order-items/${res.body.id}`);
    },
  },
  'PATCH /api/orders/:id': {
    as: () => cashier,
    path: () => `/api/orders/${ids.order}`,
    body: () => ({ order_name: ids.name, discount: ids.discount }),
    fields: ['order_name', 'discount', 'is_in_progress', 'is_complete'],
    unchanged: orderView(),
  },
  'PATCH /api/orders/:id/complete-order-payment': {
    as: () => cashier,
    path: () => `/api/orders/${ids.order}/complete-order-payment`,
    // A wrong amount: every run gets as far as the name and the total, and none pays the order.
    accepts: false,
    body: () => ({ is_paid: true, order_name: ids.name, paid_amount: 0.01, discount: null }),
    fields: ['order_name', 'paid_amount', 'discount', 'is_paid'],
    unchanged: orderView(),
  },
  'PATCH /api/orders/:id/update-in-progress': {
    as: () => admin,
    path: () => `/api/orders/${ids.order}/update-in-progress`,
    // The order is unpaid, so starting it is refused (409) unless a run paid it.
    accepts: false,
    body: () => ({ is_in_progress: true, is_complete: false }),
    fields: ['is_in_progress', 'is_complete'],
    unchanged: orderView(),
  },
};

/** Sends each field of the route arbitrary text; never a 5xx, and a 4xx changes nothing. */
async function propertyOf(method: string, target: WriteTarget) {
  const input = fc.record({ field: fc.constantFrom(...target.fields), text: anyText });
  // NUL, a C0 control and a lone surrogate in every field first, then the other examples.
  const examples = [
    ...target.fields.flatMap((field) =>
      ['\u0000', 'a\u0001b', '\ud800'].map((text) => ({ field, text })),
    ),
    ...TEXT_EXAMPLES.map(([text]) => ({ field: target.fields[0], text })),
  ].map((example) => [example] as [{ field: string; text: string }]);
  const valid = await target.as().request(method, target.path(), target.body());
  if (target.accepts !== false) expect(valid.status, JSON.stringify(valid.body)).toBeLessThan(300);
  await target.cleanup?.(valid);
  await fc.assert(
    fc.asyncProperty(input, async ({ field, text }) => {
      const before = await target.unchanged?.();
      const body = withField(target.body(), field, text);
      const res = await target.as().request(method, target.path(), body);
      expect(
        res.status,
        `${field} = ${JSON.stringify(text)}: ${JSON.stringify(res.body)}`,
      ).toBeLessThan(500);
      if (res.status >= 400 && target.unchanged)
        expect(await target.unchanged(), `${field} = ${JSON.stringify(text)}`).toEqual(before);
      await target.cleanup?.(res);
    }),
    { numRuns: Math.min(RUNS, 8 * target.fields.length), examples },
  );
}

const writeRoutes = () => recorder.routes.filter((r) => WRITES.has(r.method) && !r.websocket);

describe('arbitrary text in every field of every write route', () => {
  it('covers every write route of the app', () => {
    const names = writeRoutes().map((r) => `${r.method} ${r.url}`);
    expect(names.length).toBeGreaterThan(20);
  });

  for (const [name, target] of Object.entries(TARGETS)) {
    const method = name.split(' ')[0];
    it(`${name}: never a 5xx`, () => propertyOf(method, target));
  }

  it('any other write route: arbitrary bodies never give a 5xx', async () => {
    const others = writeRoutes().filter((r) => !(`${r.method} ${r.url}` in TARGETS));
    if (others.length === 0) return;
    const input = fc.record({
      route: fc.constantFrom(...others),
      key: fc.oneof(fc.constant('name'), anyText),
      text: anyText,
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ route, key, text }) => {
        const res = await admin.request(route.method, fillParams(route.url, String(ids.order)), {
          [key]: text,
        });
        expect(
          res.status,
          `${route.method} ${route.url} ${key}=${JSON.stringify(text)}`,
        ).toBeLessThan(500);
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

/** Arbitrary text in place of a path parameter never gives a 5xx, on every route. */
describe('arbitrary path parameters', () => {
  it('never give a 5xx', async () => {
    const routes = recorder.routes.filter(
      (r: RecordedRoute) => r.url.includes(':') && !r.websocket,
    );
    const input = fc.record({
      route: fc.constantFrom(...routes),
      // A number could name a real row, and a DELETE would then remove fixture data.
      text: anyText.filter((t) => !/^\s*\+?\d+(\.\d*)?\s*$/.test(t)),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ route, text }) => {
        const path = fillParams(route.url, encodeText(text) || '%20');
        const res = await admin.request(
          route.method,
          path,
          route.method === 'GET' ? undefined : {},
        );
        expect(res.status, `${route.method} ${path}`).toBeLessThan(500);
      }),
      { numRuns: RUNS * 4 },
    );
  });
});

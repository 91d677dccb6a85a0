import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { orderItems, orders } from '../../src/server/db/schema';
import { availabilityShows, setAvailable } from '../helpers/availability';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import { subscribe } from '../helpers/live';
import { LOCATION as A, addItem } from '../helpers/orders';

// Issue 13, sold out ("86"): availability per location, refused adds and quotes, live pushes.
const { server, admin, staff, sockets } = useTestServer({ seed: true, signIn: ['admin', 'staff'] });
let B: number;
let assignedToB: SignedIn;
let item: { id: number; name: string; soda: { id: number; name: string }; flavors: any[] };
let cups: { id: number; size: { display: string } }[];

const itemsStored = async () =>
  (await server.database.db.select({ n: count() }).from(orderItems))[0].n;
const cartItems = async (userId: number, locationId: number) =>
  (
    await server.database.db
      .select({ n: count() })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.collectedBy, userId), eq(orders.locationId, locationId)))
  )[0].n;

beforeAll(async () => {
  B = (await admin.post('/api/locations', { name: 'Shop B' })).body.id;
  assignedToB = await server.signIn('staff');
  expect((await admin.patch(`/api/users/${assignedToB.userId}`, { locations: [B] })).status).toBe(
    200,
  );
  item = (await staff.get('/api/menu-items/1')).body;
  cups = (await staff.get('/api/cups')).body;
});

describe('GET and PUT /api/availability', () => {
  it('needs a session (401), the staff role (403) and the location (403)', async () => {
    const anonymous = server.client();
    const nobody = await server.signIn('none');
    expect((await anonymous.get(`/api/availability?location=${A}`)).status).toBe(401);
    expect((await setAvailable(anonymous, A, 'cup', cups[0].id, false)).status).toBe(401);
    expect((await nobody.get(`/api/availability?location=${A}`)).status).toBe(403);
    expect((await setAvailable(nobody, A, 'cup', cups[0].id, false)).status).toBe(403);
    expect((await assignedToB.get(`/api/availability?location=${A}`)).status).toBe(403);
    expect((await setAvailable(assignedToB, A, 'cup', cups[0].id, false)).status).toBe(403);
    expect((await assignedToB.get(`/api/availability?location=${B}`)).status).toBe(200);
    expect(
      (await staff.get(`/api/availability?location=${A}`)).body.every((e: any) => e.available),
    ).toBe(true);
  });

  it('lists every non-archived thing by kind then name, all available at first', async () => {
    const list = (await staff.get(`/api/availability?location=${A}`)).body;
    const kinds = list.map((e: any) => e.kind);
    expect([...new Set(kinds)]).toEqual(['menu_item', 'soda', 'flavor', 'cup']);
    expect(kinds).toEqual(
      [...kinds].sort(
        (x: string, y: string) =>
          ['menu_item', 'soda', 'flavor', 'cup'].indexOf(x) -
          ['menu_item', 'soda', 'flavor', 'cup'].indexOf(y),
      ),
    );
    const items = list.filter((e: any) => e.kind === 'menu_item').map((e: any) => e.name);
    expect(items).toEqual([...items].sort((x, y) => x.localeCompare(y, 'en')));
    expect(list).toContainEqual({
      kind: 'menu_item',
      id: item.id,
      name: item.name,
      available: true,
    });
    expect(list.filter((e: any) => e.kind === 'cup')).toHaveLength(cups.length);
  });

  it('refuses bad input with a 400 on the field and changes nothing', async () => {
    const before = (await staff.get(`/api/availability?location=${A}`)).body;
    expect((await staff.get('/api/availability')).body).toHaveProperty('location');
    expect((await staff.get('/api/availability?location=abc')).status).toBe(400);
    const unknown = await staff.get('/api/availability?location=99999');
    expect([unknown.status, unknown.body]).toEqual([400, { location: ['Unknown location.'] }]);
    const cases: [unknown, string][] = [
      [{ location: A, kind: 'pizza', id: 1, available: false }, 'kind'],
      [{ location: A, kind: 'menu_item', id: 999999, available: false }, 'id'],
      [{ location: A, kind: 'flavor', id: 'x', available: false }, 'id'],
      [{ location: A, kind: 'cup', id: cups[0].id, available: 'no' }, 'available'],
      [{ location: 99999, kind: 'cup', id: cups[0].id, available: false }, 'location'],
      [{ kind: 'cup', id: cups[0].id, available: false }, 'location'],
    ];
    for (const [body, field] of cases) {
      const res = await staff.put('/api/availability', body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(Object.keys(res.body)).toContain(field);
    }
    expect((await staff.put('/api/availability', 'not json')).status).toBe(400);
    expect((await staff.get(`/api/availability?location=${A}`)).body).toEqual(before);
  });

  it('is per location, idempotent, and refuses the sold-out item in adds and quotes (409)', async () => {
    const marked = await setAvailable(staff, A, 'menu_item', item.id, false);
    expect([marked.status, marked.body]).toEqual([
      200,
      { location: A, kind: 'menu_item', id: item.id, name: item.name, available: false },
    ]);
    expect((await setAvailable(staff, A, 'menu_item', item.id, false)).status).toBe(200);
    const atA = (await staff.get(`/api/availability?location=${A}`)).body;
    expect(atA).toContainEqual({
      kind: 'menu_item',
      id: item.id,
      name: item.name,
      available: false,
    });
    const atB = (await staff.get(`/api/availability?location=${B}`)).body;
    expect(atB).toContainEqual({
      kind: 'menu_item',
      id: item.id,
      name: item.name,
      available: true,
    });

    const refusal = { message: `${item.name} is sold out.` };
    const cashier = await server.signIn('staff');
    // No cart yet: the transaction path.
    const stored = await itemsStored();
    const first = await addItem(cashier, { menu_item: item.id, cup: cups[0].id });
    expect([first.status, first.body]).toEqual([409, refusal]);
    expect(await itemsStored()).toBe(stored);
    // An open cart at A: the one-statement path.
    const other = (await staff.get('/api/menu-items')).body.find(
      (m: any) =>
        m.id !== item.id &&
        !m.is_archived &&
        m.soda.id !== item.soda.id &&
        !m.flavors.some((f: any) => item.flavors.some((g: any) => g.flavor.id === f.flavor.id)),
    );
    expect(
      (await addItem(cashier, { menu_item: other.id, cup: cups[0].id, flat_or_sparkling: 'flat' }))
        .status,
    ).toBe(201);
    const inCart = await cartItems(cashier.userId, A);
    const again = await addItem(
      cashier,
      { menu_item: item.id, cup: cups[0].id },
      { 'idempotency-key': 'k-sold-out' },
    );
    expect([again.status, again.body]).toEqual([409, refusal]);
    expect(await cartItems(cashier.userId, A)).toBe(inCart);
    // Fine at B.
    expect(
      (await addItem(cashier, { menu_item: item.id, cup: cups[0].id, order__location: B })).status,
    ).toBe(201);

    const quote = (location?: number) =>
      cashier.get(
        `/api/order-items/price?cup=${cups[0].id}&menu_item=${item.id}${location ? `&location=${location}` : ''}`,
      );
    expect([(await quote(A)).status, (await quote(A)).body]).toEqual([409, refusal]);
    expect((await quote()).status).toBe(200);
    expect((await quote(B)).status).toBe(200);
    expect(
      (
        await assignedToB.get(
          `/api/order-items/price?cup=${cups[0].id}&menu_item=${item.id}&location=${A}`,
        )
      ).status,
    ).toBe(403);

    expect((await setAvailable(staff, A, 'menu_item', item.id, true)).body.available).toBe(true);
    expect((await setAvailable(staff, A, 'menu_item', item.id, true)).status).toBe(200);
    expect((await addItem(cashier, { menu_item: item.id, cup: cups[0].id })).status).toBe(201);
    expect((await quote(A)).status).toBe(200);
  });

  it('names a sold-out soda, flavor or cup of the drink', async () => {
    const cashier = await server.signIn('staff');
    const flavor = item.flavors[0].flavor;
    const cup = cups[cups.length - 1];
    const check = async (body: Record<string, unknown>, name: string) => {
      const res = await addItem(cashier, body);
      expect([res.status, res.body]).toEqual([409, { message: `${name} is sold out.` }]);
      const query = new URLSearchParams({ cup: String(body.cup), location: String(A) });
      if (body.menu_item) query.set('menu_item', String(body.menu_item));
      if (body.custom_order__soda) query.set('custom_order__soda', String(body.custom_order__soda));
      if (body.custom_order_flavors)
        query.set('custom_order_flavors', JSON.stringify(body.custom_order_flavors));
      const quote = await cashier.get(`/api/order-items/price?${query}`);
      expect([quote.status, quote.body]).toEqual([409, { message: `${name} is sold out.` }]);
    };
    expect((await setAvailable(staff, A, 'flavor', flavor.id, false)).status).toBe(200);
    await check({ menu_item: item.id, cup: cups[0].id }, flavor.name); // in the recipe
    await check(
      {
        custom_order__soda: item.soda.id,
        custom_order_flavors: [flavor.id],
        cup: cups[0].id,
        flat_or_sparkling: 'flat',
      },
      flavor.name,
    );
    await setAvailable(staff, A, 'flavor', flavor.id, true);
    expect((await setAvailable(staff, A, 'soda', item.soda.id, false)).status).toBe(200);
    await check({ menu_item: item.id, cup: cups[0].id }, item.soda.name);
    await check(
      { custom_order__soda: item.soda.id, cup: cups[0].id, flat_or_sparkling: 'flat' },
      item.soda.name,
    );
    await setAvailable(staff, A, 'soda', item.soda.id, true);
    expect((await setAvailable(staff, A, 'cup', cup.id, false)).status).toBe(200);
    await check({ menu_item: item.id, cup: cup.id }, cup.size.display);
    await setAvailable(staff, A, 'cup', cup.id, true);
    expect((await addItem(cashier, { menu_item: item.id, cup: cup.id })).status).toBe(201);
  });
});

describe('the live channel', () => {
  it('sends the list after the first queue message and each change of the location, within a second', async () => {
    const connect = (user: SignedIn, location: number) =>
      subscribe(server.url, user, sockets, { location, until: (m) => 'availability' in m });
    const atA = await connect(staff, A);
    const atB = await connect(assignedToB, B);
    expect(Object.keys(atA.messages[0])).toEqual(['pending_orders']);
    expect(atA.messages[1]).toEqual({
      availability: (await staff.get(`/api/availability?location=${A}`)).body,
    });

    const markA = atA.messages.length;
    const markB = atB.messages.length;
    const start = Date.now();
    expect((await setAvailable(staff, A, 'menu_item', item.id, false)).status).toBe(200);
    const pushed = await atA.next(availabilityShows('menu_item', item.id, false), markA);
    expect(Date.now() - start).toBeLessThan(1000);
    expect(pushed.availability).toEqual((await staff.get(`/api/availability?location=${A}`)).body);
    // B's list did not change: B gets nothing until B changes.
    expect((await setAvailable(assignedToB, B, 'cup', cups[0].id, false)).status).toBe(200);
    await atB.next(availabilityShows('cup', cups[0].id, false), markB);
    expect(atB.messages.slice(markB).filter((m) => 'availability' in m)).toHaveLength(1);
    await setAvailable(assignedToB, B, 'cup', cups[0].id, true);
    await setAvailable(staff, A, 'menu_item', item.id, true);
    await atA.next(availabilityShows('menu_item', item.id, true), markA);
    // The queue still comes on the same socket.
    atA.send({ message: 'Order completed' });
    await atA.next((m) => Array.isArray(m.pending_orders), markA);
  });
});

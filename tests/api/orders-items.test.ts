import { describe, expect, it, onTestFinished } from 'vitest';
import { count } from 'drizzle-orm';
import { orderItemFlavors, orderItems, orders } from '../../src/server/db/schema';
import { ITEM_TOO_LARGE } from '../../src/server/catalogue/item-pricing';
import { MAX_ITEMS_PER_ORDER, ORDER_FULL } from '../../src/shared/order-schemas';
import { addItem, LOCATION } from '../helpers/orders';
import { useTestServer } from '../helpers/fixture';

// Reference catalogue: 16 oz cup $3.50 factor 1, 32 oz $4.50 factor 2; water soda (id 5) base
// $2.75 / $3.00; Syrup $0.15/pump, Puree $0.30/pump, Fruit $0.30/wedge, Cream $0.30/pump,
// Half & Half $0.60/single.
// Menu item 1 "Coco Butter Kisses" (Coke): Vanilla syrup x2 (sugar-free available), Half & Half x1,
// Raspberry Puree x2. Menu item 10 "Go Crazy" (Mtn. Dew) has a manual price of $1.50.
// Menu item 17 "Crazy In Love" (water): Lavender x4, Vanilla x4, Peach x2, Fresh Lime x1.

const { server, staff } = useTestServer({ seed: true, signIn: ['staff'] });

const countRows = async () => {
  const { db } = server.database;
  const [[o], [i], [f]] = await Promise.all([
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(orderItems),
    db.select({ n: count() }).from(orderItemFlavors),
  ]);
  return { orders: o.n, items: i.n, flavors: f.n };
};

describe('POST /api/order-items: the three kinds', () => {
  it('adds a plain menu item in 16 oz, creating the cart', async () => {
    const res = await addItem(staff, { menu_item: 1, cup: 1, note: 'no ice' });
    expect(res.status).toBe(201);
    // 3.50 + Vanilla 2 x 0.15 + Half & Half 1 x 0.60 + Raspberry Puree 2 x 0.30 = 5.00
    expect(res.body).toMatchObject({
      order_item_name: 'Coco Butter Kisses',
      cup__size__display: '16 oz',
      price: 5,
      soda_name: 'Coke',
      low_sugar: false,
      note: 'no ice',
      order__collected_by: staff.userId,
      order__is_paid: false,
      order__location: LOCATION,
      order_item_flavors: {
        Vanilla: '2 Pumps',
        'Half & Half': '1 Single',
        'Raspberry Puree': '2 Pumps',
      },
    });
    expect(typeof res.body.order__id).toBe('number');
  });

  it('scales a plain menu item to 32 oz and prefixes sugar-free flavors when low sugar', async () => {
    const res = await addItem(staff, { menu_item: 1, cup: 2, low_sugar: true });
    expect(res.status).toBe(201);
    // 4.50 + (0.30 + 0.60 + 0.60) x 2 = 7.50
    expect(res.body.price).toBe(7.5);
    expect(res.body.order_item_flavors).toEqual({
      'SUGAR-FREE Vanilla': '4 Pumps',
      'Half & Half': '2 Singles',
      'Raspberry Puree': '4 Pumps',
    });
  });

  it('prices a customized menu item: recipe flavors keep their quantity, new ones get one unit', async () => {
    const res = await addItem(staff, {
      menu_item: 1,
      cup: 2,
      low_sugar: true,
      custom_order__soda: 4,
      custom_order_flavors: [30, 11],
    });
    expect(res.status).toBe(201);
    // Sprite in 32 oz: 4.50 + Vanilla (2 x 2 = 4 pumps) 0.60 + Cherry (1 x 2 = 2 pumps) 0.30 = 5.40
    expect(res.body).toMatchObject({
      order_item_name: 'Coco Butter Kisses (Customized): Sprite with Vanilla and Cherry',
      price: 5.4,
      soda_name: 'Sprite',
      order_item_flavors: { 'SUGAR-FREE Vanilla': '4 Pumps', 'SUGAR-FREE Cherry': '2 Pumps' },
      menu_item: 1,
      custom_order__soda: 4,
      custom_order_flavors: [30, 11],
    });
  });

  it('keeps the manual price of a customized menu item', async () => {
    const res = await addItem(staff, {
      menu_item: 10,
      cup: 2,
      custom_order__soda: 3,
      custom_order_flavors: [22, 6],
    });
    // 4.50 + manual 1.50 x 2 = 7.50, whatever the flavors
    expect(res.body.price).toBe(7.5);
    expect(res.body.order_item_name).toBe(
      'Go Crazy (Customized): Mtn. Dew with Pineapple and Raspberry Puree',
    );
  });

  it('prices a custom drink on the water soda with its own base price', async () => {
    const res = await addItem(staff, {
      cup: 1,
      custom_order__soda: 5,
      custom_order_flavors: [3, 5],
      flat_or_sparkling: 'flat',
    });
    expect(res.status).toBe(201);
    // 2.75 + Fresh Lime 1 x 0.30 + Mango Puree 1 x 0.30 = 3.35
    expect(res.body).toMatchObject({
      order_item_name: 'Custom Drink: Water (Flat/Sparkling) with Fresh Lime and Mango Puree',
      price: 3.35,
      soda_name: 'Water (Flat/Sparkling)',
      flat_or_sparkling: 'flat',
      menu_item: null,
      order_item_flavors: { 'Fresh Lime': '1 Wedge', 'Mango Puree': '1 Pump' },
    });
  });

  it('names a custom drink without flavors by its soda alone', async () => {
    const res = await addItem(staff, { cup: 2, custom_order__soda: 1 });
    // 4.50, no flavors
    expect(res.body).toMatchObject({
      order_item_name: 'Custom Drink: Coke',
      price: 4.5,
      order_item_flavors: {},
    });
  });

  it('puts every item of a user at a location in the same unpaid order', async () => {
    const res = await staff.get(
      `/api/order-items?order__collected_by=${staff.userId}&order__is_paid=false`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(6);
    expect(new Set(res.body.map((i: any) => i.order__id)).size).toBe(1);
  });
});

describe('POST /api/order-items: validation changes nothing', () => {
  it('requires a cup with the spec message', async () => {
    const before = await countRows();
    const res = await addItem(staff, { menu_item: 1, cup: null });
    expect(res.status).toBe(400);
    expect(res.body.cup).toEqual(['You need to select a size']);
    expect(await countRows()).toEqual(before);
  });

  it('requires flat or sparkling for a water menu item and for the water soda as custom soda', async () => {
    const before = await countRows();
    const water = await addItem(staff, { menu_item: 17, cup: 1 });
    expect(water.status).toBe(400);
    expect(water.body).toEqual({ flat_or_sparkling: ['You need to select flat or sparkling'] });
    const customized = await addItem(staff, {
      menu_item: 1,
      cup: 1,
      custom_order__soda: 5,
      custom_order_flavors: [30],
    });
    expect(customized.body).toEqual({
      flat_or_sparkling: ['You need to select flat or sparkling'],
    });
    const custom = await addItem(staff, {
      cup: 1,
      custom_order__soda: 5,
      custom_order_flavors: [3],
      flat_or_sparkling: '',
    });
    expect(custom.body).toEqual({ flat_or_sparkling: ['You need to select flat or sparkling'] });
    expect(await countRows()).toEqual(before);
  });

  it('does not ask flat or sparkling when a water menu item is customized onto a fountain soda', async () => {
    const res = await addItem(staff, {
      menu_item: 17,
      cup: 1,
      custom_order__soda: 2,
      custom_order_flavors: [19],
    });
    expect(res.status).toBe(201);
    // Dr. Pepper 3.50 + Lavender (recipe 4 x 1 = 4 pumps) 0.60 = 4.10
    expect(res.body.price).toBe(4.1);
    expect(res.body.flat_or_sparkling).toBeNull();
    expect((await staff.delete(`/api/order-items/${res.body.id}`)).status).toBe(204);
  });

  it('answers 400 field errors for unknown flavors, menu item, soda, cup and location', async () => {
    const before = await countRows();
    const res = await staff.post('/api/order-items', {
      menu_item: 999,
      cup: 77,
      order__location: 55,
      custom_order__soda: 42,
      custom_order_flavors: [3, 9999],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      order__location: ['Unknown location.'],
      cup: ['Unknown cup size.'],
      menu_item: ['Unknown menu item.'],
      custom_order__soda: ['Unknown soda.'],
      custom_order_flavors: ['Unknown flavor id(s): 9999.'],
    });
    const noSoda = await addItem(staff, { cup: 1, custom_order_flavors: [3] });
    expect(noSoda.body).toEqual({ custom_order__soda: ['Select a soda for a custom drink.'] });
    const badTypes = await addItem(staff, {
      cup: 'large',
      low_sugar: 'maybe',
      custom_order_flavors: 'x',
    });
    expect(badTypes.status).toBe(400);
    expect(badTypes.body.low_sugar).toEqual(['You need to select a soda type']);
    expect(badTypes.body.custom_order_flavors).toEqual(['Expected a list of flavor ids']);
    expect(await countRows()).toEqual(before);
  });

  it('answers 400, never 500, for ids beyond the database integer range', async () => {
    const before = await countRows();
    for (const field of ['menu_item', 'cup', 'order__location', 'custom_order__soda']) {
      const res = await addItem(staff, {
        menu_item: 1,
        cup: 1,
        custom_order__soda: 1,
        [field]: 99999999999,
      });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body), field).toEqual([field]);
    }
    const bigFlavor = await addItem(staff, {
      cup: 1,
      custom_order__soda: 1,
      custom_order_flavors: [2147483648],
    });
    expect(bigFlavor.status).toBe(400);
    expect(Object.keys(bigFlavor.body)).toEqual(['custom_order_flavors']);
    for (const query of [
      'order=99999999999',
      'discount=99999999999',
      'order__collected_by=99999999999',
      'order__location=2147483648',
    ])
      expect((await staff.get(`/api/order-items?${query}`)).status, query).toBe(400);
    for (const query of [
      'cup=99999999999',
      'cup=1&menu_item=99999999999',
      'cup=1&custom_order__soda=99999999999',
      'cup=1&custom_order__soda=1&custom_order_flavors=[99999999999]',
    ])
      expect((await staff.get(`/api/order-items/price?${query}`)).status, query).toBe(400);
    expect((await staff.delete('/api/order-items/99999999999')).status).toBe(404);
    expect(await countRows()).toEqual(before);
  });

  it('refuses a drink whose catalogue amounts are too large to store, and a 101st item', async () => {
    const admin = await server.signIn('admin');
    const cashier = await server.signIn('staff');
    // The 32 oz cup made 1000 times its 16 oz amounts, for this test only.
    const big = (await admin.get('/api/cups/2')).body;
    const cup = (conversion_factor: number) =>
      admin.put('/api/cups/2', { size: big.size.value, price: big.price, conversion_factor });
    expect((await cup(1000)).status).toBe(200);
    onTestFinished(async () => {
      expect((await cup(big.conversion_factor)).status).toBe(200);
    });
    const menuItem = await admin.post('/api/menu-items', {
      name: 'Bottomless',
      soda: 1,
      flavors: [{ flavor: 30, quantity: 1000 }],
    });
    expect(menuItem.status).toBe(201);
    const before = await countRows();
    const tooLarge = await addItem(cashier, { menu_item: menuItem.body.id, cup: 2 });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toEqual({ cup: [ITEM_TOO_LARGE] });
    const quote = await cashier.get(`/api/order-items/price?cup=2&menu_item=${menuItem.body.id}`);
    expect(quote.status).toBe(400);
    expect(await countRows()).toEqual(before);

    for (let i = 0; i < MAX_ITEMS_PER_ORDER; i++)
      expect((await addItem(cashier, { menu_item: 5, cup: 1 })).status).toBe(201);
    const full = await countRows();
    const refused = await addItem(cashier, { menu_item: 5, cup: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: ORDER_FULL });
    expect(await countRows()).toEqual(full);
  });

  it('refuses signed-out users and users without a role', async () => {
    expect((await addItem(server.client(), { menu_item: 1, cup: 1 })).status).toBe(401);
    const nobody = await server.signIn('none');
    expect((await addItem(nobody, { menu_item: 1, cup: 1 })).status).toBe(403);
    expect((await nobody.get('/api/order-items')).status).toBe(403);
  });
});

describe('price quote', () => {
  const quote = (query: string) => staff.get(`/api/order-items/price?${query}`);

  it('equals the stored price for each kind of item', async () => {
    const cases = [
      {
        body: { menu_item: 2, cup: 1 },
        query: 'cup=1&menu_item=2&custom_order__soda=&custom_order_flavors=[]',
      },
      {
        body: { menu_item: 2, cup: 2, custom_order__soda: 4, custom_order_flavors: [12, 11] },
        query: 'cup=2&menu_item=2&custom_order__soda=4&custom_order_flavors=[12,11]',
      },
      {
        body: {
          cup: 2,
          custom_order__soda: 5,
          custom_order_flavors: [4],
          flat_or_sparkling: 'sparkling',
        },
        query: 'cup=2&custom_order__soda=5&custom_order_flavors=[4]',
      },
    ];
    // Got So Much Soul 16 oz: 3.50 + Coconut 2 x 0.15 + Fresh Lime 0.30 + Coconut Cream 2 x 0.30 = 4.70
    // customized 32 oz Sprite: 4.50 + Coconut (2 x 2) 0.60 + Cherry (1 x 2) 0.30 = 5.40
    // custom water 32 oz: 3.00 + Half & Half (1 x 2) 1.20 = 4.20
    const expected = [4.7, 5.4, 4.2];
    for (const [i, c] of cases.entries()) {
      const quoted = await quote(c.query);
      expect(quoted.status).toBe(200);
      expect(quoted.body).toEqual({ price: expected[i] });
      const stored = await addItem(staff, c.body);
      expect(stored.body.price).toBe(quoted.body.price);
      await staff.delete(`/api/order-items/${stored.body.id}`);
    }
  });

  it('requires a cup and rejects a bad flavor list', async () => {
    const noCup = await quote('menu_item=1');
    expect(noCup.status).toBe(400);
    expect(noCup.body.cup).toEqual(['You need to select a size']);
    const badList = await quote('cup=1&custom_order__soda=1&custom_order_flavors=[1,');
    expect(badList.body.custom_order_flavors).toEqual(['Expected a list of flavor ids']);
    expect((await server.client().get('/api/order-items/price?cup=1&menu_item=1')).status).toBe(
      401,
    );
  });
});

describe('carts belong to their collector', () => {
  it('isolates the carts of two staff members', async () => {
    const other = await server.signIn('staff');
    const mine = await addItem(other, { menu_item: 3, cup: 1 });
    expect(mine.status).toBe(201);
    expect(mine.body.order__id).not.toBe((await staff.get('/api/order-items')).body[0].order__id);

    const otherCart = await other.get(
      `/api/order-items?order__collected_by=${other.userId}&order__is_paid=false`,
    );
    expect(otherCart.body.map((i: any) => i.id)).toEqual([mine.body.id]);
    expect((await staff.get('/api/order-items')).body.some((i: any) => i.id === mine.body.id)).toBe(
      false,
    );
    // Someone else's cart can be neither read nor changed.
    expect((await staff.get(`/api/order-items?order__collected_by=${other.userId}`)).status).toBe(
      403,
    );
    expect((await staff.get(`/api/order-items?order=${mine.body.order__id}`)).status).toBe(403);
    expect((await staff.get(`/api/orders/${mine.body.order__id}`)).status).toBe(404);
    expect((await staff.delete(`/api/order-items/${mine.body.id}`)).status).toBe(404);
    expect((await staff.delete(`/api/orders/${mine.body.order__id}/`)).status).toBe(404);
    expect((await other.get('/api/order-items')).body).toHaveLength(1);
    // Admins may read any order's items.
    const admin = await server.signIn('admin');
    expect((await admin.get(`/api/order-items?order=${mine.body.order__id}`)).body).toHaveLength(1);
  });

  it('never fails with a 500 when an item is added while the cart is being cleared', async () => {
    const baker = await server.signIn('staff');
    for (let round = 0; round < 15; round++) {
      const first = await addItem(baker, { menu_item: 2, cup: 1 });
      const [added, cleared] = await Promise.all([
        addItem(baker, { menu_item: 3, cup: 1 }),
        baker.delete(`/api/orders/${first.body.order__id}`),
      ]);
      expect([added.status, cleared.status], `round ${round}`).toEqual([201, 204]);
      const cart = await baker.get('/api/order-items?order__is_paid=false');
      for (const item of cart.body) await baker.delete(`/api/order-items/${item.id}`);
    }
  });

  it('keeps an item added while the last other item of the cart is being removed', async () => {
    const baker = await server.signIn('staff');
    for (let round = 0; round < 15; round++) {
      const first = await addItem(baker, { menu_item: 2, cup: 1 });
      const [added, removed] = await Promise.all([
        addItem(baker, { menu_item: 3, cup: 1 }),
        baker.delete(`/api/order-items/${first.body.id}`),
      ]);
      expect([added.status, removed.status], `round ${round}`).toEqual([201, 204]);
      const cart = await baker.get('/api/order-items?order__is_paid=false');
      expect(
        cart.body.map((i: { id: number }) => i.id),
        `round ${round}`,
      ).toEqual([added.body.id]);
      await baker.delete(`/api/order-items/${added.body.id}`);
    }
  });

  it('deletes an item of the own cart, and the cart with its last item', async () => {
    const lone = await server.signIn('staff');
    const item = await addItem(lone, { menu_item: 4, cup: 1 });
    expect((await lone.delete(`/api/order-items/${item.body.id}`)).status).toBe(204);
    expect((await lone.delete(`/api/order-items/${item.body.id}`)).status).toBe(404);
    expect((await lone.get('/api/user-orders?is_paid=false')).body).toEqual([]);
    expect((await lone.delete('/api/order-items/abc')).status).toBe(404);
  });
});

describe('Idempotency-Key on POST /api/order-items', () => {
  it('replays the first answer and writes nothing twice', async () => {
    const headers = { 'idempotency-key': 'add-item-7f3a' };
    const first = await addItem(staff, { menu_item: 5, cup: 1 }, headers);
    expect(first.status).toBe(201);
    const before = await countRows();
    const again = await addItem(staff, { menu_item: 5, cup: 1 }, headers);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await countRows()).toEqual(before);
    // Concurrent retries of a new key still write one row.
    const key = { 'idempotency-key': 'add-item-parallel' };
    const results = await Promise.all(
      [1, 2, 3].map(() => addItem(staff, { menu_item: 6, cup: 1 }, key)),
    );
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect((await countRows()).items).toBe(before.items + 1);
  });

  it('keeps keys per user', async () => {
    const other = await server.signIn('staff');
    const res = await addItem(
      other,
      { menu_item: 5, cup: 1 },
      { 'idempotency-key': 'add-item-7f3a' },
    );
    expect(res.body.order__collected_by).toBe(other.userId);
  });
});

describe('order history', () => {
  it('keeps the flavors of an item as they were when it was added, whatever later recipe edits do', async () => {
    const cashier = await server.signIn('staff');
    const admin = await server.signIn('admin');
    // Menu item 2 "Got So Much Soul": Coconut x2, Fresh Lime x1, Coconut Cream x2.
    const added = await addItem(cashier, { menu_item: 2, cup: 2 });
    expect(added.status).toBe(201);
    const before = added.body;

    const edit = await admin.patch('/api/menu-items/2', { flavors: [{ flavor: 30, quantity: 5 }] });
    expect(edit.status).toBe(200);

    const after = await cashier.get(`/api/order-items?order=${before.order__id}`);
    expect(after.status).toBe(200);
    expect(after.body[0].order_item_flavors).toEqual(before.order_item_flavors);
    expect(after.body[0].order_item_flavors).toEqual({
      Coconut: '4 Pumps',
      'Fresh Lime': '2 Wedges',
      'Coconut Cream': '4 Pumps',
    });
    expect(after.body[0].price).toBe(before.price);
    expect(after.body[0].custom_order_flavors).toEqual([]);
  });

  it('keeps the name and soda an item was rung up with when its menu item is renamed or moved', async () => {
    const cashier = await server.signIn('staff');
    const admin = await server.signIn('admin');
    const soda = (await admin.post('/api/sodas', { name: 'Cream Soda' })).body;
    const created = await admin.post('/api/menu-items', {
      name: 'Cream Dream',
      soda: soda.id,
      flavors: [{ flavor: 30, quantity: 2 }],
    });
    expect(created.status).toBe(201);
    const plain = await addItem(cashier, { menu_item: created.body.id, cup: 1 });
    const customized = await addItem(cashier, {
      menu_item: created.body.id,
      cup: 1,
      custom_order_flavors: [1],
    });
    expect([plain.status, customized.status]).toEqual([201, 201]);
    const before = (await cashier.get(`/api/order-items?order=${plain.body.order__id}`)).body;
    expect(before[0]).toMatchObject({ order_item_name: 'Cream Dream', soda_name: 'Cream Soda' });
    expect(before[1].order_item_name).toMatch(/^Cream Dream \(Customized\): Cream Soda with /);

    // Renamed and moved to Coke (soda 1): the rung-up items stay as they were.
    const edit = await admin.patch(`/api/menu-items/${created.body.id}`, {
      name: 'Coke Dream',
      soda: 1,
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ name: 'Coke Dream', soda: { id: 1 } });
    const after = (await cashier.get(`/api/order-items?order=${plain.body.order__id}`)).body;
    // Issue 13: a customized item's changes are told against its menu item as it is now (the
    // recipe at the time is not stored); everything else stays as it was rung up.
    const withoutChanges = (items: Record<string, unknown>[]) =>
      items.map(({ description: _d, changes: _c, ...rest }) => rest);
    expect(withoutChanges(after)).toEqual(withoutChanges(before));
    expect(after[0]).toMatchObject({ description: 'Cream Dream', changes: [] });
    expect(after[1].changes[0]).toBe('Cream Soda instead of Coke');

    // No menu item uses the soda now, but the order items were made with it.
    const refused = await admin.delete(`/api/sodas/${soda.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This soda cannot be deleted: it is used by 2 order items.',
    });
  });
});

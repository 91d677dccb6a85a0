import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { expectStaffReadAdminWrite, insertOrder } from '../helpers/catalogue';
import { NO_BACKGROUND_WORK, useTestServer } from '../helpers/fixture';
import { startTestServer } from '../helpers/server';

const { server, admin, staff } = useTestServer({
  signIn: ['admin', 'staff'],
  config: NO_BACKGROUND_WORK,
});
const ids = {
  coke: 0,
  sprite: 0,
  syrup: 0,
  cream: 0,
  vanilla: 0,
  coconut: 0,
  cup16: 0,
  cup32: 0,
  promo: 0,
  oldPromo: 0,
};

async function create(path: string, body: unknown) {
  const res = await admin.post(path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

beforeAll(async () => {
  ids.coke = await create('/api/sodas', { name: 'Coke' });
  ids.sprite = await create('/api/sodas', { name: 'Sprite' });
  ids.syrup = await create('/api/flavor-groups', { name: 'Syrup', uom: 'pump', price: '0.15' });
  ids.cream = await create('/api/flavor-groups', { name: 'Cream', uom: 'pump', price: 0.3 });
  ids.vanilla = await create('/api/flavors', {
    name: 'Vanilla',
    flavor_group: ids.syrup,
    sugar_free_available: true,
  });
  ids.coconut = await create('/api/flavors', { name: 'Coconut Cream', flavor_group: ids.cream });
  ids.cup32 = await create('/api/cups', { size: 32, price: '4.50', conversion_factor: '2.00' });
  ids.cup16 = await create('/api/cups', { size: 16, price: '3.50', conversion_factor: 1 });
  ids.promo = await create('/api/limited-time-promotions/', { name: 'CASA' });
  ids.oldPromo = await create('/api/limited-time-promotions', { name: 'Summer 2023' });
  expect(
    (
      await admin.put(`/api/limited-time-promotions/${ids.oldPromo}`, {
        name: 'Summer 2023',
        is_archived: true,
      })
    ).status,
  ).toBe(200);
});

const recipe = () => [
  { flavor: ids.vanilla, quantity: 2 },
  { flavor: ids.coconut, quantity: '1.5' },
];

describe('menu item create and detail', () => {
  it('creates an item with its recipe and answers the full shape with cup prices ordered by size', async () => {
    const res = await admin.post('/api/menu-items', {
      name: 'Dirty Coke',
      soda: ids.coke,
      flavors: recipe(),
      limited_time_menu_item: null,
      price: null,
    });
    expect(res.status).toBe(201);
    // 16 oz: 3.50 + 2 x 0.15 + 1.5 x 0.30 = 3.50 + 0.30 + 0.45 = 4.25
    // 32 oz: 4.50 + (4 x 0.15 + 3 x 0.30) = 4.50 + 0.60 + 0.90 = 6.00
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Dirty Coke',
      soda: { id: ids.coke, name: 'Coke' },
      flavors: [
        {
          flavor: {
            id: ids.vanilla,
            name: 'Vanilla',
            flavor_group: {
              id: ids.syrup,
              name: 'Syrup',
              price: 0.15,
              uom: { value: 'pump', display: 'Pump' },
            },
            sugar_free_available: true,
          },
          quantity: 2,
        },
        {
          flavor: {
            id: ids.coconut,
            name: 'Coconut Cream',
            flavor_group: {
              id: ids.cream,
              name: 'Cream',
              price: 0.3,
              uom: { value: 'pump', display: 'Pump' },
            },
            sugar_free_available: false,
          },
          quantity: 1.5,
        },
      ],
      cup_prices: [
        { id: ids.cup16, size: { value: 16, display: '16 oz' }, price: 4.25 },
        { id: ids.cup32, size: { value: 32, display: '32 oz' }, price: 6 },
      ],
      limited_time_menu_item: null,
      limited_time_promotions: null,
      price: null,
      is_archived: false,
    });
    const detail = await staff.get(`/api/menu-items/${res.body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(res.body);
  });

  it('creates a limited-time item with a manual price; the manual price scales with the cup', async () => {
    const res = await admin.post('/api/menu-items/', {
      name: 'Casa Special',
      soda: ids.sprite,
      flavors: [{ flavor: ids.vanilla, quantity: 1 }],
      limited_time_menu_item: { limited_time_promo: ids.promo },
      price: { price: '1.25' },
    });
    expect(res.status).toBe(201);
    expect(res.body.limited_time_menu_item).toEqual({ limited_time_promo: ids.promo });
    expect(res.body.limited_time_promotions).toEqual({
      id: ids.promo,
      name: 'CASA',
      is_archived: false,
    });
    expect(res.body.price).toEqual({ price: 1.25 });
    // 16 oz: 3.50 + 1.25 x 1 = 4.75; 32 oz: 4.50 + 1.25 x 2 = 7.00 (the recipe does not count).
    expect(res.body.cup_prices.map((c: { price: number }) => c.price)).toEqual([4.75, 7]);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await staff.get('/api/menu-items/999999')).status).toBe(404);
    expect((await staff.get('/api/menu-items/abc')).status).toBe(404);
    expect((await admin.patch('/api/menu-items/999999', { name: 'x' })).status).toBe(404);
    expect((await admin.delete('/api/menu-items/999999')).status).toBe(404);
  });
});

describe('menu item validation', () => {
  const valid = () => ({
    name: 'Valid',
    soda: ids.coke,
    flavors: recipe(),
    limited_time_menu_item: null,
    price: null,
  });
  const count = async () => (await server.database.db.select().from(t.menuItems)).length;

  it('gives the spec messages for name, flavors, promo and price', async () => {
    const before = await count();
    const res = await admin.post('/api/menu-items', {
      name: ' ',
      soda: ids.coke,
      flavors: [],
      limited_time_menu_item: { limited_time_promo: null },
      price: { price: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: ['Name is required'],
      flavors: ['Please add at least 1 flavor'],
      limited_time_menu_item: ['Please select a limited time promo'],
      price: ['Please enter a price'],
    });
    const missing = await admin.post('/api/menu-items', {});
    expect(missing.body).toEqual({
      name: ['Name is required'],
      soda: ['Soda is required'],
      flavors: ['Please add at least 1 flavor'],
    });
    expect(await count()).toBe(before);
  });

  it('refuses an unknown soda, flavor or promo on their fields and writes nothing', async () => {
    const before = await count();
    const res = await admin.post('/api/menu-items', {
      ...valid(),
      soda: 99999,
      flavors: [{ flavor: 88888, quantity: 1 }],
      limited_time_menu_item: { limited_time_promo: 77777 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      soda: ['Soda not found.'],
      flavors: ['Flavor not found: 88888.'],
      limited_time_menu_item: ['Limited time promo not found.'],
    });
    expect(await count()).toBe(before);
  });

  it('refuses zero or negative quantities and prices, duplicate flavors and wrong types', async () => {
    const zeroQuantity = await admin.post('/api/menu-items', {
      ...valid(),
      flavors: [{ flavor: ids.vanilla, quantity: 0 }],
    });
    expect(zeroQuantity.body).toEqual({ flavors: ['Quantity must be greater than 0'] });
    const negative = await admin.post('/api/menu-items', { ...valid(), price: { price: -1 } });
    expect(negative.body).toEqual({ price: ['Price must be greater than 0'] });
    const zeroPrice = await admin.post('/api/menu-items', { ...valid(), price: { price: 0 } });
    expect(zeroPrice.body).toEqual({ price: ['Price must be greater than 0'] });
    const duplicate = await admin.post('/api/menu-items', {
      ...valid(),
      flavors: [
        { flavor: ids.vanilla, quantity: 1 },
        { flavor: ids.vanilla, quantity: 2 },
      ],
    });
    expect(duplicate.body).toEqual({ flavors: ['Each flavor can be added only once'] });
    const badSoda = await admin.post('/api/menu-items', { ...valid(), soda: 'coke' });
    expect(badSoda.body).toEqual({ soda: ['Soda must be a valid id'] });
    const tooPrecise = await admin.post('/api/menu-items', {
      ...valid(),
      price: { price: '1.234' },
    });
    expect(tooPrecise.body).toEqual({ price: ['Use at most 2 decimals'] });
  });
});

describe('menu item filters', () => {
  it('filters by soda, promo presence, promo id and promo archive state', async () => {
    const db = server.database.db;
    await admin.post('/api/menu-items', {
      name: 'Old Promo Drink',
      soda: ids.coke,
      flavors: [{ flavor: ids.vanilla, quantity: 1 }],
      limited_time_menu_item: { limited_time_promo: ids.oldPromo },
    });
    const all = await db.select().from(t.menuItems);
    const names = (body: { name: string }[]) => body.map((m) => m.name);

    const coke = await staff.get(`/api/menu-items?soda=${ids.coke}`);
    expect(names(coke.body)).toEqual(names(coke.body).slice().sort());
    expect(coke.body.every((m: { soda: { id: number } }) => m.soda.id === ids.coke)).toBe(true);
    expect(names(coke.body)).toContain('Dirty Coke');
    expect(names(coke.body)).not.toContain('Casa Special');

    const regular = await staff.get(
      `/api/menu-items?soda=${ids.coke}&limited_time_promotions__isnull=true`,
    );
    expect(
      regular.body.every(
        (m: { limited_time_promotions: unknown }) => m.limited_time_promotions === null,
      ),
    ).toBe(true);
    expect(names(regular.body)).not.toContain('Old Promo Drink');

    const promoted = await staff.get('/api/menu-items?limited_time_promotions__isnull=false');
    expect(names(promoted.body).sort()).toEqual(['Casa Special', 'Old Promo Drink']);

    const casa = await staff.get(
      `/api/menu-items?limited_time_promotions__limited_time_promo=${ids.promo}`,
    );
    expect(names(casa.body)).toEqual(['Casa Special']);

    const active = await staff.get(
      '/api/menu-items?limited_time_promotions__limited_time_promo__is_archived=false',
    );
    expect(names(active.body)).toEqual(['Casa Special']);
    const archived = await staff.get(
      '/api/menu-items?limited_time_promotions__limited_time_promo__is_archived=true',
    );
    expect(names(archived.body)).toEqual(['Old Promo Drink']);

    const everything = await staff.get('/api/menu-items');
    expect(everything.body).toHaveLength(all.length);

    const bad = await staff.get('/api/menu-items?soda=abc&limited_time_promotions__isnull=maybe');
    expect(bad.status).toBe(400);
    for (const word of ['constructor', '__proto__', 'toString']) {
      const odd = await staff.get(`/api/menu-items?is_archived=${word}`);
      expect(odd.status, word).toBe(400);
      expect(odd.body).toEqual({ is_archived: ['Expected true or false'] });
    }
    expect(bad.body).toEqual({
      soda: ['Expected a whole number'],
      limited_time_promotions__isnull: ['Expected true or false'],
    });
  });
});

describe('menu item patch and delete', () => {
  it('patches name, soda, recipe, promo and manual price in one go, and only what is sent', async () => {
    const created = await admin.post('/api/menu-items', {
      name: 'Patch Me',
      soda: ids.coke,
      flavors: recipe(),
    });
    const id = created.body.id;
    const renamed = await admin.patch(`/api/menu-items/${id}`, { name: 'Patched' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...created.body, name: 'Patched' });

    const changed = await admin.patch(`/api/menu-items/${id}`, {
      soda: ids.sprite,
      flavors: [{ flavor: ids.coconut, quantity: 3 }],
      limited_time_menu_item: { limited_time_promo: ids.promo },
      price: { price: 2 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.soda).toEqual({ id: ids.sprite, name: 'Sprite' });
    expect(
      changed.body.flavors.map((f: { flavor: { id: number }; quantity: number }) => [
        f.flavor.id,
        f.quantity,
      ]),
    ).toEqual([[ids.coconut, 3]]);
    expect(changed.body.limited_time_menu_item).toEqual({ limited_time_promo: ids.promo });
    // 3.50 + 2.00 and 4.50 + 4.00
    expect(changed.body.cup_prices.map((c: { price: number }) => c.price)).toEqual([5.5, 8.5]);

    const back = await admin.patch(`/api/menu-items/${id}`, {
      limited_time_menu_item: null,
      price: null,
      is_archived: true,
    });
    expect(back.body.limited_time_menu_item).toBeNull();
    expect(back.body.price).toBeNull();
    expect(back.body.is_archived).toBe(true);
    // 3 x 0.30 = 0.90 and 6 x 0.30 = 1.80 from the recipe again.
    expect(back.body.cup_prices.map((c: { price: number }) => c.price)).toEqual([4.4, 6.3]);
    const archivedOnly = await staff.get('/api/menu-items?is_archived=true');
    expect(archivedOnly.body.map((m: { id: number }) => m.id)).toEqual([id]);
  });

  it('validates a patch and leaves the item unchanged on error', async () => {
    const created = await admin.post('/api/menu-items', {
      name: 'Keep Me',
      soda: ids.coke,
      flavors: recipe(),
    });
    const res = await admin.patch(`/api/menu-items/${created.body.id}`, {
      flavors: [],
      soda: 424242,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ flavors: ['Please add at least 1 flavor'] });
    const unknownSoda = await admin.patch(`/api/menu-items/${created.body.id}`, { soda: 424242 });
    expect(unknownSoda.body).toEqual({ soda: ['Soda not found.'] });
    expect((await staff.get(`/api/menu-items/${created.body.id}`)).body).toEqual(created.body);
  });

  it('deletes an unused item with its recipe, and refuses with 409 one that orders use', async () => {
    const unused = await admin.post('/api/menu-items', {
      name: 'Short Lived',
      soda: ids.coke,
      flavors: recipe(),
    });
    expect((await admin.delete(`/api/menu-items/${unused.body.id}`)).status).toBe(204);
    expect((await staff.get(`/api/menu-items/${unused.body.id}`)).status).toBe(404);
    const leftovers = await server.database.db
      .select()
      .from(t.menuItemFlavors)
      .where(eq(t.menuItemFlavors.menuItemId, unused.body.id));
    expect(leftovers).toEqual([]);

    const sold = await admin.post('/api/menu-items', {
      name: 'Best Seller',
      soda: ids.coke,
      flavors: recipe(),
    });
    await insertOrder(server.database, {
      userId: staff.userId,
      items: [
        { menuItemId: sold.body.id, cupId: ids.cup16 },
        { menuItemId: sold.body.id, cupId: ids.cup32 },
      ],
    });
    const refused = await admin.delete(`/api/menu-items/${sold.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This menu item cannot be deleted: it is used by 2 order items.',
    });
    expect((await staff.get(`/api/menu-items/${sold.body.id}`)).body).toEqual(sold.body);
  });
});

describe('menu item guards', () => {
  it('lets staff read, only admins write; signed out 401, no role 403', async () => {
    const [item] = (await staff.get('/api/menu-items')).body;
    await expectStaffReadAdminWrite(
      server,
      ['/api/menu-items', `/api/menu-items/${item.id}`, '/api/menu-items?soda=1'],
      [
        ['POST', '/api/menu-items'],
        ['POST', '/api/menu-items/'],
        ['PATCH', `/api/menu-items/${item.id}`, { name: 'Hacked' }],
        ['DELETE', `/api/menu-items/${item.id}`],
      ],
    );
    expect((await staff.get(`/api/menu-items/${item.id}`)).body.name).toBe(item.name);
  });
});

describe('menu item list queries', () => {
  it('uses the same number of queries for 2 and for 40 menu items (no query per row)', async () => {
    // No folds or vacuum passes: their statements, landing during a list, would count as its own.
    const fresh = await startTestServer({ config: NO_BACKGROUND_WORK });
    try {
      const freshAdmin = await fresh.signIn('admin');
      const soda = (await freshAdmin.post('/api/sodas', { name: 'Coke' })).body.id;
      const group = (
        await freshAdmin.post('/api/flavor-groups', { name: 'Syrup', uom: 'pump', price: 0.15 })
      ).body.id;
      const flavorIds: number[] = [];
      for (const name of ['Vanilla', 'Cherry', 'Lime']) {
        flavorIds.push(
          (await freshAdmin.post('/api/flavors', { name, flavor_group: group })).body.id,
        );
      }
      await freshAdmin.post('/api/cups', { size: 16, price: 3.5, conversion_factor: 1 });
      await freshAdmin.post('/api/cups', { size: 32, price: 4.5, conversion_factor: 2 });
      const addItems = async (from: number, to: number) => {
        for (let i = from; i < to; i++) {
          const res = await freshAdmin.post('/api/menu-items', {
            name: `Item ${String(i).padStart(2, '0')}`,
            soda,
            flavors: flavorIds.map((flavor) => ({ flavor, quantity: 1 + (i % 3) })),
          });
          expect(res.status).toBe(201);
        }
      };
      const queriesForList = async () => {
        const before = fresh.database.queryCount();
        const res = await freshAdmin.get('/api/menu-items');
        expect(res.status).toBe(200);
        return { queries: fresh.database.queryCount() - before, items: res.body.length };
      };
      await addItems(0, 2);
      const small = await queriesForList();
      await addItems(2, 40);
      const large = await queriesForList();
      expect(small.items).toBe(2);
      expect(large.items).toBe(40);
      expect(large.queries).toBe(small.queries);
    } finally {
      await fresh.close();
    }
  });
});

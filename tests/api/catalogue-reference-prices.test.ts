import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/fixture';

const { server } = useTestServer({ seed: true });

/*
 * Worked by hand from reference-data. Cups: 16 oz $3.50 (factor 1), 32 oz $4.50 (factor 2).
 * Water soda (id 5) base: $2.75 / 16 oz, $3.00 / 32 oz. Group prices per unit: Syrup 0.15,
 * Puree 0.30, Fruit 0.30, Cream 0.30, Half & Half 0.60, Spice 0.00.
 * price(cup) = base + factor x sum(quantity x unit price), or base + factor x manual price.
 */
const EXPECTED: Record<number, [name: string, p16: number, p32: number]> = {
  // Vanilla 2 x .15 + Half & Half 1 x .60 + Raspberry Puree 2 x .30 = 1.50 -> 3.50+1.50, 4.50+3.00
  1: ['Coco Butter Kisses', 5.0, 7.5],
  // Coconut 2 x .15 + Fresh Lime 1 x .30 + Coconut Cream 2 x .30 = 1.20 -> 4.70, 4.50+2.40
  2: ['Got So Much Soul', 4.7, 6.9],
  // Cherry, Hibiscus, Coconut syrups 3 x (2 x .15) = 0.90 -> 4.40, 4.50+1.80
  3: ['Hey Ma', 4.4, 6.3],
  // Lavender .30 + Blackberry .30 + Strawberry Puree .60 + Fresh Lime .30 = 1.50
  4: ['Now or Never', 5.0, 7.5],
  // Strawberry .30 + Blackberry .30 + Vanilla .30 + Half & Half .60 = 1.50
  5: ['Dilemma', 5.0, 7.5],
  // Vanilla .30 + Coconut Cream .60 = 0.90
  6: ['Laugh Now Cry Later', 4.4, 6.3],
  // Raspberry Puree .60 + Coconut .30 + Half & Half .60 = 1.50
  7: ['My Favorite Part', 5.0, 7.5],
  // Peach .30 + Vanilla .30 + Strawberry Puree .60 = 1.20
  8: ['Whats Poppin', 4.7, 6.9],
  // Dragon Fruit .30 + Pineapple .30 + Mango .30 + Vanilla Cream .60 = 1.50
  9: ['Juicy', 5.0, 7.5],
  // Manual price 1.50 (its recipe is ignored): 3.50 + 1.50, 4.50 + 2 x 1.50
  10: ['Go Crazy', 5.0, 7.5],
  // Peach .30 + Raspberry .30 + Half & Half .60 = 1.20
  11: ["Livin' On An Island", 4.7, 6.9],
  // Mango Puree 2 x .30 + Strawberry 4 x .15 = 1.20
  12: ['Them Summer Nights', 4.7, 6.9],
  // Blue Raspberry .30 + Mango .30 + Pineapple .30 + Vanilla Cream .60 = 1.50
  13: ['Redbone', 5.0, 7.5],
  // Coconut .30 + Guava 4 x .15 = .60 + Fresh Lime .30 = 1.20
  14: ['Ride That Wave', 4.7, 6.9],
  // Raspberry Puree .60 + Vanilla .30 + Strawberry .30 = 1.20
  15: ['Still In My Vans', 4.7, 6.9],
  // Prickly Pear 4 x .15 = .60 + Raspberry .30 + Strawberry .30 = 1.20
  16: ['Suga Suga', 4.7, 6.9],
  // Water: Lavender 4 x .15 = .60 + Vanilla .60 + Peach .30 + Fresh Lime .30 = 1.80 -> 2.75+1.80, 3.00+3.60
  17: ['Crazy In Love', 4.55, 6.6],
  // Water: Dragon Fruit .30 + Mango .30 + Pineapple .30 + Mango Puree .60 = 1.50 -> 2.75+1.50, 3.00+3.00
  18: ['I Got A Feeling', 4.25, 6.0],
  // Water: Strawberry Puree .60 + Strawberry .30 + Cherry .30 + Coconut .30 + Fresh Lime .30 = 1.80
  19: ['Rock With You', 4.55, 6.6],
  // Water: Blackberry .30 + Raspberry .30 + Hibiscus .30 + Raspberry Puree .60 + Coconut Cream .60 = 2.10
  20: ['Mrs. Officer', 4.85, 7.2],
  // Dragon Fruit .30 + Strawberry Puree .60 + Pineapple .30 = 1.20 (the CASA promo item)
  21: ["I'll Be There", 4.7, 6.9],
};

describe('reference catalogue menu item prices', () => {
  it('matches the hand-computed price of every menu item in both cups', async () => {
    const staff = await server.signIn('staff');
    const res = await staff.get('/api/menu-items');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(Object.keys(EXPECTED).length);
    for (const item of res.body) {
      const [name, p16, p32] = EXPECTED[item.id];
      expect({ name: item.name, prices: item.cup_prices }).toEqual({
        name,
        prices: [
          { id: 1, size: { value: 16, display: '16 oz' }, price: p16 },
          { id: 2, size: { value: 32, display: '32 oz' }, price: p32 },
        ],
      });
    }
  });

  it("shows the manual price of Go Crazy and the CASA promotion of I'll Be There", async () => {
    const staff = await server.signIn('staff');
    expect((await staff.get('/api/menu-items/10')).body.price).toEqual({ price: 1.5 });
    const casa = await staff.get('/api/menu-items?limited_time_promotions__limited_time_promo=1');
    expect(casa.body.map((m: { name: string }) => m.name)).toEqual(["I'll Be There"]);
    const sprite = await staff.get('/api/menu-items?soda=4&limited_time_promotions__isnull=true');
    expect(sprite.body.map((m: { name: string }) => m.name)).toEqual([
      'Redbone',
      'Ride That Wave',
      'Still In My Vans',
      'Suga Suga',
    ]);
  });

  it('reprices every item when a flavor group price changes', async () => {
    const admin = await server.signIn('admin');
    // Half & Half 0.60 -> 0.80: Coco Butter Kisses 1.50 + 0.20 = 1.70 -> 5.20 and 4.50 + 3.40 = 7.90
    expect(
      (
        await admin.put('/api/flavor-groups/5', {
          name: 'Half & Half',
          uom: 'single',
          price: '0.80',
        })
      ).status,
    ).toBe(200);
    const item = await admin.get('/api/menu-items/1');
    expect(item.body.cup_prices.map((c: { price: number }) => c.price)).toEqual([5.2, 7.9]);
  });
});

describe('a soda’s own base price per cup', () => {
  it('shows the water soda’s base prices and lets an admin change them, repricing its items', async () => {
    const admin = await server.signIn('admin');
    const staff = await server.signIn('staff');
    expect((await staff.get('/api/sodas/5/cup-prices')).body).toEqual([
      { cup: 1, size: { value: 16, display: '16 oz' }, price: 2.75, is_soda_price: true },
      { cup: 2, size: { value: 32, display: '32 oz' }, price: 3, is_soda_price: true },
    ]);
    expect(
      (await staff.get('/api/sodas/1/cup-prices')).body.map(
        (p: { price: number; is_soda_price: boolean }) => [p.price, p.is_soda_price],
      ),
    ).toEqual([
      [3.5, false],
      [4.5, false],
    ]);

    const changed = await admin.put('/api/sodas/5/cup-prices', {
      cup_prices: [
        { cup: 1, price: '2.50' },
        { cup: 2, price: null },
      ],
    });
    expect(changed.status).toBe(200);
    expect(
      changed.body.map((p: { price: number; is_soda_price: boolean }) => [
        p.price,
        p.is_soda_price,
      ]),
    ).toEqual([
      [2.5, true],
      [4.5, false],
    ]);
    // I Got A Feeling (flavors 1.50 per 16 oz): 2.50 + 1.50 = 4.00; 32 oz now on the cup's 4.50 + 3.00 = 7.50.
    const item = await staff.get('/api/menu-items/18');
    expect(item.body.cup_prices.map((c: { price: number }) => c.price)).toEqual([4, 7.5]);
  });

  it('validates cups and prices, 404s unknown sodas and lets only admins change prices', async () => {
    const admin = await server.signIn('admin');
    const staff = await server.signIn('staff');
    expect(
      (await admin.put('/api/sodas/5/cup-prices', { cup_prices: [{ cup: 99, price: 1 }] })).body,
    ).toEqual({
      cup_prices: ['Cup not found: 99.'],
    });
    expect(
      (await admin.put('/api/sodas/5/cup-prices', { cup_prices: [{ cup: 1, price: -1 }] })).body,
    ).toEqual({
      cup_prices: ['Price must not be negative'],
    });
    expect((await admin.put('/api/sodas/5/cup-prices', {})).body).toEqual({
      cup_prices: ['Required'],
    });
    expect((await admin.put('/api/sodas/999/cup-prices', { cup_prices: [] })).status).toBe(404);
    expect((await staff.get('/api/sodas/999/cup-prices')).status).toBe(404);
    expect((await staff.put('/api/sodas/5/cup-prices', { cup_prices: [] })).status).toBe(403);
    expect((await server.client().get('/api/sodas/5/cup-prices')).status).toBe(401);
  });
});

describe('every soda’s base prices in one answer', () => {
  it('lists each soda with the prices its own cup-prices answer gives, and follows a change', async () => {
    const staff = await server.signIn('staff');
    const all = await staff.get('/api/soda-cup-prices');
    expect(all.status).toBe(200);
    const sodas = (await staff.get('/api/sodas')).body as { id: number }[];
    expect(all.body.map((list: { soda: number }) => list.soda)).toEqual(
      sodas.map((s) => s.id).sort((a, b) => a - b),
    );
    for (const list of all.body as { soda: number; prices: unknown[] }[])
      expect(list.prices).toEqual((await staff.get(`/api/sodas/${list.soda}/cup-prices`)).body);

    const admin = await server.signIn('admin');
    const put = { cup_prices: [{ cup: 1, price: '2.60' }] };
    expect((await admin.put('/api/sodas/5/cup-prices', put)).status).toBe(200);
    const water = (await staff.get('/api/soda-cup-prices')).body.find(
      (list: { soda: number }) => list.soda === 5,
    );
    expect(water.prices[0]).toMatchObject({ cup: 1, price: 2.6, is_soda_price: true });
  });

  it('is for signed-in staff only', async () => {
    expect((await server.client().get('/api/soda-cup-prices')).status).toBe(401);
  });
});

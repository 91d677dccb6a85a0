import { describe, expect, it } from 'vitest';
import { addItem, LOCATION, payNewOrder } from '../helpers/orders';
import { NO_BACKGROUND_WORK, useTestServer } from '../helpers/fixture';

const { server, staff } = useTestServer({
  seed: true,
  signIn: ['staff'],
  config: NO_BACKGROUND_WORK,
});

const queue = async () => {
  const res = await staff.get(`/api/pending-orders?location_id=${LOCATION}`);
  expect(res.status).toBe(200);
  return res.body as any[];
};
const progress = (id: number, body: Record<string, unknown>, client = staff) =>
  client.patch(`/api/orders/${id}/update-in-progress`, body);

describe('update-in-progress moves along the allowed transitions', () => {
  it('starts, finishes and refuses what is not allowed', async () => {
    const id = await payNewOrder(staff);
    const started = await progress(id, { is_in_progress: true });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ id, is_in_progress: true, is_complete: false });
    expect(started.body.started_at).not.toBeNull();
    const again = await progress(id, { is_in_progress: true });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`${staff.email.split('@')[0]} already started this order.`);
    const released = await progress(id, { is_in_progress: false });
    expect(released.body).toMatchObject({ is_in_progress: false, started_at: null });
    const finished = await staff.patch(`/api/orders/${id}/update-in-progress/`, {
      is_in_progress: false,
      is_complete: true,
    });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ is_in_progress: false, is_complete: true });
    expect((await progress(id, { is_in_progress: true })).status).toBe(409);
    expect((await progress(id, { is_in_progress: false, is_complete: true })).body.message).toBe(
      'This order is already complete.',
    );
  });

  it('refuses an unpaid order, an unknown order and a bad body', async () => {
    const cart = await addItem(staff, { menu_item: 1, cup: 1 });
    const unpaid = await progress(cart.body.order__id, { is_in_progress: true });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe('This order has not been paid yet.');
    expect((await progress(999999, { is_in_progress: true })).status).toBe(404);
    expect((await progress(cart.body.order__id, { is_in_progress: 'yes' })).body).toEqual({
      is_in_progress: ['Expected boolean, received string'],
    });
    await staff.delete(`/api/orders/${cart.body.order__id}`);
  });

  it('answers 404 or 400, never 500, for ids beyond the database integer range', async () => {
    const big = 99999999999;
    expect((await staff.get(`/api/orders/${big}`)).status).toBe(404);
    expect((await progress(big, { is_in_progress: true })).status).toBe(404);
    expect((await staff.patch(`/api/orders/${big}`, { is_complete: true })).status).toBe(404);
    expect((await staff.delete(`/api/orders/${big}`)).status).toBe(404);
    expect(
      (
        await staff.patch(`/api/orders/${big}/complete-order-payment`, {
          order_name: 1,
          paid_amount: 5,
        })
      ).status,
    ).toBe(404);
    for (const path of [
      `/api/pending-orders?location_id=${big}`,
      `/api/orders-queue?location=${big}`,
      `/api/user-orders?location=${big}`,
      `/api/user-orders?collected_by=${big}`,
    ])
      expect((await staff.get(path)).status, path).toBe(400);
    const cart = await addItem(staff, { menu_item: 1, cup: 1 });
    const rename = await staff.patch(`/api/orders/${cart.body.order__id}`, {
      order_name: String(big),
    });
    expect(rename.status).toBe(400);
    expect(rename.body).toEqual({ order_name: ['Unknown order name.'] });
    await staff.delete(`/api/orders/${cart.body.order__id}`);
  });

  it('lets exactly one of 10 parallel starts win', async () => {
    const id = await payNewOrder(staff);
    const baristas = await Promise.all([1, 2, 3].map(() => server.signIn('staff')));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => progress(id, { is_in_progress: true }, baristas[i % 3])),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect((await staff.get(`/api/orders/${id}`)).body.is_in_progress).toBe(true);
  });

  it('lets admins put a completed order back at any time', async () => {
    const id = await payNewOrder(staff);
    await progress(id, { is_in_progress: false, is_complete: true });
    const admin = await server.signIn('admin');
    const reopened = await progress(id, { is_in_progress: false, is_complete: false }, admin);
    expect(reopened.body).toMatchObject({ is_complete: false, completed_at: null });
  });
});

/** Deletes every order the location's queue shows, until it shows none. */
async function emptyQueue() {
  const admin = await server.signIn('admin');
  for (let shown = await queue(); shown.length; shown = await queue()) {
    for (const order of shown) await admin.delete(`/api/orders/${order.id}/`);
  }
}

describe('the queue of a location', () => {
  it('lists incomplete orders oldest paid first, then completed newest first, at most 10', async () => {
    await emptyQueue();
    expect(await queue()).toEqual([]);

    const ids: number[] = [];
    for (let i = 0; i < 6; i++)
      ids.push(await payNewOrder(staff, [{ menu_item: 1 + i, cup: 1 }], 3 + i));
    const [o1, o2, o3, o4, o5, o6] = ids;
    await progress(o2, { is_in_progress: false, is_complete: true });
    await progress(o4, { is_in_progress: false, is_complete: true });
    await progress(o5, { is_in_progress: true });
    const shown = await queue();
    expect(shown.map((o) => o.id)).toEqual([o1, o3, o5, o6, o4, o2]);
    expect(shown[0]).toMatchObject({
      id: o1,
      collected_by: staff.userId,
      location: LOCATION,
      order_name__name: '2Pac',
      is_in_progress: false,
      is_complete: false,
    });
    expect(shown[2].is_in_progress).toBe(true);
    // Entries carry their items with the display fields so the backup page can show recipes.
    expect(shown[0].order_items[0]).toMatchObject({
      order_item_name: 'Coco Butter Kisses',
      cup__size__display: '16 oz',
      order_item_flavors: {
        Vanilla: '2 Pumps',
        'Half & Half': '1 Single',
        'Raspberry Puree': '2 Pumps',
      },
    });

    for (let i = 0; i < 6; i++) ids.push(await payNewOrder(staff, [{ menu_item: 1, cup: 2 }]));
    const full = await queue();
    expect(full).toHaveLength(10);
    expect(full.map((o) => o.id)).toEqual([o1, o3, o5, o6, ...ids.slice(6, 12)]);
  });

  it('filters with GET /api/orders-queue and lists the own orders with GET /api/user-orders', async () => {
    const incomplete = await staff.get(
      `/api/orders-queue?location=${LOCATION}&is_complete=false&is_paid=true`,
    );
    expect(incomplete.status).toBe(200);
    expect(incomplete.body.length).toBeGreaterThanOrEqual(10);
    expect(
      incomplete.body.every((o: any) => o.is_paid && !o.is_complete && o.location === LOCATION),
    ).toBe(true);
    const completed = await staff.get(`/api/orders-queue/?location=${LOCATION}&is_complete=true`);
    expect(completed.body.every((o: any) => o.is_complete)).toBe(true);
    // Another member's cart never shows in the queue listing.
    const other = await server.signIn('staff');
    const cart = await addItem(other, { menu_item: 1, cup: 1 });
    const unpaid = await staff.get(`/api/orders-queue?location=${LOCATION}&is_paid=false`);
    expect(unpaid.body.some((o: any) => o.id === cart.body.order__id)).toBe(false);
    const own = await other.get(`/api/user-orders?collected_by=${other.userId}&is_paid=false`);
    expect(own.body.map((o: any) => o.id)).toEqual([cart.body.order__id]);
    expect((await staff.get('/api/pending-orders?location_id=')).status).toBe(400);
    expect((await server.client().get(`/api/pending-orders?location_id=${LOCATION}`)).status).toBe(
      401,
    );
  });
});

describe('no N+1 queries', () => {
  const queriesOf = async (path: string, client = staff) => {
    const before = server.database.queryCount();
    const res = await client.get(path);
    expect(res.status).toBe(200);
    return server.database.queryCount() - before;
  };

  it('keeps the cart query count constant as items grow', async () => {
    const barista = await server.signIn('staff');
    const cartPath = `/api/order-items?order__collected_by=${barista.userId}&order__is_paid=false&discount=2`;
    const kinds = [
      { menu_item: 1, cup: 1 },
      { menu_item: 2, cup: 2, custom_order__soda: 4, custom_order_flavors: [11, 12] },
      { cup: 1, custom_order__soda: 5, custom_order_flavors: [3], flat_or_sparkling: 'flat' },
    ];
    for (const item of kinds) await addItem(barista, item);
    const small = await queriesOf(cartPath, barista);
    for (let i = 0; i < 3; i++)
      for (const item of kinds)
        await addItem(barista, { ...item, menu_item: item.menu_item && item.menu_item + i + 3 });
    expect((await barista.get(cartPath)).body).toHaveLength(12);
    expect(await queriesOf(cartPath, barista)).toBe(small);
  });

  it('keeps the queue query count constant as orders grow', async () => {
    await emptyQueue();
    await payNewOrder(staff);
    const path = `/api/pending-orders?location_id=${LOCATION}`;
    const small = await queriesOf(path);
    for (let i = 0; i < 5; i++) {
      await payNewOrder(staff, [
        { menu_item: 8 + i, cup: 1 },
        { cup: 2, custom_order__soda: 2, custom_order_flavors: [9, 10] },
      ]);
    }
    // The first read after the sales: the one after it is answered from the kept text.
    expect(await queriesOf(path)).toBe(small);
    expect((await queue()).length).toBe(6);
  });
});

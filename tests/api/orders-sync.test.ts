import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../src/server/db/schema';
import { ORDER_FULL } from '../../src/shared/order-schemas';
import { CASH_SHORT_MESSAGE } from '../../src/shared/tenders';
import { TAKEN_AT_AHEAD, TAKEN_AT_TOO_OLD } from '../../src/shared/sync-schemas';
import { setAvailable } from '../helpers/availability';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import { LOCATION } from '../helpers/orders';
import { offlineSale, sync, syncedCount } from '../helpers/sync';

// Issue 29: POST /api/orders/sync, a sale made offline, stored exactly once and never refused for
// what the catalogue became since. Menu item 1 in 16 oz (cup 1) is $5.00; the shop has no tax.

const { server, staff, admin } = useTestServer({ seed: true, signIn: ['staff', 'admin'] });
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function auditOf(action: string, target: string) {
  const res = await admin.get(`/api/audit-log?action=${action}`);
  expect(res.status).toBe(200);
  return res.body.results.filter((entry: { target: string }) => entry.target === target);
}

const storedItems = (orderId: number) =>
  server.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));

async function allOrders() {
  const [row] = await server.database.db.select({ n: count() }).from(orders);
  return row.n;
}

describe('a synced sale', () => {
  it('is stored once: 201, then 200 with the same order however often it is resent', async () => {
    const body = offlineSale({ tip: 0.5, paid_amount: 5.5, cash_tendered: 10 });
    const first = await sync(staff, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      client_id: body.client_id,
      is_paid: true,
      paid_at: body.taken_at,
      paid_amount: 5.5,
      subtotal: 5,
      discount_amount: 0,
      tax: 0,
      tip: 0.5,
      total: 5.5,
      payment_method: 'cash',
      cash_tendered: 10,
      change_due: 4.5,
      collected_by: staff.userId,
      price_difference: null,
    });
    for (const again of [body, { ...body, paid_amount: 99, cash_tendered: 99 }]) {
      const res = await sync(staff, again);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(first.body);
    }
    expect(await syncedCount(server.database, body.client_id as string)).toBe(1);
  });

  it('keeps the figures the device sold with when they add up, else derives them', async () => {
    const sold = { subtotal: 5, discount_amount: 1, tax: 0, paid_amount: 4, cash_tendered: 4 };
    const res = await sync(staff, offlineSale(sold));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subtotal: 5, discount_amount: 1, tax: 0, total: 4 });
    const wrong = { ...sold, discount_amount: 3 };
    const derived = await sync(staff, offlineSale(wrong));
    expect(derived.body).toMatchObject({ subtotal: 5, discount_amount: 1, total: 4 });
  });

  it('joins the queue by its paid time, or the completed list when made on the device', async () => {
    const waiting = (await sync(staff, offlineSale({ taken_at: ago(HOUR) }))).body;
    const made = offlineSale({ started_at: ago(50_000), completed_at: ago(40_000) });
    const completed = (await sync(staff, made)).body;
    const queue = await staff.get(`/api/orders-queue?location=${LOCATION}&is_paid=true`);
    const ids = queue.body.map((o: { id: number }) => o.id);
    expect(ids).toContain(waiting.id);
    const shown = queue.body.find((o: { id: number }) => o.id === completed.id);
    expect(shown).toMatchObject({ is_complete: true, completed_at: made.completed_at });
    const pending = await staff.get(`/api/pending-orders?location_id=${LOCATION}`);
    // Paid an hour ago: ahead of every order paid since.
    const waitingIds = pending.body
      .filter((o: { is_complete: boolean }) => !o.is_complete)
      .map((o: { id: number }) => o.id);
    expect(waitingIds[0]).toBe(waiting.id);
    const history = await staff.get(`/api/orders?location=${LOCATION}`);
    expect(history.body.results.map((o: { id: number }) => o.id)).toContain(completed.id);
    const receipt = await staff.get(`/api/orders/${completed.id}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({ total: 5, paid_at: made.taken_at });
  });
});

describe('what the server recomputes', () => {
  it('stores what was paid and the difference from its own total, audited', async () => {
    const body = offlineSale({
      items: [{ menu_item: 1, cup: 1, name: 'Coco Butter Kisses', price: 4 }],
      paid_amount: 4,
      cash_tendered: 4,
    });
    const res = await sync(staff, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ total: 4, subtotal: 4, price_difference: 1 });
    const [entry] = await auditOf('sync_price_difference', `order ${res.body.id}`);
    expect(entry.details).toMatchObject({ paid: 4, server_total: 5, difference: 1 });
    const items = await staff.get(`/api/order-items?order=${res.body.id}`);
    expect(items.body[0]).toMatchObject({ price: 4, menu_item_name: 'Coco Butter Kisses' });
  });

  it('records an item whose menu item was deleted since, with its name and price as sold', async () => {
    const created = await admin.post('/api/menu-items', {
      name: 'Gone Soon',
      soda: 1,
      flavors: [{ flavor: 1, quantity: 1 }],
      limited_time_menu_item: null,
      price: null,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await admin.delete(`/api/menu-items/${created.body.id}`)).status).toBe(204);
    const item = { menu_item: created.body.id, cup: 1, name: 'Gone Soon', price: 3.25, soda: 1 };
    const res = await sync(
      staff,
      offlineSale({ items: [item], paid_amount: 3.25, cash_tendered: 5 }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [stored] = await storedItems(res.body.id);
    expect(stored).toMatchObject({
      menuItemId: null,
      sodaId: 1,
      menuItemName: 'Gone Soon',
      priceCents: 325,
      syncFlag: 'deleted',
    });
    const shown = await staff.get(`/api/order-items?order=${res.body.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body[0]).toMatchObject({ menu_item_name: 'Gone Soon', price: 3.25 });
    const record = await staff.get(`/api/orders/${res.body.id}`);
    expect(record.status).toBe(200);

    // Without the soda it was made with, the item cannot be stored: the sale still is, audited.
    const bare = { menu_item: created.body.id, cup: 1, name: 'Gone Soon', price: 3.25 };
    const sale = offlineSale({
      items: [bare, { menu_item: 1, cup: 1 }],
      paid_amount: 8.25,
      cash_tendered: 10,
    });
    const kept = await sync(staff, sale);
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    expect(kept.body).toMatchObject({ total: 8.25, subtotal: 8.25, price_difference: null });
    const [entry] = await auditOf('sync_items_not_stored', `order ${kept.body.id}`);
    expect(entry.details.items).toEqual([
      { position: 1, name: 'Gone Soon', price: 3.25, reason: 'its menu item was deleted' },
    ]);
  });

  it('records an item sold out since, flagged', async () => {
    expect((await setAvailable(staff, LOCATION, 'menu_item', 2, false)).status).toBe(200);
    const item = { menu_item: 2, cup: 1, name: 'Got So Much Soul', price: 4.7 };
    const res = await sync(
      staff,
      offlineSale({ items: [item], paid_amount: 4.7, cash_tendered: 5 }),
    );
    await setAvailable(staff, LOCATION, 'menu_item', 2, true);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.price_difference).toBeNull();
    const [stored] = await storedItems(res.body.id);
    expect(stored).toMatchObject({ menuItemId: 2, syncFlag: 'sold_out' });
  });
});

describe('a malformed sync', () => {
  const item = { menu_item: 1, cup: 1 };
  const cases: [string, Record<string, unknown>, string, string[]?][] = [
    ['client id', { client_id: 'not-a-uuid' }, 'client_id'],
    ['no client id', { client_id: undefined }, 'client_id'],
    ['location', { location: 'shop' }, 'location'],
    ['unknown location', { location: 99999 }, 'location', ['Unknown location.']],
    ['taken_at', { taken_at: 'yesterday' }, 'taken_at'],
    ['no such day', { taken_at: '2026-02-30T10:00:00Z' }, 'taken_at'],
    ['73 hours ago', { taken_at: ago(73 * HOUR) }, 'taken_at', [TAKEN_AT_TOO_OLD]],
    ['10 minutes ahead', { taken_at: ago(-10 * 60_000) }, 'taken_at', [TAKEN_AT_AHEAD]],
    ['no items', { items: [] }, 'items', ['This order has no items.']],
    ['too many items', { items: Array(101).fill(item) }, 'items', [ORDER_FULL]],
    ['item without cup', { items: [{ menu_item: 1 }] }, 'items', ['You need to select a size']],
    ['custom drink without soda', { items: [{ cup: 1 }] }, 'items'],
    ['items not a list', { items: 'x' }, 'items'],
    ['paid amount', { paid_amount: 'abc' }, 'paid_amount'],
    ['three decimals', { paid_amount: 5.001 }, 'paid_amount', ['Use at most 2 decimals']],
    ['no order name', { order_name: undefined }, 'order_name', ['Order name is required']],
    ['two names', { order_name_text: 'Maria' }, 'order_name_text'],
    ['payment method', { payment_method: 'bitcoin' }, 'payment_method'],
    ['cash short', { cash_tendered: 4 }, 'cash_tendered', [CASH_SHORT_MESSAGE]],
    ['tip over paid', { tip: 6 }, 'tip'],
    ['started after completed', { started_at: ago(1000), completed_at: ago(2000) }, 'started_at'],
    ['made before sold', { completed_at: ago(2 * HOUR) }, 'completed_at'],
  ];
  it.each(cases)(
    '%s is a 400 on its field and creates nothing',
    async (_, change, field, messages) => {
      const before = await allOrders();
      const res = await sync(staff, offlineSale(change));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(Object.keys(res.body)).toContain(field);
      if (messages) expect(res.body[field]).toEqual(messages);
      expect(await allOrders()).toBe(before);
    },
  );
});

describe('who may sync', () => {
  let elsewhere: SignedIn;
  beforeAll(async () => {
    elsewhere = await server.signIn('staff');
    const other = (await admin.post('/api/locations', { name: 'Market stall' })).body.id;
    await admin.patch(`/api/users/${elsewhere.userId}`, { locations: [other] });
  });

  it('refuses the signed out (401) and staff of another location (403)', async () => {
    expect((await sync(server.client(), offlineSale())).status).toBe(401);
    const res = await sync(elsewhere, offlineSale());
    expect(res.status).toBe(403);
  });

  it('lets only admins discard a refused sale, audited; a synced one is a 409', async () => {
    const discard = {
      client_id: randomUUID(),
      location: LOCATION,
      reason: 'Sold twice by mistake',
      summary: { total: 5, items: ['Coco Butter Kisses 16 oz'] },
    };
    expect((await staff.post('/api/orders/sync/discard', discard)).status).toBe(403);
    const res = await admin.post('/api/orders/sync/discard', discard);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [entry] = await auditOf('sync_discarded', `offline sale ${discard.client_id}`);
    expect(entry.details).toMatchObject({ reason: discard.reason, summary: discard.summary });
    const synced = offlineSale();
    await sync(staff, synced);
    const late = await admin.post('/api/orders/sync/discard', {
      ...discard,
      client_id: synced.client_id,
    });
    expect(late.status).toBe(409);
    const bad = await admin.post('/api/orders/sync/discard', { ...discard, reason: '' });
    expect(bad.status).toBe(400);
  });
});

describe('drawers', () => {
  it("puts a cash sale made before a close on that drawer's report, on a line of its own", async () => {
    const opened = await staff.post('/api/drawers', { location: LOCATION, opening_float: 100 });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const drawer = opened.body.id;
    await new Promise((r) => setTimeout(r, 20));
    const takenAt = new Date().toISOString();
    const inOpen = await sync(staff, offlineSale({ taken_at: takenAt }));
    expect(inOpen.body.drawer).toBe(drawer);
    // The cash of the offline sale not yet synced is in the drawer when it is counted.
    const offline = offlineSale({ taken_at: takenAt, paid_amount: 5, cash_tendered: 5 });
    const closed = await staff.post(`/api/drawers/${drawer}/close`, { counted_cash: 110 });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const before = (await staff.get(`/api/drawers/${drawer}`)).body;
    expect(before).toMatchObject({
      expected_cash: 105,
      over_short: 5,
      late_sales: [],
      late_cash: 0,
    });
    const res = await sync(staff, offline);
    expect(res.status).toBe(201);
    expect(res.body.drawer).toBe(drawer);
    const after = (await staff.get(`/api/drawers/${drawer}`)).body;
    const { late_sales, late_cash, over_short_after_late, ...counted } = after;
    expect(counted).toEqual(
      Object.fromEntries(
        Object.entries(before).filter(
          ([k]) => !k.startsWith('late') && k !== 'over_short_after_late',
        ),
      ),
    );
    expect(late_sales).toEqual([{ order: res.body.id, amount: 5, synced_at: expect.any(String) }]);
    expect({ late_cash, over_short_after_late }).toEqual({
      late_cash: 5,
      over_short_after_late: 0,
    });
    const [entry] = await auditOf('late_sale_on_closed_drawer', `order ${res.body.id}`);
    expect(entry.details).toMatchObject({ drawer, amount: 5 });
  });
});

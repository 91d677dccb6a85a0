import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUEUE_CHANNEL } from '../../src/server/bar';
import type { Database, RunPrepared } from '../../src/server/db';
import { orderItems, orders, users } from '../../src/server/db/schema';
import { payInOneWrite } from '../../src/server/checkout/pay-in-one-write';
import { checkoutSchema } from '../../src/shared/order-schemas';
import { selectRows } from '../../src/server/db/select-rows';
import { addItem, orderTotalCents, payOrder } from '../helpers/orders';
import { NO_BACKGROUND_WORK, useTestServer } from '../helpers/fixture';

// The usual checkout reads the order, prices it, and pays it in one write that names the row
// version it priced. An item added in between must never be left unpaid for in a paid order.

const { server, staff } = useTestServer({
  seed: true,
  signIn: ['staff'],
  config: NO_BACKGROUND_WORK,
});

const pay = (orderId: number, paidCents: number) => payOrder(staff, orderId, paidCents);

/** What an add-to-cart does to the order: a second item, and the cart's row counted with it. */
const addBehindTheTill = (orderId: number) => sql`with counted as (
      update orders set item_count = item_count + 1 where id = ${orderId} and not is_paid
      returning id)
    insert into order_items (order_id, menu_item_id, cup_id, soda_id, menu_item_name, price_cents)
    select counted.id, 1, 1, 1, 'Added meanwhile', 500 from counted`;

const WRITE = 'with drawer as';

/** Runs `added` once the checkout has read the order, before its write runs. */
async function addBetweenReadAndWrite(orderId: number, added: (orderId: number) => Promise<void>) {
  if (server.database.kind === 'pglite') {
    // One statement at a time, in the order they are issued: this add runs just before the write.
    let injected: Promise<unknown> | undefined;
    const stop = server.database.onStatement((query) => {
      if (!query.startsWith(WRITE) || injected) return;
      injected = Promise.resolve();
      injected = server.database.runPrepared('add-behind-the-till', addBehindTheTill(orderId));
    });
    try {
      await added(orderId);
      expect(injected).toBeDefined();
    } finally {
      stop();
    }
    return;
  }
  // PostgreSQL: the add holds the order's row until the checkout's write waits on it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding!: () => void;
  const isHolding = new Promise<void>((resolve) => (holding = resolve));
  const adding = server.database.db.transaction(async (tx) => {
    await tx.execute(addBehindTheTill(orderId));
    holding();
    await held;
  });
  await isHolding;
  const checkout = added(orderId);
  await writeWaitingOnALock();
  release();
  await Promise.all([adding, checkout]);
}

async function writeWaitingOnALock() {
  for (;;) {
    const rows = await selectRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from pg_stat_activity
        where query like ${WRITE + '%'} and wait_event_type = 'Lock'`,
    );
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('checkout in one write', () => {
  it('pays nothing when an item was added after it priced the order; the locked checkout refuses the old amount', async () => {
    const added = await addItem(staff, { menu_item: 1, cup: 1 });
    const orderId = added.body.order__id;
    const total = await orderTotalCents(staff, orderId);
    let response: Awaited<ReturnType<typeof pay>> | undefined;
    await addBetweenReadAndWrite(orderId, async () => {
      response = await pay(orderId, total);
    });
    expect(response!.status, JSON.stringify(response!.body)).toBe(400);
    expect(response!.body.message).toMatch(/does not match the order total/);
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.isPaid).toBe(false);
    const items = await server.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    expect(items).toHaveLength(2);
    // With both items in the amount, it pays.
    const both = await orderTotalCents(staff, orderId);
    expect((await pay(orderId, both)).status).toBe(200);
  });

  it('stores the Idempotency-Key with the answer it gave, drawer included, and replays it', async () => {
    const added = await addItem(staff, { menu_item: 1, cup: 1 });
    const orderId = added.body.order__id;
    const total = await orderTotalCents(staff, orderId);
    const headers = { 'Idempotency-Key': `one-write-${orderId}` };
    const first = await payOrder(staff, orderId, total, headers);
    expect(first.status).toBe(200);
    const again = await payOrder(staff, orderId, total, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(first.body).toMatchObject({ id: orderId, drawer: order.drawerId, total: total / 100 });
  });

  it('answers the till once the sale has committed; the queue notice follows on its connection', async () => {
    const added = await addItem(staff, { menu_item: 1, cup: 1 });
    const orderId = added.body.order__id;
    const total = await orderTotalCents(staff, orderId);
    const [user] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.id, added.body.order__collected_by));
    const body = checkoutSchema.parse({ order_name: 1, paid_amount: total / 100, discount: null });
    const heard = new Promise<void>((resolve, reject) => {
      const unlisten = server.database.listen(QUEUE_CHANNEL, (payload) => {
        if (payload !== `${added.body.order__location}:${orderId}`) return;
        void unlisten.then((stop) => stop()).then(resolve, reject);
      });
    });
    // The same database, with the notice held back until the test lets it go.
    let letNoticeGo!: () => void;
    const noticeHeld = new Promise<void>((resolve) => (letNoticeGo = resolve));
    let noticeAsked = false;
    const held: Database = {
      ...server.database,
      onOneConnection: (work) =>
        server.database.onOneConnection((run) =>
          work(((name, query) => {
            if (name !== 'checkout-notices') return run(name, query);
            noticeAsked = true;
            return noticeHeld.then(() => run(name, query));
          }) as RunPrepared),
        ),
    };

    const answer = await payInOneWrite(
      held,
      orderId,
      { ...user, assignedLocations: [] },
      body,
      null,
      undefined,
    );
    expect(answer).toMatchObject({ status: 200, body: { id: orderId, total: total / 100 } });
    const [paid] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid.isPaid).toBe(true);
    expect(noticeAsked).toBe(true);
    letNoticeGo();
    await heard;
  });
});

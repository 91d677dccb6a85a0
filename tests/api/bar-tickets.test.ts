import { beforeAll, describe, expect, it } from 'vitest';
import { LiveClient, queueShows } from '../helpers/live';
import { LOCATION, payNewOrder } from '../helpers/orders';
import { useTestServer } from '../helpers/fixture';

// A bar ticket lists each drink by its menu item's name with its changes: the queue (HTTP and the
// live channel) carries `menu_item_name` beside `changes`, so no ticket needs a request of its own.
// Menu item 1 "Coco Butter Kisses" (Coke): Vanilla, Half & Half, Raspberry Puree.

const { server, staff, sockets } = useTestServer({ seed: true, signIn: ['staff'] });

const ids: Record<string, number> = {};
let paid = 0;
beforeAll(async () => {
  for (const f of (await staff.get('/api/flavors')).body) ids[f.name] = f.id;
  for (const s of (await staff.get('/api/sodas')).body) ids[s.name] = s.id;
  paid = await payNewOrder(staff, [
    {
      menu_item: 1,
      cup: 1,
      low_sugar: true,
      note: 'Light ice',
      custom_order__soda: ids['Coke'],
      custom_order_flavors: [ids['Coconut'], ids['Half & Half'], ids['Raspberry Puree']],
    },
    {
      menu_item: null,
      cup: 2,
      custom_order__soda: ids['Dr. Pepper'],
      custom_order_flavors: [ids['Coconut']],
    },
    { menu_item: 1, cup: 2 },
  ]);
});

const expectTicketDrinks = (items: Record<string, unknown>[]) =>
  expect(items).toMatchObject([
    {
      menu_item_name: 'Coco Butter Kisses',
      changes: ['no Vanilla', '+ Coconut', 'low sugar'],
      low_sugar: true,
      note: 'Light ice',
      soda_name: 'Coke',
    },
    {
      menu_item_name: null,
      changes: [],
      soda_name: 'Dr. Pepper',
      order_item_flavors: { Coconut: expect.any(String) },
    },
    { menu_item_name: 'Coco Butter Kisses', changes: [], soda_name: 'Coke' },
  ]);

describe('the queue carries what a bar ticket shows per drink', () => {
  it('GET /api/pending-orders and /api/orders-queue', async () => {
    const pending = await staff.get(`/api/pending-orders?location_id=${LOCATION}`);
    expect(pending.status).toBe(200);
    expectTicketDrinks(pending.body.find((o: { id: number }) => o.id === paid).order_items);
    const queue = await staff.get(
      `/api/orders-queue?location=${LOCATION}&is_complete=false&is_paid=true`,
    );
    expect(queue.status).toBe(200);
    expectTicketDrinks(queue.body.find((o: { id: number }) => o.id === paid).order_items);
  });

  it('the live channel, on connect and when the queue changes', async () => {
    const live = LiveClient.connect(server.url, staff, LOCATION, { userId: staff.userId });
    sockets.push(live);
    const first = await live.next();
    expectTicketDrinks(first.pending_orders.find((o: { id: number }) => o.id === paid).order_items);
    const mark = live.messages.length;
    expect(
      (await staff.patch(`/api/orders/${paid}/update-in-progress`, { is_in_progress: true }))
        .status,
    ).toBe(200);
    const pushed = await live.next(queueShows(paid, { is_in_progress: true }), mark);
    expectTicketDrinks(
      pushed.pending_orders.find((o: { id: number }) => o.id === paid).order_items,
    );
  });
});

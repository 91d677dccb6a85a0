/**
 * What the scenarios need, made through the API as the client does (cookies, the app's Origin):
 * the demo accounts signed in, locations, CONCURRENCY staff users each with their own cart, and
 * the queue history, which is inserted with SQL directly (10,000 orders through the API would take
 * longer than the bench).
 */
import { ApiClient } from '../tests/helpers/http';
import {
  CONCURRENCY,
  TILL_LOCATIONS,
  DEMO,
  LARGE_HISTORY,
  SMALL_HISTORY,
  USER_PASSWORD,
  WAITING_ORDERS,
} from './config';
import { runSql, type BenchDb } from './database';

export type Session = ApiClient & { userId: number };

export interface Fixture {
  admin: Session;
  staff: Session;
  /** One staff user per concurrent till, each with their own cart at the tills location. */
  tills: Session[];
  /** TILL_LOCATIONS locations: each till has a cart at each. */
  locations: {
    tills: number[];
    sales: number;
    push: number;
    smallHistory: number;
    largeHistory: number;
  };
  /** The add-to-cart body, the price it rings up at, and the order name paid with. */
  item: Record<string, unknown>;
  price: number;
  orderName: number;
}

export async function expectStatus<T = unknown>(
  res: Promise<{ status: number; body: T }>,
  status = 200,
): Promise<T> {
  const answer = await res;
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function signIn(url: string, email: string, password: string): Promise<Session> {
  const client = new ApiClient(url);
  const user = await expectStatus<{ id: number }>(
    client.post('/api/users/login', { email, password }),
  );
  return Object.assign(client, { userId: user.id });
}

export async function staffUser(url: string, admin: Session, tag: string): Promise<Session> {
  const email = `till-${tag}@bench.example.com`;
  const guest = new ApiClient(url);
  const user = await expectStatus<{ id: number }>(
    guest.post('/api/users/register', {
      email,
      password: USER_PASSWORD,
      first_name: 'Till',
      last_name: tag,
    }),
    201,
  );
  await expectStatus(admin.patch(`/api/users/${user.id}`, { is_staff: true }));
  return signIn(url, email, USER_PASSWORD);
}

async function location(admin: Session, name: string): Promise<number> {
  return (await expectStatus<{ id: number }>(admin.post('/api/locations', { name }), 201)).id;
}

export async function createFixture(url: string, kind: string): Promise<Fixture> {
  const admin = await signIn(url, DEMO.admin.email, DEMO.admin.password);
  const staff = await signIn(url, DEMO.staff.email, DEMO.staff.password);
  const locations = {
    tills: [] as number[],
    sales: await location(admin, 'Bench sales'),
    push: await location(admin, 'Bench screens'),
    smallHistory: await location(admin, 'Bench short history'),
    largeHistory: await location(admin, 'Bench long history'),
  };
  for (let i = 0; i < TILL_LOCATIONS; i++)
    locations.tills.push(await location(admin, `Bench till ${i + 1}`));
  const tills: Session[] = [];
  // A few at a time: password hashing is the slow part and runs on the server's thread pool.
  for (let i = 0; i < CONCURRENCY; i += 4) {
    const batch = [0, 1, 2, 3].filter((j) => i + j < CONCURRENCY);
    tills.push(...(await Promise.all(batch.map((j) => staffUser(url, admin, `${kind}-${i + j}`)))));
  }
  const item = {
    menu_item: 1,
    cup: 1,
    low_sugar: false,
    note: '',
    order__location: locations.sales,
  };
  const { price } = await expectStatus<{ price: number }>(
    staff.get('/api/order-items/price?cup=1&menu_item=1'),
  );
  return { admin, staff, tills, locations, item, price, orderName: 1 };
}

/**
 * After a sale run: each till's cart at the sales location, found by adding an item (a request
 * the run's end cut off may have made one the load process never heard of), paid.
 */
export async function settleSales(fixture: Fixture) {
  await sleep(1000);
  await Promise.all(
    fixture.tills.map(async (till) => {
      const added = await till.post<{ order__id: number }>('/api/order-items', fixture.item);
      if (added.status !== 201)
        throw new Error(`settling a cart: ${added.status} ${JSON.stringify(added.body)}`);
      await settle(till, added.body.order__id, fixture.orderName);
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function settle(till: Session, orderId: number, orderName: number) {
  for (let attempt = 0; ; attempt++) {
    const order = await till.get<{ is_paid: boolean }>(`/api/orders/${orderId}`);
    if (order.status === 404 || (order.status === 200 && order.body.is_paid)) return;
    const items = await expectStatus<{ price: number }[]>(
      till.get(`/api/order-items?order=${orderId}`),
    );
    const cents = items.reduce((sum, i) => sum + Math.round(i.price * 100), 0);
    const paid = await till.patch(`/api/orders/${orderId}/complete-order-payment`, {
      is_paid: true,
      order_name: orderName,
      paid_amount: cents / 100,
      discount: null,
    });
    if (paid.status === 200) return;
    if (attempt === 3)
      throw new Error(`settling a cart: ${paid.status} ${JSON.stringify(paid.body)}`);
    await sleep(200);
  }
}

/**
 * Pays the carts a load run left unpaid, so every till starts the next run with empty carts.
 * Requests still in flight when a run stops can land meanwhile: a mismatch re-reads the cart.
 */
export async function settleCarts(
  fixture: Fixture,
  carts: { connection: number; orderId: number }[] = [],
) {
  await sleep(1000);
  for (let i = 0; i < carts.length; i += CONCURRENCY) {
    await Promise.all(
      carts
        .slice(i, i + CONCURRENCY)
        .map(({ connection, orderId }) =>
          settle(fixture.tills[connection % fixture.tills.length], orderId, fixture.orderName),
        ),
    );
  }
}

/** WAITING_ORDERS paid orders waiting at both queue locations, behind short and long histories. */
export function insertQueueHistory(db: BenchDb, fixture: Fixture) {
  const orders = (location: number, count: number, complete: boolean) => `
    with made as (
      insert into orders (collected_by, location_id, is_paid, is_in_progress, is_complete,
        paid_amount_cents, created_at, paid_at, started_at, completed_at)
      select ${fixture.staff.userId}, ${location}, true, false, ${complete}, 500,
        now() - interval '30 days' + g * interval '1 minute',
        now() - interval '30 days' + g * interval '1 minute',
        ${complete ? `now() - interval '30 days' + g * interval '1 minute'` : 'null'},
        ${complete ? `now() - interval '30 days' + g * interval '1 minute' + interval '5 minutes'` : 'null'}
      from generate_series(1, ${count}) g
      returning id
    )
    insert into order_items (order_id, menu_item_id, cup_id, soda_id, menu_item_name, price_cents)
    select made.id, m.id, 1, m.soda_id, m.name, 500 from made, menu_items m where m.id = 1`;
  const { smallHistory, largeHistory } = fixture.locations;
  return runSql(db, [
    orders(smallHistory, SMALL_HISTORY, true),
    orders(largeHistory, LARGE_HISTORY, true),
    orders(smallHistory, WAITING_ORDERS, false),
    orders(largeHistory, WAITING_ORDERS, false),
    'analyze orders',
    'analyze order_items',
  ]);
}

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema';
import { useTestServer } from '../helpers/fixture';
import { addItem, LOCATION, orderTotalCents, payNewOrder } from '../helpers/orders';
import { selectRows } from '../../src/server/db/select-rows';

// Issue 27, names people use: checkout takes a typed call-out name (`order_name_text`) instead of
// a list name, keeps it as typed (trimmed) and shows it wherever the order's name is shown.

const { server, staff } = useTestServer({ seed: true, signIn: ['staff'] });

/** A new cart of one item at the location, and its total in dollars. */
async function newCart() {
  const added = await addItem(staff, { menu_item: 1, cup: 1 });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const id = added.body.order__id as number;
  return { id, total: (await orderTotalCents(staff, id)) / 100 };
}

const pay = (id: number, body: Record<string, unknown>) =>
  staff.patch(`/api/orders/${id}/complete-order-payment`, {
    is_paid: true,
    discount: null,
    ...body,
  });

const stored = async (id: number) =>
  (await server.database.db.select().from(orders).where(eq(orders.id, id)))[0];

type Choice = { id: number; name: string; in_use: boolean };
const listNames = async () =>
  (await staff.get(`/api/order-names/autocomplete?location=${LOCATION}`)).body.results as Choice[];

/** A new cart paid with this typed name; expects the checkout to go through. */
async function paidWithTypedName(order_name_text: string) {
  const cart = await newCart();
  const paid = await pay(cart.id, { order_name_text, paid_amount: cart.total });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { cart, paid };
}

describe('a typed call-out name', () => {
  it('is stored as typed (trimmed) and shown everywhere the name is', async () => {
    const { cart, paid } = await paidWithTypedName('  Silver Civic ');
    expect(paid.body).toMatchObject({
      id: cart.id,
      is_paid: true,
      order_name: null,
      order_name_text: 'Silver Civic',
    });
    expect(await stored(cart.id)).toMatchObject({
      orderNameId: null,
      orderNameText: 'Silver Civic',
    });

    const record = await staff.get(`/api/orders/${cart.id}`);
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ order_name: null, order_name__name: 'Silver Civic' });

    const queue = await staff.get(`/api/pending-orders?location_id=${LOCATION}`);
    expect(queue.status).toBe(200);
    expect(queue.body.find((o: { id: number }) => o.id === cart.id)).toMatchObject({
      order_name: null,
      order_name__name: 'Silver Civic',
    });

    const list = await staff.get(`/api/orders?location=${LOCATION}`);
    expect(list.status).toBe(200);
    const row = list.body.results.find((o: { id: number }) => o.id === cart.id);
    expect(row.order_name).toBe('Silver Civic');
    const found = await staff.get(`/api/orders?q=${encodeURIComponent('silver civ')}`);
    expect(found.body.results.map((o: { id: number }) => o.id)).toEqual([cart.id]);
    expect(found.body.count).toBe(1);

    const receipt = await staff.get(`/api/orders/${cart.id}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.body.order_name).toBe('Silver Civic');
  });

  it('that is a list name ignoring case is stored as that list name', async () => {
    const [name] = await listNames();
    const { cart, paid } = await paidWithTypedName(` ${name.name.toUpperCase()} `);
    expect(paid.body).toMatchObject({ order_name: name.id, order_name_text: null });
    const record = await staff.get(`/api/orders/${cart.id}`);
    expect(record.body).toMatchObject({ order_name: name.id, order_name__name: name.name });
  });

  it('refuses bad inputs with a 400 on the field and leaves the order unpaid', async () => {
    const cart = await newCart();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ order_name_text: '' }, { order_name_text: ['Order name is required'] }],
      [{ order_name_text: '   ' }, { order_name_text: ['Order name is required'] }],
      [
        { order_name_text: 'x'.repeat(31) },
        { order_name_text: ['Order name must be at most 30 characters'] },
      ],
      [
        { order_name_text: 'Bad\u0007name' },
        { order_name_text: ['Order name must not contain control characters'] },
      ],
      [
        { order_name_text: 'Ma\u0085ria' },
        { order_name_text: ['Order name must not contain control characters'] },
      ],
      [
        { order_name_text: 'Maria', order_name: 1 },
        { order_name_text: ['Choose a name from the list or type one, not both.'] },
      ],
      [{ order_name_text: 42 }, { order_name_text: ['Order name must be text'] }],
      [{ order_name_text: ['Maria'] }, { order_name_text: ['Order name must be text'] }],
      [{}, { order_name: ['Order name is required'] }],
      [{ order_name_text: null, order_name: null }, { order_name: ['Order name is required'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await pay(cart.id, { paid_amount: cart.total, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual(errors);
    }
    expect(await stored(cart.id)).toMatchObject({
      isPaid: false,
      orderNameId: null,
      orderNameText: null,
    });
    // Exactly 30 characters is a name.
    const thirty = 'y'.repeat(30);
    const paid = await pay(cart.id, { order_name_text: thirty, paid_amount: cart.total });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await stored(cart.id)).orderNameText).toBe(thirty);
  });

  it('equal to a waiting one is accepted, and marks a list name spelled so in use', async () => {
    const first = await newCart();
    expect(
      (await pay(first.id, { order_name_text: 'Maria', paid_amount: first.total })).status,
    ).toBe(200);
    const second = await newCart();
    const again = await pay(second.id, { order_name_text: 'maria', paid_amount: second.total });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.order_name_text).toBe('maria');

    // A list name created later that a waiting order typed is in use until that order is done.
    const created = await selectRows<{ id: number }>(
      server.database.db,
      sql`insert into order_names (name) values ('MARIA') returning id`,
    );
    const mariaId = created[0].id;
    const maria = () => listNames().then((names) => names.find((n) => n.id === mariaId));
    expect(await maria()).toMatchObject({ name: 'MARIA', in_use: true });
    for (const id of [first.id, second.id]) {
      const done = await staff.patch(`/api/orders/${id}/update-in-progress`, {
        is_in_progress: false,
        is_complete: true,
      });
      expect(done.status).toBe(200);
    }
    expect(await maria()).toMatchObject({ in_use: false });
  });

  it('is replaced by a list name chosen later', async () => {
    const cart = await newCart();
    expect(
      (await pay(cart.id, { order_name_text: 'Blue Truck', paid_amount: cart.total })).status,
    ).toBe(200);
    const renamed = await staff.patch(`/api/orders/${cart.id}/`, { order_name: 2 });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await stored(cart.id)).toMatchObject({ orderNameId: 2, orderNameText: null });
  });
});

describe('the list name path', () => {
  it('is unchanged: an id or an exact name, shown with its name', async () => {
    const [name] = await listNames();
    const byId = await payNewOrder(staff, [{ menu_item: 1, cup: 1 }], name.id);
    const record = await staff.get(`/api/orders/${byId}`);
    expect(record.body).toMatchObject({ order_name: name.id, order_name__name: name.name });
    const cart = await newCart();
    const byName = await pay(cart.id, { order_name: name.name, paid_amount: cart.total });
    expect(byName.status).toBe(200);
    expect(byName.body).toMatchObject({ order_name: name.id, order_name_text: null });
    const unknown = await newCart();
    const refused = await pay(unknown.id, {
      order_name: 'No Such Name',
      paid_amount: unknown.total,
    });
    expect(refused.body).toEqual({ order_name: ['Unknown order name.'] });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import { addItem, LOCATION } from '../helpers/orders';

// Issue 14: cash drawer sessions per location, their report, and who may do what.
// Reference prices: menu item 1 in 16 oz is $5.00, menu item 2 in 16 oz $4.70.

const { server, staff, admin } = useTestServer({ seed: true, signIn: ['staff', 'admin'] });
let elsewhere: SignedIn; // staff assigned to another shop only
let otherShop: number;

beforeAll(async () => {
  otherShop = (await admin.post('/api/locations', { name: 'Drawer Test Shop' })).body.id;
  elsewhere = await server.signIn('staff');
  expect(
    (await admin.patch(`/api/users/${elsewhere.userId}`, { locations: [otherShop] })).status,
  ).toBe(200);
});

const open = (client: SignedIn, body: Record<string, unknown>) => client.post('/api/drawers', body);

/** Rings up the menu items (16 oz) for `client` at the location and pays; the checkout answer. */
async function sale(client: SignedIn, menuItems: number[], body: Record<string, unknown>) {
  let id = 0;
  for (const menu_item of menuItems) {
    const res = await addItem(client, { menu_item, cup: 1 });
    expect(res.status).toBe(201);
    id = res.body.order__id;
  }
  const res = await client.patch(`/api/orders/${id}/complete-order-payment`, {
    is_paid: true,
    order_name: 1,
    discount: null,
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('a drawer at one location', () => {
  let drawerId: number;

  it('opens with a float; a second open at the location is a 409', async () => {
    const res = await open(staff, { location: LOCATION, opening_float: 100 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    drawerId = res.body.id;
    expect(res.body).toMatchObject({
      location: LOCATION,
      status: 'open',
      opened_by: { id: staff.userId },
      closed_at: null,
      opening_float: 100,
      orders: 0,
      expected_cash: 100,
      counted_cash: null,
      over_short: null,
      movements: [],
    });
    const again = await open(admin, { location: LOCATION, opening_float: '50.00' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This location already has an open drawer.');
    const listed = await staff.get(`/api/drawers?location=${LOCATION}&status=open`);
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((d: { id: number }) => d.id)).toEqual([drawerId]);
  });

  it('refuses a bad open, movement or close with a 400 and changes nothing', async () => {
    for (const body of [
      {},
      { location: LOCATION },
      { location: 999999, opening_float: 10 },
      { location: 'abc', opening_float: 10 },
      { location: otherShop, opening_float: -1 },
      { location: otherShop, opening_float: 'ten' },
    ]) {
      expect((await open(admin, body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      { kind: 'stolen', amount: 1, reason: 'x' },
      { kind: 'paid_in', amount: 0, reason: 'x' },
      { kind: 'paid_in', amount: -2, reason: 'x' },
      { kind: 'paid_out', amount: 1, reason: '  ' },
      { kind: 'paid_out', amount: 1 },
    ]) {
      const res = await staff.post(`/api/drawers/${drawerId}/movements`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { counted_cash: -1 }, { counted_cash: 'lots' }]) {
      expect((await staff.post(`/api/drawers/${drawerId}/close`, body)).status).toBe(400);
    }
    const report = (await staff.get(`/api/drawers/${drawerId}`)).body;
    expect(report).toMatchObject({ status: 'open', movements: [] });
    expect((await staff.get(`/api/drawers?location=${otherShop}`)).body.count).toBe(0);
  });

  it('reports cash and card sales, tips and movements; closes $1 short', async () => {
    const cash = await sale(staff, [1], { paid_amount: 5, cash_tendered: 20 });
    expect(cash).toMatchObject({ drawer: drawerId, change_due: 15 });
    const card = await sale(staff, [2], { paid_amount: 4.7, payment_method: 'card' });
    expect(card.drawer).toBe(drawerId);
    await sale(admin, [1], { paid_amount: 6, tip: 1 });
    const paidIn = await staff.post(`/api/drawers/${drawerId}/movements`, {
      kind: 'paid_in',
      amount: 10,
      reason: 'More change',
    });
    expect(paidIn.status).toBe(201);
    await staff.post(`/api/drawers/${drawerId}/movements`, {
      kind: 'paid_out',
      amount: '3.50',
      reason: 'Milk',
    });

    const report = (await staff.get(`/api/drawers/${drawerId}`)).body;
    expect(report).toMatchObject({
      orders: 3,
      gross_sales: 14.7,
      discounts: 0,
      net_sales: 14.7,
      tax: 0,
      tips: 1,
      payment_methods: { cash: 11, card: 4.7, other: 0 },
      paid_in: 10,
      paid_out: 3.5,
      expected_cash: 117.5, // 100 + 11 + 10 - 3.50
    });
    expect(report.movements).toMatchObject([
      { kind: 'paid_in', amount: 10, reason: 'More change', created_by: { id: staff.userId } },
      { kind: 'paid_out', amount: 3.5, reason: 'Milk' },
    ]);

    const closed = await staff.post(`/api/drawers/${drawerId}/close`, {
      counted_cash: 116.5,
      note: 'One dollar short',
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      status: 'closed',
      closed_by: { id: staff.userId },
      counted_cash: 116.5,
      expected_cash: 117.5,
      over_short: -1,
      note: 'One dollar short',
    });
    expect(closed.body.closed_at).toEqual(expect.any(String));
  });

  it('refuses movements and a second close on a closed drawer; later cash is outside a drawer', async () => {
    const movement = await staff.post(`/api/drawers/${drawerId}/movements`, {
      kind: 'paid_in',
      amount: 1,
      reason: 'Late',
    });
    expect(movement.status).toBe(409);
    expect(movement.body.message).toBe('This drawer is closed.');
    const close = await staff.post(`/api/drawers/${drawerId}/close`, { counted_cash: 1 });
    expect(close.status).toBe(409);
    expect((await staff.get(`/api/drawers/${drawerId}`)).body.counted_cash).toBe(116.5);

    const outside = await sale(staff, [1], { paid_amount: 5 });
    expect(outside.drawer).toBeNull();
    await sale(staff, [2], { paid_amount: 4.7, payment_method: 'card' });
    const listed = (await staff.get(`/api/drawers?location=${LOCATION}`)).body;
    expect(listed.cash_outside_drawer).toEqual({
      orders: 1,
      total: 5,
      sales: 5,
      voids: 0,
      refunds: 0,
    });
    expect(listed.results[0]).toMatchObject({ id: drawerId, status: 'closed', orders: 3 });
  });

  it('lets only admins reopen, and only a closed drawer with no other one open', async () => {
    const byStaff = await staff.post(`/api/drawers/${drawerId}/reopen`);
    expect(byStaff.status).toBe(403);
    const reopened = await admin.post(`/api/drawers/${drawerId}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'open', counted_cash: null, over_short: null });
    const twice = await admin.post(`/api/drawers/${drawerId}/reopen`);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This drawer is open.');

    expect(
      (await staff.post(`/api/drawers/${drawerId}/close`, { counted_cash: 117.5 })).status,
    ).toBe(200);
    const next = await open(staff, { location: LOCATION, opening_float: 50 });
    expect(next.status).toBe(201);
    const clash = await admin.post(`/api/drawers/${drawerId}/reopen`);
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('This location already has an open drawer.');
    expect(
      (await staff.post(`/api/drawers/${next.body.id}/close`, { counted_cash: 50 })).body
        .over_short,
    ).toBe(0);
  });

  it('keeps staff of other locations out; admins read every drawer', async () => {
    expect((await elsewhere.get(`/api/drawers/${drawerId}`)).status).toBe(403);
    expect((await elsewhere.get(`/api/drawers?location=${LOCATION}`)).status).toBe(403);
    expect((await open(elsewhere, { location: LOCATION, opening_float: 1 })).status).toBe(403);
    const theirs = await open(elsewhere, { location: otherShop, opening_float: 20 });
    expect(theirs.status).toBe(201);
    expect((await staff.get(`/api/drawers/${theirs.body.id}`)).status).toBe(200); // works everywhere
    expect((await admin.get(`/api/drawers/${theirs.body.id}`)).status).toBe(200);
    const move = { kind: 'paid_out', amount: 1, reason: 'x' };
    expect((await elsewhere.post(`/api/drawers/${drawerId}/movements`, move)).status).toBe(403);
    expect(
      (await elsewhere.post(`/api/drawers/${drawerId}/close`, { counted_cash: 1 })).status,
    ).toBe(403);
    expect((await admin.get('/api/drawers/999999')).status).toBe(404);
    expect((await admin.get('/api/drawers/abc')).status).toBe(404);
  });

  it('is closed to signed-out callers and users without a role', async () => {
    const none = await server.signIn('none');
    const signedOut = server.client();
    for (const client of [none, signedOut]) {
      const expected = client === none ? 403 : 401;
      expect((await client.get(`/api/drawers?location=${LOCATION}`)).status).toBe(expected);
      expect((await client.get(`/api/drawers/${drawerId}`)).status).toBe(expected);
      expect(
        (await client.post('/api/drawers', { location: LOCATION, opening_float: 1 })).status,
      ).toBe(expected);
    }
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_REQUIRED, WRONG_APPROVAL } from '../../src/shared/approval-schemas';
import {
  ALREADY_VOIDED,
  ITEM_ALREADY_REFUNDED,
  VOID_STARTED,
} from '../../src/shared/order-record-schemas';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import { LiveClient, queueShows } from '../helpers/live';
import { LOCATION, addItem } from '../helpers/orders';
import { useTaxAndDiscount } from '../helpers/tax';

// Issue 15: voids, refunds, approvals, receipts and the audit log, on both databases.
// Reference prices: menu item 1 in 16 oz is $5.00, menu item 2 in 16 oz $4.70 (cup 1).

const { server, staff, admin, sockets } = useTestServer({
  seed: true,
  signIn: ['staff', 'admin'],
});
let tenOff: number;
const PIN = '4821';
const approval = () => ({ email: admin.email, pin: PIN });

const { setTax, locationName } = useTaxAndDiscount(
  { server, staff, admin },
  { name: 'Ten percent', code: 'TEN', percentOrPrice: 'percent', percent: '0.1000' },
  (id) => (tenOff = id),
);
beforeAll(async () => {
  expect((await admin.put('/api/users/me/approval-pin', { pin: PIN })).status).toBe(200);
});

/** A paid order of `client` with these menu items in 16 oz; the checkout's answer. */
async function paidOrder(
  client: SignedIn,
  menuItems: number[],
  extra: Record<string, unknown> = {},
): Promise<{ id: number; total: number; [key: string]: unknown }> {
  let id = 0;
  for (const menu_item of menuItems) {
    const res = await addItem(client, { menu_item, cup: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    id = res.body.order__id;
  }
  // The server names the expected total when it is refused; pay exactly that.
  const body = { is_paid: true, order_name: 1, discount: null, paid_amount: 0, ...extra };
  const first = await client.patch(`/api/orders/${id}/complete-order-payment`, body);
  const expected = /order total of \$(\d+\.\d\d)/.exec(first.body.message ?? '')?.[1];
  const res = expected
    ? await client.patch(`/api/orders/${id}/complete-order-payment`, {
        ...body,
        paid_amount: Number(expected),
      })
    : first;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const auditOf = async (action: string) =>
  (await admin.get(`/api/audit-log?action=${action}`)).body.results as {
    target: string;
    user: { id: number } | null;
    approved_by: { id: number } | null;
    details: Record<string, unknown>;
  }[];

describe('void', () => {
  it('voids a queued order with its reason: kept, out of the queue, the queue screen updates', async () => {
    const order = await paidOrder(staff, [1]);
    const screen = LiveClient.connect(server.url, staff, LOCATION);
    sockets.push(screen);
    await screen.next(queueShows(order.id));
    const from = screen.messages.length;

    const res = await admin.post(`/api/orders/${order.id}/void`, { reason: 'Wrong drink' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'voided',
      void_reason: 'Wrong drink',
      voided_by: { id: admin.userId },
    });
    await screen.next(
      (m) =>
        Array.isArray(m.pending_orders) && !m.pending_orders.some((o: any) => o.id === order.id),
      from,
    );
    const queue = await staff.get(`/api/pending-orders?location_id=${LOCATION}`);
    expect(queue.body.map((o: { id: number }) => o.id)).not.toContain(order.id);
    const record = await staff.get(`/api/orders/${order.id}`);
    expect(record.status).toBe(200);
    expect(record.body.timeline.map((e: { event: string }) => e.event)).toEqual([
      'created',
      'paid',
      'voided',
    ]);
    const voided = await staff.get(`/api/orders?location=${LOCATION}&status=voided`);
    expect(voided.body.results.map((o: { id: number }) => o.id)).toContain(order.id);
    const audit = (await auditOf('order_void')).find((e) => e.target === `order ${order.id}`);
    expect(audit).toMatchObject({ user: { id: admin.userId }, details: { reason: 'Wrong drink' } });
  });

  it('refuses a started order (409: refund it), a second void (409) and a blank reason (400)', async () => {
    const started = await paidOrder(staff, [1]);
    await staff.patch(`/api/orders/${started.id}/update-in-progress`, {
      is_in_progress: true,
      is_complete: false,
    });
    const refused = await admin.post(`/api/orders/${started.id}/void`, { reason: 'Late' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(VOID_STARTED);

    const queued = await paidOrder(staff, [2]);
    expect((await admin.post(`/api/orders/${queued.id}/void`, { reason: '' })).status).toBe(400);
    expect((await admin.post(`/api/orders/${queued.id}/void`, { reason: 'Dup' })).status).toBe(200);
    const twice = await admin.post(`/api/orders/${queued.id}/void`, { reason: 'Dup' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(ALREADY_VOIDED);
    const entries = (await auditOf('order_void')).filter((e) => e.target === `order ${queued.id}`);
    expect(entries).toHaveLength(1);
    // A voided order cannot be started either.
    const start = await staff.patch(`/api/orders/${queued.id}/update-in-progress`, {
      is_in_progress: true,
      is_complete: false,
    });
    expect(start.status).toBe(409);
  });

  it('a staff member needs an admin approval: none 403 approval_required, wrong PIN 403, right PIN ok', async () => {
    const order = await paidOrder(staff, [1]);
    const none = await staff.post(`/api/orders/${order.id}/void`, { reason: 'Spilled' });
    expect(none.status).toBe(403);
    expect(none.body).toEqual({ message: APPROVAL_REQUIRED, approval_required: true });
    const wrong = await staff.post(`/api/orders/${order.id}/void`, {
      reason: 'Spilled',
      approval: { email: admin.email, pin: '0000' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(WRONG_APPROVAL);
    const notAdmin = await staff.post(`/api/orders/${order.id}/void`, {
      reason: 'Spilled',
      approval: { email: staff.email, pin: PIN },
    });
    expect(notAdmin.status).toBe(403);
    expect((await staff.get(`/api/orders/${order.id}`)).body.status).toBe('paid');
    expect((await auditOf('order_void')).some((e) => e.target === `order ${order.id}`)).toBe(false);

    const ok = await staff.post(`/api/orders/${order.id}/void`, {
      reason: 'Spilled',
      approval: approval(),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const audit = (await auditOf('order_void')).find((e) => e.target === `order ${order.id}`);
    expect(audit).toMatchObject({ user: { id: staff.userId }, approved_by: { id: admin.userId } });
  });

  it('wrong PINs count toward the admin sign-in limit', async () => {
    const target = await server.signIn('admin');
    expect((await target.put('/api/users/me/approval-pin', { pin: '13579' })).status).toBe(200);
    const order = await paidOrder(staff, [1]);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await staff.post(`/api/orders/${order.id}/void`, {
        reason: 'Guessing',
        approval: { email: target.email, pin: String(1000 + i) },
      });
      statuses.push(res.status);
    }
    // Five attempts per account and address, as for sign-ins; then even the right PIN waits.
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    const right = await staff.post(`/api/orders/${order.id}/void`, {
      reason: 'Guessing',
      approval: { email: target.email, pin: '13579' },
    });
    expect(right.status).toBe(429);
    const signIn = await target.post('/api/users/login', {
      email: target.email,
      password: 'wrong-password-1',
    });
    expect(signIn.status).toBe(429);
  });
});

describe('admin Remove Order keeps history', () => {
  it('204, GET 404, still in history as voided "Removed by an admin", audited', async () => {
    const order = await paidOrder(staff, [1]);
    expect((await admin.delete(`/api/orders/${order.id}`)).status).toBe(204);
    expect((await admin.get(`/api/orders/${order.id}`)).status).toBe(404);
    const listed = await admin.get(`/api/orders?location=${LOCATION}&q=${order.id}`);
    expect(listed.body.results).toContainEqual(
      expect.objectContaining({ id: order.id, status: 'voided' }),
    );
    const receipt = await admin.get(`/api/orders/${order.id}/receipt`);
    expect(receipt.body.status).toBe('voided');
    const audit = (await auditOf('order_delete')).find((e) => e.target === `order ${order.id}`);
    expect(audit).toMatchObject({ user: { id: admin.userId }, details: { paid: true } });
    expect((await admin.delete(`/api/orders/${order.id}`)).status).toBe(404);
  });
});

describe('refunds', () => {
  it('refunds one item with its share of the tax, then the rest by amount; never more than paid', async () => {
    expect((await setTax(8)).status).toBe(200);
    const order = await paidOrder(staff, [1, 2], { tip: 1 });
    // $5.00 + $4.70 = $9.70, tax 8% = $0.78 (0.776), tip $1.00: $11.48.
    expect(order.total).toBe(11.48);
    const record = (await staff.get(`/api/orders/${order.id}`)).body;
    const [first, second] = record.order_items.map((i: { id: number }) => i.id);

    const one = await admin.post(`/api/orders/${order.id}/refunds`, {
      items: [first],
      reason: 'Too sweet',
      method: 'card',
    });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    // $5.00 of $9.70 carries 40 of the 78 tax cents (40.2): $5.40.
    expect(one.body).toMatchObject({
      amount: 5.4,
      tax: 0.4,
      items: [first],
      refundable: 6.08,
      status: 'partially_refunded',
    });
    const again = await admin.post(`/api/orders/${order.id}/refunds`, {
      items: [first],
      reason: 'Twice',
      method: 'card',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ITEM_ALREADY_REFUNDED);

    const over = await admin.post(`/api/orders/${order.id}/refunds`, {
      amount: 6.09,
      reason: 'Too much',
      method: 'card',
    });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ remaining: 6.08 });
    expect(over.body.message).toContain('$6.08');

    const rest = await admin.post(`/api/orders/${order.id}/refunds`, {
      amount: 6.08,
      reason: 'Whole order',
      method: 'card',
    });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ refundable: 0, status: 'refunded' });
    const after = (await staff.get(`/api/orders/${order.id}`)).body;
    expect(after.refunds.map((r: { amount: number }) => r.amount)).toEqual([5.4, 6.08]);
    expect(after.refunded_total).toBe(11.48);
    expect(after.timeline.filter((e: { event: string }) => e.event === 'refunded')).toHaveLength(2);
    const last = await admin.post(`/api/orders/${order.id}/refunds`, {
      items: [second],
      reason: 'Nothing left',
      method: 'card',
    });
    expect(last.status).toBe(400);
    expect(last.body.remaining).toBe(0);
    const audit = (await auditOf('order_refund')).filter((e) => e.target === `order ${order.id}`);
    expect(audit).toHaveLength(2);
    const refunded = await staff.get(`/api/orders?location=${LOCATION}&status=refunded`);
    expect(refunded.body.results.map((o: { id: number }) => o.id)).toContain(order.id);
  });

  it('refuses bad requests with 400 and changes nothing', async () => {
    const order = await paidOrder(staff, [1]);
    const other = await paidOrder(staff, [2]);
    const otherItem = (await staff.get(`/api/orders/${other.id}`)).body.order_items[0].id;
    const bodies = [
      {},
      { reason: 'x', method: 'card' },
      { items: [otherItem], reason: 'x', method: 'card' },
      { items: [], amount: 1, reason: 'x', method: 'card', extra: 1 },
      { amount: -1, reason: 'x', method: 'card' },
      { amount: 1, reason: '', method: 'card' },
      { amount: 1, reason: 'x', method: 'cheque' },
      { amount: 'lots', reason: 'x', method: 'card' },
      { items: 'all', reason: 'x', method: 'card' },
    ];
    for (const body of bodies) {
      const res = await admin.post(`/api/orders/${order.id}/refunds`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await staff.get(`/api/orders/${order.id}`)).body.refunds).toEqual([]);
    const unpaid = await addItem(staff, { menu_item: 1, cup: 1 });
    const cart = await admin.post(`/api/orders/${unpaid.body.order__id}/refunds`, {
      amount: 1,
      reason: 'x',
      method: 'card',
    });
    expect(cart.status).toBe(409);
    await staff.delete(`/api/orders/${unpaid.body.order__id}`);
    expect(
      (await admin.post('/api/orders/999999/refunds', { amount: 1, reason: 'x', method: 'card' }))
        .status,
    ).toBe(404);
  });

  it('a staff refund needs approval; with the PIN it is recorded with its approver', async () => {
    const order = await paidOrder(staff, [1]);
    const item = (await staff.get(`/api/orders/${order.id}`)).body.order_items[0].id;
    const body = { items: [item], reason: 'Wrong size', method: 'cash' };
    const none = await staff.post(`/api/orders/${order.id}/refunds`, body);
    expect(none.status).toBe(403);
    expect(none.body.approval_required).toBe(true);
    const ok = await staff.post(`/api/orders/${order.id}/refunds`, {
      ...body,
      approval: approval(),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({
      created_by: { id: staff.userId },
      approved_by: { id: admin.userId },
    });
  });

  it('a cash refund comes out of the open drawer: expected cash drops by it', async () => {
    const opened = await staff.post('/api/drawers', { location: LOCATION, opening_float: 100 });
    expect(opened.status).toBe(201);
    try {
      const order = await paidOrder(staff, [1], { payment_method: 'cash' });
      const before = (await staff.get(`/api/drawers/${opened.body.id}`)).body;
      expect(before.expected_cash).toBe(105);
      // Without a method the money goes back the way it came: cash, out of the drawer.
      const refund = await admin.post(`/api/orders/${order.id}/refunds`, {
        amount: 2,
        reason: 'Partial',
      });
      expect(refund.status).toBe(201);
      expect(refund.body.method).toBe('cash');
      const after = (await staff.get(`/api/drawers/${opened.body.id}`)).body;
      expect(after).toMatchObject({ expected_cash: 103, cash_refunds: 2 });
      const voided = await paidOrder(staff, [2], { payment_method: 'cash' });
      expect((await admin.post(`/api/orders/${voided.id}/void`, { reason: 'Void' })).status).toBe(
        200,
      );
      expect((await staff.get(`/api/drawers/${opened.body.id}`)).body.expected_cash).toBe(103);
    } finally {
      await staff.post(`/api/drawers/${opened.body.id}/close`, { counted_cash: 103 });
    }
    const actions = (await admin.get('/api/audit-log?action=drawer_open')).body.results;
    expect(actions[0]).toMatchObject({ target: `drawer ${opened.body.id}`, location: LOCATION });
  });
});

describe('approval of a large discount at checkout', () => {
  it('staff need approval for a discount over the threshold; the approved sale is audited', async () => {
    expect((await admin.put('/api/settings', { approval_threshold: 0.4 })).status).toBe(200);
    try {
      expect((await staff.get('/api/settings')).body).toEqual({ approval_threshold: 0.4 });
      expect((await staff.put('/api/settings', { approval_threshold: 100 })).status).toBe(403);
      const res = await addItem(staff, { menu_item: 1, cup: 1 });
      const id = res.body.order__id;
      const body = { is_paid: true, order_name: 1, discount: tenOff, paid_amount: 4.5 };
      const refused = await staff.patch(`/api/orders/${id}/complete-order-payment`, body);
      expect(refused.status).toBe(403);
      expect(refused.body.approval_required).toBe(true);
      expect((await staff.get(`/api/orders/${id}`)).body.is_paid).toBe(false);
      const ok = await staff.patch(`/api/orders/${id}/complete-order-payment`, {
        ...body,
        approval: approval(),
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      const audit = (await auditOf('discount_approved')).find((e) => e.target === `order ${id}`);
      expect(audit).toMatchObject({ approved_by: { id: admin.userId }, details: { amount: 0.5 } });
    } finally {
      await admin.put('/api/settings', { approval_threshold: 10 });
    }
  });
});

describe('receipt', () => {
  it('has the shop, the call-out name, local time, items and every money figure with refunds', async () => {
    expect((await setTax(8)).status).toBe(200);
    const order = await paidOrder(staff, [1, 2], {
      discount: tenOff,
      tip: 1,
      payment_method: 'cash',
      cash_tendered: 20,
    });
    await admin.post(`/api/orders/${order.id}/refunds`, {
      amount: 1.25,
      reason: 'Slow service',
      method: 'cash',
    });
    const res = await staff.get(`/api/orders/${order.id}/receipt`);
    expect(res.status).toBe(200);
    // $9.70 less 10% ($0.97; 0.50 + 0.47) = $8.73, tax 8% = $0.70 (0.6984), tip $1: $10.43.
    expect(res.body).toMatchObject({
      shop_name: 'Soda POS',
      location: { id: LOCATION, name: locationName() },
      order_id: order.id,
      order_name: expect.any(String),
      time_zone: 'UTC',
      subtotal: 9.7,
      discount_name: 'Ten percent',
      discount: 0.97,
      tax: 0.7,
      tax_rate: 8,
      tip: 1,
      total: 10.43,
      payment_method: 'cash',
      cash_tendered: 20,
      change_due: 9.57,
      refunds: [{ amount: 1.25, method: 'cash', reason: 'Slow service' }],
      refunded_total: 1.25,
      status: 'partially_refunded',
    });
    expect(res.body.items.map((i: { price: number }) => i.price)).toEqual([5, 4.7]);
    expect(res.body.date).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    expect(res.body.time).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    const unpaid = await addItem(staff, { menu_item: 1, cup: 1 });
    expect((await staff.get(`/api/orders/${unpaid.body.order__id}/receipt`)).status).toBe(409);
    await staff.delete(`/api/orders/${unpaid.body.order__id}`);
  });
});

describe('audit log', () => {
  it('records sign-ins, failed sign-ins, role changes and catalogue deletes; admins only; append-only', async () => {
    const extra = await server.signIn('staff');
    const failed = await extra.post('/api/users/login', {
      email: extra.email,
      password: 'wrong-password-1',
    });
    expect(failed.status).toBe(401);
    await admin.patch(`/api/users/${extra.userId}`, { is_staff: false });
    const signIns = await admin.get(`/api/audit-log?action=sign_in&user=${extra.userId}`);
    expect(signIns.body.results).toHaveLength(1);
    expect((await auditOf('sign_in_failed')).some((e) => e.target === extra.email)).toBe(true);
    const roles = (await auditOf('role_change')).find((e) => e.target === `user ${extra.userId}`);
    expect(roles).toMatchObject({
      user: { id: admin.userId },
      details: { before: { is_staff: true }, after: { is_staff: false } },
    });

    const menu = await admin.post('/api/menus', { version: 99, date: '2026-01-01' });
    expect((await admin.delete(`/api/menus/${menu.body.id}`)).status).toBe(204);
    expect(
      (await auditOf('catalogue_delete')).some((e) => e.target === `menu ${menu.body.id}`),
    ).toBe(true);

    expect((await staff.get('/api/audit-log')).status).toBe(403);
    expect((await admin.get('/api/audit-log?action=nope')).status).toBe(400);
    expect((await admin.get('/api/audit-log?from=yesterday')).status).toBe(400);
    const { db } = server.database;
    await expect(db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const all = (await admin.get('/api/audit-log')).body.count;
    expect(all).toBeGreaterThan(5);
    const pastTheEnd = await admin.get('/api/audit-log?page=999');
    expect(pastTheEnd.body).toEqual({ count: all, results: [] });
  });
});

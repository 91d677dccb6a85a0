import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/fixture';
import { payNewOrder } from '../helpers/orders';

// Issue 27: a location's address and phone, set by admins, printed in the receipt's header.
const { admin, staff } = useTestServer({ seed: true, signIn: ['admin', 'staff'] });

describe('a location address and phone', () => {
  it('are set by admins, shown by the location and on the receipt header', async () => {
    const put = await admin.put('/api/locations/1', {
      name: 'Midtown Farmers Market',
      address: '  1500 Market Street\nDenver, CO 80202 ',
      phone: '(303) 555-0142',
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({
      address: '1500 Market Street\nDenver, CO 80202',
      phone: '(303) 555-0142',
    });
    // Not sent: kept.
    const renamed = await admin.put('/api/locations/1', { name: 'Midtown Market' });
    expect(renamed.body).toMatchObject({ name: 'Midtown Market', phone: '(303) 555-0142' });

    const orderId = await payNewOrder(staff);
    const receipt = await staff.get(`/api/orders/${orderId}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({
      shop_name: 'Soda POS',
      location: {
        id: 1,
        name: 'Midtown Market',
        address: '1500 Market Street\nDenver, CO 80202',
        phone: '(303) 555-0142',
      },
      order_id: orderId,
      cashier: expect.any(String),
      date: expect.stringMatching(/^[A-Z][a-z]{2} \d{2}, \d{4}$/),
      time: expect.stringMatching(/^\d{1,2}:\d{2} [AP]M$/),
    });
    const log = await admin.get('/api/audit-log?action=location_change&location=1');
    expect(log.body.results[0].details.after).toMatchObject({ name: 'Midtown Market' });
  });

  it('refuses a bad address or phone with a 400 on the field and changes nothing', async () => {
    const before = (await staff.get('/api/locations/1')).body;
    const cases: [Record<string, unknown>, string][] = [
      [{ address: 'x'.repeat(201) }, 'address'],
      [{ address: 'bell\u0007' }, 'address'],
      [{ address: 5 }, 'address'],
      [{ phone: 'call me' }, 'phone'],
      [{ phone: '1'.repeat(31) }, 'phone'],
      [{ phone: null }, 'phone'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.put('/api/locations/1', { name: before.name, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body), JSON.stringify(body)).toEqual([field]);
    }
    expect((await staff.get('/api/locations/1')).body).toEqual(before);
    const forbidden = await staff.put('/api/locations/1', { name: before.name, phone: '1' });
    expect(forbidden.status).toBe(403);
  });
});

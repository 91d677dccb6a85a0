import { describe, expect, it } from 'vitest';
import { expectStaffReadAdminWrite, insertOrder } from '../helpers/catalogue';
import { useTestServer } from '../helpers/fixture';

const { server, admin, staff } = useTestServer({ signIn: ['admin', 'staff'] });

describe('cups', () => {
  it('creates, lists by size, reads, updates and autocompletes', async () => {
    const big = await admin.post('/api/cups', {
      size: 32,
      price: '4.50',
      conversion_factor: '2.00',
    });
    expect(big.status).toBe(201);
    expect(big.body).toEqual({
      id: expect.any(Number),
      size: { value: 32, display: '32 oz' },
      price: 4.5,
      conversion_factor: 2,
    });
    const small = await admin.post('/api/cups/', { size: '16', price: 3.5, conversion_factor: 1 });
    expect(small.status).toBe(201);

    expect((await staff.get('/api/cups')).body).toEqual([small.body, big.body]);
    const detail = await staff.get(`/api/cups/${big.body.id}`);
    expect(detail.body.conversion_factor).toBe(2);

    const updated = await admin.put(`/api/cups/${small.body.id}`, {
      size: 16,
      price: '3.75',
      conversion_factor: '1.25',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...small.body, price: 3.75, conversion_factor: 1.25 });

    const auto = await staff.get('/api/cups/autocomplete');
    expect(auto.body).toEqual({
      results: [
        { ...updated.body, name: '16 oz' },
        { ...big.body, name: '32 oz' },
      ],
    });
  });

  it('gives the spec messages and refuses a second cup of one size', async () => {
    expect((await admin.post('/api/cups', {})).body).toEqual({
      size: ['Size is required'],
      price: ['Price is required'],
      conversion_factor: ['Conversion factor is required'],
    });
    expect(
      (await admin.post('/api/cups', { size: 24, price: 'x', conversion_factor: 0 })).body,
    ).toEqual({
      size: ['Size must be one of: 16, 32'],
      price: ['Price must be a valid number'],
      conversion_factor: ['Conversion factor must be greater than 0'],
    });
    const dup = await admin.post('/api/cups', { size: 16, price: 3, conversion_factor: 1 });
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ size: ['A cup of this size already exists.'] });
    expect((await staff.get('/api/cups/999999')).status).toBe(404);
    expect(
      (await admin.put('/api/cups/999999', { size: 16, price: 3, conversion_factor: 1 })).status,
    ).toBe(404);
  });

  it('refuses with 409 to delete a cup used by order items or discounts, deletes an unused one', async () => {
    const [small, big] = (await staff.get('/api/cups')).body;
    const soda = (await admin.post('/api/sodas', { name: 'Root Beer' })).body;
    await insertOrder(server.database, {
      userId: staff.userId,
      items: [{ cupId: small.id, customSodaId: soda.id }],
    });
    const discount = await admin.post('/api/discounts', {
      name: 'Small deal',
      code: 'SMALL',
      percent_or_price: 'price',
      price: 3,
      is_cup_specific: true,
      cup: small.id,
    });
    expect(discount.status, JSON.stringify(discount.body)).toBe(201);
    const refused = await admin.delete(`/api/cups/${small.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This cup cannot be deleted: it is used by 1 order item and 1 discount.',
    });
    expect((await admin.delete(`/api/cups/${big.id}`)).status).toBe(204);
    expect((await staff.get('/api/cups')).body).toEqual([small]);
    expect((await admin.delete(`/api/cups/${big.id}`)).status).toBe(404);
  });

  it('lets staff read, only admins write', async () => {
    const [cup] = (await staff.get('/api/cups')).body;
    await expectStaffReadAdminWrite(
      server,
      ['/api/cups', '/api/cups/autocomplete', `/api/cups/${cup.id}`],
      [
        ['POST', '/api/cups', { size: 32, price: 1, conversion_factor: 2 }],
        ['PUT', `/api/cups/${cup.id}`, { size: 16, price: 0, conversion_factor: 1 }],
        ['DELETE', `/api/cups/${cup.id}`],
      ],
    );
    expect((await staff.get(`/api/cups/${cup.id}`)).body).toEqual(cup);
  });
});

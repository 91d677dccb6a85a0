import { beforeAll, describe, expect, it } from 'vitest';
import { expectStaffReadAdminWrite, insertOrder } from '../helpers/catalogue';
import { useTestServer } from '../helpers/fixture';

const { server, admin, staff } = useTestServer({ signIn: ['admin', 'staff'] });
let cup16 = 0;
beforeAll(async () => {
  cup16 = (await admin.post('/api/cups', { size: 16, price: 3.5, conversion_factor: 1 })).body.id;
});

const TYPE = "Discount type must be either 'percent' or 'price'";
const VALUE = 'Either percent or price must be provided based on the discount type';

describe('discounts', () => {
  it('creates a percent discount stored as a fraction and a cup-specific price discount', async () => {
    const staffPerk = await admin.post('/api/discounts', {
      name: 'Staff',
      code: 'STAFF25',
      percent_or_price: 'percent',
      percent: 0.25,
      price: 9, // the other value is cleared
      is_cup_specific: false,
      cup: null,
    });
    expect(staffPerk.status).toBe(201);
    expect(staffPerk.body).toEqual({
      id: expect.any(Number),
      name: 'Staff',
      code: 'STAFF25',
      percent_or_price: 'percent',
      percent: 0.25,
      price: null,
      is_cup_specific: false,
      cup: null,
      cup_size: null,
      is_archived: false,
    });
    const perk = await admin.post('/api/discounts/', {
      name: "Lime Boi's AM Perk",
      code: 'AMPERK',
      percent_or_price: 'price',
      percent: null,
      price: '4.00',
      is_cup_specific: true,
      cup: cup16,
    });
    expect(perk.status).toBe(201);
    expect(perk.body).toMatchObject({
      percent: null,
      price: 4,
      is_cup_specific: true,
      cup: cup16,
      cup_size: { value: 16, display: '16 oz' },
    });
    // 14.3 % typed in the form arrives as 14.3 / 100 = 0.14300000000000002.
    const odd = await admin.post('/api/discounts', {
      name: 'Odd',
      code: 'ODD',
      percent_or_price: 'percent',
      percent: 14.3 / 100,
    });
    expect(odd.body.percent).toBe(0.143);

    expect((await staff.get('/api/discounts')).body.map((d: { name: string }) => d.name)).toEqual([
      "Lime Boi's AM Perk",
      'Odd',
      'Staff',
    ]);
    expect((await staff.get(`/api/discounts/${perk.body.id}`)).body).toEqual(perk.body);
    const auto = await staff.get('/api/discounts/autocomplete?q=staff');
    expect(auto.body).toEqual({ results: [staffPerk.body] });

    const updated = await admin.put(`/api/discounts/${staffPerk.body.id}`, {
      name: 'Staff',
      code: 'STAFF50',
      percent_or_price: 'percent',
      percent: '0.5',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ code: 'STAFF50', percent: 0.5 });
  });

  it('gives the spec messages', async () => {
    const x = { name: 'X', code: 'X' };
    type Case = [Record<string, unknown>, Record<string, string[]>];
    const cases: Case[] = [
      [{}, { name: ['Name is required'], code: ['Code is required'], percent_or_price: [TYPE] }],
      [{ ...x, percent_or_price: 'free' }, { percent_or_price: [TYPE] }],
      [{ ...x, percent_or_price: 'percent', price: 2 }, { percent: [VALUE] }],
      [{ ...x, percent_or_price: 'price', percent: 0.1 }, { price: [VALUE] }],
      [
        { ...x, percent_or_price: 'percent', percent: 25 },
        { percent: ['Percent must be between 0 and 1'] },
      ],
      [{ ...x, percent_or_price: 'price', price: -1 }, { price: ['Price must not be negative'] }],
      [
        { ...x, percent_or_price: 'price', price: 1, is_cup_specific: true },
        { cup: ['Please select a cup for a cup-specific discount'] },
      ],
      [
        { ...x, percent_or_price: 'price', price: 1, is_cup_specific: true, cup: 999999 },
        { cup: ['Cup not found.'] },
      ],
      ...['AMPERK', 'amperk'].map((code): Case => [
        { name: 'Again', code, percent_or_price: 'price', price: 1 },
        { code: ['A discount with this code already exists.'] },
      ]),
    ];
    for (const [body, errors] of cases)
      expect((await admin.post('/api/discounts', body)).body, JSON.stringify(body)).toEqual(errors);
    expect((await staff.get('/api/discounts/999999')).status).toBe(404);
    expect(
      (
        await admin.put('/api/discounts/999999', {
          name: 'X',
          code: 'Y',
          percent_or_price: 'price',
          price: 1,
        })
      ).status,
    ).toBe(404);
  });

  it('refuses with 409 to delete a discount that orders used; deletes an unused one', async () => {
    const [perk, odd] = (await staff.get('/api/discounts')).body;
    await insertOrder(server.database, { userId: staff.userId, discountId: perk.id });
    const refused = await admin.delete(`/api/discounts/${perk.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This discount cannot be deleted: it is used by 1 order.',
    });
    expect((await admin.delete(`/api/discounts/${odd.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/discounts/${odd.id}`)).status).toBe(404);
  });

  it('lets staff read, only admins write', async () => {
    const [discount] = (await staff.get('/api/discounts')).body;
    await expectStaffReadAdminWrite(
      server,
      ['/api/discounts', '/api/discounts/autocomplete', `/api/discounts/${discount.id}`],
      [
        [
          'POST',
          '/api/discounts',
          { name: 'Nope', code: 'NOPE', percent_or_price: 'percent', percent: 1 },
        ],
        [
          'PUT',
          `/api/discounts/${discount.id}`,
          { name: 'Nope', code: 'NOPE', percent_or_price: 'percent', percent: 1 },
        ],
        ['DELETE', `/api/discounts/${discount.id}`],
      ],
    );
  });
});

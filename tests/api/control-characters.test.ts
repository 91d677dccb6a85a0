/** Issue 10 item 3: control characters in text fields are refused with a 400 on the field. */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sodas, users } from '../../src/server/db/schema';
import { addItem } from '../helpers/orders';
import { useTestServer } from '../helpers/fixture';

const { server, admin, staff } = useTestServer({ seed: true, signIn: ['admin', 'staff'] });

const refused = (field: string, label: string) => ({
  [field]: [`${label} must not contain control characters`],
});
const sodaCount = async () => (await server.database.db.select({ n: count() }).from(sodas))[0].n;

describe('names and codes', () => {
  it('refuse NUL, other C0 and C1 controls, DEL and lone surrogates, and store nothing', async () => {
    const before = await sodaCount();
    for (const name of [
      'Co\u0000la',
      '\u0000',
      'Co\u0007la',
      'Co\u007fla',
      'Co\u0085la',
      'Co\ud800la',
    ]) {
      const res = await admin.post('/api/sodas', { name });
      expect([JSON.stringify(name), res.status, res.body]).toEqual([
        JSON.stringify(name),
        400,
        refused('name', 'Name'),
      ]);
    }
    expect(await sodaCount()).toBe(before);
  });

  it('accept any other text, trimming surrounding tabs and line breaks as before', async () => {
    const emoji = await admin.post('/api/sodas', { name: 'Fizz 🥤 Ünïcödé ‮' });
    expect(emoji.status).toBe(201);
    expect(emoji.body.name).toBe('Fizz 🥤 Ünïcödé ‮');
    const padded = await admin.post('/api/order-names', { name: '\tSam\n' });
    expect(padded.status).toBe(201);
    expect(padded.body.name).toBe('Sam');
    expect((await admin.post('/api/order-names', { name: 'Sa\tm' })).body).toEqual(
      refused('name', 'Name'),
    );
  });

  it('apply to every named resource and to discount codes', async () => {
    const name = 'Bad\u0000';
    for (const [path, body] of [
      ['/api/locations', { name }],
      ['/api/flavor-groups', { name, uom: 'pump', price: 1 }],
      ['/api/flavors', { name, flavor_group: 1 }],
      ['/api/limited-time-promotions', { name }],
      ['/api/order-names', { name }],
      ['/api/menu-items', { name, soda: 1, flavors: [{ flavor: 1, quantity: 1 }] }],
    ] as const) {
      const res = await admin.post(path, body);
      expect([path, res.status, res.body]).toEqual([path, 400, refused('name', 'Name')]);
    }
    const res = await admin.post('/api/discounts', {
      name: 'Staff',
      code: 'STAFF\u0000',
      percent_or_price: 'price',
      price: 1,
    });
    expect([res.status, res.body]).toEqual([400, refused('code', 'Code')]);
  });
});

describe('the register form', () => {
  it('refuses control characters in the names and the email, and creates no user', async () => {
    const countUsers = async () =>
      (await server.database.db.select({ n: count() }).from(users))[0].n;
    const before = await countUsers();
    const body = {
      first_name: 'Nell',
      last_name: 'Null',
      email: 'nell@example.com',
      password: 'Turquoise-Walrus-Umbrella-81',
    };
    const anonymous = server.client();
    for (const [field, label, value] of [
      ['first_name', 'First name', 'Ne\u0000ll'],
      ['last_name', 'Last name', '\u0001'],
      ['email', 'Email', 'nell\u0000@example.com'],
    ]) {
      const res = await anonymous.post('/api/users/register', { ...body, [field]: value });
      expect([field, res.status, res.body]).toEqual([field, 400, refused(field, label)]);
    }
    const login = await anonymous.post('/api/users/login', {
      email: 'a\u0000@example.com',
      password: 'whatever-1',
    });
    expect([login.status, login.body]).toEqual([400, refused('email', 'Email')]);
    expect(await countUsers()).toBe(before);
  });
});

describe('orders', () => {
  it('a note may hold tabs and line breaks but no other control character', async () => {
    const ok = await addItem(staff, { menu_item: 1, cup: 1, note: 'no ice\n\tplease' });
    expect(ok.status).toBe(201);
    expect(ok.body.note).toBe('no ice\n\tplease');
    for (const note of ['no\u0000ice', 'no ice\u001b', 'no\u0085ice']) {
      const res = await addItem(staff, { menu_item: 1, cup: 1, note });
      expect([JSON.stringify(note), res.status, res.body]).toEqual([
        JSON.stringify(note),
        400,
        refused('note', 'Note'),
      ]);
    }
  });

  it('an order name given as text is refused on a control character, at checkout and on rename', async () => {
    const item = await addItem(staff, { menu_item: 1, cup: 1 });
    const orderId = item.body.order__id;
    const pay = await staff.patch(`/api/orders/${orderId}/complete-order-payment`, {
      is_paid: true,
      order_name: 'Alicia\u0000',
      paid_amount: 5,
      discount: null,
    });
    expect([pay.status, pay.body]).toEqual([400, refused('order_name', 'Order name')]);
    const rename = await staff.patch(`/api/orders/${orderId}`, { order_name: '\u0000' });
    expect([rename.status, rename.body]).toEqual([400, refused('order_name', 'Order name')]);
    expect((await staff.get(`/api/orders/${orderId}`)).body.is_paid).toBe(false);
  });
});

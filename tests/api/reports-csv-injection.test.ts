/**
 * Issue 26: report CSVs neutralise text that a spreadsheet would run as a formula. Cashiers
 * register themselves with any name; in the cashier grouping's CSV a name starting with `=`, `+`,
 * `-` or `@` gets a single quote before it, while amounts (negative ones too) stay numbers.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema';
import { useTestServer } from '../helpers/fixture';
import { ApiClient } from '../helpers/http';
import { LOCATION, addItem } from '../helpers/orders';
import { refundDated } from '../helpers/refunds';

const { server, admin } = useTestServer({ seed: true, signIn: ['admin'] });

const PASSWORD = 'quartz-lemon-harbor-82';
const FIRST_NAMES = ['=HYPERLINK("http://x.example","y")', '+1+1', '@SUM(A1)', '-2+3'];
const SOLD_ON = '2033-03-01';
const REFUNDED_ON = '2033-03-02';
const cashiers: { id: number; label: string; orderId: number }[] = [];

/** Registers a cashier named `firstName` Cashier, whom an admin makes staff; signed in. */
async function registerCashier(firstName: string, n: number) {
  const email = `formula${n}-${Date.now()}@example.com`;
  const client = new ApiClient(server.url);
  const registered = await client.post('/api/users/register', {
    first_name: firstName,
    last_name: 'Cashier',
    email,
    password: PASSWORD,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const id = registered.body.id as number;
  const promoted = await admin.patch(`/api/users/${id}`, { is_staff: true });
  expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
  expect((await client.post('/api/users/login', { email, password: PASSWORD })).status).toBe(200);
  return { client, id };
}

/** One drink rung up and paid by `client`, paid on SOLD_ON. */
async function sellOne(client: ApiClient) {
  const added = await addItem(client, { menu_item: 1, cup: 1 });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const id = added.body.order__id as number;
  const pay = (paid_amount: number) =>
    client.patch(`/api/orders/${id}/complete-order-payment`, {
      is_paid: true,
      order_name: 1,
      discount: null,
      paid_amount,
    });
  const probe = await pay(1000);
  const due = Number(/order total of \$(\d+\.\d\d)/.exec(probe.body.message)![1]);
  expect((await pay(due)).status).toBe(200);
  await server.database.db
    .update(orders)
    .set({ paidAt: new Date(`${SOLD_ON}T12:00:00Z`) })
    .where(eq(orders.id, id));
  return id;
}

beforeAll(async () => {
  const name = (await admin.get(`/api/locations/${LOCATION}`)).body.name;
  await admin.put(`/api/locations/${LOCATION}`, { name, time_zone: 'UTC', tax_rate: 8 });
  for (const [n, firstName] of FIRST_NAMES.entries()) {
    const { client, id } = await registerCashier(firstName, n);
    cashiers.push({ id, label: `${firstName} Cashier`, orderId: await sellOne(client) });
  }
  // The last cashier's sale is partly refunded the next day: that day's row is negative.
  const last = cashiers.at(-1)!;
  const refund = { amount: 2, reason: 'Formula test' };
  await refundDated(server.database, admin, last.orderId, refund, `${REFUNDED_ON}T12:00:00Z`);
});

const byCashier = (day: string, csv: boolean) =>
  admin.get(`/api/reports/sales?from=${day}&to=${day}&group_by=cashier${csv ? '&format=csv' : ''}`);

/** The CSV cells of a row with the label as the writer must neutralise it (a quote before it). */
const expectedLine = (row: Record<string, unknown>, label: string) =>
  [
    row.key,
    label,
    ...['orders', 'items', 'gross', 'discounts', 'refunds', 'net', 'tax', 'tips'].map((c) =>
      String(row[c]),
    ),
  ].join(',');

describe('report CSVs and formula injection', () => {
  it('a cashier named like a formula comes out with a single quote before the name', async () => {
    const json = await byCashier(SOLD_ON, false);
    expect(json.status).toBe(200);
    // The JSON keeps the name as typed: only the CSV neutralises it.
    expect(json.body.rows.map((r: { label: string }) => r.label).sort()).toEqual(
      cashiers.map((c) => c.label).sort(),
    );
    const res = await byCashier(SOLD_ON, true);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = String(res.body).split('\r\n');
    const neutralised: Record<string, string> = {
      '=HYPERLINK("http://x.example","y") Cashier': `"'=HYPERLINK(""http://x.example"",""y"") Cashier"`,
      '+1+1 Cashier': "'+1+1 Cashier",
      '@SUM(A1) Cashier': "'@SUM(A1) Cashier",
      '-2+3 Cashier': "'-2+3 Cashier",
    };
    for (const cashier of cashiers) {
      const row = json.body.rows.find((r: { key: string }) => r.key === String(cashier.id));
      expect(lines, cashier.label).toContain(expectedLine(row, neutralised[cashier.label]));
    }
    // No cell of the file starts with a formula character, quoted or not.
    const cells = lines.flatMap((line) => line.match(/("([^"]|"")*"|[^,]*)(?=,|$)/g) ?? []);
    for (const cell of cells) expect(cell.replace(/^"/, ''), cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('amounts stay numbers: a refund day gives negative figures without a quote', async () => {
    const json = await byCashier(REFUNDED_ON, false);
    const [row] = json.body.rows;
    expect(row).toMatchObject({ key: String(cashiers.at(-1)!.id), orders: 0, items: 0 });
    expect(row.net).toBeLessThan(0);
    expect(row.tax).toBeLessThan(0);
    const lines = String((await byCashier(REFUNDED_ON, true)).body).split('\r\n');
    expect(lines[1]).toBe(expectedLine(row, "'-2+3 Cashier"));
    expect(lines[1]).toMatch(new RegExp(`,${String(row.net).replace('.', '\\.')},`));
    expect(lines[2]).toBe(
      `total,Total,0,0,0,0,${json.body.totals.refunds},${json.body.totals.net},${json.body.totals.tax},0`,
    );
    expect(json.body.totals.net).toBe(row.net);
  });
});

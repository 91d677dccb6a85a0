import { addBatchedOrders } from '../../src/server/reports';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db/select-rows';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import { addItem, orderTotalCents, payNewOrder } from '../helpers/orders';

// The history at size: search by part of a name or an item (trigram indexes on both databases),
// keyset paging with `after`/`next` that neither repeats nor skips an order while sales go on,
// and a count that stops at 10,000 and says so.

const { server, staff, admin } = useTestServer({ seed: true, signIn: ['staff', 'admin'] });

type Page = { count: number; count_is_capped: boolean; next: string | null; results: Row[] };
type Row = { id: number; order_name: string | null; paid_at: string };

const history = async (client: SignedIn, query: string) => {
  const res = await client.get(`/api/orders?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Page;
};
const idsOf = (page: Page) => page.results.map((row) => row.id);
const newShop = async (name: string) =>
  (await admin.post('/api/locations', { name: `${name} ${Date.now()}` })).body.id as number;

/** An order of one drink at `shop`, paid at checkout with a typed call-out name. */
async function paidWithName(shop: number, orderName: string) {
  const added = await addItem(staff, { menu_item: 1, cup: 1, order__location: shop });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const id = added.body.order__id as number;
  const paid = await staff.patch(`/api/orders/${id}/complete-order-payment`, {
    is_paid: true,
    discount: null,
    order_name_text: orderName,
    paid_amount: (await orderTotalCents(staff, id)) / 100,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return id;
}

/** `count` paid orders at `shop` in one statement, `step` apart going back from `newest`. */
/** Rows per insert: PGlite runs in this process, and a statement holds its event loop. */
const CHUNK = 1_000;

/**
 * `count` paid orders inserted with SQL in one transaction, a chunk per statement, so the server's
 * event loop (PGlite runs in this process) is never held for long: held past the server's
 * keep-alive time, it closed an idle connection just as the client reused it (ECONNRESET). Their
 * rollups are added once at the end (`sales_rollups.batched`, as the demo history does).
 */
const insertPaid = (shop: number, count: number, newest: string, step: string, name = 'null') =>
  server.database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('sales_rollups.batched', 'on', true)`);
    const ids: number[] = [];
    for (let first = 0; first < count; first += CHUNK) {
      const last = Math.min(first + CHUNK, count) - 1;
      const added = await selectRows<{ id: number }>(
        tx,
        sql.raw(`insert into orders (collected_by, location_id, is_paid, is_complete,
          paid_amount_cents, item_count, payment_method, created_at, paid_at, order_name_text)
        select ${staff.userId}, ${shop}, true, true, 500, 1, 'card',
          timestamptz '${newest}' - g * interval '${step}', timestamptz '${newest}' - g * interval '${step}',
          ${name}
        from generate_series(${first}, ${last}) g returning id`),
      );
      ids.push(...added.map((row) => row.id));
    }
    await addBatchedOrders(tx, ids);
  });

describe('history search', () => {
  let shop: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    shop = await newShop('Search Shop');
    for (const name of ['Marguerite Okafor', 'Margo Lin', 'Tom OKAFOR', 'Zoë Ångström'])
      ids[name] = await paidWithName(shop, name);
  });

  const found = async (q: string) =>
    idsOf(await history(admin, `location=${shop}&q=${encodeURIComponent(q)}`)).sort();
  const idsNamed = (...names: string[]) => names.map((name) => ids[name]).sort();

  it('finds a typed name by any part of it, in any case', async () => {
    expect(await found('Marguerite Okafor')).toEqual(idsNamed('Marguerite Okafor'));
    expect(await found('marg')).toEqual(idsNamed('Marguerite Okafor', 'Margo Lin'));
    expect(await found('okaf')).toEqual(idsNamed('Marguerite Okafor', 'Tom OKAFOR'));
    expect(await found('GUERITE oka')).toEqual(idsNamed('Marguerite Okafor'));
    expect(await found('ström')).toEqual(idsNamed('Zoë Ångström'));
    expect(await found('Okafore')).toEqual([]);
    const past = await history(admin, `location=${shop}&q=marg&page=2&page_size=2`);
    expect(past).toEqual({ count: 2, count_is_capped: false, results: [], next: null });
  });

  it('pages a search by its next', async () => {
    const search = `location=${shop}&q=OKAF&page_size=1`;
    const first = await history(admin, search);
    const second = await history(admin, `${search}&after=${first.next}`);
    expect([...idsOf(first), ...idsOf(second)]).toEqual(
      idsNamed('Marguerite Okafor', 'Tom OKAFOR').reverse(),
    );
    expect(second).toMatchObject({ count: 2, count_is_capped: false, next: null });
  });

  it('finds by fewer letters than a trigram, and takes wildcards literally', async () => {
    expect(await found('ma')).toEqual(idsNamed('Marguerite Okafor', 'Margo Lin'));
    expect(await found('M')).toEqual(
      idsNamed('Marguerite Okafor', 'Margo Lin', 'Tom OKAFOR', 'Zoë Ångström'),
    );
    expect(await found('%')).toEqual([]);
    expect(await found('_a')).toEqual([]);
  });

  it("finds a list name, an item's name and the order id", async () => {
    const listed = await payNewOrder(staff, [{ menu_item: 1, cup: 1, order__location: shop }]);
    const order = (await staff.get(`/api/orders/${listed}`)).body;
    const listName = (await history(admin, `location=${shop}&q=${listed}`)).results[0].order_name;
    expect(listName).toEqual(expect.any(String));
    expect(await found(listName!.slice(1, -1).toUpperCase())).toContain(listed);
    const itemName = order.order_items[0].order_item_name as string;
    expect(await found(itemName.slice(1).toLowerCase())).toEqual(
      [...Object.values(ids), listed].sort(),
    );
    expect(await found(String(ids['Margo Lin']))).toEqual([ids['Margo Lin']]);
  });
});

describe('keyset paging', () => {
  let shop: number;
  let all: number[];

  beforeAll(async () => {
    shop = await newShop('Keyset Shop');
    // 20 orders a microsecond apart, then 20 sharing one paid_at: the cursor must tell them apart.
    await insertPaid(shop, 20, '2026-05-01T12:00:00.000020Z', '1 microsecond');
    await insertPaid(shop, 20, '2026-05-01T11:00:00Z', '0 seconds');
    const everything = await history(admin, `location=${shop}&page_size=100`);
    all = idsOf(everything);
    expect(all).toHaveLength(40);
  });

  it('walks every order once, in order, while new sales arrive', async () => {
    const walked: number[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const after: string = next ? `&after=${encodeURIComponent(next)}` : '';
      const page = await history(admin, `location=${shop}&page_size=7${after}`);
      expect(page.count).toBe(40 + pages);
      walked.push(...idsOf(page));
      next = page.next;
      pages++;
      await paidWithName(shop, `Arrived ${pages}`); // newer than every page already read
    } while (next);
    expect(pages).toBe(Math.ceil(40 / 7));
    expect(walked).toEqual(all);
  });

  it('gives the same first page as page 1, and a next from a numbered page too', async () => {
    const numbered = await history(admin, `location=${shop}&page_size=5&page=2`);
    const first = await history(admin, `location=${shop}&page_size=5`);
    const second = await history(admin, `location=${shop}&page_size=5&after=${first.next}`);
    expect(idsOf(second)).toEqual(idsOf(numbered));
    expect(second.next).toBe(numbered.next);
  });

  it('answers next null on the last page, also when the page is exactly full', async () => {
    const { count } = await history(admin, `location=${shop}`);
    expect((await history(admin, `location=${shop}&page_size=${count}`)).next).toBeNull();
    const allButOne = await history(admin, `location=${shop}&page_size=${count - 1}`);
    const last = await history(admin, `location=${shop}&after=${allButOne.next}`);
    expect(idsOf(last)).toEqual([all.at(-1)]);
    expect(last.next).toBeNull();
  });

  it('refuses a cursor it did not give with a 400 on after, and page with after on page', async () => {
    for (const after of [
      'abc',
      '1_',
      '_1',
      '1.5_2',
      '12345678901234567_1',
      '1_99999999999',
      '1_-2',
    ]) {
      const res = await admin.get(`/api/orders?after=${encodeURIComponent(after)}`);
      expect(res.status, after).toBe(400);
      expect(res.body, after).toEqual({ after: ["After must be the 'next' of a previous page"] });
    }
    const both = await admin.get(`/api/orders?page=2&after=1_1`);
    expect(both.status).toBe(400);
    expect(both.body).toEqual({ page: ['Give either page or after'] });
  });

  it('reads a cursor far in the past or the future as a bound, never an error', async () => {
    const future = await history(admin, `location=${shop}&after=9999999999999999_2147483647`);
    expect(idsOf(future).slice(0, 3)).toEqual(
      idsOf(await history(admin, `location=${shop}`)).slice(0, 3),
    );
    const past = await history(admin, `location=${shop}&after=-9999999999999999_1`);
    expect(past.results).toEqual([]);
    expect(past.next).toBeNull();
  });
});

describe('the count', () => {
  let shop: number;

  beforeAll(async () => {
    shop = await newShop('Busy Shop');
    await insertPaid(shop, 10_050, '2026-06-01T12:00:00Z', '1 second', "'Bulk ' || g");
  });

  it('stops at 10,000 and says so', async () => {
    const page = await history(admin, `location=${shop}`);
    expect(page).toMatchObject({ count: 10_000, count_is_capped: true });
    expect(page.results).toHaveLength(25);
    expect(page.next).toEqual(expect.any(String));
    const past = await history(admin, `location=${shop}&page_size=100&page=101`);
    expect(past).toMatchObject({ count: 10_000, count_is_capped: true, next: null });
    expect(past.results).toHaveLength(50);
  });

  it('pages a search that matches more than 10,000 as the plain list does', async () => {
    const plain = await history(admin, `location=${shop}&page_size=50`);
    const searched = await history(admin, `location=${shop}&page_size=50&q=bulk`);
    expect(searched).toMatchObject({ count: 10_000, count_is_capped: true, next: plain.next });
    expect(idsOf(searched)).toEqual(idsOf(plain));
    const after = `location=${shop}&page_size=50&after=${plain.next}`;
    expect(idsOf(await history(admin, `${after}&q=BULK`))).toEqual(
      idsOf(await history(admin, after)),
    );
    const deep = await history(admin, `location=${shop}&page_size=100&page=101&q=Bulk`);
    expect(deep.results.map((row) => row.order_name)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Bulk ${10_000 + i}`),
    );
  });

  it('is exact up to 10,000, a search and a day included', async () => {
    const named = await history(admin, `location=${shop}&q=${encodeURIComponent('bulk 1004')}`);
    expect(named).toMatchObject({ count: 11, count_is_capped: false }); // 1004 and 10040-10049
    const day = await history(admin, `location=${shop}&from=2026-06-01&to=2026-06-01`);
    expect(day).toMatchObject({ count: 10_000, count_is_capped: true });
    const exact = await history(admin, `location=${shop}&q=${encodeURIComponent('Bulk 99')}`);
    expect(exact.count_is_capped).toBe(false);
    expect(exact.count).toBe(111); // 99, 990-999 and 9900-9999
  });

  // The same orders, now also named from the list.
  describe('a list name on more than 10,000 orders', () => {
    let quiet: number;
    let listName: string;

    /** Names every paid order of `location` by the first name of the list instead; that name. */
    const nameAll = async (location: number) =>
      (
        await selectRows<{ name: string }>(
          server.database.db,
          sql`with listed as (select id, name from order_names order by id limit 1),
            named as (update orders
              set order_name_id = (select id from listed), order_name_text = null
              where location_id = ${location} and is_paid returning id)
            select name from listed`,
        )
      )[0].name;

    beforeAll(async () => {
      listName = await nameAll(shop);
      quiet = await newShop('Quiet List Name Shop');
      await insertPaid(quiet, 3, '2026-07-01T12:00:00Z', '1 minute');
      await nameAll(quiet);
    });

    it('stops at 10,000 and pages as the plain list does', async () => {
      const q = encodeURIComponent(listName.slice(1).toLowerCase());
      const plain = await history(admin, `location=${shop}&page_size=50`);
      const searched = await history(admin, `location=${shop}&page_size=50&q=${q}`);
      expect(searched).toMatchObject({ count: 10_000, count_is_capped: true, next: plain.next });
      expect(idsOf(searched)).toEqual(idsOf(plain));
      const everywhere = await history(admin, `page_size=50&q=${q}`);
      expect(everywhere).toMatchObject({ count: 10_000, count_is_capped: true });
    });

    it('finds the few drinks named like it among its many orders, newest first', async () => {
      // Another call-out name, but its drink's name holds the search: the walk over the list
      // name's orders must find it too (by the drinks that match, looked up once).
      const id = await paidWithName(await newShop('Drink Name Shop'), 'Nobody Alike');
      await server.database.db.execute(
        sql`update order_items set menu_item_name = ${`Float ${listName}`} where order_id = ${id}`,
      );
      const q = encodeURIComponent(listName.toLowerCase()); // 3 letters or more: indexed
      const everywhere = await history(admin, `page_size=5&q=${q}`);
      expect(everywhere).toMatchObject({ count: 10_000, count_is_capped: true });
      expect(idsOf(everywhere)[0]).toBe(id);
      expect(everywhere.results[0].order_name).toBe('Nobody Alike');
    });

    it("counts exactly where the filters leave fewer: another shop's three orders", async () => {
      const q = encodeURIComponent(listName);
      const quietOnes = await history(admin, `location=${quiet}&q=${q}`);
      expect(quietOnes).toMatchObject({ count: 3, count_is_capped: false, next: null });
      expect(quietOnes.results.map((row) => row.order_name)).toEqual([
        listName,
        listName,
        listName,
      ]);
    });
  });
});

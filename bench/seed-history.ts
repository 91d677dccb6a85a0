/**
 * The bench seed command (issue 16): `npm run bench:seed -- <postgres-url> [orders] [shops]` adds
 * about `orders` paid orders (default 100,000) spread over `shops` new shops (default 5) in
 * different time zones, through the demo history generator (src/shared/pricing.ts prices, real
 * drawers, voids and refunds). The bench calls it on its PostgreSQL database for the report rows.
 */
import { pathToFileURL } from 'node:url';
import { openPostgres } from '../src/server/db/client';
import * as t from '../src/server/db/schema';
import { seedHistory } from '../src/server/demo/demo-history';

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Pacific/Honolulu',
];
const ORDERS_PER_SHOP_DAY = 200;

export async function seedBenchHistory(url: string, orders = 100_000, shops = 5) {
  const database = await openPostgres(url, 2);
  try {
    const { db } = database;
    const people = await db.select().from(t.users);
    const admin = people.find((u) => u.isAdmin);
    const staff = people.filter((u) => u.isStaff).map((u) => u.id);
    if (!admin || !staff.length) throw new Error('The database needs an admin and staff users.');
    const created = await db
      .insert(t.locations)
      .values(
        Array.from({ length: shops }, (_, i) => ({
          name: `Report shop ${i + 1} ${Date.now().toString(36)}`,
          timeZone: ZONES[i % ZONES.length],
          taxRateThousandths: 5000 + 1000 * i,
        })),
      )
      .returning({ id: t.locations.id, timeZone: t.locations.timeZone });
    // Weekends sell a quarter more: 5 weekdays + 2 x 1.25 = 7.5 average days a week.
    const days = Math.ceil((orders / (shops * ORDERS_PER_SHOP_DAY)) * (7 / 7.5));
    const seeded = await seedHistory(db, {
      shops: created,
      staff,
      admin: admin.id,
      days: days - 1, // and today
      ordersPerDay: ORDERS_PER_SHOP_DAY,
      end: new Date(),
      seed: 12,
    });
    return { ...seeded, days, shops: created.map((s) => s.id) };
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [url, orders, shops] = process.argv.slice(2);
  if (!url) {
    console.error('usage: npm run bench:seed -- <postgres-url> [orders] [shops]');
    process.exit(2);
  }
  const began = performance.now();
  const result = await seedBenchHistory(url, Number(orders || 100_000), Number(shops || 5));
  console.log(
    `${result.orders} orders in ${result.shops.length} shops over ${result.days} days, in ${((performance.now() - began) / 1000).toFixed(0)} s`,
  );
}

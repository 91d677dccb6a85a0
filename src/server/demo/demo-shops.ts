import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Db, DEMO_TIME_ZONE } from '../db';
import * as t from '../db';
import { seedHistory } from './demo-history';
import { demoStock } from './demo-stock';

type CreateUser = (
  db: Db,
  user: { email: string; password: string; firstName: string; lastName: string; isStaff: boolean },
) => Promise<{ id: number }>;

const BARISTAS = [
  ['Maya', 'Brooks'],
  ['Leo', 'Park'],
  ['Ivy', 'Chen'],
];

/**
 * Four weeks of sales for the demo, so the reports are alive on first start: a second
 * shop in another time zone with its own tax (it takes orders ahead), three more staff members (they sign in with a
 * password nobody knows until an admin resets it), and the history of both shops up to now,
 * with their stock: deliveries, counts and the cost of every drink sold.
 */
export async function seedDemoHistory(db: Db, createUser: CreateUser, now = new Date()) {
  const [riverside] = await db
    .insert(t.locations)
    .values({
      name: 'Riverside Station',
      timeZone: 'America/Chicago',
      taxRateThousandths: 8250,
      address: '40 Riverside Plaza, Chicago, IL 60606',
      phone: '(312) 555-0186',
      // So the customer pages have a shop to order from out of the box.
      onlineOrdering: true,
    })
    .returning({ id: t.locations.id });
  const baristas = [];
  for (const [firstName, lastName] of BARISTAS) {
    const email = `${firstName.toLowerCase()}@example.com`;
    const password = randomBytes(18).toString('base64url');
    baristas.push(await createUser(db, { email, password, firstName, lastName, isStaff: true }));
  }
  const people = await db.select().from(t.users);
  const admin = people.find((u) => u.isAdmin)!;
  const staff = people.filter((u) => u.isStaff && !u.isAdmin).map((u) => u.id);
  const [market] = await db.select().from(t.locations).where(eq(t.locations.id, 1));
  return seedHistory(db, {
    shops: [
      { id: market.id, timeZone: market.timeZone || DEMO_TIME_ZONE },
      { id: riverside.id, timeZone: 'America/Chicago' },
    ],
    staff: [...new Set([...staff, ...baristas.map((b) => b.id)])],
    admin: admin.id,
    days: 28,
    ordersPerDay: 45,
    end: now,
    stock: demoStock(admin.id),
  });
}

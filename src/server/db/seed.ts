import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { CUP_SIZE_VALUES, WATER_SODA_NAME } from '../../shared/catalogue';
import { dollarsToCents } from '../../shared/money';
import { projectRoot, type Db, type Tx } from './client';
import * as t from './schema';

interface Fixture<F> {
  model: string;
  pk: number;
  fields: F;
}

function load<F>(file: string): Fixture<F>[] {
  const path = join(projectRoot(), 'src/server/db/reference-data', file);
  return JSON.parse(readFileSync(path, 'utf8')) as Fixture<F>[];
}

const ofModel = <F>(rows: Fixture<unknown>[], model: string) =>
  rows.filter((r) => r.model.toLowerCase() === model.toLowerCase()) as Fixture<F>[];

/** The water soda's own base price per cup size, from the reference shop. */
const WATER_BASE_CENTS: Record<number, number> = { 16: 275, 32: 300 };

export const DEMO_USERS = {
  admin: {
    email: 'admin@example.com',
    password: 'admin-demo-1',
    isStaff: true,
    isAdmin: true,
    firstName: 'Ada',
    lastName: 'Admin',
  },
  staff: {
    email: 'staff@example.com',
    password: 'staff-demo-1',
    isStaff: true,
    isAdmin: false,
    firstName: 'Sam',
    lastName: 'Staff',
  },
} as const;

/** Loads the reference shop's catalogue, keeping its ids (soda ids 1-5 carry meaning). */
export async function seedReferenceCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCupsAndSodas(tx);
    const sameAs = await seedFlavors(tx);
    await seedMenu(tx, sameAs);
    await seedDiscounts(tx);
    const names = load<{ name: string }>('orders-order_name.json');
    await tx.insert(t.orderNames).values(names.map((n) => ({ id: n.pk, name: n.fields.name })));
    const locations = load<{ name: string }>('locations.json');
    await tx.insert(t.locations).values(locations.map((l) => ({ id: l.pk, name: l.fields.name })));
    await moveSequencesPastIds(tx);
  });
}

/** The cups of the sizes the app sells, the sodas, and the water soda's own price per cup. */
async function seedCupsAndSodas(tx: Tx) {
  const cups = load<{ size: string; price: string; conversion_factor: string }>('cups.json').filter(
    (c) => (CUP_SIZE_VALUES as readonly number[]).includes(Number(c.fields.size)),
  );
  await tx.insert(t.cups).values(
    cups.map((c) => ({
      id: c.pk,
      size: Number(c.fields.size),
      priceCents: dollarsToCents(c.fields.price),
      conversionFactor: c.fields.conversion_factor,
    })),
  );
  const sodas = load<{ name: string }>('sodas.json');
  await tx.insert(t.sodas).values(sodas.map((s) => ({ id: s.pk, name: s.fields.name })));
  const water = sodas.find((s) => s.fields.name === WATER_SODA_NAME);
  if (water) {
    await tx.insert(t.sodaCupPrices).values(
      cups.map((c) => ({
        sodaId: water.pk,
        cupId: c.pk,
        priceCents: WATER_BASE_CENTS[Number(c.fields.size)],
      })),
    );
  }
}

/** Flavor groups and flavors; answers which repeated flavor ids stand for which first one. */
async function seedFlavors(tx: Tx): Promise<Map<number, number>> {
  const groups = load<{ name: string; uom: string; price: string }>('flavors-flavor_group.json');
  await tx.insert(t.flavorGroups).values(
    groups.map((g) => ({
      id: g.pk,
      name: g.fields.name,
      uom: g.fields.uom,
      priceCents: dollarsToCents(g.fields.price),
    })),
  );
  const flavors = load<{ name: string; flavor_group: number; sugar_free_available: boolean }>(
    'flavors-flavor.json',
  );
  // Flavor names are unique within a group. A repeat in the reference data (two "Strawberry"
  // syrups) is the same flavor listed twice: it is not seeded, and recipes naming it get the first.
  // (Migration 0006 renamed repeats in older databases "Strawberry (2)"; the admin's Flavors tab
  // flags them.)
  const firstOf = new Map<string, number>();
  const sameAs = new Map<number, number>();
  for (const f of flavors) {
    const key = `${f.fields.flavor_group}:${f.fields.name.toLowerCase()}`;
    const first = firstOf.get(key);
    if (first === undefined) firstOf.set(key, f.pk);
    else sameAs.set(f.pk, first);
  }
  await tx.insert(t.flavors).values(
    flavors
      .filter((f) => !sameAs.has(f.pk))
      .map((f) => ({
        id: f.pk,
        name: f.fields.name,
        flavorGroupId: f.fields.flavor_group,
        sugarFreeAvailable: f.fields.sugar_free_available,
      })),
  );
  return sameAs;
}

/** Menu items with their manual prices and recipes, and the limited-time promotions. */
async function seedMenu(tx: Tx, sameAs: Map<number, number>) {
  const menu = load<Record<string, unknown>>('menuitems-menu_item.json');
  const manualPrices = new Map(
    ofModel<{ menu_item: number; price: string }>(menu, 'menuitems.menuitemprice').map((p) => [
      p.fields.menu_item,
      dollarsToCents(p.fields.price),
    ]),
  );
  await tx.insert(t.menuItems).values(
    ofModel<{ name: string; soda: number; is_archived: boolean }>(menu, 'menuitems.menuitem').map(
      (m) => ({
        id: m.pk,
        name: m.fields.name,
        sodaId: m.fields.soda,
        isArchived: m.fields.is_archived,
        manualPriceCents: manualPrices.get(m.pk) ?? null,
      }),
    ),
  );
  await tx.insert(t.menuItemFlavors).values(
    ofModel<{ menu_item: number; flavor: number; quantity: number }>(
      menu,
      'menuitems.menuitemflavor',
    ).map((f) => ({
      menuItemId: f.fields.menu_item,
      flavorId: sameAs.get(f.fields.flavor) ?? f.fields.flavor,
      quantity: String(f.fields.quantity),
    })),
  );
  const promos = load<{ name: string; is_archived: boolean }>('menuitems-limited_time_promo.json');
  await tx
    .insert(t.limitedTimePromotions)
    .values(promos.map((p) => ({ id: p.pk, ...p.fields, isArchived: p.fields.is_archived })));
  const promoItems = load<{ menu_item: number; limited_time_promo: number }>(
    'menuitems-limited_time_menu_item.json',
  );
  await tx.insert(t.limitedTimeMenuItems).values(
    promoItems.map((p) => ({
      id: p.pk,
      menuItemId: p.fields.menu_item,
      promoId: p.fields.limited_time_promo,
    })),
  );
}

/** Discounts: percent off or a price, for one cup size or any. */
async function seedDiscounts(tx: Tx) {
  const discountRows = load<Record<string, unknown>>('orders-discount.json');
  const percentOff = ofModel<{ discount: number; percent_off: number }>(
    discountRows,
    'orders.DiscountPercentOff',
  );
  const priced = ofModel<{ discount: number; price: number }>(discountRows, 'orders.DiscountPrice');
  const cupOnly = ofModel<{ discount: number; cup: number }>(
    discountRows,
    'orders.DiscountCupSize',
  );
  await tx.insert(t.discounts).values(
    ofModel<{ name: string; code: string }>(discountRows, 'orders.discount').map((d) => {
      const percent = percentOff.find((p) => p.fields.discount === d.pk);
      const price = priced.find((p) => p.fields.discount === d.pk);
      const cup = cupOnly.find((p) => p.fields.discount === d.pk);
      return {
        id: d.pk,
        name: d.fields.name,
        code: d.fields.code,
        percentOrPrice: percent ? 'percent' : 'price',
        percent: percent ? String(percent.fields.percent_off) : null,
        priceCents: price ? dollarsToCents(price.fields.price) : null,
        isCupSpecific: Boolean(cup),
        cupId: cup?.fields.cup ?? null,
      };
    }),
  );
}

/** Explicit ids were inserted: move every sequence past them. */
async function moveSequencesPastIds(tx: Tx) {
  for (const table of [
    'cups',
    'sodas',
    'soda_cup_prices',
    'flavor_groups',
    'flavors',
    'menu_items',
    'menu_item_flavors',
    'limited_time_promotions',
    'limited_time_menu_items',
    'discounts',
    'order_names',
    'locations',
  ]) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      ),
    );
  }
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.users);
  return row.n === 0;
}

type DemoUser = (typeof DEMO_USERS)[keyof typeof DEMO_USERS];

export const DEMO_TIME_ZONE = 'America/Denver';

/**
 * Demo data for `npm start` on an empty embedded database. The caller passes how a user is
 * created (auth owns password hashing; db imports no domain).
 */
export async function seedDemo(
  db: Db,
  createUser: (db: Db, user: DemoUser) => Promise<unknown>,
): Promise<typeof DEMO_USERS> {
  await seedReferenceCatalogue(db);
  // The demo shops keep Mountain time: their days start at local midnight.
  await db.update(t.locations).set({
    timeZone: DEMO_TIME_ZONE,
    address: '1500 Market Street, Denver, CO 80202',
    phone: '(303) 555-0142',
  });
  await createUser(db, DEMO_USERS.admin);
  await createUser(db, DEMO_USERS.staff);
  return DEMO_USERS;
}

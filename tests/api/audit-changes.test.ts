import { beforeAll, describe, expect, it } from 'vitest';
import { setAvailable } from '../helpers/availability';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import { LOCATION } from '../helpers/orders';

// Issue 26 item 8: price, tax, location, availability, drawer reopen and role changes are each
// audited with who, the action, the target and the changed fields before and after; a refused
// request or a save that changes nothing writes no entry. On both databases.

const { server, admin, staff } = useTestServer({ seed: true, signIn: ['admin', 'staff'] });

interface Entry {
  id: number;
  user: { id: number } | null;
  action: string;
  target: string;
  location: number | null;
  details: { before?: Record<string, unknown> | null; after?: Record<string, unknown> };
  [key: string]: unknown;
}

/** Every entry of the log, newest first (the tests write far fewer than a page). */
const entries = async (query = ''): Promise<Entry[]> => {
  const res = await admin.get(`/api/audit-log${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results;
};
const total = async () => (await admin.get('/api/audit-log')).body.count as number;

/**
 * Runs `change` and returns the entries it wrote (newest first); `expected` of them. Nothing else
 * writes to the log meanwhile: tests run one after the other and sign nobody in.
 */
async function written(expected: number, change: () => Promise<unknown>): Promise<Entry[]> {
  const before = await total();
  await change();
  const fresh = (await entries()).slice(0, (await total()) - before);
  expect(fresh, JSON.stringify(fresh)).toHaveLength(expected);
  return fresh;
}

/** A request that must be answered `status` and write nothing. */
async function refused(status: number, request: () => Promise<{ status: number; body: unknown }>) {
  await written(0, async () => {
    const res = await request();
    expect(res.status, JSON.stringify(res.body)).toBe(status);
  });
}

const ok = async (request: Promise<{ status: number; body: any }>, status = 200) => {
  const res = await request;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
};

describe('price changes', () => {
  it('a cup: price and conversion factor before and after, by whom; a repeat writes nothing', async () => {
    const cup = await ok(admin.get('/api/cups/1'));
    const body = { size: cup.size.value, price: cup.price + 0.25, conversion_factor: 1.25 };
    const [entry] = await written(1, () => ok(admin.put('/api/cups/1', body)));
    expect(entry).toMatchObject({ user: { id: admin.userId }, action: 'price_change' });
    expect(entry.target).toBe('cup 1');
    expect(entry.details.before).toEqual({ price: cup.price, conversion_factor: 1 });
    expect(entry.details.after).toEqual({ price: cup.price + 0.25, conversion_factor: 1.25 });

    await written(0, () => ok(admin.put('/api/cups/1', body)));
    await refused(403, () => staff.put('/api/cups/1', { ...body, price: 1 }));
    await refused(400, () => admin.put('/api/cups/1', { ...body, price: -1 }));
    await refused(400, () => admin.put('/api/cups/1', { ...body, size: 32, price: 9 }));
    await refused(404, () => admin.put('/api/cups/9999', body));
    expect((await ok(admin.get('/api/cups/1'))).price).toBe(cup.price + 0.25);
  });

  it('a flavor group: created with its price, then its price changed; a rename is no price change', async () => {
    const [created] = await written(1, () =>
      ok(admin.post('/api/flavor-groups', { name: 'Audit drizzle', uom: 'pump', price: 0.3 }), 201),
    );
    const id = Number(created.target.replace('flavor group ', ''));
    expect(created).toMatchObject({ user: { id: admin.userId }, action: 'price_change' });
    expect(created.details).toMatchObject({ before: null, after: { price: 0.3 } });

    const body = { name: 'Audit drizzle', uom: 'pump', price: 0.45 };
    const [changed] = await written(1, () => ok(admin.put(`/api/flavor-groups/${id}`, body)));
    expect(changed.target).toBe(`flavor group ${id}`);
    expect(changed.details).toMatchObject({ before: { price: 0.3 }, after: { price: 0.45 } });

    await written(0, () =>
      ok(admin.put(`/api/flavor-groups/${id}`, { ...body, name: 'Audit drizzle 2' })),
    );
    await refused(400, () => admin.put(`/api/flavor-groups/${id}`, { ...body, price: 'x' }));
    await refused(403, () => staff.post('/api/flavor-groups', { ...body, name: 'By staff' }));
  });

  it('a menu item: its manual price and the cup prices it gives, before and after', async () => {
    const item = await ok(admin.get('/api/menu-items/1'));
    const manual = (item.price?.price ?? 4) + 1;
    const [entry] = await written(1, () =>
      ok(admin.patch('/api/menu-items/1', { price: { price: manual } })),
    );
    const after = await ok(admin.get('/api/menu-items/1'));
    expect(entry).toMatchObject({ user: { id: admin.userId }, action: 'price_change' });
    expect(entry.target).toBe('menu item 1');
    const bySize = (prices: { size: { display: string }; price: number }[]) =>
      Object.fromEntries(prices.map((p) => [p.size.display, p.price]));
    expect(entry.details.before).toMatchObject({
      price: item.price?.price ?? null,
      cup_prices: bySize(item.cup_prices),
    });
    expect(entry.details.after).toMatchObject({
      price: manual,
      cup_prices: bySize(after.cup_prices),
    });

    await written(0, () => ok(admin.patch('/api/menu-items/1', { price: { price: manual } })));
    await refused(400, () => admin.patch('/api/menu-items/1', { price: { price: 0 } }));
    await refused(400, () => admin.patch('/api/menu-items/1', { flavors: [] }));
    await refused(403, () => staff.patch('/api/menu-items/1', { price: null }));

    const [back] = await written(1, () => ok(admin.patch('/api/menu-items/1', { price: null })));
    expect(back.details.before).toMatchObject({ price: manual });
    expect(back.details.after).toMatchObject({ price: null });
  });

  it("a soda's own price in a cup, set and removed", async () => {
    const cups = await ok(admin.get('/api/cups'));
    const size = cups.find((c: any) => c.id === 1).size.display as string;
    const [set] = await written(1, () =>
      ok(admin.put('/api/sodas/1/cup-prices', { cup_prices: [{ cup: 1, price: 2.25 }] })),
    );
    expect(set).toMatchObject({ user: { id: admin.userId }, action: 'price_change' });
    expect(set.target).toBe('soda 1');
    expect(set.details.before).toEqual({ cup_prices: { [size]: null } });
    expect(set.details.after).toEqual({ cup_prices: { [size]: 2.25 } });

    await written(0, () =>
      ok(admin.put('/api/sodas/1/cup-prices', { cup_prices: [{ cup: 1, price: 2.25 }] })),
    );
    await refused(400, () =>
      admin.put('/api/sodas/1/cup-prices', {
        cup_prices: [
          { cup: 1, price: 3 },
          { cup: 9999, price: 1 },
        ],
      }),
    );
    const [removed] = await written(1, () =>
      ok(admin.put('/api/sodas/1/cup-prices', { cup_prices: [{ cup: 1, price: null }] })),
    );
    expect(removed.details).toMatchObject({
      before: { cup_prices: { [size]: 2.25 } },
      after: { cup_prices: { [size]: null } },
    });
  });
});

describe('discounts', () => {
  it('audits a discount created and its amount changed; a duplicate code writes nothing', async () => {
    const body = { name: 'Audit five', code: 'AUDIT5', percent_or_price: 'price', price: 5 };
    let id = 0;
    const [created] = await written(1, async () => {
      id = (await ok(admin.post('/api/discounts', body), 201)).id;
    });
    expect(created).toMatchObject({
      user: { id: admin.userId },
      action: 'discount_change',
      target: `discount ${id}`,
      details: { before: null, after: { code: 'AUDIT5', percent_or_price: 'price', price: 5 } },
    });

    const [changed] = await written(1, () =>
      ok(admin.put(`/api/discounts/${id}`, { ...body, percent_or_price: 'percent', percent: 0.2 })),
    );
    expect(changed.details.before).toEqual({ percent_or_price: 'price', percent: null, price: 5 });
    expect(changed.details.after).toEqual({
      percent_or_price: 'percent',
      percent: 0.2,
      price: null,
    });

    await written(0, () =>
      ok(admin.put(`/api/discounts/${id}`, { ...body, percent_or_price: 'percent', percent: 0.2 })),
    );
    await refused(400, () => admin.post('/api/discounts', { ...body, name: 'Same code' }));
    await refused(400, () => admin.put(`/api/discounts/${id}`, { ...body, price: -1 }));
    await refused(403, () => staff.put(`/api/discounts/${id}`, { ...body, price: 1 }));
  });
});

describe('locations', () => {
  it('tax and settings changes of a location, with the location; refusals and no-ops write nothing', async () => {
    const shop = await ok(admin.get(`/api/locations/${LOCATION}`));
    const [tax] = await written(1, () =>
      ok(
        admin.put(`/api/locations/${LOCATION}`, {
          name: shop.name,
          tax_rate: 8.25,
          prices_include_tax: !shop.prices_include_tax,
        }),
      ),
    );
    expect(tax).toMatchObject({
      user: { id: admin.userId },
      action: 'location_change',
      target: `location ${LOCATION}`,
      location: LOCATION,
    });
    expect(tax.details.before).toEqual({
      tax_rate: shop.tax_rate,
      prices_include_tax: shop.prices_include_tax,
    });
    expect(tax.details.after).toEqual({
      tax_rate: 8.25,
      prices_include_tax: !shop.prices_include_tax,
    });

    const settings = {
      name: 'Audited shop',
      ticket_yellow_seconds: 200,
      ticket_red_seconds: 400,
      time_zone: 'America/Denver',
    };
    const [renamed] = await written(1, () => ok(admin.put(`/api/locations/${LOCATION}`, settings)));
    expect(renamed.details.before).toEqual({
      name: shop.name,
      ticket_yellow_seconds: shop.ticket_yellow_seconds,
      ticket_red_seconds: shop.ticket_red_seconds,
      time_zone: shop.time_zone,
    });
    expect(renamed.details.after).toEqual(settings);
    const filtered = await entries(`?action=location_change&location=${LOCATION}`);
    expect(filtered.map((e) => e.id)).toEqual([renamed.id, tax.id]);

    await written(0, () => ok(admin.put(`/api/locations/${LOCATION}`, settings)));
    await refused(400, () =>
      admin.put(`/api/locations/${LOCATION}`, { ...settings, ticket_red_seconds: 100 }),
    );
    await refused(400, () =>
      admin.put(`/api/locations/${LOCATION}`, { ...settings, tax_rate: 100 }),
    );
    await refused(403, () => staff.put(`/api/locations/${LOCATION}`, { ...settings, tax_rate: 1 }));
    await refused(404, () => admin.put('/api/locations/9999', settings));
  });

  it('a new location is audited with its settings', async () => {
    const [created] = await written(1, () =>
      ok(admin.post('/api/locations', { name: 'Audit annex' }), 201),
    );
    expect(created).toMatchObject({
      user: { id: admin.userId },
      action: 'location_change',
      details: { before: null, after: { name: 'Audit annex', tax_rate: 0 } },
    });
    expect(created.target).toBe(`location ${created.location}`);
    await refused(400, () => admin.post('/api/locations', { name: 'Audit annex' }));
  });
});

describe('availability', () => {
  it('sold out and back on, by the staff member, at the location; marking it again writes nothing', async () => {
    const [out] = await written(1, () => ok(setAvailable(staff, LOCATION, 'cup', 1, false)));
    expect(out).toMatchObject({
      user: { id: staff.userId },
      action: 'availability_change',
      target: 'cup 1',
      location: LOCATION,
      details: { before: { available: true }, after: { available: false } },
    });
    await written(0, () => ok(setAvailable(staff, LOCATION, 'cup', 1, false)));
    await refused(400, () => setAvailable(staff, LOCATION, 'cup', 9999, false));
    await refused(400, () => setAvailable(staff, LOCATION, 'flavor', 1, 'no' as never));

    const [back] = await written(1, () => ok(setAvailable(staff, LOCATION, 'cup', 1, true)));
    expect(back.details).toMatchObject({
      before: { available: false },
      after: { available: true },
    });
    await written(0, () => ok(setAvailable(staff, LOCATION, 'cup', 1, true)));

    const [item] = await written(1, () => ok(setAvailable(admin, LOCATION, 'menu_item', 1, false)));
    expect(item).toMatchObject({ user: { id: admin.userId }, target: 'menu item 1' });
    await ok(setAvailable(admin, LOCATION, 'menu_item', 1, true));
  });
});

describe('drawer reopen', () => {
  it('records the close it undid, before and after; refused reopens write nothing', async () => {
    const drawer = await ok(
      staff.post('/api/drawers', { location: LOCATION, opening_float: 50 }),
      201,
    );
    await refused(409, () => admin.post(`/api/drawers/${drawer.id}/reopen`));
    await ok(staff.post(`/api/drawers/${drawer.id}/close`, { counted_cash: 48.5 }));
    await refused(403, () => staff.post(`/api/drawers/${drawer.id}/reopen`));

    const [entry] = await written(1, () => ok(admin.post(`/api/drawers/${drawer.id}/reopen`)));
    expect(entry).toMatchObject({
      user: { id: admin.userId },
      action: 'drawer_reopen',
      target: `drawer ${drawer.id}`,
      location: LOCATION,
      details: {
        before: { closed_by: staff.userId, counted_cash: 48.5 },
        after: { closed_at: null, closed_by: null, counted_cash: null },
      },
    });
    expect(entry.details.before!.closed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    await ok(staff.post(`/api/drawers/${drawer.id}/close`, { counted_cash: 50 }));
  });
});

describe('role changes', () => {
  let user: SignedIn;
  let annex: number;
  beforeAll(async () => {
    user = await server.signIn('staff');
    annex = (await ok(admin.post('/api/locations', { name: 'Role annex' }), 201)).id;
  });

  it('roles, active and locations before and after; refusals and no-ops write nothing', async () => {
    const [promoted] = await written(1, () =>
      ok(admin.patch(`/api/users/${user.userId}`, { is_admin: true, is_staff: true })),
    );
    expect(promoted).toMatchObject({
      user: { id: admin.userId },
      action: 'role_change',
      target: `user ${user.userId}`,
    });
    expect(promoted.details.before).toEqual({ is_admin: false });
    expect(promoted.details.after).toEqual({ is_admin: true });

    const [placed] = await written(1, () =>
      ok(admin.patch(`/api/users/${user.userId}`, { locations: [annex, LOCATION, annex] })),
    );
    expect(placed.details.before).toEqual({ locations: [] });
    expect(placed.details.after).toEqual({ locations: [LOCATION, annex].sort((a, b) => a - b) });

    await written(0, () =>
      ok(
        admin.patch(`/api/users/${user.userId}`, { locations: [LOCATION, annex], is_admin: true }),
      ),
    );
    await refused(400, () => admin.patch(`/api/users/${user.userId}`, { locations: [99999] }));
    await refused(400, () => admin.patch(`/api/users/${admin.userId}`, { is_admin: false }));
    await refused(403, () => staff.patch(`/api/users/${user.userId}`, { is_admin: false }));
    await refused(404, () => admin.patch('/api/users/99999', { is_staff: false }));

    const [deactivated] = await written(1, () =>
      ok(admin.patch(`/api/users/${user.userId}`, { is_active: false, is_admin: false })),
    );
    expect(deactivated.details.before).toEqual({ is_admin: true, is_active: true });
    expect(deactivated.details.after).toEqual({ is_admin: false, is_active: false });
  });
});

describe('the approval threshold', () => {
  it('before and after; the same value again writes nothing', async () => {
    const { approval_threshold } = await ok(admin.get('/api/settings'));
    const [entry] = await written(1, () =>
      ok(admin.put('/api/settings', { approval_threshold: approval_threshold + 5 })),
    );
    expect(entry).toMatchObject({
      user: { id: admin.userId },
      action: 'settings_change',
      target: 'settings',
      details: {
        before: { approval_threshold },
        after: { approval_threshold: approval_threshold + 5 },
      },
    });
    await written(0, () =>
      ok(admin.put('/api/settings', { approval_threshold: approval_threshold + 5 })),
    );
    await refused(400, () => admin.put('/api/settings', { approval_threshold: -1 }));
  });
});

describe('reading the new entries', () => {
  it('filters by each new action', async () => {
    for (const action of [
      'price_change',
      'discount_change',
      'location_change',
      'availability_change',
    ]) {
      const found = await entries(`?action=${action}`);
      expect(found.length, action).toBeGreaterThan(0);
      expect(found.every((e) => e.action === action)).toBe(true);
    }
  });
});

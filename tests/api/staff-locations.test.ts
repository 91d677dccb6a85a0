import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userLocations } from '../../src/server/db/schema';
import { LiveClient } from '../helpers/live';
import { addItem, payNewOrder } from '../helpers/orders';
import { useTestServer, type SignedIn } from '../helpers/fixture';

// Staff assigned to shop A (the reference location 1) are refused at shop B over HTTP and the
// live channel; staff with no assignment, and admins, work everywhere.
const A = 1;
let B: number;
const { server, admin } = useTestServer({ seed: true, signIn: ['admin'] });
let assigned: SignedIn;
let roaming: SignedIn;
let orderAtB: number;

const assign = (userId: number, locations: unknown) =>
  admin.patch(`/api/users/${userId}`, { locations });

beforeAll(async () => {
  assigned = await server.signIn('staff');
  roaming = await server.signIn('staff');
  B = (await admin.post('/api/locations', { name: 'Shop B' })).body.id;
  orderAtB = await payNewOrder(roaming, [{ menu_item: 1, cup: 1, order__location: B }]);
});

describe('assigning staff to locations', () => {
  it('stores the list and returns it on the users list and on /me', async () => {
    const res = await assign(assigned.userId, [A]);
    expect(res.status).toBe(200);
    expect(res.body.locations).toEqual([A]);
    const listed = (await admin.get('/api/users')).body.find((u: any) => u.id === assigned.userId);
    expect(listed.locations).toEqual([A]);
    expect((await assigned.get('/api/users/me')).body.locations).toEqual([A]);
    expect((await roaming.get('/api/users/me')).body.locations).toEqual([]);
  });

  it('refuses unknown locations and malformed lists, changing nothing', async () => {
    const unknown = await assign(assigned.userId, [A, 99999]);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ locations: ['Unknown location.'] });
    for (const bad of ['1', [0], [-1], ['x'], [1.5], null, {}]) {
      expect((await assign(assigned.userId, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const rows = await server.database.db
      .select()
      .from(userLocations)
      .where(eq(userLocations.userId, assigned.userId));
    expect(rows.map((r) => r.locationId)).toEqual([A]);
    expect((await assigned.patch(`/api/users/${assigned.userId}`, { locations: [] })).status).toBe(
      403,
    );
    expect((await assign(424242, [A])).status).toBe(404);
  });
});

describe('an assigned staff member at another location', () => {
  it('only sees and chooses their own locations', async () => {
    const names = (await assigned.get('/api/locations')).body.map((l: any) => l.id);
    expect(names).toEqual([A]);
    const auto = await assigned.get('/api/locations/autocomplete?q=Shop');
    expect(auto.body.results).toEqual([]);
    expect((await assigned.patch('/api/locations/set-cookie', { locationId: B })).status).toBe(403);
    expect((await assigned.patch('/api/locations/set-cookie', { locationId: A })).status).toBe(200);
    expect((await roaming.get('/api/locations')).body).toHaveLength(2);
    expect((await admin.get('/api/locations')).body).toHaveLength(2);
  });

  it('is refused reading or acting on the other location (403)', async () => {
    const refused = [
      await addItem(assigned, { menu_item: 1, cup: 1, order__location: B }),
      await assigned.get(`/api/pending-orders?location_id=${B}`),
      await assigned.get(`/api/orders-queue?location=${B}`),
      await assigned.get(`/api/user-orders?location=${B}`),
      await assigned.get(`/api/order-items?order__location=${B}`),
      await assigned.get(`/api/order-items?order=${orderAtB}`),
      await assigned.get(`/api/orders/${orderAtB}`),
      await assigned.patch(`/api/orders/${orderAtB}/update-in-progress`, {
        is_in_progress: true,
        is_complete: false,
      }),
      await assigned.patch(`/api/orders/${orderAtB}/`, { is_in_progress: true }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You are not assigned to this location.');
    }
    // Nothing changed, and the unfiltered list leaves the other location out.
    expect((await roaming.get(`/api/orders/${orderAtB}`)).body.is_in_progress).toBe(false);
    const queue = (await assigned.get('/api/orders-queue?is_paid=true')).body;
    expect(queue.some((o: any) => o.location === B)).toBe(false);
  });

  it('works at its own location, and the others work everywhere', async () => {
    expect((await assigned.get(`/api/pending-orders?location_id=${A}`)).status).toBe(200);
    expect((await addItem(assigned, { menu_item: 1, cup: 1 })).status).toBe(201);
    expect((await roaming.get(`/api/orders/${orderAtB}`)).status).toBe(200);
    expect((await admin.get(`/api/pending-orders?location_id=${B}`)).status).toBe(200);
  });

  it('is refused the live channel of the other location (4003), not its own', async () => {
    const other = LiveClient.connect(server.url, assigned, B);
    expect((await other.closed).code).toBe(4003);
    const own = LiveClient.connect(server.url, assigned, A);
    await own.next((m) => Array.isArray(m.pending_orders));
    await own.close();
  });

  it('gets every location back when the list is emptied', async () => {
    expect((await assign(assigned.userId, [])).body.locations).toEqual([]);
    expect((await assigned.get(`/api/orders/${orderAtB}`)).status).toBe(200);
    const live = LiveClient.connect(server.url, assigned, B);
    await live.next((m) => Array.isArray(m.pending_orders));
    await live.close();
  });
});

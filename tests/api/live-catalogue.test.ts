import { describe, expect, it } from 'vitest';
import { availabilityShows, setAvailable } from '../helpers/availability';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import { LiveClient, subscribe } from '../helpers/live';
import { GATHER_MS } from '../../src/server/live/catalogue-push';
import { LOCATION as A } from '../helpers/orders';

// A catalogue change reaches the open tills: every subscriber hears `{catalogue_changed: true}`
// once the change has committed, so a refetch on it reads the change.
const { server, admin, staff, sockets } = useTestServer({ seed: true, signIn: ['admin', 'staff'] });

const connect = (user: SignedIn, location: number) =>
  subscribe(server.url, user, sockets, { location, until: (m) => 'availability' in m });
const pushes = (live: LiveClient, from: number) =>
  live.messages.slice(from).filter((m) => 'catalogue_changed' in m);

describe('catalogue changes on the live channel', () => {
  it('reach every location within a second, once per change, and a refetch sees the change', async () => {
    const B = (await admin.post('/api/locations', { name: 'Shop B' })).body.id;
    const atA = await connect(staff, A);
    const atB = await connect(admin, B);
    const [markA, markB] = [atA.messages.length, atB.messages.length];
    const before = (await staff.get('/api/menu-items/1')).body;

    const start = Date.now();
    const renamed = await admin.patch('/api/menu-items/1', {
      name: `${before.name} Deluxe`,
      price: { price: 9 },
    });
    expect(renamed.status).toBe(200);
    expect(await atA.next((m) => 'catalogue_changed' in m, markA)).toEqual({
      catalogue_changed: true,
    });
    expect(Date.now() - start).toBeLessThan(1000);
    await atB.next((m) => 'catalogue_changed' in m, markB);
    const after = (await staff.get('/api/menu-items/1')).body;
    expect(after.name).toBe(`${before.name} Deluxe`);
    expect(after.cup_prices[0].price).not.toBe(before.cup_prices[0].price);

    // One write touching several tables is one message.
    atA.send({ message: 'Order completed' });
    await atA.next((m) => Array.isArray(m.pending_orders), markA + 1);
    expect(pushes(atA, markA)).toHaveLength(1);
    // The name back, and its push heard here, so that it cannot land in the next test.
    const markBack = atA.messages.length;
    const back = await admin.patch('/api/menu-items/1', { name: before.name, price: null });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    await atA.next((m) => 'catalogue_changed' in m, markBack);
  });

  it('is not sent for a sold-out change, which has its own message', async () => {
    const live = await connect(staff, A);
    const mark = live.messages.length;
    // Each state heard before the next is set: the feed sends a list only when it differs from
    // the last one sent, so two quick changes may cancel out.
    expect((await setAvailable(staff, A, 'cup', 1, false)).status).toBe(200);
    await live.next(availabilityShows('cup', 1, false), mark);
    expect((await setAvailable(staff, A, 'cup', 1, true)).status).toBe(200);
    await live.next(availabilityShows('cup', 1, true), mark);
    // Absence: well past the time notifications are gathered for.
    await new Promise((resolve) => setTimeout(resolve, 4 * GATHER_MS));
    expect(pushes(live, mark)).toHaveLength(0);
    expect((await admin.post('/api/sodas', { name: 'Live Cola' })).status).toBe(201);
    await live.next((m) => 'catalogue_changed' in m, mark);
  });
});

/**
 * Issue 31: a location's online ordering settings (admins, PUT /api/locations/{id}), and the pause
 * its staff set from the bar screen (POST and DELETE /api/locations/{id}/online-pause): bounds,
 * who may, the audit entries, and the live push to open screens.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, type SignedIn } from '../helpers/fixture';
import { subscribe } from '../helpers/live';
import { LOCATION } from '../helpers/orders';

const { server, admin, staff, sockets } = useTestServer({ seed: true, signIn: ['admin', 'staff'] });

let name = '';
let elsewhere: SignedIn;
let otherShop = 0;

const settings = async () => (await admin.get(`/api/locations/${LOCATION}`)).body;
const pause = (who: SignedIn, body: unknown, id = LOCATION) =>
  who.post(`/api/locations/${id}/online-pause`, body);

beforeAll(async () => {
  name = (await settings()).name;
  otherShop = (await admin.post('/api/locations', { name: 'Online Other Shop' })).body.id;
  elsewhere = await server.signIn('staff');
  const assigned = await admin.patch(`/api/users/${elsewhere.userId}`, { locations: [otherShop] });
  expect(assigned.status).toBe(200);
});

describe('online ordering settings', () => {
  it('default to off, 10-minute slots of 12 orders, 8 drinks an order, not paused', async () => {
    expect(await settings()).toMatchObject({
      online_ordering: false,
      online_slot_minutes: 10,
      online_orders_per_slot: 12,
      online_max_drinks: 8,
      paused_until: null,
    });
  });

  it('are changed by admins, within their bounds; a refusal changes nothing', async () => {
    const before = await settings();
    for (const [field, value] of [
      ['online_slot_minutes', 4],
      ['online_slot_minutes', 61],
      ['online_slot_minutes', 7.5],
      ['online_orders_per_slot', 0],
      ['online_orders_per_slot', 101],
      ['online_max_drinks', 21],
      ['online_max_drinks', '8'],
      ['online_ordering', 'yes'],
    ] as const) {
      const refused = await admin.put(`/api/locations/${LOCATION}`, { name, [field]: value });
      expect(refused.status, `${field} ${value}`).toBe(400);
      expect(Object.keys(refused.body)).toEqual([field]);
    }
    expect(await settings()).toEqual(before);
    const byStaff = await staff.put(`/api/locations/${LOCATION}`, { name, online_ordering: true });
    expect(byStaff.status).toBe(403);

    const changed = await admin.put(`/api/locations/${LOCATION}`, {
      name,
      online_ordering: true,
      online_slot_minutes: 15,
      online_orders_per_slot: 3,
      online_max_drinks: 4,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await settings()).toMatchObject({
      online_ordering: true,
      online_slot_minutes: 15,
      online_orders_per_slot: 3,
      online_max_drinks: 4,
    });
  });
});

describe('pausing online ordering', () => {
  it("is for the location's staff, 5 to 240 minutes, audited and pushed to open screens", async () => {
    for (const minutes of [4, 241, 30.5, '30', null]) {
      expect((await pause(staff, { minutes })).status, String(minutes)).toBe(400);
    }
    expect((await pause(staff, {})).status).toBe(400);
    expect((await pause(elsewhere, { minutes: 30 })).status).toBe(403);
    expect((await pause(staff, { minutes: 30 }, 999_999)).status).toBe(404);
    expect((await settings()).paused_until).toBeNull();

    const live = await subscribe(server.url, staff, sockets, {
      location: LOCATION,
      until: (m) => 'availability' in m,
    });
    const mark = live.messages.length;
    const asked = Date.now();
    const paused = await pause(staff, { minutes: 30 });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    const until = Date.parse(paused.body.paused_until);
    expect(until - asked).toBeGreaterThanOrEqual(30 * 60_000 - 1_000);
    expect(until - asked).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    expect((await settings()).paused_until).toBe(paused.body.paused_until);
    await live.next((m) => 'catalogue_changed' in m, mark);

    const resumed = await staff.delete(`/api/locations/${LOCATION}/online-pause`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.paused_until).toBeNull();
    expect((await settings()).paused_until).toBeNull();
    expect((await elsewhere.delete(`/api/locations/${LOCATION}/online-pause`)).status).toBe(403);

    const audit = (action: string) =>
      admin.get(`/api/audit-log?action=${action}&location=${LOCATION}`).then((r) => r.body.results);
    const [pauseEntry] = await audit('online_pause');
    expect(pauseEntry).toMatchObject({
      user: { id: staff.userId },
      target: `location ${LOCATION}`,
    });
    expect(pauseEntry.details).toMatchObject({ minutes: 30 });
    expect(await audit('online_resume')).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { expectStaffReadAdminWrite, insertOrder } from '../helpers/catalogue';
import { useTestServer } from '../helpers/fixture';

const { server, admin, staff } = useTestServer({ signIn: ['admin', 'staff'] });

describe('flavor groups', () => {
  it('creates, lists, reads, updates and autocompletes with uom as {value, display}', async () => {
    const syrup = await admin.post('/api/flavor-groups', {
      name: 'Syrup',
      uom: 'pump',
      price: '0.15',
    });
    expect(syrup.status).toBe(201);
    expect(syrup.body).toEqual({
      id: expect.any(Number),
      name: 'Syrup',
      uom: { value: 'pump', display: 'Pump' },
      price: 0.15,
    });
    const fruit = await admin.post('/api/flavor-groups/', {
      name: 'Fruit',
      uom: 'wedge',
      price: 0.3,
    });
    expect(fruit.status).toBe(201);
    const free = await admin.post('/api/flavor-groups', { name: 'Spice', uom: 'tbs', price: 0 });
    expect(free.body.price).toBe(0);

    expect(
      (await staff.get('/api/flavor-groups')).body.map((g: { name: string }) => g.name),
    ).toEqual(['Fruit', 'Spice', 'Syrup']);
    expect((await staff.get(`/api/flavor-groups/${syrup.body.id}`)).body).toEqual(syrup.body);

    const updated = await admin.put(`/api/flavor-groups/${fruit.body.id}`, {
      name: 'Fresh Fruit',
      uom: 'single',
      price: '0.35',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      id: fruit.body.id,
      name: 'Fresh Fruit',
      uom: { value: 'single', display: 'Single' },
      price: 0.35,
    });

    const auto = await staff.get('/api/flavor-groups/autocomplete?q=sy');
    expect(auto.body).toEqual({ results: [syrup.body] });
  });

  it('gives the spec messages', async () => {
    const res = await admin.post('/api/flavor-groups', {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: ['Name is required'],
      uom: ['Unit of measure is required'],
      price: ['Price is required'],
    });
    const bad = await admin.post('/api/flavor-groups', {
      name: 'X',
      uom: 'bucket',
      price: 'cheap',
    });
    expect(bad.body).toEqual({
      uom: ['Unit of measure must be one of: pump, tbs, wedge, single'],
      price: ['Price must be a valid number'],
    });
    expect(
      (await admin.post('/api/flavor-groups', { name: 'X', uom: 'pump', price: -0.01 })).body,
    ).toEqual({
      price: ['Price must not be negative'],
    });
    expect(
      (await admin.post('/api/flavor-groups', { name: 'Syrup', uom: 'pump', price: 1 })).body,
    ).toEqual({
      name: ['A flavor group with this name already exists.'],
    });
    expect(
      (await admin.put('/api/flavor-groups/999999', { name: 'X', uom: 'pump', price: 1 })).status,
    ).toBe(404);
    expect((await staff.get('/api/flavor-groups/999999')).status).toBe(404);
  });
});

describe('flavors', () => {
  it('creates and reads a flavor with its group; lists ordered by name; autocompletes', async () => {
    const [fruit, , syrup] = (await staff.get('/api/flavor-groups')).body;
    const vanilla = await admin.post('/api/flavors', {
      name: 'Vanilla',
      flavor_group: syrup.id,
      sugar_free_available: true,
    });
    expect(vanilla.status).toBe(201);
    expect(vanilla.body).toEqual({
      id: expect.any(Number),
      name: 'Vanilla',
      flavor_group: syrup,
      sugar_free_available: true,
      is_archived: false,
    });
    const lime = await admin.post('/api/flavors/', {
      name: 'Fresh Lime',
      flavor_group: String(fruit.id),
    });
    expect(lime.body.sugar_free_available).toBe(false);
    expect(lime.body.flavor_group.uom.display).toBe('Single');
    await admin.post('/api/flavors', { name: 'Apple', flavor_group: syrup.id });

    const byName = await staff.get('/api/flavors?ordering=name');
    expect(byName.body.map((f: { name: string }) => f.name)).toEqual([
      'Apple',
      'Fresh Lime',
      'Vanilla',
    ]);
    const reversed = await staff.get('/api/flavors?ordering=-name');
    expect(reversed.body.map((f: { name: string }) => f.name)).toEqual([
      'Vanilla',
      'Fresh Lime',
      'Apple',
    ]);
    const ofGroup = await staff.get(`/api/flavors?flavor_group=${syrup.id}`);
    expect(ofGroup.body.map((f: { name: string }) => f.name)).toEqual(['Apple', 'Vanilla']);
    expect((await staff.get('/api/flavors?ordering=price')).status).toBe(400);
    expect((await staff.get('/api/flavors?flavor_group=99999999999')).status).toBe(400);

    const detail = await staff.get(`/api/flavors/${lime.body.id}`);
    expect(detail.body).toEqual(lime.body);
    const auto = await staff.get('/api/flavors/autocomplete?q=lime');
    expect(auto.body).toEqual({ results: [lime.body] });

    const changed = await admin.put(`/api/flavors/${lime.body.id}`, {
      name: 'Key Lime',
      flavor_group: syrup.id,
      sugar_free_available: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      id: lime.body.id,
      name: 'Key Lime',
      flavor_group: syrup,
      sugar_free_available: true,
      is_archived: false,
    });
  });

  it('validates name, group and the boolean', async () => {
    expect((await admin.post('/api/flavors', {})).body).toEqual({
      name: ['Name is required'],
      flavor_group: ['Flavor group is required'],
    });
    expect((await admin.post('/api/flavors', { name: 'X', flavor_group: 999999 })).body).toEqual({
      flavor_group: ['Flavor group not found.'],
    });
    expect(
      (
        await admin.post('/api/flavors', {
          name: 'X',
          flavor_group: 1,
          sugar_free_available: 'yes',
        })
      ).body,
    ).toEqual({
      sugar_free_available: ['Expected boolean, received string'],
    });
    expect((await staff.get('/api/flavors/999999')).status).toBe(404);
    expect((await admin.put('/api/flavors/999999', { name: 'X', flavor_group: 1 })).status).toBe(
      404,
    );
  });

  it('deletes unused flavors and groups; refuses with 409 those still in use', async () => {
    const group = (
      await admin.post('/api/flavor-groups', { name: 'Puree', uom: 'pump', price: 0.3 })
    ).body;
    const unused = (
      await admin.post('/api/flavors', { name: 'Kiwi Puree', flavor_group: group.id })
    ).body;
    const used = (await admin.post('/api/flavors', { name: 'Mango Puree', flavor_group: group.id }))
      .body;
    const soda = (await admin.post('/api/sodas', { name: 'Coke' })).body.id;
    const cup = (await admin.post('/api/cups', { size: 16, price: 3.5, conversion_factor: 1 })).body
      .id;
    await admin.post('/api/menu-items', {
      name: 'Mango Coke',
      soda,
      flavors: [{ flavor: used.id, quantity: 2 }],
    });
    await insertOrder(server.database, {
      userId: staff.userId,
      items: [{ cupId: cup, customSodaId: soda, flavorIds: [used.id] }],
    });

    const refused = await admin.delete(`/api/flavors/${used.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This flavor cannot be deleted: it is used by 1 menu item recipe and 1 order item.',
    });
    const groupRefused = await admin.delete(`/api/flavor-groups/${group.id}`);
    expect(groupRefused.status).toBe(409);
    expect(groupRefused.body).toEqual({
      message: 'This flavor group cannot be deleted: it is used by 2 flavors.',
    });

    expect((await admin.delete(`/api/flavors/${unused.id}`)).status).toBe(204);
    expect((await staff.get(`/api/flavors/${unused.id}`)).status).toBe(404);
    const emptyGroup = (
      await admin.post('/api/flavor-groups', { name: 'Empty', uom: 'pump', price: 0.3 })
    ).body;
    expect((await admin.delete(`/api/flavor-groups/${emptyGroup.id}`)).status).toBe(204);
  });

  it('lets staff read, only admins write', async () => {
    const [flavor] = (await staff.get('/api/flavors')).body;
    const group = flavor.flavor_group;
    await expectStaffReadAdminWrite(
      server,
      [
        '/api/flavor-groups',
        '/api/flavor-groups/autocomplete',
        `/api/flavor-groups/${group.id}`,
        '/api/flavors?ordering=name',
        '/api/flavors/autocomplete',
        `/api/flavors/${flavor.id}`,
      ],
      [
        ['POST', '/api/flavor-groups', { name: 'Nope', uom: 'pump', price: 1 }],
        ['PUT', `/api/flavor-groups/${group.id}`, { name: 'Nope', uom: 'pump', price: 1 }],
        ['DELETE', `/api/flavor-groups/${group.id}`],
        ['POST', '/api/flavors', { name: 'Nope', flavor_group: group.id }],
        ['PUT', `/api/flavors/${flavor.id}`, { name: 'Nope', flavor_group: group.id }],
        ['DELETE', `/api/flavors/${flavor.id}`],
      ],
    );
  });
});

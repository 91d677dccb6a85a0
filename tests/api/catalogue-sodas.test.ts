import { describe, expect, it } from 'vitest';
import { expectStaffReadAdminWrite, insertOrder } from '../helpers/catalogue';
import { useTestServer } from '../helpers/fixture';

const { server, admin, staff } = useTestServer({ signIn: ['admin', 'staff'] });

describe('sodas', () => {
  it('creates, lists by name, reads, renames and autocompletes', async () => {
    const sprite = await admin.post('/api/sodas', { name: ' Sprite ' });
    expect(sprite.status).toBe(201);
    expect(sprite.body).toEqual({ id: expect.any(Number), name: 'Sprite', is_archived: false });
    const coke = await admin.post('/api/sodas/', { name: 'Coke' });
    expect(coke.status).toBe(201);

    const list = await staff.get('/api/sodas');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([coke.body, sprite.body]);
    expect((await staff.get(`/api/sodas/${coke.body.id}`)).body).toEqual(coke.body);

    const renamed = await admin.put(`/api/sodas/${coke.body.id}`, { name: 'Coca-Cola' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id: coke.body.id, name: 'Coca-Cola', is_archived: false });

    const auto = await staff.get('/api/sodas/autocomplete');
    expect(auto.body).toEqual({ results: [renamed.body, sprite.body] });
    const searched = await staff.get('/api/sodas/autocomplete?q=spr');
    expect(searched.body).toEqual({ results: [sprite.body] });
    // Wildcards are literal.
    expect((await staff.get('/api/sodas/autocomplete?q=%25')).body).toEqual({ results: [] });
  });

  it('validates the name and its uniqueness', async () => {
    expect((await admin.post('/api/sodas', {})).body).toEqual({ name: ['Name is required'] });
    expect((await admin.post('/api/sodas', { name: '   ' })).body).toEqual({
      name: ['Name is required'],
    });
    expect((await admin.post('/api/sodas', { name: 7 })).body).toEqual({
      name: ['Name is required'],
    });
    const dup = await admin.post('/api/sodas', { name: 'Sprite' });
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ name: ['A soda with this name already exists.'] });
    const [coke] = (await staff.get('/api/sodas')).body;
    const dupRename = await admin.put(`/api/sodas/${coke.id}`, { name: 'Sprite' });
    expect(dupRename.body).toEqual({ name: ['A soda with this name already exists.'] });
    const dupCase = await admin.post('/api/sodas', { name: 'sPRITE' });
    expect(dupCase.body).toEqual({ name: ['A soda with this name already exists.'] });
  });

  it('answers 404 for unknown ids', async () => {
    expect((await staff.get('/api/sodas/999999')).status).toBe(404);
    expect((await staff.get('/api/sodas/1.5')).status).toBe(404);
    expect((await admin.put('/api/sodas/999999', { name: 'Ghost' })).status).toBe(404);
    expect((await admin.delete('/api/sodas/999999')).status).toBe(404);
  });

  it('deletes an unused soda; refuses with 409 one used by menu items or order items', async () => {
    const temp = await admin.post('/api/sodas', { name: 'Temporary' });
    expect((await admin.delete(`/api/sodas/${temp.body.id}`)).status).toBe(204);
    expect((await staff.get(`/api/sodas/${temp.body.id}`)).status).toBe(404);

    const soda = (await admin.post('/api/sodas', { name: 'Dr. Pepper' })).body.id;
    const group = (
      await admin.post('/api/flavor-groups', { name: 'Syrup', uom: 'pump', price: 0.15 })
    ).body.id;
    const flavor = (await admin.post('/api/flavors', { name: 'Cherry', flavor_group: group })).body
      .id;
    const cup = (await admin.post('/api/cups', { size: 16, price: 3.5, conversion_factor: 1 })).body
      .id;
    await admin.post('/api/menu-items', {
      name: 'Cherry Pepper',
      soda,
      flavors: [{ flavor, quantity: 2 }],
    });
    await insertOrder(server.database, {
      userId: staff.userId,
      items: [{ cupId: cup, customSodaId: soda }],
    });
    const refused = await admin.delete(`/api/sodas/${soda}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This soda cannot be deleted: it is used by 1 menu item and 1 order item.',
    });
    expect((await staff.get(`/api/sodas/${soda}`)).status).toBe(200);
  });

  it('lets staff read, only admins write', async () => {
    const [soda] = (await staff.get('/api/sodas')).body;
    await expectStaffReadAdminWrite(
      server,
      ['/api/sodas', '/api/sodas/', '/api/sodas/autocomplete', `/api/sodas/${soda.id}`],
      [
        ['POST', '/api/sodas', { name: 'Nope' }],
        ['PUT', `/api/sodas/${soda.id}`, { name: 'Nope' }],
        ['DELETE', `/api/sodas/${soda.id}`],
      ],
    );
    expect((await staff.get('/api/sodas')).body.map((s: { name: string }) => s.name)).not.toContain(
      'Nope',
    );
  });
});

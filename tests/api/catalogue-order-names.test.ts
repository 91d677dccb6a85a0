import { describe, expect, it } from 'vitest';
import { expectStaffReadAdminWrite, insertOrder } from '../helpers/catalogue';
import { useTestServer } from '../helpers/fixture';

const { server, admin, staff } = useTestServer({ signIn: ['admin', 'staff'] });

describe('order names', () => {
  it('creates, lists by name, renames, reads and searches', async () => {
    const names = [];
    for (const name of ['Ashanti', 'Alicia Keys', '2Pac', 'Beyoncé']) {
      const res = await admin.post('/api/order-names', { name });
      expect(res.status).toBe(201);
      names.push(res.body);
    }
    expect((await staff.get('/api/order-names')).body.map((n: { name: string }) => n.name)).toEqual(
      ['2Pac', 'Alicia Keys', 'Ashanti', 'Beyoncé'],
    );
    const renamed = await admin.put(`/api/order-names/${names[3].id}`, { name: 'Queen B' });
    expect(renamed.body).toEqual({ id: names[3].id, name: 'Queen B' });
    expect((await staff.get(`/api/order-names/${names[3].id}`)).body).toEqual(renamed.body);

    // 'a' anywhere in the name, any case; ordered by name.
    expect((await staff.get('/api/order-names/autocomplete?q=a')).body).toEqual({
      results: [
        { id: names[2].id, name: '2Pac' },
        { id: names[1].id, name: 'Alicia Keys' },
        { id: names[0].id, name: 'Ashanti' },
      ],
    });
    expect((await staff.get('/api/order-names/autocomplete?search=queen')).body).toEqual({
      results: [renamed.body],
    });
    expect((await staff.get('/api/order-names/autocomplete')).body.results).toHaveLength(4);
  });

  it('validates the name and its uniqueness; 404 for unknown ids', async () => {
    expect((await admin.post('/api/order-names', { name: '' })).body).toEqual({
      name: ['Name is required'],
    });
    expect((await admin.post('/api/order-names', { name: 'Ashanti' })).body).toEqual({
      name: ['An order name with this name already exists.'],
    });
    // Names are unique whatever their letter case.
    expect((await admin.post('/api/order-names', { name: 'ashanti' })).body).toEqual({
      name: ['An order name with this name already exists.'],
    });
    expect((await admin.put('/api/order-names/999999', { name: 'X' })).status).toBe(404);
    expect((await staff.get('/api/order-names/999999')).status).toBe(404);
    expect((await admin.delete('/api/order-names/999999')).status).toBe(404);
  });

  it('deletes an unused name and refuses with 409 one that orders carry', async () => {
    const [pac, alicia] = (await staff.get('/api/order-names')).body;
    await insertOrder(server.database, { userId: staff.userId, orderNameId: alicia.id });
    await insertOrder(server.database, { userId: staff.userId, orderNameId: alicia.id });
    const refused = await admin.delete(`/api/order-names/${alicia.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This order name cannot be deleted: it is used by 2 orders.',
    });
    expect((await admin.delete(`/api/order-names/${pac.id}`)).status).toBe(204);
    expect(
      (await staff.get('/api/order-names')).body.map((n: { name: string }) => n.name),
    ).not.toContain('2Pac');
  });

  it('lets staff read, only admins write', async () => {
    const [name] = (await staff.get('/api/order-names')).body;
    await expectStaffReadAdminWrite(
      server,
      ['/api/order-names', '/api/order-names/autocomplete?q=a', `/api/order-names/${name.id}`],
      [
        ['POST', '/api/order-names', { name: 'Nope' }],
        ['PUT', `/api/order-names/${name.id}`, { name: 'Nope' }],
        ['DELETE', `/api/order-names/${name.id}`],
      ],
    );
  });
});

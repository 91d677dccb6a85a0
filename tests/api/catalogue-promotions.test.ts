import { describe, expect, it } from 'vitest';
import { expectStaffReadAdminWrite } from '../helpers/catalogue';
import { useTestServer } from '../helpers/fixture';

const { server, admin, staff } = useTestServer({ signIn: ['admin', 'staff'] });

const base = '/api/limited-time-promotions';

describe('limited-time promotions', () => {
  it('creates with and without a trailing slash, renames, archives and filters by is_archived', async () => {
    const casa = await admin.post(`${base}/`, { name: 'CASA' });
    expect(casa.status).toBe(201);
    expect(casa.body).toEqual({ id: expect.any(Number), name: 'CASA', is_archived: false });
    const summer = await admin.post(base, { name: 'Summer' });
    expect(summer.status).toBe(201);

    const archived = await admin.put(`${base}/${summer.body.id}`, {
      name: 'Summer 2024',
      is_archived: true,
    });
    expect(archived.status).toBe(200);
    expect(archived.body).toEqual({ id: summer.body.id, name: 'Summer 2024', is_archived: true });
    expect(
      (await admin.put(`${base}/${summer.body.id}/`, { name: 'Summer 2024', is_archived: true }))
        .status,
    ).toBe(200);

    expect((await staff.get(base)).body).toEqual([casa.body, archived.body]);
    expect((await staff.get(`${base}?is_archived=false`)).body).toEqual([casa.body]);
    expect((await staff.get(`${base}?is_archived=true`)).body).toEqual([archived.body]);
    for (const word of ['perhaps', '__proto__', 'constructor']) {
      expect((await staff.get(`${base}?is_archived=${word}`)).body, word).toEqual({
        is_archived: ['Expected true or false'],
      });
    }
    expect((await staff.get(`${base}/${casa.body.id}`)).body).toEqual(casa.body);
    expect((await staff.get(`${base}/autocomplete?q=summ`)).body).toEqual({
      results: [archived.body],
    });
  });

  it('validates the name and its uniqueness, and 404s unknown ids', async () => {
    expect((await admin.post(base, {})).body).toEqual({ name: ['Name is required'] });
    expect((await admin.post(base, { name: 'CASA' })).body).toEqual({
      name: ['A limited time promo with this name already exists.'],
    });
    const [casa] = (await staff.get(base)).body;
    expect((await admin.put(`${base}/${casa.id}`, { name: '', is_archived: 'no' })).body).toEqual({
      name: ['Name is required'],
      is_archived: ['Expected boolean, received string'],
    });
    expect((await staff.get(`${base}/999999`)).status).toBe(404);
    expect((await admin.put(`${base}/999999`, { name: 'X', is_archived: false })).status).toBe(404);
    expect((await admin.delete(`${base}/999999`)).status).toBe(404);
  });

  it('refuses with 409 to delete a promo that menu items belong to', async () => {
    const [casa, summer] = (await staff.get(base)).body;
    const soda = (await admin.post('/api/sodas', { name: 'Sprite' })).body.id;
    const group = (
      await admin.post('/api/flavor-groups', { name: 'Syrup', uom: 'pump', price: 0.15 })
    ).body.id;
    const flavor = (await admin.post('/api/flavors', { name: 'Peach', flavor_group: group })).body
      .id;
    await admin.post('/api/menu-items', {
      name: 'Casa Peach',
      soda,
      flavors: [{ flavor, quantity: 2 }],
      limited_time_menu_item: { limited_time_promo: casa.id },
    });
    const refused = await admin.delete(`${base}/${casa.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This limited time promo cannot be deleted: it is used by 1 menu item.',
    });
    expect((await admin.delete(`${base}/${summer.id}`)).status).toBe(204);
  });

  it('lets staff read, only admins write', async () => {
    const [promo] = (await staff.get(base)).body;
    await expectStaffReadAdminWrite(
      server,
      [base, `${base}?is_archived=false`, `${base}/autocomplete`, `${base}/${promo.id}`],
      [
        ['POST', base, { name: 'Nope' }],
        ['POST', `${base}/`, { name: 'Nope' }],
        ['PUT', `${base}/${promo.id}`, { name: 'Nope', is_archived: true }],
        ['DELETE', `${base}/${promo.id}`],
      ],
    );
  });
});

import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/fixture';

// Issue 13: sodas, flavors and discounts can be archived (PUT is_archived); archived rows leave
// lists and autocompletes unless asked for, stay readable by id; flavor names unique per group.
const { admin, staff } = useTestServer({ seed: true, signIn: ['admin', 'staff'] });

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

/** Archives `row` through PUT and checks every list, autocomplete and read of the resource. */
async function expectArchiveHides(path: string, row: { id: number; name: string }, body: object) {
  const archived = await admin.put(`${path}/${row.id}`, { ...body, is_archived: true });
  expect([archived.status, archived.body.is_archived]).toEqual([200, true]);
  expect(names((await staff.get(path)).body)).not.toContain(row.name);
  expect(names((await staff.get(`${path}/autocomplete?q=${row.name}`)).body.results)).toEqual([]);
  expect(names((await staff.get(`${path}?is_archived=true`)).body)).toEqual([row.name]);
  expect(names((await staff.get(`${path}?include_archived=true`)).body)).toContain(row.name);
  expect(
    names(
      (await staff.get(`${path}/autocomplete?q=${row.name}&include_archived=true`)).body.results,
    ),
  ).toEqual([row.name]);
  expect((await staff.get(`${path}/${row.id}`)).body).toMatchObject({ ...row, is_archived: true });
  // A PUT without the flag keeps it; false brings the row back.
  expect((await admin.put(`${path}/${row.id}`, body)).body.is_archived).toBe(true);
  const restored = await admin.put(`${path}/${row.id}`, { ...body, is_archived: false });
  expect(restored.body.is_archived).toBe(false);
  expect(names((await staff.get(path)).body)).toContain(row.name);
  expect((await admin.put(`${path}/${row.id}`, { ...body, is_archived: 'yes' })).body).toEqual({
    is_archived: ['Archived must be true or false'],
  });
}

describe('archive', () => {
  it('hides an archived soda from lists and autocomplete, not from GET by id', async () => {
    const soda = (await admin.post('/api/sodas', { name: 'Root Beer Test' })).body;
    expect(soda.is_archived).toBe(false);
    await expectArchiveHides('/api/sodas', soda, { name: 'Root Beer Test' });
    await admin.put(`/api/sodas/${soda.id}`, { name: 'Root Beer Test', is_archived: true });
    const list = (await staff.get('/api/availability?location=1')).body;
    expect(list.some((e: any) => e.kind === 'soda' && e.id === soda.id)).toBe(false);
  });

  it('hides an archived flavor, also from a group filter', async () => {
    const group = (
      await admin.post('/api/flavor-groups', { name: 'Test Syrup', uom: 'pump', price: 0.5 })
    ).body;
    const body = { name: 'Lavender Test', flavor_group: group.id, sugar_free_available: false };
    const flavor = (await admin.post('/api/flavors', body)).body;
    await expectArchiveHides('/api/flavors', { id: flavor.id, name: flavor.name }, body);
    await admin.put(`/api/flavors/${flavor.id}`, { ...body, is_archived: true });
    expect((await staff.get(`/api/flavors?flavor_group=${group.id}`)).body).toEqual([]);
  });

  it('hides an archived discount', async () => {
    const body = {
      name: 'Happy Hour',
      code: 'HAPPYTEST',
      percent_or_price: 'percent',
      percent: 0.1,
    };
    const discount = (await admin.post('/api/discounts', body)).body;
    expect(discount.is_archived).toBe(false);
    await expectArchiveHides('/api/discounts', { id: discount.id, name: discount.name }, body);
  });
});

describe('flavor names', () => {
  it('are unique within a group, ignoring case (400 on name), and free across groups', async () => {
    const [one, two] = await Promise.all(
      ['Test Fruit', 'Test Puree'].map(
        async (name) =>
          (await admin.post('/api/flavor-groups', { name, uom: 'wedge', price: 0.3 })).body,
      ),
    );
    const message = { name: ['A flavor with this name already exists in this group.'] };
    const mango = await admin.post('/api/flavors', { name: 'Mango', flavor_group: one.id });
    expect(mango.status).toBe(201);
    const again = await admin.post('/api/flavors', { name: 'mANGO', flavor_group: one.id });
    expect([again.status, again.body]).toEqual([400, message]);
    const elsewhere = await admin.post('/api/flavors', { name: 'Mango', flavor_group: two.id });
    expect(elsewhere.status).toBe(201);
    const kiwi = await admin.post('/api/flavors', { name: 'Kiwi', flavor_group: one.id });
    const renamed = await admin.put(`/api/flavors/${kiwi.body.id}`, {
      name: 'MANGO',
      flavor_group: one.id,
    });
    expect([renamed.status, renamed.body]).toEqual([400, message]);
    expect((await staff.get(`/api/flavors/${kiwi.body.id}`)).body.name).toBe('Kiwi');
    // Moving a flavor into a group that has the name is refused the same way.
    const moved = await admin.put(`/api/flavors/${elsewhere.body.id}`, {
      name: 'Mango',
      flavor_group: one.id,
    });
    expect([moved.status, moved.body]).toEqual([400, message]);
  });
});

import { describe, expect, it } from 'vitest';
import { expectStaffReadAdminWrite } from '../helpers/catalogue';
import { useTestServer } from '../helpers/fixture';

const { server, admin, staff } = useTestServer({ signIn: ['admin', 'staff'] });

const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('menus', () => {
  it('creates menus and lists them by version', async () => {
    const v2 = await admin.post('/api/menus', { version: 2, date: '2024-06-01' });
    expect(v2.status).toBe(201);
    expect(v2.body).toEqual({ id: expect.any(Number), version: 2, date: '2024-06-01' });
    const v1 = await admin.post('/api/menus/', { version: '1', date: '1900-01-01' });
    expect(v1.status).toBe(201);
    const today = await admin.post('/api/menus', { version: 3, date: daysFromToday(0) });
    expect(today.status).toBe(201);
    expect((await staff.get('/api/menus')).body).toEqual([v1.body, v2.body, today.body]);
    expect((await staff.get(`/api/menus/${v2.body.id}`)).body).toEqual(v2.body);
    const moved = await admin.put(`/api/menus/${v2.body.id}`, { version: 2, date: '2024-07-01' });
    expect(moved.body).toEqual({ ...v2.body, date: '2024-07-01' });
  });

  it('validates version and date: required, not in the future, not before 1900-01-01, unique', async () => {
    expect((await admin.post('/api/menus', {})).body).toEqual({
      version: ['Version is required'],
      date: ['Date is required'],
    });
    expect((await admin.post('/api/menus', { version: 0, date: '2024-02-30' })).body).toEqual({
      version: ['Version must be a positive whole number'],
      date: ['Date must be a valid date (YYYY-MM-DD)'],
    });
    expect((await admin.post('/api/menus', { version: 9, date: '1899-12-31' })).body).toEqual({
      date: ['Date cannot be before 1900-01-01'],
    });
    expect((await admin.post('/api/menus', { version: 9, date: daysFromToday(2) })).body).toEqual({
      date: ['Date cannot be in the future'],
    });
    expect((await admin.post('/api/menus', { version: 2, date: '2020-01-01' })).body).toEqual({
      version: ['A menu with this version already exists.'],
    });
    expect((await admin.post('/api/menus', { version: 10, date: '2024-07-01' })).body).toEqual({
      date: ['A menu with this date already exists.'],
    });
    expect((await staff.get('/api/menus')).body).toHaveLength(3);
    expect((await staff.get('/api/menus/999999')).status).toBe(404);
    expect((await admin.put('/api/menus/999999', { version: 11, date: '2020-01-01' })).status).toBe(
      404,
    );
  });

  it('deletes a menu', async () => {
    const [first] = (await staff.get('/api/menus')).body;
    expect((await admin.delete(`/api/menus/${first.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/menus/${first.id}`)).status).toBe(404);
  });

  it('lets staff read, only admins write', async () => {
    const [menu] = (await staff.get('/api/menus')).body;
    await expectStaffReadAdminWrite(
      server,
      ['/api/menus', `/api/menus/${menu.id}`],
      [
        ['POST', '/api/menus', { version: 50, date: '2020-01-01' }],
        ['PUT', `/api/menus/${menu.id}`, { version: 50, date: '2020-01-01' }],
        ['DELETE', `/api/menus/${menu.id}`],
      ],
    );
  });
});

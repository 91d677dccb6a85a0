import { NEW_LOCATION_SETTINGS } from '../helpers/catalogue';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/fixture';
import { startTestServer } from '../helpers/server';

const { server } = useTestServer();

describe('locations', () => {
  it('admins create locations; the name is required and unique', async () => {
    const admin = await server.signIn('admin');
    const created = await admin.post('/api/locations', { name: '  Downtown  ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Downtown' });

    expect((await admin.post('/api/locations', { name: '' })).body).toEqual({
      name: ['Name is required'],
    });
    expect((await admin.post('/api/locations', {})).body).toEqual({ name: ['Name is required'] });
    const duplicate = await admin.post('/api/locations', { name: 'Downtown' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toEqual({ name: ['A location with this name already exists.'] });
    expect((await admin.post('/api/locations', { name: 'DOWNTOWN' })).status).toBe(400);
    expect((await admin.get('/api/locations')).body).toHaveLength(1);
  });

  it('staff cannot create; signed-out callers get 401 everywhere', async () => {
    const staff = await server.signIn('staff');
    expect((await staff.post('/api/locations', { name: 'Uptown' })).status).toBe(403);
    const anonymous = server.client();
    for (const path of [
      '/api/locations',
      '/api/locations/autocomplete',
      '/api/locations/1',
      '/api/locations/get-cookie',
    ]) {
      expect((await anonymous.get(path)).status).toBe(401);
    }
    expect((await anonymous.post('/api/locations', { name: 'X' })).status).toBe(401);
    expect((await anonymous.patch('/api/locations/set-cookie', { locationId: 1 })).status).toBe(
      401,
    );
  });

  it('users without a role are refused the location endpoints', async () => {
    const nobody = await server.signIn('none');
    expect((await nobody.get('/api/locations')).status).toBe(403);
    expect((await nobody.patch('/api/locations/set-cookie', { locationId: 1 })).status).toBe(403);
  });

  it('lists, autocompletes and shows a location', async () => {
    const admin = await server.signIn('admin');
    await admin.post('/api/locations', { name: 'Airport Kiosk' });
    const staff = await server.signIn('staff');
    const list = await staff.get('/api/locations');
    expect(list.body.map((l: { name: string }) => l.name)).toEqual(['Airport Kiosk', 'Downtown']);
    const auto = await staff.get('/api/locations/autocomplete?q=air');
    expect(auto.body).toEqual({ results: [{ id: expect.any(Number), name: 'Airport Kiosk' }] });
    // LIKE wildcards in the search text are taken literally.
    expect((await staff.get('/api/locations/autocomplete?q=%25')).body).toEqual({ results: [] });
    expect((await staff.get('/api/locations/autocomplete?q=_')).body).toEqual({ results: [] });
    const detail = await staff.get(`/api/locations/${auto.body.results[0].id}`);
    expect(detail.body).toEqual({
      ...auto.body.results[0],
      ...NEW_LOCATION_SETTINGS,
    });
    expect((await staff.get('/api/locations/999999')).status).toBe(404);
    expect((await staff.get('/api/locations/abc')).status).toBe(404);
  });

  it('stores the chosen location in a cookie and refuses unknown ids', async () => {
    const staff = await server.signIn('staff');
    expect((await staff.get('/api/locations/get-cookie')).status).toBe(404);
    const [location] = (await staff.get('/api/locations')).body;

    const unknown = await staff.patch('/api/locations/set-cookie', { locationId: 999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ locationId: ['Unknown location.'] });
    const invalid = await staff.patch('/api/locations/set-cookie', { locationId: 'abc' });
    expect(invalid.status).toBe(400);
    expect(staff.cookies.has('location_id')).toBe(false);

    const set = await staff.patch('/api/locations/set-cookie', { locationId: location.id });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ locationId: String(location.id) });
    expect(set.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    // Remembered on the device for a year, across sign-outs (issue 13).
    expect(set.headers.getSetCookie()[0]).toMatch(/Max-Age=31536000/i);
    expect((await staff.get('/api/locations/get-cookie')).body).toEqual({
      locationId: String(location.id),
    });
    // A tampered cookie naming no possible location is "no location", not a server error.
    staff.cookies.set('location_id', '99999999999');
    const tampered = await staff.get('/api/locations/get-cookie');
    expect(tampered.status).toBe(404);
    // ... and forgotten: the server clears the cookie.
    expect(tampered.headers.getSetCookie()[0]).toMatch(/^location_id=;.*Expires=Thu, 01 Jan 1970/i);
  });
});

describe('request hygiene', () => {
  it('refuses state-changing requests from another origin or with no origin', async () => {
    const admin = await server.signIn('admin');
    const evil = await admin.post(
      '/api/locations',
      { name: 'Evil' },
      { origin: 'https://evil.example' },
    );
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ message: 'Cross-origin request refused.' });
    const refererOk = await admin.post(
      '/api/locations',
      { name: 'Via Referer' },
      { origin: '', referer: `${server.url}/admin` },
    );
    expect(refererOk.status).toBe(201);
    const none = await fetch(`${server.url}/api/locations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookieHeader() },
      body: JSON.stringify({ name: 'No Origin' }),
    });
    expect(none.status).toBe(403);
    const names = (await admin.get('/api/locations')).body.map((l: { name: string }) => l.name);
    expect(names).not.toContain('Evil');
    expect(names).not.toContain('No Origin');
  });

  it('answers 400 for malformed JSON and 413 for bodies over 1 MB, without stack traces', async () => {
    const admin = await server.signIn('admin');
    const malformed = await admin.post('/api/locations', '{"name": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON.' });
    const huge = await admin.post('/api/locations', { name: 'x'.repeat(1024 * 1024 + 10) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'The request body is larger than 1 MB.' });
    const wrongType = await admin.post('/api/locations', 'name=x', {
      'content-type': 'text/plain',
    });
    expect(wrongType.status).toBe(415);
    expect(JSON.stringify(wrongType.body)).not.toMatch(/at .*\.ts:/);
    const arrayBody = await admin.post('/api/locations', [1, 2]);
    expect(arrayBody.status).toBe(400);
  });

  it('answers 404 or 400, never 500, for ids beyond the database integer range', async () => {
    const admin = await server.signIn('admin');
    const resources = [
      'locations',
      'sodas',
      'flavor-groups',
      'flavors',
      'cups',
      'menu-items',
      'limited-time-promotions',
      'discounts',
      'order-names',
      'menus',
    ];
    for (const id of ['99999999999', '2147483648']) {
      for (const resource of resources) {
        const url = `/api/${resource}/${id}`;
        expect((await admin.get(url)).status, url).toBe(404);
        expect((await admin.delete(url)).status, url).not.toBeGreaterThanOrEqual(500);
        expect((await admin.put(url, { name: 'x' })).status, url).not.toBeGreaterThanOrEqual(500);
      }
      expect((await admin.get(`/api/sodas/${id}/cup-prices`)).status).toBe(404);
      expect((await admin.patch(`/api/users/${id}`, { is_staff: true })).status).toBe(404);
      const cookie = await admin.patch('/api/locations/set-cookie', { locationId: Number(id) });
      expect(cookie.status).toBe(400);
      const flavor = await admin.post('/api/flavors', {
        name: 'Too Far',
        flavor_group: Number(id),
        sugar_free_available: false,
      });
      expect(flavor.status).toBe(400);
      expect(Object.keys(flavor.body)).toEqual(['flavor_group']);
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await server.client().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found.' });
  });

  it('reports health with the database reachable, and 503 once it is gone', async () => {
    const res = await server.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');

    const broken = await startTestServer();
    await broken.database.close();
    const down = await broken.client().get('/api/health');
    expect(down.status).toBe(503);
    await broken.app.close();
    await broken.testDb.drop();
  });
});

import { ONLINE_ORDERING_OFF } from '../helpers/catalogue';
import { describe, expect, it } from 'vitest';
import { LOCATION, payNewOrder } from '../helpers/orders';
import { useTestServer } from '../helpers/fixture';

const { server, staff, admin } = useTestServer({ seed: true, signIn: ['staff', 'admin'] });

const RED_AFTER_YELLOW = 'Red must come later than yellow.';

describe('ticket thresholds of a location', () => {
  it('shows the defaults (3 and 6 minutes) in the list and the detail', async () => {
    const [first] = (await staff.get('/api/locations')).body;
    expect(first).toMatchObject({ ticket_yellow_seconds: 180, ticket_red_seconds: 360 });
    expect((await staff.get(`/api/locations/${first.id}`)).body).toEqual(first);
  });

  it('lets admins rename a location and set its thresholds, partly or wholly', async () => {
    const created = await admin.post('/api/locations', { name: 'Harbor' });
    const id = created.body.id;
    const both = await admin.put(`/api/locations/${id}`, {
      name: 'Harbor Kiosk',
      ticket_yellow_seconds: 60,
      ticket_red_seconds: 120,
    });
    expect(both.status).toBe(200);
    expect(both.body).toEqual({
      id,
      name: 'Harbor Kiosk',
      ticket_yellow_seconds: 60,
      ticket_red_seconds: 120,
      tax_rate: 0,
      prices_include_tax: false,
      time_zone: 'UTC',
      address: '',
      phone: '',
      auto_sold_out: true,
      ...ONLINE_ORDERING_OFF,
    });
    const nameOnly = await admin.put(`/api/locations/${id}/`, { name: 'Harbor' });
    expect(nameOnly.body).toMatchObject({ ticket_yellow_seconds: 60, ticket_red_seconds: 120 });
    const redOnly = await admin.put(`/api/locations/${id}`, {
      name: 'Harbor',
      ticket_red_seconds: 61,
    });
    expect(redOnly.body).toMatchObject({ ticket_yellow_seconds: 60, ticket_red_seconds: 61 });
    expect((await staff.get(`/api/locations/${id}`)).body.ticket_red_seconds).toBe(61);
  });

  it('answers 400 on the field for bad thresholds, never 500', async () => {
    const id = (await admin.post('/api/locations', { name: 'Checks' })).body.id;
    const put = (body: Record<string, unknown>) =>
      admin.put(`/api/locations/${id}`, { name: 'Checks', ...body });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ticket_yellow_seconds: 0 }, 'ticket_yellow_seconds', 'Must be at least 1 second'],
      [
        { ticket_red_seconds: 86_401 },
        'ticket_red_seconds',
        'Must be at most 86400 seconds (a day)',
      ],
      [{ ticket_yellow_seconds: 1.5 }, 'ticket_yellow_seconds', 'Enter whole seconds'],
      [{ ticket_red_seconds: '90' }, 'ticket_red_seconds', 'Enter a number of seconds'],
      [
        { ticket_yellow_seconds: 100, ticket_red_seconds: 100 },
        'ticket_red_seconds',
        RED_AFTER_YELLOW,
      ],
      // Only yellow sent, at or past the stored red (360): the yellow field is wrong.
      [{ ticket_yellow_seconds: 360 }, 'ticket_yellow_seconds', RED_AFTER_YELLOW],
      [{ ticket_red_seconds: 180 }, 'ticket_red_seconds', RED_AFTER_YELLOW],
    ];
    for (const [body, field, message] of cases) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body, JSON.stringify(body)).toEqual({ [field]: [message] });
    }
    expect((await put({ name: '' })).body).toEqual({ name: ['Name is required'] });
    const duplicate = await put({ name: 'Harbor' });
    expect(duplicate.body).toEqual({ name: ['A location with this name already exists.'] });
    expect((await staff.get(`/api/locations/${id}`)).body).toMatchObject({
      name: 'Checks',
      ticket_yellow_seconds: 180,
      ticket_red_seconds: 360,
    });
  });

  it('refuses staff (403) and unknown locations (404)', async () => {
    expect((await staff.put(`/api/locations/${LOCATION}`, { name: 'Mine' })).status).toBe(403);
    expect((await admin.put('/api/locations/999999', { name: 'Nowhere' })).status).toBe(404);
    expect((await admin.put('/api/locations/99999999999', { name: 'Nowhere' })).status).toBe(404);
    expect((await server.client().put(`/api/locations/${LOCATION}`, { name: 'X' })).status).toBe(
      401,
    );
  });
});

describe('order names in use at a location', () => {
  const names = async (query: string) =>
    (await staff.get(`/api/order-names/autocomplete${query}`)).body.results as {
      id: number;
      name: string;
      in_use: boolean;
    }[];

  it('marks the names of orders waiting at the location, until they are completed', async () => {
    const [first] = await names('');
    expect(first).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const id = await payNewOrder(staff, undefined, first.id);
    const marked = await names(`?location=${LOCATION}`);
    expect(marked.find((n) => n.id === first.id)?.in_use).toBe(true);
    expect(marked.filter((n) => n.in_use).length).toBeGreaterThanOrEqual(1);
    // Without a location the results are the plain names; a search keeps the mark.
    expect((await names('')).every((n) => !('in_use' in n))).toBe(true);
    const searched = await names(`?location=${LOCATION}&q=${encodeURIComponent(first.name)}`);
    expect(searched.find((n) => n.id === first.id)).toEqual({ ...first, in_use: true });
    expect(marked.find((n) => n.id !== first.id && n.in_use)).toBeUndefined();

    await staff.patch(`/api/orders/${id}/update-in-progress`, {
      is_in_progress: false,
      is_complete: true,
    });
    const after = await names(`?location=${LOCATION}`);
    expect(after.find((n) => n.id === first.id)?.in_use).toBe(false);
  });

  it('refuses a bad location (400) and one the staff member does not work at (403)', async () => {
    expect((await staff.get('/api/order-names/autocomplete?location=abc')).status).toBe(400);
    expect((await staff.get('/api/order-names/autocomplete?location=99999999999')).status).toBe(
      400,
    );
    const other = (await admin.post('/api/locations', { name: 'Elsewhere' })).body.id;
    const assigned = await server.signIn('staff');
    await admin.patch(`/api/users/${assigned.userId}`, { locations: [LOCATION] });
    const refused = await assigned.get(`/api/order-names/autocomplete?location=${other}`);
    expect(refused.status).toBe(403);
  });
});

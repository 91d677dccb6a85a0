import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema';
import { NO_BACKGROUND_WORK, useTestServer } from '../helpers/fixture';
import { LOCATION, payNewOrder } from '../helpers/orders';

// GET /api/pending-orders is kept in memory per location and answered again while the location's
// queue version (raised by a trigger with every change to a paid order there) is unchanged.

const { server, staff, admin } = useTestServer({
  seed: true,
  signIn: ['staff', 'admin'],
  config: NO_BACKGROUND_WORK,
});

const queue = (location = LOCATION) => staff.get(`/api/pending-orders?location_id=${location}`);

/** The response, and the statements the server ran to answer it. */
async function readWithStatements(location = LOCATION) {
  const seen: string[] = [];
  const stop = server.database.onStatement((query) => seen.push(query));
  try {
    return { response: await queue(location), statements: seen };
  } finally {
    stop();
  }
}

const idsOf = (body: { id: number }[]) => body.map((order) => order.id);

describe('the queue read kept in memory', () => {
  it('answers an unchanged queue with one lookup of its version, the same text as before', async () => {
    await payNewOrder(staff);
    const first = await readWithStatements();
    expect(first.response.status).toBe(200);
    expect(first.statements.length).toBeGreaterThan(1);
    const again = await readWithStatements();
    expect(again.statements).toHaveLength(1);
    expect(again.statements[0]).toMatch(/queue_versions/);
    expect(again.response.body).toEqual(first.response.body);
    expect(again.response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('shows a sale, a start and a completion as soon as they are answered', async () => {
    await queue();
    const id = await payNewOrder(staff);
    expect(idsOf((await queue()).body)).toContain(id);
    const started = await staff.patch(`/api/orders/${id}/update-in-progress`, {
      is_in_progress: true,
      is_complete: false,
    });
    expect(started.status).toBe(200);
    const shown = (await queue()).body.find((order: { id: number }) => order.id === id);
    expect(shown.is_in_progress).toBe(true);
  });

  it('follows a change made in the database by any writer, and a void', async () => {
    const id = await payNewOrder(staff);
    expect(idsOf((await queue()).body)).toContain(id);
    await server.database.db
      .update(orders)
      .set({ isComplete: true, completedAt: sql`now()` })
      .where(eq(orders.id, id));
    const shown = (await queue()).body.find((order: { id: number }) => order.id === id);
    expect(shown.is_complete).toBe(true);
    const queued = await payNewOrder(staff);
    expect(idsOf((await queue()).body)).toContain(queued);
    const voided = await admin.post(`/api/orders/${queued}/void`, { reason: 'Rang up twice' });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(idsOf((await queue()).body)).not.toContain(queued);
  });

  it('shows a renamed call-out name: a catalogue change drops the kept answers', async () => {
    const id = await payNewOrder(staff, undefined, 2);
    await queue();
    const renamed = await admin.put('/api/order-names/2', { name: 'Renamed Caller' });
    expect(renamed.status).toBe(200);
    const shown = (await queue()).body.find((order: { id: number }) => order.id === id);
    expect(shown.order_name__name).toBe('Renamed Caller');
  });

  it('keeps each location apart: a sale at one leaves the other kept', async () => {
    const other = await admin.post('/api/locations', { name: 'Queue Reads Corner' });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    await queue(other.body.id);
    await payNewOrder(staff);
    const read = await readWithStatements(other.body.id);
    expect(read.response.status).toBe(200);
    expect(read.response.body).toEqual([]);
    expect(read.statements).toHaveLength(1);
  });
});

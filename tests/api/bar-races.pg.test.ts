import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../src/server/db/schema';
import { LiveClient } from '../helpers/live';
import { LOCATION, payNewOrder } from '../helpers/orders';
import { useTestServer, type SignedIn } from '../helpers/fixture';

// Two baristas start the same order at the same moment, on PostgreSQL where the requests really
// overlap: exactly one wins, the other is refused with the winner's name (decision 008).
const TRIALS = 25;

const { server, staff, sockets } = useTestServer({ seed: true, signIn: ['staff'] });
const baristas: { client: SignedIn; name: string; live: LiveClient }[] = [];

beforeAll(async () => {
  for (const name of ['Sam', 'Kim']) {
    const client = await server.signIn('staff');
    await server.database.db
      .update(users)
      .set({ firstName: name })
      .where(eq(users.id, client.userId));
    const live = LiveClient.connect(server.url, client, LOCATION, { userId: client.userId });
    sockets.push(live);
    await live.next();
    baristas.push({ client, name, live });
  }
});

type Outcome = { won: true } | { won: false; message: string };

const overHttp = async (client: SignedIn, id: number): Promise<Outcome> => {
  const answer = await client.patch(`/api/orders/${id}/update-in-progress`, {
    is_in_progress: true,
  });
  if (answer.status === 200) return { won: true };
  expect(answer.status).toBe(409);
  return { won: false, message: answer.body.message };
};

/**
 * Starts over the channel and learns the outcome from the sender's own replies: a marker message
 * sent right after is answered once the start was handled (a socket's messages run in order).
 */
const overLive = async (live: LiveClient, id: number): Promise<Outcome> => {
  const from = live.messages.length;
  live.send({ order_in_progress: true, order_id: id });
  live.send({ marker: id });
  await live.next((m) => m.error === 'Invalid message.', from);
  const refusal = live.messages.slice(from).find((m) => m.order_id === id && 'error' in m);
  return refusal ? { won: false, message: refusal.error } : { won: true };
};

async function race(ways: [(id: number) => Promise<Outcome>, (id: number) => Promise<Outcome>]) {
  for (let trial = 0; trial < TRIALS; trial++) {
    const id = await payNewOrder(staff);
    const outcomes = await Promise.all(ways.map((way) => way(id)));
    const winners = outcomes.flatMap((o, i) => (o.won ? [baristas[i]] : []));
    expect(winners, `trial ${trial}`).toHaveLength(1);
    const loser = outcomes.find((o) => !o.won) as { message: string };
    expect(loser.message).toBe(`${winners[0].name} already started this order.`);
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ isInProgress: true, startedBy: winners[0].client.userId });
  }
}

describe('two baristas start the same order at once', () => {
  it('over HTTP: one 200, one 409 naming the winner', () =>
    race([(id) => overHttp(baristas[0].client, id), (id) => overHttp(baristas[1].client, id)]));

  it('over the live channel: one start, one refusal to its sender naming the winner', () =>
    race([(id) => overLive(baristas[0].live, id), (id) => overLive(baristas[1].live, id)]));

  it('one over HTTP, one over the live channel', () =>
    race([(id) => overHttp(baristas[0].client, id), (id) => overLive(baristas[1].live, id)]));
});

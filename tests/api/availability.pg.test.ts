import { describe, expect, it } from 'vitest';
import { availabilityShows, setAvailable, withinASecond } from '../helpers/availability';
import { useTwoServers } from '../helpers/fixture';
import type { ApiClient } from '../helpers/http';
import { LiveClient } from '../helpers/live';
import { LOCATION, addItem } from '../helpers/orders';

// PostgreSQL only (*.pg.test.ts), issue 13: a sold-out change made through instance A reaches
// instance B's live subscribers and B's add-to-cart refusal within a second.

const { a, b, sockets } = useTwoServers();

/** The same browser session talking to instance B. */
const onB = (user: ApiClient) => user.sameSessionOn(b.url);

describe('sold out across instances', () => {
  it('pushes the change to a subscriber of B and refuses the item on B within a second', async () => {
    const manager = await a.signIn('staff');
    const cashier = await a.signIn('staff');
    const cashierOnB = onB(cashier);
    const live = LiveClient.connect(b.url, cashierOnB, LOCATION, { userId: cashier.userId });
    sockets.push(live);
    await live.next(availabilityShows('menu_item', 1, true));
    // B keeps the catalogue in memory: warm it with an add.
    expect((await addItem(cashierOnB, { menu_item: 1, cup: 1 })).status).toBe(201);
    const mark = live.messages.length;

    const start = Date.now();
    expect((await setAvailable(manager, LOCATION, 'menu_item', 1, false)).status).toBe(200);
    await live.next(availabilityShows('menu_item', 1, false), mark, 1000);
    expect(Date.now() - start).toBeLessThan(1000);
    await withinASecond(
      async () => (await addItem(cashierOnB, { menu_item: 1, cup: 1 })).status === 409,
    );
    const refused = await addItem(cashierOnB, { menu_item: 1, cup: 1 });
    expect(refused.body.message).toMatch(/ is sold out\.$/);

    expect((await setAvailable(manager, LOCATION, 'menu_item', 1, true)).status).toBe(200);
    await live.next(availabilityShows('menu_item', 1, true), mark, 1000);
    await withinASecond(
      async () => (await addItem(cashierOnB, { menu_item: 1, cup: 1 })).status === 201,
    );
  });
});

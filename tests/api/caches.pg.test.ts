import { describe, expect, it } from 'vitest';
import { withinASecond } from '../helpers/availability';
import { cupPrice, raiseCupPrice } from '../helpers/catalogue';
import { useTwoServers } from '../helpers/fixture';
import type { ApiClient } from '../helpers/http';

// PostgreSQL only (*.pg.test.ts), issue 12: instances keep the catalogue and the signed-in user in
// memory; a change made through instance A must reach instance B's answers within a second.

const { a, b, admin } = useTwoServers({ signIn: ['admin'] });

/** The same browser session talking to instance B. */
const onB = (user: ApiClient) => user.sameSessionOn(b.url);

describe('caches across instances', () => {
  it('a cup price changed on A is seen on B by the menu list and a price quote', async () => {
    const staffOnB = onB(await a.signIn('staff'));
    const [cup] = (await admin.get('/api/cups')).body;
    const quote = () => staffOnB.get(`/api/order-items/price?cup=${cup.id}&menu_item=1`);
    const menuBefore = (await staffOnB.get('/api/menu-items')).body;
    const quoteBefore = (await quote()).body;
    // Read twice: the second answer comes from B's memory.
    expect((await staffOnB.get('/api/menu-items')).body).toEqual(menuBefore);

    await raiseCupPrice(admin, cup);

    await withinASecond(async () => {
      const menu = (await staffOnB.get('/api/menu-items')).body;
      return cupPrice(menu, cup.id) !== cupPrice(menuBefore, cup.id);
    });
    await withinASecond(async () => (await quote()).body.price !== quoteBefore.price);
  });

  it('a logout on A refuses the session on B within a second', async () => {
    const staff = await a.signIn('staff');
    const staffOnB = onB(staff);
    expect((await staffOnB.get('/api/users/me')).status).toBe(200);
    expect((await staff.post('/api/users/logout')).status).toBeLessThan(300);
    await withinASecond(async () => (await staffOnB.get('/api/users/me')).status === 401);
  });

  it('a deactivation on A refuses the session on B within a second', async () => {
    const staff = await a.signIn('staff');
    const staffOnB = onB(staff);
    expect((await staffOnB.get('/api/cups')).status).toBe(200);
    await admin.patch(`/api/users/${staff.userId}`, { is_active: false });
    await withinASecond(async () => (await staffOnB.get('/api/cups')).status === 401);
  });

  it('a role removed on A is refused on B within a second', async () => {
    const staff = await a.signIn('staff');
    const staffOnB = onB(staff);
    expect((await staffOnB.get('/api/cups')).status).toBe(200);
    await admin.patch(`/api/users/${staff.userId}`, { is_staff: false });
    await withinASecond(async () => (await staffOnB.get('/api/cups')).status === 403);
  });
});

import { FIRST_LOAD, expect, toast } from './support';
import {
  QUEUE_SOCKET,
  holdLiveMessages,
  setTicketThresholds,
  completedTicket,
  ticket,
} from './bar-support';
import { apiCashier, queuedOrder, secondPage, staffAt, test } from './shop-support';

test.describe('The bar screen', () => {
  test('ticket ages count up from payment and turn yellow, then red', async ({
    page,
    location,
  }) => {
    await setTicketThresholds(location.id, location.name, 2, 4);
    await staffAt(page, location.id, '/make-orders');
    await expect(page.getByText('No orders in queue')).toBeVisible(FIRST_LOAD);
    const cashier = await apiCashier();
    await queuedOrder(cashier, location.id, 'Ashanti');
    const age = ticket(page, 'Ashanti').getByTestId('ticket-age');
    await expect(age).toHaveText(/^00:0[0-3]/);
    await expect(age).toHaveAttribute('data-level', 'yellow');
    await expect(age).toContainText('Waiting long');
    await expect(age).toHaveAttribute('data-level', 'red');
    await expect(age).toContainText('Overdue');
    await expect(age).toHaveText(/^00:0[4-9]/);
  });

  test('the chime toggle asks for a tap, plays on a new order and is remembered', async ({
    page,
    location,
  }) => {
    // Counts what the page asks of the real Web Audio API (the browser test's window only).
    await page.addInitScript(() => {
      const counts = { created: 0, resumed: 0, oscillators: 0 };
      Object.assign(window, { barAudio: counts });
      const Real = window.AudioContext;
      window.AudioContext = class extends Real {
        constructor(...args: ConstructorParameters<typeof AudioContext>) {
          super(...args);
          counts.created++;
        }
        override resume() {
          counts.resumed++;
          return super.resume();
        }
        override createOscillator() {
          counts.oscillators++;
          return super.createOscillator();
        }
      };
    });
    const audio = () =>
      page.evaluate(() => (window as unknown as { barAudio: Record<string, number> }).barAudio);
    await staffAt(page, location.id, '/make-orders');
    const toggle = page.getByRole('button', { name: /sound/i });
    await expect(toggle).toHaveText('Tap to enable sound', FIRST_LOAD);
    expect((await audio()).created).toBe(0);
    await toggle.click();
    await expect(toggle).toHaveText('Sound on');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await audio()).toMatchObject({ created: 1 });
    expect((await audio()).resumed).toBeGreaterThanOrEqual(1);

    const cashier = await apiCashier();
    await queuedOrder(cashier, location.id, 'Breezy');
    await expect(ticket(page, 'Breezy')).toHaveAttribute('data-fresh', 'true');
    await expect.poll(async () => (await audio()).oscillators).toBeGreaterThanOrEqual(2);
    await expect(ticket(page, 'Breezy')).not.toHaveAttribute('data-fresh', 'true');

    await toggle.click();
    await expect(toggle).toHaveText('Sound off');
    await page.reload();
    await expect(toggle).toHaveText('Sound off');
    await toggle.click();
    await expect(toggle).toHaveText('Sound on');
    await page.reload();
    // Remembered as on, but the browser needs a tap again on every page load.
    await expect(toggle).toHaveText('Tap to enable sound');
  });

  test('the controls stay where they are when the live connection opens', async ({
    page,
    location,
  }) => {
    // Holds the queue's socket until the controls were measured while it connects.
    let openSocket = () => {};
    const released = new Promise<void>((resolve) => (openSocket = resolve));
    await page.routeWebSocket(QUEUE_SOCKET, async (ws) => {
      await released;
      ws.connectToServer();
    });
    await staffAt(page, location.id, '/make-orders');
    const status = page.getByRole('status', { name: /^Live connection/ });
    await expect(status).toHaveAttribute('data-status', 'connecting', FIRST_LOAD);
    const controls = [
      page.getByRole('button', { name: /sound/i }),
      page.getByRole('button', { name: /^Sold out/ }),
    ];
    // Where each starts (a control's own width may change, as a count appears on Sold out).
    const where = () =>
      Promise.all(
        controls.map(async (control) => {
          const box = await control.boundingBox();
          return { x: box?.x, y: box?.y };
        }),
      );
    const connecting = await where();
    openSocket();
    await expect(status).toHaveAttribute('data-status', 'open');
    // A tap aimed while the status said Connecting… lands on the same control once it says Live.
    expect(await where()).toEqual(connecting);
  });

  test('staff recall a completed order from the Recently completed lane', async ({
    page,
    location,
  }) => {
    const cashier = await apiCashier();
    const id = await queuedOrder(cashier, location.id, 'Ciara');
    await staffAt(page, location.id, '/make-orders');
    await expect(ticket(page, 'Ciara').getByRole('button', { name: 'Start Order' })).toBeVisible(
      FIRST_LOAD,
    );
    const done = await cashier.patch(`/api/orders/${id}/update-in-progress`, {
      data: { is_in_progress: false, is_complete: true },
    });
    expect(done.status()).toBe(200);
    const completed = completedTicket(page, 'Ciara');
    await expect(page.getByRole('heading', { name: 'Recently completed' })).toBeVisible();
    await expect(completed.getByText('Completed')).toBeVisible();
    await completed.getByRole('button', { name: 'Recall' }).click();
    await expect(ticket(page, 'Ciara').getByRole('button', { name: 'Start Order' })).toBeEnabled();
    await expect(completed).toHaveCount(0);
  });

  test('the keyboard selects with 1-9, starts and finishes with Enter, recalls with R', async ({
    page,
    location,
  }) => {
    const cashier = await apiCashier();
    await queuedOrder(cashier, location.id, 'Doechii');
    await queuedOrder(cashier, location.id, 'Eminem');
    await staffAt(page, location.id, '/make-orders');
    await expect(ticket(page, 'Eminem')).toBeVisible(FIRST_LOAD);
    await page.keyboard.press('2');
    await expect(ticket(page, 'Eminem')).toHaveAttribute('data-selected', 'true');
    await expect(ticket(page, 'Eminem')).toBeFocused();
    await expect(ticket(page, 'Doechii')).not.toHaveAttribute('data-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/make-orders\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Eminem' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Order completed successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/make-orders$/);
    await expect(completedTicket(page, 'Eminem')).toBeVisible();
    await page.keyboard.press('r');
    await expect(completedTicket(page, 'Eminem')).toHaveCount(0);
    await expect(ticket(page, 'Eminem').getByRole('button', { name: 'Start Order' })).toBeEnabled();
  });

  test('two baristas start one order at once: one makes it, the other is told who does', async ({
    page,
    location,
    newContext,
  }, testInfo) => {
    const cashier = await apiCashier();
    await queuedOrder(cashier, location.id, 'Future');
    const other = await secondPage(newContext, testInfo);
    const screens = [page, other];
    const channels = await Promise.all(screens.map(holdLiveMessages));
    for (const screen of screens) {
      await staffAt(screen, location.id, '/make-orders');
      await expect(
        ticket(screen, 'Future').getByRole('button', { name: 'Start Order' }),
      ).toBeEnabled(FIRST_LOAD);
    }
    // Neither screen hears of the other's start before both have pressed Start Order.
    channels.forEach((channel) => channel.hold());
    await Promise.all(
      screens.map((screen) =>
        ticket(screen, 'Future').getByRole('button', { name: 'Start Order' }).click(),
      ),
    );
    channels.forEach((channel) => channel.release());

    // Exactly one screen opens the walkthrough; the other is told and stays on the queue.
    const walkthrough = /\/make-orders\/\d+$/;
    const walking = () => screens.filter((screen) => walkthrough.test(screen.url()));
    await expect.poll(() => walking().length).toBe(1);
    const loser = walking()[0] === page ? other : page;
    await expect(toast(loser, 'Eve already started this order.')).toBeVisible();
    await expect(loser).toHaveURL(/\/make-orders$/);
    await expect(ticket(loser, 'Future').getByText('Making: Eve')).toBeVisible();
  });
});

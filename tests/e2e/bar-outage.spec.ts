import { expectNoSeriousViolations } from './axe';
import { CuttableLink, QUEUE_SOCKET, ticket } from './bar-support';
import { BASE_URL, expect } from './support';
import { apiCashier, queuedOrder, staffAt, test } from './shop-support';

test('in a network drop the bar starts and finishes tickets on screen; sent on reconnect, first start wins', async ({
  page,
  location,
}) => {
  const link = new CuttableLink();
  const viaLink = await link.start();
  try {
    const cashier = await apiCashier();
    const made = await queuedOrder(cashier, location.id, 'Beyoncé', [1, 2]);
    const taken = await queuedOrder(await apiCashier(), location.id, 'Ciara');
    const barista = await staffAt(page, location.id, '/');
    // The session and location cookies belong to 127.0.0.1 whatever the port: the page goes through the link.
    await page.goto(`${viaLink}/make-orders`);
    const status = page.getByRole('status', { name: /^Live connection/ });
    await expect(status).toHaveAttribute('data-status', 'open');
    await expect(ticket(page, 'Ciara')).toBeVisible();

    link.cut();
    await expect(status).toHaveAttribute('data-status', 'reconnecting');
    const beyonce = ticket(page, 'Beyoncé');
    await beyonce.getByRole('button', { name: 'Start Order' }).click();
    const state = beyonce.getByTestId('outbox-state');
    await expect(state).toHaveText('Start will send when back online');
    await expect(page).toHaveURL(/\/make-orders$/);
    await beyonce.getByRole('button', { name: 'Finish Order' }).click();
    await expect(state).toHaveText('Finish will send when back online');
    await expect(beyonce.getByRole('button', { name: 'Finish Order' })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'tickets waiting in a drop');

    // Another barista, still online, starts Ciara's order first.
    expect(
      (
        await cashier.patch(`${BASE_URL}/api/orders/${taken}/update-in-progress`, {
          data: { is_in_progress: true, is_complete: false },
        })
      ).status(),
    ).toBe(200);
    const ciara = ticket(page, 'Ciara');
    await ciara.getByRole('button', { name: 'Start Order' }).click();
    await expect(ciara.getByTestId('outbox-state')).toHaveText('Start will send when back online');

    link.restore();
    await expect(status).toHaveAttribute('data-status', 'open', { timeout: 10_000 });
    await expect(ciara.getByTestId('outbox-state')).toContainText(
      'Not sent: Eve already started this order.',
      { timeout: 10_000 },
    );
    await expect(ciara.getByText('Making: Eve')).toBeVisible();
    const completed = page
      .getByRole('list', { name: 'Recently completed orders' })
      .getByRole('listitem', { name: 'Beyoncé' });
    await expect(completed).toBeVisible({ timeout: 10_000 });
    await expect(completed.getByTestId('outbox-state')).toHaveCount(0);

    const order = await (await page.request.get(`${BASE_URL}/api/orders/${made}`)).json();
    expect(order).toMatchObject({
      is_in_progress: false,
      is_complete: true,
      started_by: barista.id,
      completed_by: barista.id,
    });
    const other = await (await page.request.get(`${BASE_URL}/api/orders/${taken}`)).json();
    expect(other).toMatchObject({ is_in_progress: true, is_complete: false });
    expect(other.started_by).not.toBe(barista.id);

    await ciara.getByRole('button', { name: 'Dismiss' }).click();
    await expect(ciara.getByTestId('outbox-state')).toHaveCount(0);
  } finally {
    await link.close();
  }
});

test('a walkthrough finished in a network drop goes back to the queue, which sends it on reconnect', async ({
  page,
  location,
}) => {
  const link = new CuttableLink();
  const viaLink = await link.start();
  try {
    const made = await queuedOrder(await apiCashier(), location.id, 'Eminem');
    const barista = await staffAt(page, location.id, '/');
    await page.goto(`${viaLink}/make-orders`);
    const card = ticket(page, 'Eminem');
    await card.getByRole('button', { name: 'Start Order' }).click();
    await expect(page).toHaveURL(/\/make-orders\/\d+$/);
    await expect(page.getByTestId('walkthrough-step')).toHaveText('Item 1 of 1');
    const status = page.getByRole('status', { name: /^Live connection/ });
    await expect(status).toHaveAttribute('data-status', 'open');

    link.cut();
    await expect(status).toHaveAttribute('data-status', 'reconnecting');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await expect(page).toHaveURL(/\/make-orders$/);
    // The queue the screen last had, with where the finish is.
    await expect(card.getByTestId('outbox-state')).toHaveText('Finish will send when back online');

    link.restore();
    const completed = page
      .getByRole('list', { name: 'Recently completed orders' })
      .getByRole('listitem', { name: 'Eminem' });
    await expect(completed).toBeVisible({ timeout: 10_000 });
    const order = await (await page.request.get(`${BASE_URL}/api/orders/${made}`)).json();
    expect(order).toMatchObject({ is_complete: true, completed_by: barista.id });
  } finally {
    await link.close();
  }
});

test('leaving the walkthrough before its live channel opens releases the order over HTTP', async ({
  page,
  location,
}) => {
  const cashier = await apiCashier();
  await queuedOrder(cashier, location.id, 'Ciara', [1, 9]);
  let channelDown = false;
  await page.routeWebSocket(QUEUE_SOCKET, (ws) => {
    if (channelDown) void ws.close({ code: 1006, reason: 'network' }).catch(() => {});
    else ws.connectToServer();
  });
  await staffAt(page, location.id, '/make-orders');
  const card = page.getByRole('listitem', { name: 'Ciara' });
  // The queue's channel starts the order; the walkthrough's own channel never opens.
  await expect(card).toBeVisible();
  channelDown = true;
  await card.getByRole('button', { name: 'Start Order' }).click();
  await expect(page).toHaveURL(/\/make-orders\/\d+$/);
  await expect(page.getByTestId('walkthrough-step')).toHaveText('Item 1 of 2');
  await expect(page.getByRole('status', { name: /^Live connection/ })).not.toHaveAttribute(
    'data-status',
    'open',
  );
  channelDown = false;
  await page.goto('/make-orders');
  await expect(page.getByRole('status', { name: /^Live connection/ })).toHaveAttribute(
    'data-status',
    'open',
  );
  await expect(card.getByRole('button', { name: 'Start Order' })).toBeEnabled();
  await expect(card.getByText('In Progress')).toHaveCount(0);
});

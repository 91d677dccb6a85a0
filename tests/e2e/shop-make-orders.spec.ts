import type { WebSocketRoute } from '@playwright/test';
import { QUEUE_SOCKET } from './bar-support';
import { expect } from './support';
import { apiCashier, openPanel, queuedOrder, staffAt, test } from './shop-support';

test.describe('Make Orders', () => {
  test('an empty queue explains what to try and links to the backup page', async ({
    page,
    location,
  }) => {
    await staffAt(page, location.id, '/make-orders');
    await expect(page).toHaveTitle('Make Orders | Soda POS');
    await expect(page.getByRole('status', { name: 'Live connection: Live' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No orders in queue' })).toBeVisible();
    await expect(page.getByText(/10-15\s+seconds/)).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(5);
    await page.getByRole('link', { name: 'backup page' }).click();
    await expect(page).toHaveURL(/\/make-orders\/backup$/);
    await expect(page).toHaveTitle('Backup Page | Soda POS');
  });

  test('the backup page lists the queue with recipes over plain HTTP', async ({
    page,
    location,
  }) => {
    const cashier = await apiCashier();
    await queuedOrder(cashier, location.id, 'Beyoncé', [1, 2]);
    await staffAt(page, location.id, '/make-orders/backup');
    await expect(page.getByRole('heading', { name: 'Backup Page' })).toBeVisible();
    await expect(page.getByText('Please make orders from top to bottom')).toBeVisible();
    const order = page.getByRole('listitem', { name: 'Beyoncé' });
    await expect(order.getByTestId('item-recipe')).toHaveCount(2);
    await expect(order).toContainText('Coco Butter Kisses');
    await expect(order).toContainText(/\d+ Pumps? of /);
  });

  test('reconnects by itself after a drop and resynchronises the queue; reset reconnects', async ({
    page,
    location,
  }) => {
    const cashier = await apiCashier();
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(QUEUE_SOCKET, (ws) => {
      ws.connectToServer();
      sockets.push(ws);
    });
    await staffAt(page, location.id, '/make-orders');
    const status = page.getByRole('status', { name: /^Live connection/ });
    await expect(status).toHaveAttribute('data-status', 'open');
    await expect(page.getByText('No orders in queue')).toBeVisible();

    // The link drops; an order is paid meanwhile.
    await sockets
      .at(-1)!
      .close({ code: 1006, reason: 'network' })
      .catch(() => {});
    await expect(status).toHaveAttribute('data-status', /reconnecting|connecting/);
    await queuedOrder(cashier, location.id, 'Future');
    await expect(status).toHaveAttribute('data-status', 'open', { timeout: 10_000 });
    await expect(page.getByRole('listitem', { name: 'Future' })).toBeVisible();
    expect(sockets.length).toBeGreaterThanOrEqual(2);

    const before = sockets.length;
    await page.getByRole('button', { name: 'Reset connection' }).click();
    await expect(status).toHaveAttribute('data-status', 'open');
    expect(sockets.length).toBe(before + 1);
  });

  test('leaving the walkthrough releases the order', async ({ page, location }) => {
    const cashier = await apiCashier();
    await queuedOrder(cashier, location.id, 'Eminem', [1, 9]);
    await staffAt(page, location.id, '/make-orders');
    const card = page.getByRole('listitem', { name: 'Eminem' });
    await card.getByRole('button', { name: 'Start Order' }).click();
    await expect(page).toHaveURL(/\/make-orders\/\d+$/);
    await expect(page.getByTestId('walkthrough-step')).toHaveText('Item 1 of 2');
    await expect(page.getByRole('status', { name: /^Live connection/ })).toHaveAttribute(
      'data-status',
      'open',
    );
    await page.goto('/make-orders');
    await expect(card.getByRole('button', { name: 'Start Order' })).toBeEnabled();
    await expect(card.getByText('In Progress')).toHaveCount(0);
  });

  test('an admin removes orders from in progress, from completed and from the queue', async ({
    page,
    location,
  }) => {
    const cashier = await apiCashier();
    const orderId = await queuedOrder(cashier, location.id, 'Ciara');
    await staffAt(page, location.id, '/make-orders', 'admin');
    const card = page.getByRole('listitem', { name: 'Ciara' });
    await expect(card).toBeVisible();
    const actions = card.getByRole('button', { name: `Actions for order ${orderId}` });

    // Started elsewhere, then released by the admin.
    expect(
      (
        await cashier.patch(`/api/orders/${orderId}/update-in-progress`, {
          data: { is_in_progress: true },
        })
      ).status(),
    ).toBe(200);
    await expect(card.getByText('In Progress')).toBeVisible();
    await actions.click();
    const menu = page.getByRole('dialog', { name: 'Order actions' });
    await expect(menu.getByRole('button', { name: 'Remove from Completed' })).toBeDisabled();
    await menu.getByRole('button', { name: 'Remove from In Progress' }).click();
    await expect(
      menu.getByText('Please ensure another user is not working on this order before confirming'),
    ).toBeVisible();
    await menu.getByRole('button', { name: 'Click to confirm' }).click();
    await expect(card.getByText('In Progress')).toHaveCount(0);

    // Completed elsewhere, then put back by the admin.
    expect(
      (
        await cashier.patch(`/api/orders/${orderId}/update-in-progress`, {
          data: { is_in_progress: false, is_complete: true },
        })
      ).status(),
    ).toBe(200);
    await expect(card.getByText('Completed')).toBeVisible();
    await actions.click();
    await menu.getByRole('button', { name: 'Remove from Completed' }).click();
    await expect(
      menu.getByText("Please confirm you'd like to remove this order from the completed list"),
    ).toBeVisible();
    await menu.getByRole('button', { name: 'Click to confirm' }).click();
    await expect(card.getByText('Completed')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Start Order' })).toBeVisible();

    // Deleted.
    await actions.click();
    await menu.getByRole('button', { name: 'Remove Order' }).click();
    await expect(menu.getByText("Please confirm you'd like to delete this order")).toBeVisible();
    await menu.getByRole('button', { name: 'Click to confirm' }).click();
    await expect(page.getByText('No orders in queue')).toBeVisible();
    await expect(openPanel(page)).toHaveCount(0);
  });
});

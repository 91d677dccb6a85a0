import type { Locator, Page } from '@playwright/test';
import { expect } from './support';

/** A menu card by its drink's name. */
export const menuCard = (page: Page, drink: string) =>
  page.getByTestId('menu-item-card').filter({ hasText: drink });

/** A card's one-tap button for a cup size ('16 oz $5.00'). */
export const sizeButton = (page: Page, drink: string, size: '16 oz' | '32 oz') =>
  menuCard(page, drink).getByRole('button', { name: new RegExp(`^${size} \\$\\d+\\.\\d{2}$`) });

/** The current order's 'Charge $X' button (the column on wide screens, the bar on phones). */
export const chargeButton = (page: Page) =>
  page.getByRole('button', { name: /^Charge \$\d+\.\d{2}$/ });

/** The two boxes share no point. */
export async function expectApart(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA, 'first box').not.toBeNull();
  expect(boxB, 'second box').not.toBeNull();
  const apart =
    boxA!.x + boxA!.width <= boxB!.x ||
    boxB!.x + boxB!.width <= boxA!.x ||
    boxA!.y + boxA!.height <= boxB!.y ||
    boxB!.y + boxB!.height <= boxA!.y;
  expect(apart, `${JSON.stringify(boxA)} and ${JSON.stringify(boxB)} overlap`).toBe(true);
}

/**
 * Take Order has drawn its menu. The first draw (page chunk, catalogue, every section's list) is
 * the slow part on a loaded CI machine: it gets the test's time, later steps the expect timeout.
 */
export async function menuReady(page: Page) {
  await expect(menuCard(page, 'Coco Butter Kisses')).toBeVisible({ timeout: 30_000 });
}

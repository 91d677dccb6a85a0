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
type Box = { x: number; y: number; width: number; height: number };

export async function expectApart(a: Locator, b: Locator) {
  const boxA = await a.boundingBox();
  expect(boxA, 'first box').not.toBeNull();
  await expectApartFrom(boxA!, b);
}

/** `box` was measured earlier (for something short-lived, such as a toast) and does not cover `b`. */
export async function expectApartFrom(boxA: Box, b: Locator) {
  const boxB = await b.boundingBox();
  expect(boxB, 'second box').not.toBeNull();
  expectBoxesApart(boxA, boxB!);
}

/** Two boxes measured in the same frame do not overlap. */
export function expectBoxesApart(boxA: Box, boxB: Box) {
  const apart =
    boxA.x + boxA.width <= boxB.x ||
    boxB.x + boxB.width <= boxA.x ||
    boxA.y + boxA.height <= boxB.y ||
    boxB.y + boxB.height <= boxA.y;
  expect(apart, `${JSON.stringify(boxA)} and ${JSON.stringify(boxB)} overlap`).toBe(true);
}

/**
 * Take Order has drawn its menu. The first draw (page chunk, catalogue, every section's list) is
 * the slow part on a loaded CI machine: it gets the test's time, later steps the expect timeout.
 */
export async function menuReady(page: Page) {
  await expect(menuCard(page, 'Coco Butter Kisses')).toBeVisible({ timeout: 30_000 });
}

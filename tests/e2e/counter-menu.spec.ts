import type { Page } from '@playwright/test';
import { expect } from './support';
import { staffAt, test } from './shop-support';
import { menuCard, menuReady } from './counter-support';

/** The menu's section headings (each section is a region named by its heading). */
const sections = (page: Page) => page.getByRole('region').getByRole('heading', { level: 2 });

test.describe('Counter: finding a drink', () => {
  test('the search field filters the menu cards by name', async ({ page, location }) => {
    await staffAt(page, location.id, '/take-order');
    await menuReady(page);
    await expect(menuCard(page, 'Coco Butter Kisses')).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search drinks' });

    await search.fill('coco');
    await expect(page.getByTestId('menu-item-card')).toHaveText([/Coco Butter Kisses/]);
    await expect(sections(page)).toHaveText(['Coke']);

    await search.fill('zzz');
    await expect(page.getByTestId('menu-item-card')).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: 'No drinks match “zzz”.' }),
    ).toBeVisible();

    await search.fill('');
    await expect(menuCard(page, "I'll Be There")).toBeVisible();
    await expect(sections(page)).toContainText(['Coke', 'Dr. Pepper', 'CASA']);
  });

  test('section chips show one soda or promotion at a time', async ({ page, location }) => {
    await staffAt(page, location.id, '/take-order');
    await menuReady(page);
    const chips = page.getByRole('group', { name: 'Menu sections' });
    // One chip per section on the page, after 'All' (other specs on the shared server may add
    // promotions of their own while this one runs, so the demo's sections are a subsequence).
    await expect(chips.getByRole('button').first()).toHaveText('All');
    await expect(chips.getByRole('button')).toContainText([
      'All',
      'Coke',
      'Dr. Pepper',
      'Mtn. Dew',
      'Sprite',
      'Water (Flat/Sparkling)',
      'CASA',
    ]);
    await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await chips.getByRole('button', { name: 'CASA' }).click();
    await expect(chips.getByRole('button', { name: 'CASA' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(sections(page)).toHaveText(['CASA']);
    await expect(page.getByTestId('menu-item-card')).toHaveText([/I'll Be There/]);

    await chips.getByRole('button', { name: 'Coke' }).click();
    await expect(sections(page)).toHaveText(['Coke']);
    await expect(menuCard(page, 'Coco Butter Kisses')).toBeVisible();
    await expect(menuCard(page, "I'll Be There")).toHaveCount(0);

    // A search within the chosen section.
    await page.getByRole('searchbox', { name: 'Search drinks' }).fill('soul');
    await expect(page.getByTestId('menu-item-card')).toHaveText([/Got So Much Soul/]);

    await chips.getByRole('button', { name: 'All' }).click();
    await page.getByRole('searchbox', { name: 'Search drinks' }).fill('');
    // Every section is back (the demo's six and any promotion another spec holds meanwhile).
    await expect(sections(page)).toContainText([
      'Coke',
      'Dr. Pepper',
      'Mtn. Dew',
      'Sprite',
      'Water (Flat/Sparkling)',
      'CASA',
    ]);
  });
});

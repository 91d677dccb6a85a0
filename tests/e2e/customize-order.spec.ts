import { expect, isPhone, toast } from './support';
import { openPanel, staffAt, test } from './shop-support';

// Issue 13: Customize lists the recipe first with a search box and the changes as chips; the
// customized drink is told by its changes on the cart, the checkout and the barista's walkthrough.

test.describe('Customize', () => {
  // The second test is a journey over four pages on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });
  test('search, chips and a sticky footer; the dialog opens on the cup size', async ({
    page,
    location,
  }) => {
    await staffAt(page, location.id, '/take-order');
    await page.getByRole('button', { name: /Coco Butter Kisses/ }).click();
    const dialog = openPanel(page);
    // The form's code loads with the first open: on a busy machine that can take a while.
    await expect(dialog.getByRole('radio', { name: '16 oz' })).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('radio', { name: '16 oz' })).toBeFocused();
    await dialog.getByRole('radio', { name: '16 oz' }).click();
    await dialog.getByRole('switch', { name: 'Customize' }).click();

    // The recipe at once, listed first.
    const recipe = dialog.getByTestId('recipe-flavors');
    await expect(recipe.getByRole('checkbox')).toHaveCount(3);
    await expect(recipe.getByRole('checkbox', { checked: true })).toHaveCount(3);
    await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(3);
    const chips = dialog.getByRole('list', { name: 'Changes' });
    await expect(chips).toHaveCount(0);

    // Search narrows the list; an extra flavor and a left-out one become chips.
    const search = dialog.getByRole('searchbox', { name: 'Search flavors' });
    await search.fill('coco');
    await expect(dialog.getByRole('checkbox', { name: 'Vanilla', exact: true })).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: 'Coconut', exact: true }).click();
    await search.fill('');
    await dialog.getByRole('checkbox', { name: 'Vanilla', exact: true }).click();
    await dialog.getByRole('radio', { name: 'Low Sugar' }).click();
    await expect(chips.getByRole('listitem')).toHaveText(['no Vanilla', '+ Coconut', 'low sugar']);

    // Each chip takes its change back.
    await chips.getByRole('button', { name: 'Undo no Vanilla' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Vanilla', exact: true })).toBeChecked();
    await chips.getByRole('button', { name: 'Undo low sugar' }).click();
    await expect(dialog.getByRole('radio', { name: 'Normal' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Dr. Pepper' }).click();
    await expect(chips.getByRole('listitem')).toHaveText([
      'Dr. Pepper instead of Coke',
      '+ Coconut',
    ]);
    await chips.getByRole('button', { name: 'Undo Dr. Pepper instead of Coke' }).click();
    await expect(dialog.getByRole('radio', { name: 'Coke' })).toBeChecked();
    await expect(chips.getByRole('listitem')).toHaveText(['+ Coconut']);

    // The price and Add stay in view at the top of the long list.
    await search.scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('button', { name: 'Add to Order' })).toBeInViewport();
    await expect(dialog.getByTestId('price-quote')).toBeInViewport();
    await chips.getByRole('button', { name: 'Undo + Coconut' }).click();
    await expect(chips).toHaveCount(0);
  });

  test('a customized drink shows "+ Coconut" on the cart, the checkout and the walkthrough', async ({
    page,
    location,
  }) => {
    await staffAt(page, location.id, '/take-order');
    await page.getByRole('button', { name: /Coco Butter Kisses/ }).click();
    const dialog = openPanel(page);
    await dialog.getByRole('radio', { name: '16 oz' }).click();
    await dialog.getByRole('switch', { name: 'Customize' }).click();
    await dialog.getByRole('searchbox', { name: 'Search flavors' }).fill('Coconut');
    await dialog.getByRole('checkbox', { name: 'Coconut', exact: true }).click();
    await expect(dialog.getByRole('list', { name: 'Changes' })).toHaveText('+ Coconut');
    await dialog.getByRole('button', { name: 'Add to Order' }).click();
    await expect(toast(page, 'Order Item added successfully')).toBeVisible();
    const described = 'Coco Butter Kisses, + Coconut';

    await page.getByRole('button', { name: 'Cart, 1 items' }).click();
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await expect(cart.getByTestId('item-description')).toHaveText(described);
    await cart.getByRole('button', { name: 'Go to cart' }).click();
    await expect(page).toHaveURL(/\/checkout-order\/\d+$/);
    // The checkout page's code and data load now: slow when the shared machine is busy.
    await expect(page.getByTestId('checkout-item').getByTestId('item-description')).toHaveText(
      described,
      { timeout: 15_000 },
    );

    await page.getByRole('button', { name: /Next free name/ }).click();
    const chosen = (await page.getByText(/^\(Selected: /).textContent())!.slice(11, -1);
    await page.getByRole('button', { name: 'Complete Order' }).click();
    await page.getByRole('button', { name: 'Click to confirm' }).click();
    await expect(toast(page, 'Order completed successfully')).toBeVisible();

    await page.goto('/make-orders');
    const card = page.getByRole('listitem', { name: chosen });
    await card.getByRole('button', { name: 'Start Order' }).click();
    await expect(page).toHaveURL(/\/make-orders\/\d+$/);
    await expect(page.getByTestId('item-recipe').getByTestId('item-description')).toHaveText(
      described,
    );
    if (isPhone(page)) await expect(page.getByTestId('item-recipe')).toBeInViewport();
  });
});

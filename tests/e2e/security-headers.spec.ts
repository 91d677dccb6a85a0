import { BASE_URL, DEMO, expect, test, toast } from './support';
import { addItem, newLocation, openPanel, staffAt } from './shop-support';

// Every browser test fails on a CSP violation (csp-watch.ts, wired into support.ts), so an inline
// script in the built page fails them all; the headers themselves are checked by the API suite
// (tests/api/security-headers.test.ts). These check that the policy really refuses inline scripts
// and that the app's journeys run with it on.

test.describe('Security headers', () => {
  test('refuses an inline script and an inline event handler', async ({ page, cspViolations }) => {
    await page.goto('/login');
    const ran = await page.evaluate(() => {
      const w = window as unknown as Record<string, boolean>;
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.head.append(script);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.handlerRan = true');
      img.src = 'data:,broken';
      document.body.append(img);
      return new Promise<boolean>((resolve) =>
        setTimeout(() => resolve(Boolean(w.inlineRan || w.handlerRan)), 200),
      );
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(2);
    cspViolations.length = 0; // expected here: the watch must not fail this test
  });

  test('signing in, ordering, a discount and the live queue run with the policy on', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.staff.email);
    await page.getByLabel('Password').fill(DEMO.staff.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Sam!' })).toBeVisible();

    const location = await newLocation();
    await staffAt(page, location.id, '/take-order');
    await page.getByRole('button', { name: /Coco Butter Kisses/ }).click();
    await openPanel(page).getByRole('radio', { name: '16 oz' }).click();
    await openPanel(page).getByRole('button', { name: 'Add to Order' }).click();
    await expect(toast(page, 'Order Item added successfully')).toBeVisible();

    const { order__id } = await addItem(page.request, location.id, { menu_item: 2, cup: 1 });
    await page.goto(`${BASE_URL}/checkout-order/${order__id}`);
    await page.getByRole('switch', { name: 'Apply Discount' }).click();
    await page.getByRole('combobox', { name: 'Discount' }).click();
    await page.getByRole('option', { name: 'Free - FREE' }).click();
    await expect(page.getByTestId('checkout-total')).toHaveText('$0.00');

    await page.goto(`${BASE_URL}/make-orders`);
    await expect(page.getByRole('status', { name: 'Live connection: Live' })).toBeVisible();
  });
});

import { DEMO, DEMO_LOCATION, expect, signIn, test } from './support';

test('setting a location in the panel shows its name', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await page.getByRole('button', { name: 'Choose a location' }).click();
  const panel = page.getByRole('dialog', { name: 'Location' });
  // Rendered exactly as the spec writes it (no CSS case change).
  await expect(panel.getByRole('heading', { name: 'Current Location:' })).toHaveText(
    'Current Location:',
    { useInnerText: true },
  );
  await expect(panel.getByText('No location selected')).toBeVisible();
  let autocompleteCalls = 0;
  page.on('request', (r) => r.url().includes('/api/locations/autocomplete') && autocompleteCalls++);

  // Nothing chosen: the form says so and sends nothing.
  await panel.getByRole('button', { name: 'Set Location' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Required');

  // The options load when the dropdown gets focus.
  expect(autocompleteCalls).toBe(0);
  const autocomplete = page.waitForResponse((r) => r.url().includes('/api/locations/autocomplete'));
  await panel.getByLabel('Update Location').click();
  expect((await autocomplete).status()).toBe(200);
  await page.getByRole('option', { name: DEMO_LOCATION.name }).click();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Set Location' }).click();

  await expect(panel.locator('strong', { hasText: DEMO_LOCATION.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Location', exact: true })).toBeVisible();

  // The cookie keeps it across a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Location', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Location' }).locator('strong')).toHaveText(
    DEMO_LOCATION.name,
  );
});

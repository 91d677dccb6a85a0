import { existing, expect, expectRefused, test } from './admin-support';
import { newLocation } from './shop-support';
import { expectNoSeriousViolations } from './axe';
import { toast } from './support';

/** Issue 31: an admin turns order ahead on for a location and sets its slots in the Locations tab. */
test('a location takes online orders once an admin turns it on, within the bounds', async ({
  page,
  adminTab,
}) => {
  const location = await newLocation();
  const locations = await adminTab('Locations');
  const list = existing(locations, 'Locations');
  await list.getByRole('button', { name: `Edit ${location.name}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Edit Location' });
  const online = sheet.getByRole('switch', { name: 'Customers may order ahead online' });
  await expect(online).not.toBeChecked();
  await expect(sheet.getByLabel('Pickup slot length (minutes, 5-60)')).toHaveValue('10');
  await expectNoSeriousViolations(page, 'Edit Location with its order-ahead settings');

  await online.click();
  await sheet.getByLabel('Online orders per slot (1-100)').fill('0');
  await expectRefused(sheet.getByRole('button', { name: 'Save' }), sheet, ['Must be at least 1']);
  await sheet.getByLabel('Online orders per slot (1-100)').fill('6');
  await sheet.getByLabel('Pickup slot length (minutes, 5-60)').fill('15');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Location updated successfully')).toBeVisible();
  await expect(sheet).toBeHidden();
  const row = list.getByRole('listitem').filter({ hasText: location.name });
  await expect(row).toContainText('takes online orders');

  const publicList = await page.request.get('/api/public/locations');
  expect(await publicList.json()).toContainEqual({
    id: location.id,
    name: location.name,
    online_ordering: true,
    paused_until: null,
  });
  const slots = await (await page.request.get(`/api/public/slots?location=${location.id}`)).json();
  for (const slot of slots) expect(slot.available).toBe(6);
});

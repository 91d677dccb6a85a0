import { expect, test } from './admin-support';
import { apiAs, createUser, DEMO, DEMO_LOCATION, signIn, toast } from './support';

test.describe('Admin Settings: users', () => {
  test('grants staff and admin, then deactivates a user', async ({
    page,
    adminTab,
    newContext,
  }) => {
    const user = await createUser('none');
    const users = await adminTab('Users');
    const roles = users.getByRole('group', { name: `Roles of ${user.email}` });
    const staff = roles.getByRole('switch', { name: 'Staff' });
    const admin = roles.getByRole('switch', { name: 'Admin' });
    const active = roles.getByRole('switch', { name: 'Active' });
    await expect(staff).not.toBeChecked();
    await expect(admin).not.toBeChecked();
    await expect(active).toBeChecked();

    await staff.click();
    await expect(toast(page, 'User updated successfully')).toBeVisible();
    await expect(staff).toBeChecked();

    // The new staff member now opens the shop floor.
    const otherPage = await (await newContext()).newPage();
    await signIn(otherPage, user, '/make-orders');
    await expect(otherPage).toHaveTitle(/Make Orders/);

    await admin.click();
    await expect(admin).toBeChecked();
    await active.click();
    await expect(active).not.toBeChecked();
    const login = await otherPage.request.post('/api/users/login', {
      data: { email: user.email, password: user.password },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(login.status()).toBe(401);
  });

  test('an admin cannot remove their own admin role or deactivate themselves', async ({
    adminTab,
  }) => {
    const users = await adminTab('Users');
    const roles = users.getByRole('group', { name: `Roles of ${DEMO.admin.email}` });
    await expect(users.getByText('(you)')).toBeVisible();
    await expect(roles.getByRole('switch', { name: 'Admin' })).toBeDisabled();
    await expect(roles.getByRole('switch', { name: 'Active' })).toBeDisabled();
  });

  test('assigns a staff member to locations, and back to every location', async ({
    page,
    adminTab,
  }) => {
    const user = await createUser('staff');
    const places = (await adminTab('Users')).getByRole('group', {
      name: `Locations of ${user.email}`,
    });
    await expect(places).toContainText('(every location)');
    const shop = places.getByRole('checkbox', { name: DEMO_LOCATION.name });
    await expect(shop).not.toBeChecked();

    await shop.click();
    await expect(toast(page, 'User updated successfully')).toBeVisible();
    await expect(shop).toBeChecked();
    await expect(places).not.toContainText('(every location)');
    const staff = await apiAs(user);
    expect((await (await staff.get('/api/users/me')).json()).locations).toEqual([DEMO_LOCATION.id]);

    await shop.click();
    await expect(shop).not.toBeChecked();
    await expect(places).toContainText('(every location)');
    await expect
      .poll(async () => (await (await staff.get('/api/users/me')).json()).locations)
      .toEqual([]);
    await staff.dispose();
  });
});

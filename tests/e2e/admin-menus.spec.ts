import { existing, expect, expectRefused, test } from './admin-support';
import { toast } from './support';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

test.describe('Admin Settings: menus', () => {
  test('validates, then adds a menu with a date from the picker sent as YYYY-MM-DD', async ({
    page,
    adminTab,
  }) => {
    const menus = await adminTab('Menus');
    const add = menus.getByRole('button', { name: 'Add Menu' });
    await expectRefused(add, menus, ['Version is required', 'Date is required']);

    // Unique per run: menus have unique versions and dates.
    const version = 1000 + Math.floor(Math.random() * 1_000_000);
    const year = 1930 + Math.floor(Math.random() * 90);
    const month = Math.floor(Math.random() * 12);
    const day = 1 + Math.floor(Math.random() * 28);
    await menus.getByLabel('Version').fill(String(version));

    await expect(menus.getByLabel('Date')).toHaveText('Pick a date');
    await menus.getByLabel('Date').click();
    const thisYear = new Date().getFullYear();
    const years = page.getByLabel('Choose the Year');
    const yearOptions = await years.locator('option').allTextContents();
    expect(yearOptions[0]).toBe(String(thisYear - 100));
    expect(yearOptions.at(-1)).toBe(String(thisYear));
    // Days after today are disabled.
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    if (tomorrow.getMonth() === new Date().getMonth()) {
      await expect(
        page.getByRole('button', {
          name: new RegExp(
            `${MONTHS[tomorrow.getMonth()]} ${tomorrow.getDate()}(st|nd|rd|th), ${thisYear}`,
          ),
        }),
      ).toBeDisabled();
    }

    await years.selectOption(String(year));
    await page.getByLabel('Choose the Month').selectOption({ label: MONTHS[month] });
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/menus') && r.method() === 'POST',
    );
    await page
      .getByRole('button', { name: new RegExp(`${MONTHS[month]} ${day}(st|nd|rd|th), ${year}`) })
      .click();
    const iso = `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    await expect(menus.getByLabel('Date')).toHaveText(iso);

    await add.click();
    expect((await sent).postDataJSON()).toEqual({ version: String(version), date: iso });
    await expect(toast(page, 'Success')).toBeVisible();
    const response = await page.request.get('/api/menus');
    const created = (await response.json()).find((m: { version: number }) => m.version === version);
    expect(created.date).toBe(iso);
    await expect(
      existing(menus, 'Menus').getByText(`Menu Version ${created.id}`, { exact: true }),
    ).toBeVisible();
  });
});

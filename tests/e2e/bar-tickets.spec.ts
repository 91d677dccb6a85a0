import { expectNoSeriousViolations } from './axe';
import { ticket } from './bar-support';
import { BASE_URL, FIRST_LOAD, expect } from './support';
import { addItem, apiCashier, payOrder, staffAt, test } from './shop-support';

// Menu item 1 "Coco Butter Kisses" (Coke): Vanilla, Half & Half, Raspberry Puree.
test('a bar ticket lists every drink with its size, soda, changes and note, readable', async ({
  page,
  location,
}) => {
  const cashier = await apiCashier();
  const ids: Record<string, number> = {};
  for (const f of await (await cashier.get(`${BASE_URL}/api/flavors`)).json()) ids[f.name] = f.id;
  for (const s of await (await cashier.get(`${BASE_URL}/api/sodas`)).json()) ids[s.name] = s.id;

  await addItem(cashier, location.id, {
    menu_item: 1,
    cup: 1,
    low_sugar: true,
    custom_order__soda: ids['Coke'],
    custom_order_flavors: [ids['Coconut'], ids['Half & Half'], ids['Raspberry Puree']],
    note: 'Light ice please',
  });
  await addItem(cashier, location.id, {
    cup: 2,
    custom_order__soda: ids['Dr. Pepper'],
    custom_order_flavors: [ids['Coconut'], ids['Vanilla']],
  });
  const { order__id } = await addItem(cashier, location.id, { menu_item: 1, cup: 2 });
  await payOrder(cashier, order__id, 'Beyoncé');

  await staffAt(page, location.id, '/make-orders');
  const card = ticket(page, 'Beyoncé');
  const drinks = card.getByTestId('ticket-drink');
  await expect(drinks).toHaveCount(3, FIRST_LOAD);
  const items = await (await cashier.get(`${BASE_URL}/api/order-items?order=${order__id}`)).json();
  const sizes: string[] = items.map((i: { cup__size__display: string }) => i.cup__size__display);
  expect(sizes[0]).not.toBe(sizes[1]);

  const customized = drinks.nth(0);
  await expect(customized.getByTestId('drink-size')).toHaveText(sizes[0]);
  await expect(customized.getByTestId('drink-name')).toHaveText('Coco Butter Kisses');
  await expect(customized.getByTestId('drink-soda')).toHaveText('Coke');
  await expect(customized.getByTestId('drink-changes')).toHaveText(
    'no Vanilla, + Coconut, low sugar',
  );
  await expect(customized.getByTestId('drink-note')).toHaveText('Note: Light ice please');

  const custom = drinks.nth(1);
  await expect(custom.getByTestId('drink-size')).toHaveText(sizes[1]);
  await expect(custom.getByTestId('drink-name')).toHaveText('Custom drink');
  await expect(custom.getByTestId('drink-soda')).toHaveText('Dr. Pepper');
  await expect(custom.getByTestId('drink-changes')).toHaveText(/^Coconut \(.+\), Vanilla \(.+\)$/);
  await expect(custom.getByTestId('drink-note')).toHaveCount(0);

  const plain = drinks.nth(2);
  await expect(plain.getByTestId('drink-size')).toHaveText(sizes[2]);
  await expect(plain.getByTestId('drink-name')).toHaveText('Coco Butter Kisses');
  await expect(plain.getByTestId('drink-changes')).toHaveCount(0);

  // Readable from a metre away: body text at least 16 px, the drink's name bold and larger.
  for (const testId of ['drink-soda', 'drink-changes', 'drink-note']) {
    const px = await customized
      .getByTestId(testId)
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(px, testId).toBeGreaterThanOrEqual(16);
  }
  const name = customized.getByTestId('drink-name');
  expect(await name.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');
  expect(
    await name.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
  ).toBeGreaterThanOrEqual(18);

  // The drinks get real width: at 1280 px a ticket is a third of the screen, on a phone all of it.
  const width = (await card.boundingBox())!.width;
  const viewport = page.viewportSize()!.width;
  expect(width).toBeGreaterThanOrEqual(viewport >= 1280 ? 360 : viewport - 48);
  // Nothing on the ticket is cut off or overflows it.
  expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectNoSeriousViolations(page, 'bar ticket with drinks');
});

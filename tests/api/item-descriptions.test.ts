import { beforeAll, describe, expect, it } from 'vitest';
import { addItem } from '../helpers/orders';
import { useTestServer } from '../helpers/fixture';

// Issue 13: every order item display carries `description` and `changes`, the item told by its
// changes against its menu item's recipe ('Coco Butter Kisses, no Vanilla, + Coconut').
// Menu item 1 "Coco Butter Kisses" (Coke): Vanilla x2, Half & Half x1, Raspberry Puree x2.

const { staff } = useTestServer({ seed: true, signIn: ['staff'] });

const ids: Record<string, number> = {};
beforeAll(async () => {
  for (const f of (await staff.get('/api/flavors')).body) ids[f.name] = f.id;
  for (const s of (await staff.get('/api/sodas')).body) ids[s.name] = s.id;
});
const recipe = () => [ids['Vanilla'], ids['Half & Half'], ids['Raspberry Puree']];
/** Menu item 1 in the first cup, customized: its recipe and Coconut. */
const withCoconut = () => ({
  menu_item: 1,
  cup: 1,
  custom_order__soda: ids['Coke'],
  custom_order_flavors: [...recipe(), ids['Coconut']],
});

/** Adds the item and checks that the cart lists it with the same description. */
async function described(body: Record<string, unknown>) {
  const res = await addItem(staff, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const listed = await staff.get(`/api/order-items?order=${res.body.order__id}`);
  const again = listed.body.find((i: { id: number }) => i.id === res.body.id);
  expect(again).toMatchObject({ description: res.body.description, changes: res.body.changes });
  return { description: res.body.description, changes: res.body.changes, body: res.body };
}

describe('description and changes of an order item', () => {
  it('a plain menu item is its name, with no changes; its display name is unchanged', async () => {
    const item = await described({ menu_item: 1, cup: 1 });
    expect(item).toMatchObject({ description: 'Coco Butter Kisses', changes: [] });
    expect(item.body.order_item_name).toBe('Coco Butter Kisses');
  });

  it('low sugar is appended', async () => {
    const item = await described({ menu_item: 1, cup: 2, low_sugar: true });
    expect(item).toMatchObject({
      description: 'Coco Butter Kisses, low sugar',
      changes: ['low sugar'],
    });
  });

  it('an added flavor is "+ name"', async () => {
    const item = await described(withCoconut());
    expect(item).toMatchObject({
      description: 'Coco Butter Kisses, + Coconut',
      changes: ['+ Coconut'],
    });
    // The spec's display name stays as it was.
    expect(item.body.order_item_name).toBe(
      'Coco Butter Kisses (Customized): Coke with Vanilla, Half & Half, Raspberry Puree and Coconut',
    );
  });

  it('a removed flavor is "no name", listed before the added ones, then low sugar', async () => {
    const [, halfAndHalf, puree] = recipe();
    const item = await described({
      menu_item: 1,
      cup: 1,
      low_sugar: true,
      custom_order__soda: ids['Coke'],
      custom_order_flavors: [ids['Coconut'], halfAndHalf, puree],
    });
    expect(item).toMatchObject({
      description: 'Coco Butter Kisses, no Vanilla, + Coconut, low sugar',
      changes: ['no Vanilla', '+ Coconut', 'low sugar'],
    });
  });

  it('another soda is "{soda} instead of {recipe soda}"', async () => {
    const item = await described({
      menu_item: 1,
      cup: 1,
      custom_order__soda: ids['Dr. Pepper'],
      custom_order_flavors: recipe(),
    });
    expect(item).toMatchObject({
      description: 'Coco Butter Kisses, Dr. Pepper instead of Coke',
      changes: ['Dr. Pepper instead of Coke'],
    });
  });

  it('a customized item equal to its recipe has no changes', async () => {
    const item = await described({ menu_item: 1, cup: 1, custom_order_flavors: recipe() });
    expect(item).toMatchObject({ description: 'Coco Butter Kisses', changes: [] });
  });

  it('a custom drink is "Custom: {soda}, flavors", then low sugar', async () => {
    const item = await described({
      cup: 1,
      custom_order__soda: ids['Dr. Pepper'],
      custom_order_flavors: [ids['Coconut'], ids['Vanilla'], ids['Coconut']],
      low_sugar: true,
    });
    expect(item).toMatchObject({
      description: 'Custom: Dr. Pepper, Coconut, Vanilla, low sugar',
      changes: ['low sugar'],
    });
    const bare = await described({ cup: 1, custom_order__soda: ids['Sprite'] });
    expect(bare).toMatchObject({ description: 'Custom: Sprite', changes: [] });
  });

  it('the queue and the order carry the same descriptions', async () => {
    const added = await described(withCoconut());
    const order = await staff.get(`/api/orders/${added.body.order__id}`);
    expect(order.status).toBe(200);
    const items = order.body.order_items as { description: string }[];
    expect(items.map((i) => i.description)).toContain('Coco Butter Kisses, + Coconut');
    expect(items.map((i) => i.description)).toContain('Custom: Sprite');
  });
});

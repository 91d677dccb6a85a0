import { updateOutboxOrder } from '../../lib/offline/outbox-db';
import type { OutboxOrder } from '../../lib/offline/outbox-types';
import type { RecipeItem } from './item-recipe';

/**
 * The bar's times of a sale kept on the device: recorded there, sent with the order (the sync's
 * started_at and completed_at). A start is kept once; a completion starts the order too.
 */
export const startOnDevice = (clientId: string) =>
  updateOutboxOrder(clientId, (order) =>
    order.started_at ? order : { ...order, started_at: new Date().toISOString() },
  );

export const completeOnDevice = (clientId: string) =>
  updateOutboxOrder(clientId, (order) => {
    const now = new Date().toISOString();
    return {
      ...order,
      started_at: order.started_at ?? now,
      completed_at: order.completed_at ?? now,
    };
  });

/** Where a kept sale stands at the bar. */
export const deviceOrderState = (order: OutboxOrder) =>
  order.completed_at ? 'Completed' : order.started_at ? 'In progress' : 'Waiting';

/**
 * The kept sale's drinks as the walkthrough shows them, from what the device rang up: name, size,
 * soda, flavors (their names: the device knows no amounts) and note.
 */
export const deviceRecipes = (order: OutboxOrder): RecipeItem[] =>
  order.lines.map((line, index) => ({
    id: index + 1,
    description: line.menu_item === null ? `Custom drink: ${line.name}` : line.name,
    flat_or_sparkling: line.flat_or_sparkling,
    note: line.note,
    cup__size__display: line.size,
    soda_name: line.soda,
    low_sugar: line.low_sugar,
    order_item_flavors: Object.fromEntries(line.flavors.map((flavor) => [flavor, ''])),
  }));

import { WATER_SODA_NAME } from '@shared/catalogue';
import type { OnlineTicket, OrderDisplay, OrderItemDisplay } from '@shared/order-types';
import { ItemDescription } from '../../components/item-description';
import { cn } from '../../lib/cn';

/**
 * What a recipe shows of a drink: a server order's item, or a drink kept on the device (its
 * flavors without amounts: `''`).
 */
export type RecipeItem = Pick<
  OrderItemDisplay,
  | 'id'
  | 'description'
  | 'flat_or_sparkling'
  | 'note'
  | 'cup__size__display'
  | 'soda_name'
  | 'low_sugar'
  | 'order_item_flavors'
>;

/** The beverage: ' Zero Sugar' appended for low-sugar items, except for the water soda. */
const beverageName = (item: Pick<RecipeItem, 'soda_name' | 'low_sugar'>) =>
  item.low_sugar && item.soda_name !== WATER_SODA_NAME
    ? `${item.soda_name} Zero Sugar`
    : item.soda_name;

/**
 * How to make one item: size, beverage, 'N of flavor' lines, notes. Its heading is an h3 under a
 * ticket or section, an h2 where it sits right under the page's h1 (the walkthrough).
 */
export function ItemRecipe({
  item,
  className,
  heading = 'h3',
}: {
  item: RecipeItem;
  className?: string;
  heading?: 'h2' | 'h3';
}) {
  const flavors = Object.entries(item.order_item_flavors);
  return (
    <div className={cn('flex flex-col gap-2', className)} data-testid="item-recipe">
      <ItemDescription item={item} as={heading} className="text-lg font-bold" />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-800">
        <dt className="text-slate-500">Cup</dt>
        <dd className="font-semibold">{item.cup__size__display}</dd>
        <dt className="text-slate-500">Beverage</dt>
        <dd className="font-semibold">{beverageName(item)}</dd>
      </dl>
      {flavors.length > 0 && (
        <ul className="list-disc pl-5 text-slate-800">
          {flavors.map(([flavor, amount]) => (
            <li key={flavor}>{amount ? `${amount} of ${flavor}` : flavor}</li>
          ))}
        </ul>
      )}
      {item.note && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          <span className="font-semibold">Notes:</span> {item.note}
        </p>
      )}
    </div>
  );
}

export const orderTitle = (
  order: Pick<OrderDisplay, 'id' | 'order_name__name'> & { online?: OnlineTicket | null },
) =>
  order.online
    ? `${order.online.code} ${order.online.customer_name}`
    : (order.order_name__name ?? `Order #${order.id}`);

import { joinWithAnd, unitDisplay } from '@shared/catalogue';
import type { MenuItem, MenuItemFlavor } from '@shared/catalogue-types';
import { useState } from 'react';
import { DialogOrDrawer } from '../../components/ui/lazy-dialog-or-drawer';
import { formatDollars } from '../../lib/money';
import { useIsWide } from '../../lib/use-media-query';
import { OrderItemForm } from './lazy-order-item-form';

/** "2 Pumps Cherry": the 16 oz recipe quantity, its unit and the flavor. */
function flavorLine({ flavor, quantity }: MenuItemFlavor): string {
  const unit = unitDisplay(flavor.flavor_group.uom.value) || flavor.flavor_group.uom.display;
  return `${quantity} ${unit}${quantity === 1 ? '' : 's'} ${flavor.name}`;
}

/** A menu item: flavor lines (names only on narrow screens) and its price per cup; opens the order dialog. */
export function MenuItemCard({ item, locationId }: { item: MenuItem; locationId: number }) {
  const wide = useIsWide();
  const [open, setOpen] = useState(false);
  const card = (
    <button
      type="button"
      className="flex h-full w-full cursor-pointer flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-teal-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      data-testid="menu-item-card"
    >
      <span className="text-lg font-bold text-slate-900">{item.name}</span>
      {wide ? (
        <ul className="flex-1 text-sm text-slate-700">
          {item.flavors.map((line) => (
            <li key={line.flavor.id}>{flavorLine(line)}</li>
          ))}
        </ul>
      ) : (
        <span className="flex-1 text-sm text-slate-700">
          {joinWithAnd(item.flavors.map((line) => line.flavor.name))}
        </span>
      )}
      <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {item.cup_prices.map((cup) => (
          <span key={cup.id} className="tabular-nums">
            <span className="text-slate-500">{cup.size.display}</span>{' '}
            <span className="font-semibold text-slate-900">{formatDollars(cup.price)}</span>
          </span>
        ))}
      </span>
    </button>
  );
  return (
    <DialogOrDrawer
      open={open}
      onOpenChange={setOpen}
      trigger={card}
      title={item.name}
      description={`${item.soda.name} with ${joinWithAnd(item.flavors.map((l) => l.flavor.name))}`}
    >
      <OrderItemForm menuItem={item} locationId={locationId} onDone={() => setOpen(false)} />
    </DialogOrDrawer>
  );
}

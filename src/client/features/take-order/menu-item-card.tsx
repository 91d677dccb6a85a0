import type { LocationId } from '@shared/ids';
import { joinWithAnd, unitDisplay } from '@shared/catalogue';
import type { MenuItem, MenuItemFlavor } from '@shared/catalogue-types';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { DialogOrDrawer } from '../../components/ui/lazy-dialog-or-drawer';
import { cn } from '../../lib/cn';
import {
  isSoldOut,
  menuItemSoldOut,
  type AvailabilityEntry,
} from '../../lib/sold-out/use-availability';
import { useIsWide } from '../../lib/use-media-query';
import { CupSizeButton } from './cup-size-button';
import { OrderItemForm } from './lazy-order-item-form';
import { quickAddable, useQuickAdd } from './use-quick-add';

/** "2 Pumps Cherry": the 16 oz recipe quantity, its unit and the flavor. */
function flavorLine({ flavor, quantity }: MenuItemFlavor): string {
  const unit = unitDisplay(flavor.flavor_group.uom.value) || flavor.flavor_group.uom.display;
  return `${quantity} ${unit}${quantity === 1 ? '' : 's'} ${flavor.name}`;
}

/**
 * A menu item: its body (name and flavor lines, names only on narrow screens) opens the order
 * dialog with the first cup chosen; one button per cup size adds the standard drink at once.
 */
interface MenuItemCardProps {
  item: MenuItem;
  locationId: LocationId;
  /** The location's sold-out list: a sold-out drink or cup is greyed, not addable. */
  availability: readonly AvailabilityEntry[] | undefined;
}

export function MenuItemCard({ item, locationId, availability }: MenuItemCardProps) {
  const nameId = useId();
  const [open, setOpen] = useState(false);
  const [dialogCup, setDialogCup] = useState(item.cup_prices[0]?.id);
  const quickAdd = useQuickAdd(locationId);
  const addsAtOnce = quickAddable(item);
  const soldOut = menuItemSoldOut(availability, item);

  const body = (
    <button
      type="button"
      onClick={() => setDialogCup(item.cup_prices[0]?.id)}
      className="flex flex-1 cursor-pointer flex-col gap-2 rounded-t-xl p-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700"
    >
      <MenuItemSummary item={item} nameId={nameId} soldOut={soldOut} />
    </button>
  );

  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        'flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-teal-600 hover:shadow-md',
        soldOut && 'bg-slate-100 opacity-75',
      )}
      data-testid="menu-item-card"
    >
      <DialogOrDrawer
        open={open}
        onOpenChange={setOpen}
        trigger={body}
        title={item.name}
        description={`${item.soda.name} with ${joinWithAnd(item.flavors.map((l) => l.flavor.name))}`}
        scrollsItself
      >
        <OrderItemForm
          key={dialogCup}
          menuItem={item}
          locationId={locationId}
          initialCup={dialogCup}
          onDone={() => setOpen(false)}
        />
      </DialogOrDrawer>
      <CupButtons
        item={item}
        soldOut={soldOut !== null}
        availability={availability}
        onPress={(cup, fromKeyboard) => {
          if (addsAtOnce) return quickAdd(item, cup, fromKeyboard);
          setDialogCup(cup.id);
          setOpen(true);
        }}
        opensDialog={!addsAtOnce}
      />
    </article>
  );
}

/** The card's body: the name, a sold-out badge, the flavors (lines when wide) and 'Options'. */
function MenuItemSummary({
  item,
  nameId,
  soldOut,
}: {
  item: MenuItem;
  nameId: string;
  soldOut: string | null;
}) {
  const wide = useIsWide();
  return (
    <>
      <span id={nameId} className="text-lg font-bold text-slate-900">
        {item.name}
      </span>
      {soldOut && (
        <span className="self-start rounded-full bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">
          Sold out{soldOut === item.name ? '' : `: ${soldOut}`}
        </span>
      )}
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
      <span className="flex items-center gap-1.5 self-end text-sm font-medium text-teal-800">
        <SlidersHorizontal className="size-4" aria-hidden />
        Options
      </span>
    </>
  );
}

/** One button per cup size: each adds the standard drink at once, or opens the dialog on it. */
function CupButtons({
  item,
  soldOut,
  availability,
  opensDialog,
  onPress,
}: {
  item: MenuItem;
  /** The whole drink is sold out. */
  soldOut: boolean;
  availability: readonly AvailabilityEntry[] | undefined;
  opensDialog: boolean;
  onPress: (cup: MenuItem['cup_prices'][number], fromKeyboard: boolean) => Promise<void> | void;
}) {
  return (
    <div
      className="flex gap-2 border-t border-slate-100 p-2"
      role="group"
      aria-label={`Add ${item.name}`}
    >
      {item.cup_prices.map((cup) => (
        <CupSizeButton
          key={cup.id}
          cup={cup}
          opensDialog={opensDialog}
          soldOut={soldOut || isSoldOut(availability, 'cup', cup.id)}
          onPress={(fromKeyboard) => onPress(cup, fromKeyboard)}
        />
      ))}
    </div>
  );
}

import type { LocationId } from '@shared/ids';
import { ReceiptText } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { OrderLines } from './order-lines';
import { useChargeFocus } from './till-keys';
import { useCurrentOrder } from './use-current-order';
import { OfflineLines } from './offline-lines';

const EMPTY_HINT = 'Tap a cup size on a drink to add it.';

/**
 * Beside the menu at 768px and wider: the order's items, its total and 'Charge $X'. It stops 6rem
 * above the bottom of the screen: toasts have that place (app/toasts.tsx).
 */
export function CurrentOrderColumn({ locationId }: { locationId: LocationId }) {
  const { items, chargeLabel, charge, isJustAdded, offlineLines, removeOffline } =
    useCurrentOrder(locationId);
  const chargeRef = useChargeFocus(Boolean(charge));
  const count = offlineLines.length || items?.length || 0;
  return (
    <aside
      aria-labelledby="current-order-title"
      className="sticky top-20 flex max-h-[calc(100dvh-12rem)] flex-col rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <h2
        id="current-order-title"
        className="flex items-center gap-2 border-b border-slate-100 px-4 py-3 text-lg font-bold text-slate-900"
      >
        <ReceiptText className="size-5 text-teal-700" aria-hidden />
        Current order
        {count > 0 && (
          <span className="ml-auto text-sm font-medium text-slate-600">
            {count} {count === 1 ? 'item' : 'items'}
          </span>
        )}
      </h2>
      {offlineLines.length > 0 ? (
        <OfflineLines
          lines={offlineLines}
          onRemove={removeOffline}
          className="min-h-0 flex-1 overflow-y-auto"
        />
      ) : !items ? (
        <Spinner className="m-6 self-center" />
      ) : items.length === 0 ? (
        <p className="px-4 py-6 text-sm text-slate-600">{EMPTY_HINT}</p>
      ) : (
        <OrderLines
          items={items}
          isJustAdded={isJustAdded}
          className="min-h-0 flex-1 overflow-y-auto"
        />
      )}
      <div className="flex flex-col gap-2 border-t border-slate-100 p-3">
        <Button
          ref={chargeRef}
          size="lg"
          className="w-full tabular-nums"
          onClick={charge}
          disabled={!charge}
          aria-keyshortcuts="Enter"
        >
          {chargeLabel}
        </Button>
        <KeysHint />
      </div>
    </aside>
  );
}

/** The till's keys (use-menu-keys.ts, take-order-page.tsx), for whoever has a keyboard. */
function KeysHint() {
  const key = 'rounded border border-slate-300 bg-slate-50 px-1 font-sans text-slate-700';
  return (
    <p className="text-center text-xs text-slate-600" data-testid="keys-hint">
      <span className="sr-only">Keys: </span>
      <kbd className={key}>/</kbd> search · <kbd className={key}>1</kbd>–
      <kbd className={key}>9</kbd> drink · <kbd className={key}>Enter</kbd> charge ·{' '}
      <kbd className={key}>Esc</kbd> clear
    </p>
  );
}

/**
 * On a phone: a bar above the bottom tab bar with the item count, the item just added and
 * 'Charge $X'. Shown once the order has an item.
 */
export function CurrentOrderBar({ locationId }: { locationId: LocationId }) {
  const { items, chargeLabel, charge, isJustAdded, offlineLines } = useCurrentOrder(locationId);
  const chargeRef = useChargeFocus(Boolean(charge));
  const lastOffline = offlineLines.at(-1);
  const lastOnline = items?.at(-1);
  if ((!lastOffline && !lastOnline) || !charge) return null;
  const last = lastOffline
    ? { key: lastOffline.key, name: `${lastOffline.name}, ${lastOffline.size}` }
    : {
        key: String(lastOnline!.id),
        name: `${lastOnline!.order_item_name}, ${lastOnline!.cup__size__display}`,
      };
  return (
    <OrderBar
      count={offlineLines.length || items!.length}
      last={last}
      lastJustAdded={!lastOffline && isJustAdded(lastOnline!)}
      chargeLabel={chargeLabel}
      charge={charge}
      chargeRef={chargeRef}
    />
  );
}

interface OrderBarProps {
  count: number;
  last: { key: string; name: string };
  lastJustAdded: boolean;
  chargeLabel: string;
  charge: () => void;
  chargeRef: Ref<HTMLButtonElement>;
}

function OrderBar({ count, last, lastJustAdded, chargeLabel, charge, chargeRef }: OrderBarProps) {
  return (
    <aside
      aria-label="Current order"
      className="fixed inset-x-0 bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-30 border-t border-slate-200 bg-white px-3 py-2 shadow-[0_-4px_12px_rgba(15,23,42,0.08)]"
    >
      <div className="flex items-center gap-3">
        <p className="min-w-0 flex-1 text-sm">
          <span className="block font-semibold text-slate-900">
            {count} {count === 1 ? 'item' : 'items'}
          </span>
          <span
            key={last.key}
            data-just-added={lastJustAdded || undefined}
            className={cn('block truncate rounded text-slate-600', lastJustAdded && 'just-added')}
          >
            {last.name}
          </span>
        </p>
        <Button
          ref={chargeRef}
          size="lg"
          className="tabular-nums"
          onClick={charge}
          aria-keyshortcuts="Enter"
        >
          {chargeLabel}
        </Button>
      </div>
    </aside>
  );
}

import type { OrderDisplay } from '@shared/order-types';
import { CircleCheck, LoaderCircle, Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { DialogOrDrawer } from '../../components/ui/lazy-dialog-or-drawer';
import { cn } from '../../lib/cn';
import { ItemRecipe, orderTitle } from './item-recipe';
import { OrderAdminActions } from './order-admin-actions';
import type { LiveQueue } from './use-live-queue';

interface OrderCardProps {
  order: OrderDisplay;
  position: number;
  live: LiveQueue;
  isAdmin: boolean;
  onStart: (order: OrderDisplay) => void;
  starting: boolean;
}

function ItemList({ order }: { order: OrderDisplay }) {
  return (
    <div className="flex flex-col divide-y divide-slate-200">
      {order.order_items.map((item) => (
        <ItemRecipe key={item.id} item={item} className="py-3" />
      ))}
    </div>
  );
}

/** A queued order (400 px): opens its items in a dialog or drawer; Start Order; the admin's menu. */
export function OrderCard({ order, position, live, isAdmin, onStart, starting }: OrderCardProps) {
  const [open, setOpen] = useState(false);
  const title = orderTitle(order);
  const count = order.order_items.length;
  const summary = (
    <span className="flex flex-col items-start gap-1 text-left">
      <span className="text-lg font-bold text-slate-900">
        <span className="mr-2 text-slate-400">{position}.</span>
        {title}
      </span>
      <span className="text-sm text-slate-600">
        {count} {count === 1 ? 'item' : 'items'}:{' '}
        {order.order_items.map((i) => i.order_item_name).join(', ')}
      </span>
    </span>
  );
  const startButton = (
    <Button onClick={() => onStart(order)} disabled={starting || order.is_in_progress}>
      <Play className="size-4" aria-hidden />
      Start Order
    </Button>
  );

  let body;
  if (order.is_in_progress) {
    body = (
      <div className="flex flex-col gap-2">
        {summary}
        <span className="inline-flex items-center gap-1.5 font-semibold text-amber-700">
          <LoaderCircle className="size-4" aria-hidden />
          In Progress
        </span>
      </div>
    );
  } else {
    const trigger = (
      <button
        type="button"
        className="w-full cursor-pointer rounded-lg text-left focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        {summary}
      </button>
    );
    body = (
      <div className="flex flex-col gap-3">
        <DialogOrDrawer
          open={open}
          onOpenChange={setOpen}
          trigger={trigger}
          title={order.is_complete ? `${title} - Completed` : title}
        >
          <ItemList order={order} />
          {!order.is_complete && <div className="mt-4 flex justify-end">{startButton}</div>}
        </DialogOrDrawer>
        {order.is_complete ? (
          <span className="inline-flex items-center gap-1.5 font-semibold text-emerald-700">
            <CircleCheck className="size-4" aria-hidden />
            Completed
          </span>
        ) : (
          <div>{startButton}</div>
        )}
      </div>
    );
  }

  return (
    <li
      aria-label={title}
      data-testid="queue-order"
      data-state={order.is_complete ? 'completed' : order.is_in_progress ? 'in-progress' : 'queued'}
      className={cn(
        'flex w-full max-w-[400px] items-start gap-2 rounded-xl border bg-white p-4 shadow-sm',
        order.is_in_progress && 'opacity-50',
        order.is_complete ? 'border-emerald-300 bg-emerald-50' : 'border-slate-200',
      )}
    >
      <div className="min-w-0 flex-1">{body}</div>
      {isAdmin && <OrderAdminActions order={order} live={live} />}
    </li>
  );
}

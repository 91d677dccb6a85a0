import type { LiveMessage } from '@shared/order-schemas';
import type { OrderDisplay } from '@shared/order-types';
import { EllipsisVertical } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmButton } from '../../components/ui/confirm-button';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover';
import { Input } from '../../components/ui/input';
import { failureText } from '../../lib/save';
import { notifyError } from '../../lib/toast';
import { useVoidOrderMutation } from '../../lib/api/orders-api';
import type { LiveQueue } from './use-live-queue';

const REMOVE_ORDER_CONFIRM = "Please confirm you'd like to delete this order";
const REMOVE_IN_PROGRESS_CONFIRM =
  'Please ensure another user is not working on this order before confirming';
const REMOVE_COMPLETED_CONFIRM =
  "Please confirm you'd like to remove this order from the completed list";

/** The admin's per-order menu: each action is a two-step confirm sent over the live channel. */
export function OrderAdminActions({ order, live }: { order: OrderDisplay; live: LiveQueue }) {
  const [open, setOpen] = useState(false);
  const act = async (message: LiveMessage) => {
    const result = await live.request(message, (orders) => {
      const now = orders.find((o) => o.id === order.id);
      if ('delete_order' in message) return !now;
      if ('order_complete' in message) return !!now && !now.is_complete;
      return !!now && !now.is_in_progress;
    });
    if (!result.ok) notifyError(result.error);
    setOpen(false);
  };
  const actions = [
    {
      label: 'Remove Order',
      warning: REMOVE_ORDER_CONFIRM,
      message: { delete_order: true as const, order_id: order.id },
      enabled: true,
    },
    {
      label: 'Remove from In Progress',
      warning: REMOVE_IN_PROGRESS_CONFIRM,
      message: { order_in_progress: false, order_id: order.id },
      enabled: order.is_in_progress,
    },
    {
      label: 'Remove from Completed',
      warning: REMOVE_COMPLETED_CONFIRM,
      message: { order_complete: false, order_id: order.id },
      enabled: order.is_complete,
    },
  ];
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for order ${order.id}`}>
          <EllipsisVertical className="size-5" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Order actions" className="flex w-72 flex-col gap-2">
        {actions.map((action) => (
          <ConfirmButton
            key={action.label}
            variant={action.label === 'Remove Order' ? 'destructive' : 'outline'}
            warning={action.warning}
            disabled={!action.enabled || live.status !== 'open'}
            onConfirm={() => act(action.message)}
          >
            {action.label}
          </ConfirmButton>
        ))}
        {!order.is_in_progress && !order.is_complete && (
          <VoidWithReason orderId={order.id} onDone={() => setOpen(false)} />
        )}
      </PopoverContent>
    </Popover>
  );
}

/** The admin voids a queued order with a reason; it stays in the history. */
function VoidWithReason({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [voidOrder, { isLoading }] = useVoidOrderMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await voidOrder({ id: orderId, reason }).unwrap();
      onDone();
    } catch (failure) {
      notifyError(failureText(failure, ' '));
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mt-2 flex flex-col gap-2 border-t border-slate-200 pt-3"
      noValidate
    >
      <label htmlFor={`void-reason-${orderId}`} className="text-sm font-medium text-slate-900">
        Void reason
      </label>
      <Input
        id={`void-reason-${orderId}`}
        value={reason}
        maxLength={200}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant="destructive" disabled={isLoading || !reason.trim()}>
        Void Order
      </Button>
    </form>
  );
}

import type { OrderDisplay } from '@shared/order-types';
import { ChefHat, CircleCheck, Play, Undo2 } from 'lucide-react';
import type { OutboxEntry } from './bar-outbox';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { DialogOrDrawer } from '../../components/ui/lazy-dialog-or-drawer';
import { cn } from '../../lib/cn';
import { AgeBadge } from './age-badge';
import { ItemRecipe, orderTitle } from './item-recipe';
import { OrderAdminActions } from './order-admin-actions';
import { OnlineTicketLine } from './online-ticket-line';
import { OutboxState } from './outbox-state';
import { TicketDrinks } from './ticket-drinks';
import type { TicketThresholds } from './ticket-age';
import type { LiveQueue } from './use-live-queue';

interface OrderCardProps {
  order: OrderDisplay;
  /** The location's, for an online order's pickup time. */
  timeZone: string;
  /** Its place among the waiting tickets (the key that selects it), none once completed. */
  position?: number;
  live: LiveQueue;
  isAdmin: boolean;
  /** Seconds since payment, and when it turns yellow and red (waiting tickets). */
  age?: { seconds: number; thresholds: TicketThresholds };
  selected?: boolean;
  /** Arrived moments ago: flashes. */
  fresh?: boolean;
  onStart?: (order: OrderDisplay) => void;
  starting?: boolean;
  /** The Recall button of a completed ticket, while the user may recall it. */
  onRecall?: (order: OrderDisplay) => void;
  recalling?: boolean;
  /** Finish Order: shown once this barista has started the order (or the start waits to be sent). */
  onFinish?: (order: OrderDisplay) => void;
  finishing?: boolean;
  /** This order's Start and Finish still in the bar's outbox (a network drop), and their dismissal. */
  pending?: OutboxEntry[];
  onDismiss?: (order: OrderDisplay) => void;
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

const stateOf = (order: OrderDisplay) =>
  order.is_complete ? 'completed' : order.is_in_progress ? 'in-progress' : 'queued';

/** A ticket: opens its items in a dialog or drawer; Start Order or Recall; the admin's menu. */
export function OrderCard(props: OrderCardProps) {
  const { order, live, isAdmin, age, selected, fresh } = props;
  const pending = props.pending ?? [];
  const buttons = ticketButtons(props);
  return (
    <li
      aria-label={orderTitle(order)}
      aria-current={selected || undefined}
      tabIndex={-1}
      data-order-id={order.id}
      data-testid="queue-order"
      data-state={stateOf(order)}
      data-selected={selected || undefined}
      data-fresh={fresh || undefined}
      className={cn(
        'flex w-full min-w-0 flex-col gap-2 rounded-xl border bg-white p-4 shadow-sm transition-colors duration-700 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
        order.is_in_progress && !props.onFinish && 'opacity-50',
        order.is_complete ? 'border-emerald-300 bg-emerald-50' : 'border-slate-200',
        selected && 'outline-4 outline-offset-2 outline-teal-700',
        fresh && 'border-sky-500 bg-sky-100 ring-4 ring-sky-400',
      )}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <TicketHeading order={order} position={props.position} start={buttons.start} />
        </div>
        {age && <AgeBadge seconds={age.seconds} thresholds={age.thresholds} />}
        {isAdmin && <OrderAdminActions order={order} live={live} />}
      </div>
      {order.online && (
        <OnlineTicketLine online={order.online} paid={order.is_paid} timeZone={props.timeZone} />
      )}
      <TicketDrinks items={order.order_items} />
      <TicketStatus {...props} buttons={buttons} />
      {pending.length > 0 && (
        <OutboxState entries={pending} onDismiss={() => props.onDismiss?.(order)} />
      )}
    </li>
  );
}

interface TicketButtons {
  start: ReactNode;
  finish: ReactNode;
  /** A Start or Finish of this order waits in the outbox (not refused). */
  waiting: boolean;
}

/** Start Order, and Finish Order unless a finish already waits in the outbox. */
function ticketButtons(props: OrderCardProps): TicketButtons {
  const { order, onStart, onFinish } = props;
  const waiting = (props.pending ?? []).filter((e) => e.state !== 'refused');
  const finish = onFinish && !waiting.some((e) => e.action === 'finish') && (
    <Button onClick={() => onFinish(order)} disabled={props.finishing}>
      <CircleCheck className="size-4" aria-hidden />
      Finish Order
    </Button>
  );
  const start = onStart && (
    <Button onClick={() => onStart(order)} disabled={props.starting || order.is_in_progress}>
      <Play className="size-4" aria-hidden />
      Start Order
    </Button>
  );
  return { start, finish, waiting: waiting.length > 0 };
}

/** The ticket's name and place; a waiting or completed ticket opens its recipes in a dialog. */
function TicketHeading({
  order,
  position,
  start,
}: {
  order: OrderDisplay;
  position?: number;
  start: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const title = orderTitle(order);
  const count = order.order_items.length;
  const summary = (
    <span className="text-xl font-bold break-words text-slate-950">
      {position !== undefined && <span className="mr-2 text-slate-600">{position}.</span>}
      {title}
      <span className="sr-only">
        , {count} {count === 1 ? 'drink' : 'drinks'}
      </span>
    </span>
  );
  if (order.is_in_progress) return summary;
  const trigger = (
    <button
      type="button"
      className="min-w-0 cursor-pointer rounded-lg text-left underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
    >
      {summary}
    </button>
  );
  return (
    <DialogOrDrawer
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={order.is_complete ? `${title} - Completed` : title}
    >
      <ItemList order={order} />
      {start && <div className="mt-4 flex justify-end">{start}</div>}
    </DialogOrDrawer>
  );
}

/** Where the order stands, with the one action that moves it on (Start, Finish or Recall). */
function TicketStatus({
  order,
  onRecall,
  recalling,
  buttons,
}: OrderCardProps & { buttons: TicketButtons }) {
  if (buttons.waiting) return <div>{buttons.finish}</div>;
  if (order.is_in_progress) {
    return (
      <span className="inline-flex items-center gap-1.5 font-semibold text-amber-800">
        <ChefHat className="size-4" aria-hidden />
        In Progress
        {order.started_by_name && (
          <span className="font-normal text-slate-800">Making: {order.started_by_name}</span>
        )}
        {buttons.finish && <span className="ml-2">{buttons.finish}</span>}
      </span>
    );
  }
  if (!order.is_complete) return <div>{buttons.start}</div>;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span className="inline-flex items-center gap-1.5 font-semibold text-emerald-800">
        <CircleCheck className="size-4" aria-hidden />
        Completed
      </span>
      {onRecall && (
        <Button variant="outline" size="sm" onClick={() => onRecall(order)} disabled={recalling}>
          <Undo2 className="size-4" aria-hidden />
          Recall
        </Button>
      )}
    </div>
  );
}

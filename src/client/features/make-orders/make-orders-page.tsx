import type { OrderDisplay } from '@shared/order-types';
import { LocationNeeded } from '../../components/location-needed';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { SoldOutButton } from '../../components/sold-out/sold-out-button';
import { cn } from '../../lib/cn';
import { ConnectionStatus, lastQueueLabel, StaleQueueWarning } from './connection-status';
import { EmptyQueue } from './empty-queue';
import { NotYetSent } from './not-yet-sent';
import { OnlineOrdersPanel } from '../../components/online-orders/online-orders-panel';
import { OnlinePause } from './online-pause';
import { OrderCard } from './order-card';
import { SoundToggle } from './sound-toggle';
import { secondsSince } from './ticket-age';
import { entriesFor } from './use-bar-outbox';
import { useMakeOrders, type MakeOrders } from './use-make-orders';

const QUEUE_HEADING = 'Please make orders from top to bottom';
/**
 * Tickets flow in as many columns as fit, filling the screen's width; each at least 21rem, so a
 * drink's size, name and changes get a line of their own (three columns at 1280 px).
 */
const TICKET_GRID = 'grid grid-cols-[repeat(auto-fill,minmax(min(100%,21rem),1fr))] gap-4';

export function MakeOrdersPage() {
  const bar = useMakeOrders();
  const { locationId, live } = bar;

  if (!locationId) {
    return (
      <Page title="Make Orders" description="Queue of pending orders">
        <LocationNeeded description="Choose the shop location whose queue you are making." />
      </Page>
    );
  }

  return (
    <Page
      title="Make Orders"
      description="Queue of pending orders"
      // The bar screen uses the whole width: tickets fill as many columns as fit.
      className="flex max-w-none flex-col gap-4"
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:gap-6">
        <h1 className="text-2xl font-bold text-slate-900 lg:shrink-0">{QUEUE_HEADING}</h1>
        {/* Left-aligned, so a control moves only when one before it changes width: the live
            status, whose label changes as it connects, comes last, and a tap lands as aimed. */}
        <div className="flex flex-wrap items-center gap-2">
          <SoundToggle />
          <SoldOutButton locationId={locationId} />
          <OnlinePause locationId={locationId} timeZone={bar.timeZone} />
          <ConnectionStatus state={live} onReset={live.reset} />
        </div>
      </div>
      <StaleQueueWarning state={live} timeZone={bar.timeZone} />
      <NotYetSent locationId={locationId} />
      <OnlineOrdersPanel locationId={locationId} />
      {live.orders === null ? (
        <div className="flex items-center gap-3 py-10 text-slate-600">
          <Spinner />
          {live.status === 'refused' ? live.refusal : 'Connecting to the live queue…'}
        </div>
      ) : bar.orders.length === 0 ? (
        <EmptyQueue />
      ) : (
        <QueueTickets bar={bar} />
      )}
    </Page>
  );
}

/** The waiting tickets in order, then the recently completed ones. */
function QueueTickets({ bar }: { bar: MakeOrders }) {
  const { live, waiting, completed } = bar;
  const ticket = ticketOf(bar);
  const notLive = live.status !== 'open';
  const label = notLive ? lastQueueLabel(live, bar.timeZone) : undefined;
  return (
    <section
      aria-labelledby={label ? 'last-queue' : undefined}
      data-testid="queue-tickets"
      className={cn(
        'flex flex-col gap-6',
        // Not greyed out: its Start and Finish keep working through the outbox.
        notLive && 'rounded-xl outline-2 outline-offset-8 outline-amber-400 outline-dashed',
      )}
    >
      {label && (
        <p
          id="last-queue"
          className="self-start rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900"
        >
          {label}
        </p>
      )}
      <p className="hidden text-sm text-slate-600 md:block">
        Keys: 1-9 select a ticket, Enter starts it, R recalls the last completed order.
      </p>
      {waiting.length > 0 && (
        <ol aria-label="Order queue" className={TICKET_GRID}>
          {waiting.map((order, index) => ticket(order, index))}
        </ol>
      )}
      {completed.length > 0 && (
        <section aria-labelledby="recently-completed" className="flex flex-col gap-3">
          <h2 id="recently-completed" className="text-lg font-semibold text-slate-900">
            Recently completed
          </h2>
          <ul aria-label="Recently completed orders" className={TICKET_GRID}>
            {completed.map((order) => ticket(order))}
          </ul>
        </section>
      )}
    </section>
  );
}

/** One ticket: a waiting one can be started and finished, a completed one recalled. */
function ticketOf(bar: MakeOrders) {
  const { live, isAdmin, now, thresholds, fresh, selectedId, mayRecall } = bar;
  const { start, finish, recall, busyId, outbox } = bar.actions;

  /** Finish Order from the ticket: the start waits in the outbox, or this barista is making it. */
  const mayFinish = (order: OrderDisplay, pending: ReturnType<typeof entriesFor>) =>
    pending.some((e) => e.action === 'start' && e.state !== 'refused') ||
    (order.is_in_progress && order.started_by === bar.userId);

  return (order: OrderDisplay, index?: number) => {
    const pending = entriesFor(outbox.entries, order.id);
    return (
      <OrderCard
        key={order.id}
        order={order}
        timeZone={bar.timeZone}
        position={index === undefined ? undefined : index + 1}
        live={live}
        isAdmin={isAdmin}
        selected={order.id === selectedId}
        fresh={fresh.has(order.id)}
        {...(order.is_complete
          ? {
              onRecall: mayRecall(order) ? recall : undefined,
              recalling: busyId === order.id,
            }
          : {
              age: {
                seconds: secondsSince(order.online?.due_at ?? order.paid_at, now),
                thresholds,
              },
              onStart: start,
              starting: busyId === order.id,
              onFinish: mayFinish(order, pending) ? finish : undefined,
              finishing: busyId === order.id,
            })}
        pending={pending}
        onDismiss={(o) => outbox.dismiss(o.id)}
      />
    );
  };
}

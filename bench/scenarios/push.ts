/**
 * Checkout -> the last of SUBSCRIBERS live-queue websockets showing the order, against the bare
 * `ws` broadcast of the same message bytes to as many sockets.
 */
import { PUSHES, SUBSCRIBERS } from '../config';
import { expectStatus, type Fixture, type Session } from '../fixture';
import { summary, type Latencies } from '../stats';
import { Subscribers } from './subscribers';

/**
 * Untimed pushes before the timed ones, on the app and the bare server alike. Instance B is a
 * fresh process each round (its start is the cold-start row): its first push also opens database
 * connections and runs unoptimised code, which a screen sees once after a restart, not at p99.
 */
const WARM_UP_PUSHES = 1;

interface QueueMessage {
  pending_orders?: { id: number; is_complete: boolean }[];
}
const waiting = (orderId: number) => (message: unknown) =>
  !!(message as QueueMessage).pending_orders?.some((o) => o.id === orderId && !o.is_complete);
const notWaiting = (orderId: number) => (message: unknown) =>
  Array.isArray((message as QueueMessage).pending_orders) && !waiting(orderId)(message);

/** Pays on `payer`'s instance (its URL) and watches on the instance at `watcherUrl`. */
export async function appPush(fixture: Fixture, payer: Session, watcherUrl: string) {
  const location = fixture.locations.push;
  const watcher = fixture.staff;
  const url = `${watcherUrl.replace(/^http/, 'ws')}/ws/orders/${location}/?user_id=${watcher.userId}`;
  const subscribers = await Subscribers.open(url, SUBSCRIBERS, {
    cookie: watcher.cookieHeader(),
    origin: watcherUrl,
  });
  const latencies: number[] = [];
  try {
    for (let i = -WARM_UP_PUSHES; i < PUSHES; i++) {
      const item = { ...fixture.item, order__location: location };
      const added = await expectStatus<{ order__id: number }>(
        payer.post('/api/order-items', item),
        201,
      );
      const orderId = added.order__id;
      const seen = subscribers.next(waiting(orderId));
      const t0 = performance.now();
      await expectStatus(
        payer.patch(`/api/orders/${orderId}/complete-order-payment`, {
          is_paid: true,
          order_name: fixture.orderName,
          paid_amount: fixture.price,
          discount: null,
        }),
      );
      const latency = (await seen) - t0;
      if (i >= 0) latencies.push(latency);
      // Finish the order so the queue (and so each push) keeps one size.
      const gone = subscribers.next(notWaiting(orderId));
      const progress = (is_in_progress: boolean, is_complete: boolean) =>
        expectStatus(
          payer.patch(`/api/orders/${orderId}/update-in-progress`, { is_in_progress, is_complete }),
        );
      await progress(true, false);
      await progress(false, true);
      await gone;
    }
    return { latencies: summary(latencies), message: subscribers.lastRaw };
  } finally {
    subscribers.close();
  }
}

/** The bare broadcast of `message` from the ceiling process at `url` to SUBSCRIBERS sockets. */
export async function barePush(url: string, message: string): Promise<Latencies> {
  const subscribers = await Subscribers.open(url.replace(/^http/, 'ws'), SUBSCRIBERS);
  const latencies: number[] = [];
  try {
    for (let i = -WARM_UP_PUSHES; i < PUSHES; i++) {
      const seen = subscribers.next(() => true);
      const t0 = performance.now();
      const res = await fetch(`${url}/broadcast`, { method: 'POST', body: message });
      await res.text();
      const latency = (await seen) - t0;
      if (i >= 0) latencies.push(latency);
    }
    return summary(latencies);
  } finally {
    subscribers.close();
  }
}

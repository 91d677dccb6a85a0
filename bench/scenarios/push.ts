/**
 * Checkout -> the last of SUBSCRIBERS live-queue websockets (in their own processes) receiving
 * the queue message, against a bare `ws` server broadcasting the same bytes to as many sockets.
 * Every change is armed and waited for on every socket, so no message of one change is taken
 * for the next; only socket 0's copy is parsed, after the timing, to check what was shown.
 */
import { PUSHES } from '../config';
import { expectStatus, type Fixture, type Session } from '../fixture';
import { msSince, Subscribers } from '../live/subscribers';

/**
 * Untimed pushes before the timed ones, on the app and the bare server alike: instance B is a
 * fresh process each round, and its first push also opens database connections and runs
 * unoptimised code, which a screen sees once after a restart, not at p99.
 */
const WARM_UP_PUSHES = 1;
/** How every queue message starts (the live protocol's `pending_orders` list). */
export const QUEUE_PREFIX = '{"pending_orders"';

export interface PushTimes {
  /** Change sent -> the last subscriber has the message, per push (ms). */
  toLast: number[];
  /** Change sent -> its HTTP answer, per push (ms). */
  response: number[];
  /** The last message, to broadcast the same bytes from the bare server. */
  message: string;
}

interface QueueMessage {
  pending_orders?: { id: number; is_complete: boolean }[];
}
const waiting = (raw: string, orderId: number) =>
  !!(JSON.parse(raw) as QueueMessage).pending_orders?.some(
    (o) => o.id === orderId && !o.is_complete,
  );

/** Pays on `payer`'s instance and watches on the instance at `watcherUrl`. */
export async function appPush(
  fixture: Fixture,
  payer: Session,
  watcherUrl: string,
): Promise<PushTimes> {
  const location = fixture.locations.push;
  const watcher = fixture.staff;
  const url = `${watcherUrl.replace(/^http/, 'ws')}/ws/orders/${location}/?user_id=${watcher.userId}`;
  const headers = { cookie: watcher.cookieHeader(), origin: watcherUrl };
  const subscribers = await Subscribers.open(url, headers, QUEUE_PREFIX);
  const times: PushTimes = { toLast: [], response: [], message: '' };
  /** Sends a change and waits until every subscriber has the queue message it causes. */
  const change = async (send: () => Promise<unknown>, expectWaiting: number | undefined) => {
    const arrived = await subscribers.arm(QUEUE_PREFIX);
    const t0 = process.hrtime.bigint();
    await send();
    const answered = process.hrtime.bigint();
    const arrival = await arrived();
    const shown = expectWaiting !== undefined && waiting(arrival.raw, expectWaiting);
    if (expectWaiting !== undefined && !shown)
      throw new Error(`the queue message after paying order ${expectWaiting} does not show it`);
    return { toLast: msSince(t0, arrival.lastNs), response: msSince(t0, answered), arrival };
  };
  try {
    for (let i = -WARM_UP_PUSHES; i < PUSHES; i++) {
      const item = { ...fixture.item, order__location: location };
      const added = await expectStatus<{ order__id: number }>(
        payer.post('/api/order-items', item),
        201,
      );
      const orderId = added.order__id;
      const paid = await change(
        () =>
          expectStatus(
            payer.patch(`/api/orders/${orderId}/complete-order-payment`, {
              is_paid: true,
              order_name: fixture.orderName,
              paid_amount: fixture.price,
              discount: null,
            }),
          ),
        orderId,
      );
      if (i >= 0) {
        times.toLast.push(paid.toLast);
        times.response.push(paid.response);
      }
      times.message = paid.arrival.raw;
      // Finish the order so the queue (and so each push) keeps one size.
      const progress = (is_in_progress: boolean, is_complete: boolean) =>
        expectStatus(
          payer.patch(`/api/orders/${orderId}/update-in-progress`, { is_in_progress, is_complete }),
        );
      await change(() => progress(true, false), undefined);
      await change(() => progress(false, true), undefined);
    }
    return times;
  } finally {
    await subscribers.close();
  }
}

/** The bare broadcast of `message` from the ceiling process at `url` to as many sockets. */
export async function barePush(url: string, message: string): Promise<PushTimes> {
  const subscribers = await Subscribers.open(url.replace(/^http/, 'ws'));
  const times: PushTimes = { toLast: [], response: [], message };
  const prefix = message.slice(0, QUEUE_PREFIX.length);
  try {
    for (let i = -WARM_UP_PUSHES; i < PUSHES; i++) {
      const arrived = await subscribers.arm(prefix);
      const t0 = process.hrtime.bigint();
      const res = await fetch(`${url}/broadcast`, { method: 'POST', body: message });
      await res.text();
      const answered = process.hrtime.bigint();
      const arrival = await arrived();
      if (i < 0) continue;
      times.toLast.push(msSince(t0, arrival.lastNs));
      times.response.push(msSince(t0, answered));
    }
    return times;
  } finally {
    await subscribers.close();
  }
}

import type { LocationId } from '@shared/ids';
import type { LiveMessage } from '@shared/order-schemas';

/** The live queue channel of a location (same origin; ws:// or wss:// as the page). */
export function liveChannelUrl(locationId: LocationId, userId: number): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/ws/orders/${locationId}/?user_id=${userId}`;
}

/**
 * Opens the channel just long enough to send one message (checkout's 'Order completed' refresh
 * request); resolves when it has been handed to the socket, or after a short time-out.
 */
export function sendLiveMessageOnce(
  locationId: LocationId,
  userId: number,
  message: LiveMessage,
  timeoutMs = 3000,
): Promise<void> {
  return new Promise((resolve) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(liveChannelUrl(locationId, userId));
    } catch {
      return resolve();
    }
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      socket.close();
      done();
    }, timeoutMs);
    socket.onopen = () => {
      socket.send(JSON.stringify(message));
      socket.close(1000, 'sent');
      done();
    };
    socket.onerror = done;
  });
}

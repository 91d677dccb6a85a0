import type { Page, WebSocketRoute } from '@playwright/test';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { BASE_URL, DEMO, WORKER_PORT, apiAs, expect } from './support';

/** The live queue's socket only (a shop screen's sold-out list has its own: feed=availability). */
export const QUEUE_SOCKET = /\/ws\/orders\/\d+\/\?user_id=\d+$/;

/** Sets the location's ticket thresholds through the API, as an admin. */
export async function setTicketThresholds(
  locationId: number,
  name: string,
  yellow: number,
  red: number,
) {
  const admin = await apiAs(DEMO.admin);
  const answer = await admin.put(`${BASE_URL}/api/locations/${locationId}`, {
    data: { name, ticket_yellow_seconds: yellow, ticket_red_seconds: red },
  });
  expect(answer.status()).toBe(200);
  await admin.dispose();
}

/**
 * Holds the server's live-channel messages to the page between `hold` and `release` (the page's own messages
 * still reach the server at once): two screens can then both press Start before either has seen
 * the other's start, as when two baristas tap at the same moment.
 */
export async function holdLiveMessages(page: Page) {
  let holding = false;
  const held: { socket: WebSocketRoute; message: string | Buffer }[] = [];
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/ws\/orders\//, (socket) => {
    sockets.push(socket);
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (holding) held.push({ socket, message });
      else socket.send(message);
    });
  });
  return {
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const { socket, message } of held.splice(0)) socket.send(message);
    },
  };
}

/** The waiting ticket named `name` and its age badge. */
export const ticket = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Order queue' }).getByRole('listitem', { name });
export const completedTicket = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Recently completed orders' }).getByRole('listitem', { name });

/**
 * A TCP proxy between the browser and the e2e server that the test can cut: every open connection
 * is reset and new ones are refused until it is restored, like a shop's network going down.
 */
export class CuttableLink {
  private readonly open = new Set<Socket>();
  private down = false;
  private readonly server: Server = createServer((client) => {
    if (this.down) return client.resetAndDestroy();
    const upstream = connect(WORKER_PORT, '127.0.0.1');
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ]) {
      this.open.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.open.delete(from);
        to.destroy();
      });
    }
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    return `http://127.0.0.1:${port}`;
  }

  cut() {
    this.down = true;
    for (const socket of this.open) {
      try {
        socket.resetAndDestroy();
      } catch {
        socket.destroy();
      }
    }
  }

  restore() {
    this.down = false;
  }

  close() {
    this.cut();
    return new Promise((resolve) => this.server.close(resolve));
  }
}

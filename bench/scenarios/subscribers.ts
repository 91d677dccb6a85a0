/** SUBSCRIBERS websockets in the orchestrator, and the time until the last of them saw a message. */
import WebSocket from 'ws';

type Matcher = (message: unknown) => boolean;

export class Subscribers {
  private waiting: {
    matches: Matcher;
    seen: Set<WebSocket>;
    done: (lastAt: number) => void;
  } | null = null;
  /** The raw text of the last message, to broadcast the same bytes from the bare server. */
  lastRaw = '';

  private constructor(private readonly sockets: WebSocket[]) {
    for (const socket of sockets) {
      socket.on('message', (data) => {
        const at = performance.now();
        const wait = this.waiting;
        if (!wait || wait.seen.has(socket)) return;
        const raw = String(data);
        if (!wait.matches(JSON.parse(raw))) return;
        this.lastRaw = raw;
        wait.seen.add(socket);
        if (wait.seen.size === this.sockets.length) {
          this.waiting = null;
          wait.done(at);
        }
      });
    }
  }

  static async open(url: string, count: number, headers: Record<string, string> = {}) {
    const sockets = Array.from({ length: count }, () => new WebSocket(url, { headers }));
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve, reject) => {
            socket.once('open', () => resolve());
            socket.once('error', reject);
            socket.once('close', (code, reason) =>
              reject(new Error(`socket closed: ${code} ${String(reason)}`)),
            );
          }),
      ),
    );
    return new Subscribers(sockets);
  }

  /** Resolves with the time (performance.now) the last socket received a matching message. */
  next(matches: Matcher, timeoutMs = 15_000): Promise<number> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        reject(
          new Error(`only ${seen.size} of ${this.sockets.length} subscribers saw the message`),
        );
      }, timeoutMs);
      const seen = new Set<WebSocket>();
      this.waiting = {
        matches,
        seen,
        done: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
      };
    });
  }

  close() {
    for (const socket of this.sockets) socket.terminate();
  }
}

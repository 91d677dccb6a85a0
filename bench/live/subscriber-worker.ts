/**
 * A subscriber process: opens its share of the live-queue websockets and, when armed, stamps the
 * arrival of the next matching message on each socket with the monotonic clock every process of
 * the machine shares. It compares a prefix of the bytes and never parses them, so the stamps are
 * not delayed by the work of the sockets before them.
 */
import WebSocket from 'ws';
import type { FromSubscribers, ToSubscribers } from './subscriber-protocol';

let sockets: WebSocket[] = [];
let stamps: bigint[] = [];
let armed: Buffer | null = null;
let pending = 0;
let rawOfFirst: Buffer | undefined;
let keepRaw = false;

const send = (message: FromSubscribers) => process.send!(message);

function onMessage(index: number, data: Buffer) {
  const at = process.hrtime.bigint();
  if (!armed || stamps[index] !== 0n || !startsWith(data, armed)) return;
  stamps[index] = at;
  if (index === 0 && keepRaw) rawOfFirst = data;
  if (--pending > 0) return;
  armed = null;
  const sorted = [...stamps].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  send({
    type: 'seen',
    firstNs: String(sorted[0]),
    lastNs: String(sorted[sorted.length - 1]),
    raw: rawOfFirst?.toString(),
  });
}

const startsWith = (data: Buffer, prefix: Buffer) =>
  data.length >= prefix.length && prefix.compare(data, 0, prefix.length, 0, prefix.length) === 0;

function connect(url: string, headers: Record<string, string>, index: number, greeting?: Buffer) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const greeted = setTimeout(() => resolve(socket), 5_000);
    socket.on('message', (data: Buffer) => {
      if (greeting && startsWith(data, greeting)) {
        clearTimeout(greeted);
        resolve(socket);
      }
      onMessage(index, data);
    });
    socket.once('open', () => {
      if (greeting) return;
      clearTimeout(greeted);
      resolve(socket);
    });
    socket.once('error', reject);
    socket.once('close', (code, reason) => {
      const message = `subscriber ${index} closed: ${code} ${String(reason)}`;
      reject(new Error(message));
      if (sockets.length) send({ type: 'error', message });
    });
  });
}

async function handle(message: ToSubscribers) {
  if (message.type === 'open') {
    keepRaw = message.keepRaw;
    const greeting = message.greeting ? Buffer.from(message.greeting) : undefined;
    stamps = Array.from({ length: message.count }, () => 0n);
    sockets = await Promise.all(
      stamps.map((_, i) => connect(message.url, message.headers, i, greeting)),
    );
    send({ type: 'opened' });
  } else if (message.type === 'arm') {
    stamps.fill(0n);
    pending = sockets.length;
    rawOfFirst = undefined;
    armed = Buffer.from(message.prefix);
    send({ type: 'armed' });
  } else {
    const closing = sockets;
    sockets = [];
    for (const socket of closing) socket.terminate();
    process.exit(0);
  }
}

process.on('message', (message: ToSubscribers) => {
  handle(message).catch((error: Error) => send({ type: 'error', message: error.message }));
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the flaky network did. */
export interface ProxyCounts {
  requests: number;
  dropped: number;
  duplicated: number;
}

/**
 * A flaky network in front of the app, on 127.0.0.1: every request reaches the server, but
 * `dropRate` of the answers are lost (the client's socket is destroyed once the server answered)
 * and `duplicateRate` of the requests are sent to the server twice, side by side.
 */
export async function flakyProxy(
  target: string,
  opts: { dropRate: number; duplicateRate: number; random: () => number },
) {
  const counts: ProxyCounts = { requests: 0, dropped: 0, duplicated: 0 };
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const forward = (req: http.IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const out = http.request(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers: req.headers,
            agent,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 502,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
            res.on('error', reject);
          },
        );
        out.on('error', reject);
        out.end(body);
      },
    );

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      counts.requests++;
      const body = Buffer.concat(chunks);
      const twice = opts.random() < opts.duplicateRate;
      const drop = opts.random() < opts.dropRate;
      if (twice) counts.duplicated++;
      try {
        const [answer] = await Promise.all(
          twice ? [forward(req, body), forward(req, body)] : [forward(req, body)],
        );
        if (drop) {
          counts.dropped++;
          req.socket.destroy();
          return;
        }
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
      } catch {
        req.socket.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    counts,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}

/**
 * Ceiling process: a bare `ws` server on PORT. POST /broadcast sends the request body, as is, to
 * every connected socket (the same bytes the app pushed), and answers once it has queued them.
 */
import http from 'node:http';
import { WebSocketServer } from 'ws';

const server = http.createServer((request, response) => {
  if (request.method !== 'POST') return void response.end('{}');
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const message = Buffer.concat(chunks).toString();
    for (const socket of sockets.clients) socket.send(message);
    response.end('{}');
  });
});
const sockets = new WebSocketServer({ server });
server.listen(Number(process.env.PORT), process.env.HOST);
process.once('SIGTERM', () => {
  sockets.close();
  server.close(() => process.exit(0));
});

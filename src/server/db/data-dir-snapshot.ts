import { request, type RequestListener } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { readDataDir, writeArchive } from './data-dir-archive';
import { lockSocketPath } from './data-dir-lock';

const gzipAsync = promisify(gzip);

/**
 * A consistent gzipped archive of an open PGlite directory. Holding PGlite's transaction lock,
 * no statement runs and PostgreSQL writes nothing: a checkpoint flushes the data files, then the
 * tree is read synchronously. The result is what a clean shutdown would leave; any open
 * transaction of the app waits, typically well under a second.
 */
async function snapshotOpenDataDir(client: PGlite, dir: string): Promise<Buffer> {
  const entries = await client.transaction(async (tx) => {
    await tx.exec('checkpoint');
    return readDataDir(dir);
  });
  return gzipAsync(writeArchive(entries));
}

/** Serves GET /backup on the lock socket of the process that has the directory open. */
export function backupRequestHandler(
  client: () => PGlite | undefined,
  dir: string,
): RequestListener {
  return (req, res) => {
    const open = client();
    if (req.method !== 'GET' || req.url !== '/backup' || !open) {
      res.writeHead(open ? 404 : 503, { 'content-type': 'text/plain' }).end('Not available.');
      return;
    }
    snapshotOpenDataDir(open, dir).then(
      (archive) => {
        res.writeHead(200, {
          'content-type': 'application/gzip',
          'content-length': archive.length,
        });
        res.end(archive);
      },
      (error: Error) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`Backup failed: ${error.message}`);
      },
    );
  };
}

/**
 * Asks the process that holds dataDir for a snapshot. Null when no process holds it (the socket
 * is missing or left by a crash).
 */
export function requestSnapshot(dataDir: string): Promise<Buffer | null> {
  return new Promise((done, fail) => {
    const req = request({ socketPath: lockSocketPath(dataDir), path: '/backup' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) done(body);
        else
          fail(
            new Error(body.toString('utf8') || `The running server answered ${res.statusCode}.`),
          );
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') done(null);
      else fail(error);
    });
    req.end();
  });
}

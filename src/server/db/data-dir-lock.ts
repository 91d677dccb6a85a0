import { createHash } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import { connect } from 'node:net';
import { join, relative, resolve } from 'node:path';

// Two processes on one PGlite directory corrupt it silently (PGlite's own lock file holds a
// fake pid). The holder listens on a local socket in the directory: a socket dies with its
// process, so a crash never leaves a lock that blocks the restart, and the same socket is the
// local, credential-free channel the backup command uses (docs/decisions/010).

const SOCKET_NAME = '.soda-pos.sock';

class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${resolve(dataDir)} is in use by another running process. ` +
        'A PGlite database can be opened by one process at a time: stop that process first ' +
        '(npm run db:backup works while it runs).',
    );
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** The socket of the process holding dataDir (a named pipe on Windows). */
export function lockSocketPath(dataDir: string): string {
  const dir = resolve(dataDir);
  if (process.platform === 'win32') {
    const hash = createHash('sha256').update(dir.toLowerCase()).digest('hex').slice(0, 32);
    return `\\\\.\\pipe\\soda-pos-${hash}`;
  }
  // Socket paths are limited to about 104 bytes; a relative one is often shorter.
  for (const path of [join(dir, SOCKET_NAME), relative(process.cwd(), join(dir, SOCKET_NAME))]) {
    if (Buffer.byteLength(path) < 100) return path;
  }
  throw new Error(
    `The path of the data directory ${dir} is too long for its lock; use a shorter one.`,
  );
}

const listen = (server: Server, path: string) =>
  new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      done();
    });
  });

/** True when a live process accepts connections on the socket. */
function answers(path: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(path);
    socket.setTimeout(2000, () => {
      socket.destroy();
      done(true);
    });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'EACCES' || error.code === 'EPERM'),
    );
  });
}

const busy: RequestListener = (_req, res) => {
  res.writeHead(503, { 'content-type': 'text/plain' });
  res.end('The data directory is held by a backup or restore command.');
};

/** Takes dataDir for this process, or throws DataDirInUseError. `onRequest` serves the socket. */
export async function lockDataDir(
  dataDir: string,
  onRequest: RequestListener = busy,
): Promise<DataDirLock> {
  const path = lockSocketPath(dataDir);
  const server = createServer(onRequest);
  try {
    await listen(server, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (await answers(path)) throw new DataDirInUseError(dataDir);
    rmSync(path, { force: true }); // left by a process that crashed
    await listen(server, path).catch(() => {
      throw new DataDirInUseError(dataDir);
    });
  }
  if (process.platform !== 'win32') chmodSync(path, 0o600);
  server.unref();
  return {
    release: () => new Promise<void>((done) => server.close(() => done())),
  };
}

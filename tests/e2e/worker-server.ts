import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { FIRST_WORKER_PORT, MAX_WORKERS, SERVER_ENV } from '../../playwright.config';

/**
 * Each Playwright worker runs its tests against a server of its own, on a fresh embedded database,
 * so no test sees another worker's catalogue edits, sales or sign-ins. The port is fixed by the
 * worker's parallel slot (see the port scheme in playwright.config.ts), so module-level URLs in the
 * support files are right in every worker process.
 */
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
if (slot >= MAX_WORKERS)
  throw new Error(`Worker slot ${slot} has no port: at most ${MAX_WORKERS} workers.`);
export const WORKER_PORT = FIRST_WORKER_PORT + slot;
export const WORKER_URL = `http://127.0.0.1:${WORKER_PORT}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True while something accepts connections on the port. */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

export interface WorkerServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts `node scripts/e2e-server.mjs` on the worker's port and waits for /api/health. */
export async function startWorkerServer(timeoutMs = 60_000): Promise<WorkerServer> {
  const deadline = Date.now() + timeoutMs;
  // The slot's previous worker (a restart after a failure, or the next project) stops its server
  // in its teardown; wait for the port to be free rather than answer with that server.
  while (await portTaken(WORKER_PORT)) {
    if (Date.now() > deadline) throw new Error(`Port ${WORKER_PORT} stays taken.`);
    await sleep(200);
  }
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, ...SERVER_ENV, PORT: String(WORKER_PORT) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A worker that dies without its teardown must not leave its server behind.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);

  while (!(await healthy(WORKER_URL))) {
    if (running(child) === false || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The worker's server on ${WORKER_PORT} did not start:\n${output}`);
    }
    await sleep(100);
  }
  return {
    url: WORKER_URL,
    async stop() {
      process.off('exit', kill);
      if (running(child)) {
        child.kill('SIGTERM');
        await Promise.race([exited, sleep(10_000)]);
        if (running(child)) child.kill('SIGKILL');
      }
      await exited;
    },
  };
}

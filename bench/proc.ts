/** Child processes of the bench: start, wait for the first 200, read CPU time and memory, stop. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { HOST } from './config';

const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux

export interface Child {
  name: string;
  port: number;
  process: ChildProcess;
  pid: number;
  url: string;
  /** Milliseconds from spawn to the first 200 on the ready path. */
  startMs: number;
  /** User + system CPU time the process has used so far, in ms. */
  cpuMs(): number;
  /** Resident memory now and at its peak, in MB. */
  memory(): { rssMb: number; peakMb: number };
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, HOST, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function waitReady(url: string, child: ChildProcess, log: () => string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`not ready after ${timeoutMs} ms:\n${log()}`);
}

/** Runs `node <args>` with `env` on a free port and waits until `readyPath` answers 200. */
export async function startChild(
  name: string,
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  port?: number,
): Promise<Child> {
  port ??= await freePort();
  const url = `http://${HOST}:${port}`;
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk) => (output = (output + String(chunk)).slice(-4000)));
  try {
    await waitReady(url + readyPath, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${name}: ${(error as Error).message}`);
  }
  const startMs = performance.now() - started;
  const pid = child.pid!;
  return {
    name,
    port,
    process: child,
    pid,
    url,
    startMs,
    cpuMs: () => cpuMs(pid),
    memory: () => memory(pid),
    stop: () => stopChild(child),
  };
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

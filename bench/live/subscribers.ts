/**
 * The orchestrator's side of the live subscribers: SUBSCRIBERS websockets spread over
 * SUBSCRIBER_PROCESSES forked processes, armed before each change and then waited for until the
 * last of them has the message. Only socket 0 of the first process keeps its message's text, for
 * the orchestrator to parse after the timing.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { programPath } from '../bundle';
import { SUBSCRIBER_PROCESSES, SUBSCRIBERS } from '../config';
import { stopChild } from '../proc';
import type { FromSubscribers, ToSubscribers } from './subscriber-protocol';

/** When the first and the last of all subscribers received the message (hrtime ns). */
export interface Arrival {
  firstNs: bigint;
  lastNs: bigint;
  /** The text socket 0 received, unparsed. */
  raw: string;
}

type Reply<T extends FromSubscribers['type']> = Extract<FromSubscribers, { type: T }>;

function next<T extends FromSubscribers['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Reply<T>> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error, reply?: Reply<T>) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(reply!);
    };
    const onMessage = (message: FromSubscribers) => {
      if (message.type === 'error') done(new Error(message.message));
      else if (message.type === type) done(undefined, message as Reply<T>);
    };
    const onExit = (code: number | null) => done(new Error(`subscriber process exited (${code})`));
    const timer = setTimeout(
      () => done(new Error(`subscribers: no '${type}' within ${timeoutMs} ms`)),
      timeoutMs,
    );
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

export class Subscribers {
  private constructor(private readonly children: ChildProcess[]) {}

  /** `greeting`: the prefix of the message a new subscriber is sent, waited for before timing. */
  static async open(url: string, headers: Record<string, string> = {}, greeting?: string) {
    const children = Array.from({ length: SUBSCRIBER_PROCESSES }, () =>
      fork(programPath('subscriber-worker'), [], { stdio: 'inherit' }),
    );
    const subscribers = new Subscribers(children);
    try {
      await Promise.all(
        children.map((child, i) => {
          const count = Math.ceil(SUBSCRIBERS / SUBSCRIBER_PROCESSES);
          const opened = next(child, 'opened', 60_000);
          const open: ToSubscribers = { type: 'open', url, count, headers, keepRaw: i === 0 };
          child.send(greeting ? { ...open, greeting } : open);
          return opened;
        }),
      );
    } catch (error) {
      await subscribers.close();
      throw error;
    }
    return subscribers;
  }

  /** Arms every subscriber; the answer resolves once all have the next message starting with `prefix`. */
  async arm(prefix: string, timeoutMs = 15_000): Promise<() => Promise<Arrival>> {
    const seen = Promise.all(this.children.map((child) => next(child, 'seen', timeoutMs)));
    seen.catch(() => undefined); // awaited by the caller; never an unhandled rejection meanwhile
    const armed = this.children.map((child) => next(child, 'armed', timeoutMs));
    for (const child of this.children) child.send({ type: 'arm', prefix } satisfies ToSubscribers);
    await Promise.all(armed);
    return async () => {
      const replies = await seen;
      const first = replies.map((r) => BigInt(r.firstNs));
      const last = replies.map((r) => BigInt(r.lastNs));
      return {
        firstNs: first.reduce((a, b) => (b < a ? b : a)),
        lastNs: last.reduce((a, b) => (b > a ? b : a)),
        raw: replies[0].raw ?? '',
      };
    };
  }

  async close() {
    for (const child of this.children)
      if (child.connected) child.send({ type: 'close' } satisfies ToSubscribers);
    await Promise.all(this.children.map((child) => stopChild(child)));
  }
}

/** Milliseconds from `t0Ns` (process.hrtime.bigint()) to `ns`. */
export const msSince = (t0Ns: bigint, ns: bigint) => Number(ns - t0Ns) / 1e6;

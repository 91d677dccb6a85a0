/** Messages between the orchestrator and a subscriber process (bench/live/subscriber-worker.ts). */
export type ToSubscribers =
  | {
      type: 'open';
      url: string;
      count: number;
      headers: Record<string, string>;
      /** Wait for each socket's first message starting with this (the queue a newcomer is sent). */
      greeting?: string;
      /** Keep the raw text of socket 0's stamped message, for the orchestrator to check. */
      keepRaw: boolean;
    }
  /** Stamp, on every socket, the first message from now on that starts with `prefix`. */
  | { type: 'arm'; prefix: string }
  | { type: 'close' };

export type FromSubscribers =
  | { type: 'opened' }
  | { type: 'armed' }
  /** Every socket of the process has stamped: the earliest and latest hrtime, as decimal ns. */
  | { type: 'seen'; firstNs: string; lastNs: string; raw?: string }
  | { type: 'error'; message: string };
